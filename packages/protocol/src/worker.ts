// The message protocol between the page and the computer's Web Worker. One worker serves every
// game: each request names its `game`, the worker dispatches on it (the web app's
// computer/worker.ts). Messages are plain structured-clone data, checked at the edge
// (isComputerRequest) because a worker is a trust boundary like a socket. The interfaces here
// are the contract; the zod schemas in worker-schema.ts check it (test/types.test.ts keeps the
// two in step). This module loads no zod, so that a page importing only its constants stays
// small. Bump PROTOCOL_VERSION on any incompatible change.
import type {
  BackgammonHint,
  Decision,
  GameRecord,
  PositionAnalysis,
  PositionPlies,
  RolloutSums,
  TurnFigures,
} from '@ludus/backgammon-engine';
import {
  LEVELS as ENGINE_LEVELS,
  type Level as EngineLevel,
  isLevel as isEngineLevel,
} from '@ludus/backgammon-engine';
import type { Intent, Level as TableLevel, TableView } from '@ludus/session';

/**
 * 4: the `hint` request (the engine's advice for a person's seat) and Shatra's post-game
 * analysis (`analyse` with `game: 'shatra'` judges one move of a game and is answered
 * `shatra-analysis`). 3: the computer is a player at a table, in every game: one `decide`
 * request carries its seat's view of the table (@ludus/session), and the answer is the intent it
 * sends. (2: backgammon requests carried the engine's named levels, a seed and the match context;
 * Shatra asked `move` and `draw-offer` with levels 1–3 and position strings.)
 */
export const PROTOCOL_VERSION = 4;

export type BackgammonGame = 'backgammon' | 'tryktrak';
export type ComputerGame = BackgammonGame | 'shatra';

/** Backgammon and tryktrak: the engine's levels, beginner … world-class. */
export type BackgammonLevel = EngineLevel;
export const BACKGAMMON_LEVELS: readonly BackgammonLevel[] = ENGINE_LEVELS;
/** The level of a game nobody chose a level for (a quick one: 0-ply search). */
export const DEFAULT_BACKGAMMON_LEVEL: BackgammonLevel = 'intermediate';
export const isBackgammonLevel: (text: string) => text is BackgammonLevel = isEngineLevel;

interface RequestBase {
  readonly protocol: typeof PROTOCOL_VERSION;
  /** Chosen by the client; the answer carries the same id. */
  readonly id: number;
  /** Wall-clock budget for the answer in milliseconds. */
  readonly budgetMs: number;
}

/**
 * Any game: the computer at `level` playing the seat `view.viewer` decides its next intent. The
 * view is what that seat may see (never the dice seed); the answer is one of `view.legal`, or
 * null when the seat has nothing to do. `seed` seeds the weaker levels' noise, so that a
 * replayed game replays the computer. A Shatra view's game arrives without its boards (the rules
 * package's Board keeps its squares in a private field, which structured clone drops): the worker
 * rebuilds the game from the spec's start and the game's moves through the rules.
 */
export interface DecideRequest extends RequestBase {
  readonly kind: 'decide';
  readonly game: ComputerGame;
  readonly level: TableLevel;
  readonly seed: number;
  readonly view: TableView;
}

/**
 * Backgammon/tryktrak: the post-game analysis of one turn (0-based) of a finished game. The page
 * asks turn by turn, so that it can show progress and stop, and the worker stays free between
 * turns; the worker replays the whole record through the rules each time (a record that is not
 * a legal game gets an error answer).
 */
export interface AnalyseRequest extends RequestBase {
  readonly kind: 'analyse';
  readonly game: BackgammonGame;
  readonly record: GameRecord;
  readonly turn: number;
  /**
   * The checker play's depth, 0 to 2 (absent: the analysis's own, 2): the match page's depth
   * selector. Cube decisions stay at 1 ply and luck at 0 ply whatever it is.
   */
  readonly plies?: number;
}

/**
 * Any game: the engine's advice for the person at `view.viewer`, from the same view a computer
 * seat would get (never the dice seed). Backgammon and tryktrak: the best plays of the roll with
 * their equities, or the cube action when the seat may double or must answer a double; Shatra:
 * the best move with its score. The engine searches to a fixed depth and stops early when
 * `budgetMs` is spent.
 */
export interface HintRequest extends RequestBase {
  readonly kind: 'hint';
  readonly game: ComputerGame;
  readonly view: TableView;
}

/**
 * Backgammon: the analysis of a position typed in (the position page): GNU Backgammon's Position
 * ID and Match ID, which the worker reads through the rules package (ids it refuses get an
 * error answer), the beaver option (money play; the Match ID has no field for it) and the depth.
 * With dice in the Match ID the plays of the roll are ranked; without, the cube action of the
 * side on roll is worked out.
 */
export interface PositionRequest extends RequestBase {
  readonly kind: 'position';
  readonly game: 'backgammon';
  readonly positionId: string;
  readonly matchId: string;
  readonly beavers: boolean;
  readonly plies: PositionPlies;
}

/**
 * Backgammon: trials `from` … `from + count − 1` of a rollout of the position page's position
 * (read as `position` reads it), before the roll, for the side on roll, cubeless or cubeful
 * (@ludus/backgammon-engine rollout-trials.ts). Trials depend only on the seed and their number,
 * so the page's workers take disjoint ranges and the answers' sums add up exactly to one run's.
 */
export interface RolloutRequest extends RequestBase {
  readonly kind: 'rollout';
  readonly game: 'backgammon';
  readonly positionId: string;
  readonly matchId: string;
  readonly seed: number;
  /** Single moves (plies) after which a trial is judged by the nets; null: to the end. */
  readonly truncate: number | null;
  readonly varianceReduction: boolean;
  readonly from: number;
  readonly count: number;
  /**
   * A play of the Match ID's dice in move notation (`24/18 13/11`): the position after it is
   * rolled out instead, the opponent on roll, and the sums are the opponent's.
   */
  readonly play?: string;
  /**
   * Cubeful (absent: false): the cube is live in each trial, decided by the engine; the sums
   * gain one value, the cubeful equity in normalised EMG (@ludus/backgammon-engine
   * rollout-cube.ts). Cubeless figures stay the cubeless rollout's own.
   */
  readonly cubeful?: boolean;
  /**
   * The cube action of the side on roll (needs `cubeful`, no `play`): "no double" and "double,
   * take" rolled out over the same trials, two cubeful values in that order (`cubeActionResult`).
   */
  readonly cubeAction?: boolean;
}

/** Shatra's hint: the best move as `view.legal` writes it, centi-shatras for the mover, depth. */
export interface ShatraHintAnswer {
  readonly move: string;
  readonly score: number;
  readonly depth: number;
}

/** A hint, by game (Shatra's null: nothing to advise, not the seat's move). */
export type Hint =
  | { readonly game: BackgammonGame; readonly hint: BackgammonHint }
  | { readonly game: 'shatra'; readonly hint: ShatraHintAnswer | null };

/** A Shatra game as the analysis reads it: its moves in the rules' notation, from its start. */
export interface ShatraGameRecord {
  /** The start position string; the standard start when absent. */
  readonly start?: string;
  readonly moves: readonly string[];
}

/**
 * Shatra: the post-game analysis of one move (0-based) of a game, judged by the Shatra engine at
 * its fixed analysis depth. Asked move by move, as backgammon's turns are; the worker replays the
 * record through the rules each time (a record that does not replay gets an error answer).
 */
export interface ShatraAnalyseRequest extends RequestBase {
  readonly kind: 'analyse';
  readonly game: 'shatra';
  readonly record: ShatraGameRecord;
  readonly move: number;
}

/** The engine's marks of a Shatra move, by its loss (@ludus/shatra-engine MARK_THRESHOLDS). */
export type ShatraMoveMark = 'none' | 'inaccuracy' | 'mistake' | 'blunder';

/**
 * One Shatra move judged: the move played and the engine's best (the played one when it is as
 * good), both scored in centi-shatras for the side that moved (beyond ±999000 a forced win or
 * loss, 1000000 minus the plies to it, told in plies by `playedEnd` and `bestEnd`), the loss
 * (≥ 0) and its mark. A forced move (the only legal one) is not judged: its loss is 0.
 */
export interface ShatraJudgement {
  readonly move: number;
  readonly side: 'white' | 'black';
  readonly played: string;
  readonly best: string;
  readonly playedScore: number;
  readonly bestScore: number;
  /** Plies to a forced win (positive) or loss (negative) after each move; null: no forced end. */
  readonly playedEnd: number | null;
  readonly bestEnd: number | null;
  readonly loss: number;
  readonly mark: ShatraMoveMark;
  readonly forced: boolean;
  /** Plies of full-width search behind the judgement. */
  readonly depth: number;
}

export type ComputerRequest =
  | DecideRequest
  | AnalyseRequest
  | ShatraAnalyseRequest
  | HintRequest
  | PositionRequest
  | RolloutRequest;

export type ComputerAnswer =
  /** The computer's intent for its seat (null: nothing to do); the table decides if it is legal. */
  | { readonly kind: 'intent'; readonly id: number; readonly intent: Intent | null }
  /** The analysis of the requested turn, and how many turns the game has. */
  | {
      readonly kind: 'analysis';
      readonly id: number;
      readonly turns: number;
      readonly decisions: readonly Decision[];
      /** Where the turn stood before its roll (the match page's graph and luck in result units). */
      readonly figures?: TurnFigures;
    }
  /** The engine's advice for the seat of a `hint` request. */
  | ({ readonly kind: 'hint'; readonly id: number } & Hint)
  /** The analysis of a `position` request's position. */
  | { readonly kind: 'position'; readonly id: number; readonly analysis: PositionAnalysis }
  /** The exact sums of a `rollout` request's trials (combine them with `combineSums`). */
  | { readonly kind: 'rollout'; readonly id: number; readonly sums: RolloutSums }
  /** The judgement of the requested Shatra move, and how many moves the game has. */
  | {
      readonly kind: 'shatra-analysis';
      readonly id: number;
      readonly moves: number;
      readonly judgement: ShatraJudgement;
    }
  | { readonly kind: 'error'; readonly id: number; readonly message: string };

/** The request without the envelope fields the client fills in. */
export type RequestBody<R extends ComputerRequest = ComputerRequest> = R extends ComputerRequest
  ? Omit<R, 'protocol' | 'id'>
  : never;
