// Runs Shatra's analysis of a finished game in the computer's worker, one move per request, as
// backgammon's runs turn by turn (computer/useStepwise.ts: progress after each, stopping sends
// no more requests).
import { useCallback } from 'preact/hooks';
import { computer } from '../../computer/client';
import type {
  RequestBody,
  ShatraAnalyseRequest,
  ShatraGameRecord,
  ShatraJudgement,
} from '../../computer/protocol';
import { useStepwise } from '../../computer/useStepwise';

export interface ShatraAnalysisRun {
  readonly status: 'running' | 'done' | 'stopped' | 'failed';
  /** Moves judged so far, of `total` to judge. */
  readonly done: number;
  readonly total: number;
  readonly judgements: readonly ShatraJudgement[];
  readonly error: string | null;
}

/** Far above one move's judgement (up to a few seconds): only a stuck worker reaches it. */
const MOVE_BUDGET_MS = 30_000;

export interface ShatraAnalysisControl {
  readonly run: ShatraAnalysisRun | null;
  /** Judges `moves` (0-based indices into the record's moves) in order. */
  start(record: ShatraGameRecord, moves: readonly number[]): void;
  stop(): void;
  close(): void;
}

export function useShatraAnalysis(): ShatraAnalysisControl {
  const { run, begin, stop, close } = useStepwise<ShatraAnalysisRun>();
  const start = useCallback(
    (record: ShatraGameRecord, moves: readonly number[]) =>
      begin(
        {
          status: moves.length === 0 ? 'done' : 'running',
          done: 0,
          total: moves.length,
          judgements: [],
          error: null,
        },
        async ({ live, current, report }) => {
          for (const move of moves) {
            const body: RequestBody<ShatraAnalyseRequest> = {
              kind: 'analyse',
              game: 'shatra',
              record,
              move,
              budgetMs: MOVE_BUDGET_MS,
            };
            const answer = await computer().ask(body);
            if (!live()) return;
            if (answer.kind !== 'shatra-analysis') {
              throw new Error(`unexpected answer ${answer.kind}`);
            }
            const state = current();
            const done = state.done + 1;
            report({
              ...state,
              done,
              judgements: [...state.judgements, answer.judgement],
              status: done >= moves.length ? 'done' : 'running',
            });
          }
        },
      ),
    [begin],
  );
  return { run, start, stop, close };
}
