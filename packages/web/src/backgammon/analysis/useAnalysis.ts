// Runs the analysis of one finished game in the computer's worker, one turn per request
// (computer/useStepwise.ts: progress after each, stopping sends no more requests).
import type { Decision, GameRecord } from '@ludus/backgammon-engine';
import { useCallback } from 'preact/hooks';
import { computer } from '../../computer/client';
import type { BackgammonGame } from '../../computer/protocol';
import { useStepwise } from '../../computer/useStepwise';

export interface AnalysisRun {
  /** 0 = the session's first game. */
  readonly gameIndex: number;
  readonly status: 'running' | 'done' | 'stopped' | 'failed';
  /** Turns analysed so far, and how many the game has (null until the first answer). */
  readonly done: number;
  readonly total: number | null;
  readonly decisions: readonly Decision[];
  readonly error: string | null;
}

/** Far above one turn's analysis (tens to hundreds of ms): only a stuck worker reaches it. */
const TURN_BUDGET_MS = 20_000;

export interface AnalysisControl {
  readonly run: AnalysisRun | null;
  start(record: GameRecord, game: BackgammonGame, gameIndex: number): void;
  stop(): void;
  close(): void;
}

export function useAnalysis(): AnalysisControl {
  const { run, begin, stop, close } = useStepwise<AnalysisRun>();
  const start = useCallback(
    (record: GameRecord, game: BackgammonGame, gameIndex: number) =>
      begin(
        { gameIndex, status: 'running', done: 0, total: null, decisions: [], error: null },
        async ({ live, current, report }) => {
          for (let turn = 0; current().total === null || turn < (current().total ?? 0); turn++) {
            const body = { kind: 'analyse', game, record, turn, budgetMs: TURN_BUDGET_MS } as const;
            const answer = await computer().ask(body);
            if (!live()) return;
            if (answer.kind !== 'analysis') throw new Error(`unexpected answer ${answer.kind}`);
            const done = Math.min(turn + 1, answer.turns);
            const state = current();
            report({
              ...state,
              done,
              total: answer.turns,
              decisions: [...state.decisions, ...answer.decisions],
              status: done >= answer.turns ? 'done' : 'running',
            });
          }
        },
      ),
    [begin],
  );
  return { run, start, stop, close };
}
