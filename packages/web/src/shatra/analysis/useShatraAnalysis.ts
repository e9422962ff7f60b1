// Runs Shatra's analysis of a finished game in the computer's worker, one move per request, as
// backgammon's analysis runs turn by turn (backgammon/analysis/useAnalysis.ts): the page shows
// progress after each, and stopping just sends no more requests (the worker is never blocked for
// long, so the computer can still play the next game).
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { computer } from '../../computer/client';
import type {
  RequestBody,
  ShatraAnalyseRequest,
  ShatraGameRecord,
  ShatraJudgement,
} from '../../computer/protocol';

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
  const [run, setRun] = useState<ShatraAnalysisRun | null>(null);
  // Each start gets a number; answers for an older number are dropped.
  const generation = useRef(0);
  useEffect(
    () => () => {
      generation.current++;
    },
    [],
  );

  const start = useCallback((record: ShatraGameRecord, moves: readonly number[]) => {
    const mine = ++generation.current;
    let state: ShatraAnalysisRun = {
      status: moves.length === 0 ? 'done' : 'running',
      done: 0,
      total: moves.length,
      judgements: [],
      error: null,
    };
    setRun(state);
    const step = async (): Promise<void> => {
      for (const move of moves) {
        const body: RequestBody<ShatraAnalyseRequest> = {
          kind: 'analyse',
          game: 'shatra',
          record,
          move,
          budgetMs: MOVE_BUDGET_MS,
        };
        const answer = await computer().ask(body);
        if (generation.current !== mine) return;
        if (answer.kind !== 'shatra-analysis') throw new Error(`unexpected answer ${answer.kind}`);
        const done = state.done + 1;
        state = {
          ...state,
          done,
          judgements: [...state.judgements, answer.judgement],
          status: done >= moves.length ? 'done' : 'running',
        };
        setRun(state);
      }
    };
    step().catch((error: unknown) => {
      if (generation.current !== mine) return;
      const reason = error instanceof Error ? error.message : String(error);
      setRun({ ...state, status: 'failed', error: reason });
    });
  }, []);

  const stop = useCallback(() => {
    generation.current++;
    setRun((current) =>
      current && current.status === 'running' ? { ...current, status: 'stopped' } : current,
    );
  }, []);

  const close = useCallback(() => {
    generation.current++;
    setRun(null);
  }, []);

  return { run, start, stop, close };
}
