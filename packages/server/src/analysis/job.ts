// What the main thread sends the analysis worker and what comes back (worker.ts): a finished
// game's record in plain data (structured-cloneable), and each seat's figures or why it failed.
import type { GameRecord } from '@ludus/backgammon-engine';

export type AnalysisJob =
  | {
      readonly id: string;
      readonly game: 'backgammon' | 'tryktrak';
      /** Each game of the match (or money session) that was played, oldest first. */
      readonly records: readonly GameRecord[];
      /** The checker play's plies (backgammon-engine's ANALYSIS_PLIES by default). */
      readonly depth: number;
    }
  | {
      readonly id: string;
      readonly game: 'shatra';
      /** The start position string; absent: the standard start. */
      readonly start?: string;
      /** The moves in the rules package's notation. */
      readonly moves: readonly string[];
      /** The judgement's full-width plies (shatra-engine's ANALYSIS_DEPTH by default). */
      readonly depth: number;
    };

/**
 * One seat's figures. Backgammon and tryktrak (gnubg's): `totalLoss` in EMG over the counted
 * decisions (unforced moves and counted cube decisions), `errorRate` in mEMG per such decision;
 * inaccuracies/errors/blunders are gnubg's doubtful/bad/very bad. Shatra: `totalLoss` in
 * centi-shatras over the unforced moves, `errorRate` their mean (centi-shatras per move);
 * inaccuracies/mistakes/blunders as shatra-engine marks them.
 */
export interface SeatFigures {
  readonly decisions: number;
  readonly totalLoss: number;
  /** Null with no decision counted. */
  readonly errorRate: number | null;
  readonly inaccuracies: number;
  readonly errors: number;
  readonly blunders: number;
}

export type AnalysisOutcome =
  | {
      readonly id: string;
      readonly ok: true;
      readonly seats: { readonly white: SeatFigures; readonly black: SeatFigures };
    }
  | { readonly id: string; readonly ok: false; readonly message: string };
