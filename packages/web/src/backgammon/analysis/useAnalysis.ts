// Runs the analysis of one finished game in the computer's worker, one turn per request: the
// page shows progress after each, and stopping just sends no more requests (the worker is never
// blocked for long, so the computer can still play the next game).
import type { Decision, GameRecord } from '@ludus/backgammon-engine';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { computer } from '../../computer/client';
import type { BackgammonGame } from '../../computer/protocol';

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
  const [run, setRun] = useState<AnalysisRun | null>(null);
  // Each start gets a number; answers for an older number are dropped.
  const generation = useRef(0);
  useEffect(
    () => () => {
      generation.current++;
    },
    [],
  );

  const start = useCallback((record: GameRecord, game: BackgammonGame, gameIndex: number) => {
    const mine = ++generation.current;
    let state: AnalysisRun = {
      gameIndex,
      status: 'running',
      done: 0,
      total: null,
      decisions: [],
      error: null,
    };
    setRun(state);
    const step = async (): Promise<void> => {
      for (let turn = 0; state.total === null || turn < state.total; turn++) {
        const body = { kind: 'analyse', game, record, turn, budgetMs: TURN_BUDGET_MS } as const;
        const answer = await computer().ask(body);
        if (generation.current !== mine) return;
        if (answer.kind !== 'analysis') throw new Error(`unexpected answer ${answer.kind}`);
        const done = Math.min(turn + 1, answer.turns);
        state = {
          ...state,
          done,
          total: answer.turns,
          decisions: [...state.decisions, ...answer.decisions],
          status: done >= answer.turns ? 'done' : 'running',
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
