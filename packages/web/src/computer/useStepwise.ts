// A long job in the computer's worker run one request at a time (a game's analysis, turn by turn
// or move by move): the page shows progress after each answer, and stopping just sends no more
// requests, so the worker is never blocked for long. Each start gets a number; answers for an
// older one are dropped, as are those that come after the page has gone.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

export interface StepwiseRun {
  readonly status: 'running' | 'done' | 'stopped' | 'failed';
  readonly error: string | null;
}

/** What a run's steps get: whether the run is still the current one, and how to report. */
export interface Stepper<R> {
  /** False once a newer run started, the run was stopped or closed, or the page went. */
  live(): boolean;
  /** The run as last reported. */
  current(): R;
  report(next: R): void;
}

export interface Stepwise<R extends StepwiseRun> {
  readonly run: R | null;
  /** Shows `first`, then runs `steps`; a step that throws ends the run as failed. */
  begin(first: R, steps: (stepper: Stepper<R>) => Promise<void>): void;
  stop(): void;
  close(): void;
}

export function useStepwise<R extends StepwiseRun>(): Stepwise<R> {
  const [run, setRun] = useState<R | null>(null);
  const generation = useRef(0);
  useEffect(
    () => () => {
      generation.current++;
    },
    [],
  );

  const begin = useCallback((first: R, steps: (stepper: Stepper<R>) => Promise<void>) => {
    const mine = ++generation.current;
    let state = first;
    setRun(state);
    const live = () => generation.current === mine;
    const report = (next: R) => {
      state = next;
      setRun(next);
    };
    steps({ live, current: () => state, report }).catch((error: unknown) => {
      if (!live()) return;
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

  return { run, begin, stop, close };
}
