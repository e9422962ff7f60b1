// The human's turn on the board: the headless Turn (turn.ts) for the roll being played, made
// afresh whenever the table moves on, and the clicks, drags and undos that change it. The whole
// play goes to the table only on Confirm.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { playSound } from '../sound';
import { type GameState, turnTree } from './rules';
import { clickPoint, playPath, startTurn, type Turn, undoAll, undoStep } from './turn';

export interface BoardTurn {
  /** The human's turn while they are moving, else null. */
  readonly turn: Turn | null;
  click(point: number): void;
  drop(from: number, to: number): void;
  undo(): void;
  undoTurn(): void;
  playForced(steps: Turn['played']): void;
}

/**
 * `key` changes with every accepted intent; `moving` says whether a person at this device is to
 * play `state`'s roll now.
 */
export function useBoardTurn(state: GameState, moving: boolean, key: number): BoardTurn {
  const owner = `${key}:${moving}`;
  const fresh = () =>
    moving && state.phase.kind === 'moving'
      ? startTurn(turnTree(state.position, state.phase.dice, state.rules.variant))
      : null;
  // The first render's turn is made at once: an effect making it would render the page twice
  // as it opens.
  const [turn, setTurn] = useState<Turn | null>(fresh);
  /** Which table state (`owner`) `turn` was made for. */
  const [turnOf, setTurnOf] = useState(owner);
  useEffect(() => {
    if (turnOf === owner) return;
    setTurn(fresh());
    setTurnOf(owner);
  }, [owner]);
  // The render after an intent comes before that effect: the turn still in state then is the
  // last one (already confirmed), and showing it would offer its Confirm button a second time
  // for a frame. Only a turn made for the table as it is now is the human's turn.
  const live = turnOf === owner ? turn : null;

  const click = useCallback((point: number) => {
    setTurn((current) => {
      if (!current) return current;
      const { turn: next, outcome } = clickPoint(current, point);
      if (outcome === 'moved') playSound('move');
      return next;
    });
  }, []);

  const drop = useCallback((from: number, to: number) => {
    setTurn((current) => {
      if (!current) return current;
      const picked = clickPoint({ ...current, selected: null }, from);
      const lifted = picked.outcome === 'moved' ? undoStep(picked.turn) : picked.turn;
      const { turn: next, outcome } = clickPoint({ ...lifted, selected: from }, to);
      if (outcome !== 'moved') return current;
      playSound('move');
      return next;
    });
  }, []);

  return {
    turn: live,
    click,
    drop,
    undo: () => setTurn((t) => (t ? undoStep(t) : t)),
    undoTurn: () => setTurn((t) => (t ? undoAll(t) : t)),
    playForced: (steps) => setTurn((t) => (t ? playPath(undoAll(t), steps) : t)),
  };
}
