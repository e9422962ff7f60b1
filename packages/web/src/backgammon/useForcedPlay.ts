// A forced move played by itself: when the whole roll has exactly one legal play and the player
// has not touched the board, the page sends that play as the person's intent after a short
// pause (the table decides, as for any play). The setting is in playPrefs.ts; "no legal move" is
// the table's own business and passes by itself anyway.
import { useEffect, useRef } from 'preact/hooks';
import { computerDelay } from '../game-options';
import { moveIntent, type TableController } from './controller';
import { autoForcedOn, playPrefs } from './playPrefs';
import { forcedPlay } from './turn';

/** The pause before the forced play goes, so the roll is seen first (`?delay=` sets it too). */
const FORCED_PAUSE_MS = 500;

/** `key` changes with every accepted intent: one forced play is sent per table state at most. */
export function useForcedPlay(controller: Pick<TableController, 'turn' | 'act'>, key: number) {
  const enabled = autoForcedOn(playPrefs.value);
  const latest = useRef(controller);
  latest.current = controller;
  const sentFor = useRef<number | null>(null);
  const { turn } = controller;
  const forced = enabled && turn !== null && turn.played.length === 0 ? forcedPlay(turn) : null;
  useEffect(() => {
    if (!forced || sentFor.current === key) return;
    const timer = setTimeout(() => {
      sentFor.current = key;
      latest.current.act(moveIntent(forced.steps));
    }, computerDelay(FORCED_PAUSE_MS));
    return () => clearTimeout(timer);
  }, [forced, key]);
}
