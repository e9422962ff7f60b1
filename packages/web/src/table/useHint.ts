// A hint for the person at this device, from the engine in the worker (computer/askHint.ts): asked
// on the person's request only, for the table as it stands (`key`: the table's sequence number),
// and forgotten as soon as the table moves on. Both local pages use it; online tables do not
// offer hints (a later issue brings rated games, where they must stay off).
import type { TableView } from '@ludus/session';
import { useEffect, useRef, useState } from 'preact/hooks';
import { hintInWorker } from '../computer/askHint';
import type { Hint } from '../computer/protocol';

export type HintState =
  | { readonly status: 'idle' }
  | { readonly status: 'thinking' }
  | { readonly status: 'ready'; readonly hint: Hint }
  | { readonly status: 'failed'; readonly reason: string };

export interface HintControl {
  readonly state: HintState;
  /** A hint may be asked for now: the person is to act and the computer is not thinking. */
  readonly available: boolean;
  ask(): void;
}

const IDLE: HintState = { status: 'idle' };

/** `view`: the person's seat's view while they are to act (null otherwise). */
export function useHint(view: TableView | null, key: number): HintControl {
  const [held, setHeld] = useState<{ key: number; state: HintState }>({ key, state: IDLE });
  const live = useRef(key);
  live.current = key;
  // The table moved on: the hint was for a position that is gone. Nothing to forget at the
  // first render: the same state again, so the page does not render twice as it opens.
  useEffect(
    () =>
      setHeld((current) =>
        current.key === key && current.state === IDLE ? current : { key, state: IDLE },
      ),
    [key],
  );
  const state = held.key === key ? held.state : IDLE;
  const set = (asked: number, next: HintState) => {
    if (live.current === asked) setHeld({ key: asked, state: next });
  };
  return {
    state,
    available: view !== null && state.status !== 'thinking',
    ask() {
      if (view === null || state.status === 'thinking') return;
      const asked = key;
      set(asked, { status: 'thinking' });
      hintInWorker(view).then(
        (hint) => set(asked, { status: 'ready', hint }),
        (error: unknown) =>
          set(asked, {
            status: 'failed',
            reason: error instanceof Error ? error.message : String(error),
          }),
      );
    },
  };
}
