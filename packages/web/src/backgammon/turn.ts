// The board's headless state for one turn of the player on roll: which checkers may move, where
// a selected checker may go, the steps played so far, undo, and the finished play. It knows no
// rules: every legal step comes from the rules package (legalSteps / playFromSteps). Points are
// in the MOVER's numbering: 1..24, 25 = bar, 0 = off.
import {
  applyStep,
  type Dice,
  type DieStep,
  diceToPlay,
  legalPlays,
  legalSteps,
  type Play,
  type Position,
  playFromSteps,
  type VariantKey,
} from './rules';

export interface Turn {
  /** The position before the turn, from the mover's view. */
  readonly start: Position;
  readonly dice: Dice;
  readonly variant: VariantKey;
  readonly played: readonly DieStep[];
  /** The point whose checker is picked up, if any. */
  readonly selected: number | null;
}

/** Where a selected checker may go, and the steps (one per die) that take it there. */
export interface Destination {
  readonly to: number;
  readonly path: readonly DieStep[];
}

export function startTurn(start: Position, dice: Dice, variant: VariantKey): Turn {
  return { start, dice, variant, played: [], selected: null };
}

/** The position after the steps played so far (mover's view). */
export function currentPosition(turn: Turn): Position {
  let position = turn.start;
  for (const step of turn.played) {
    const moved = applyStep(position, step, turn.variant);
    if (moved.ok) position = moved.value.position;
  }
  return position;
}

/** The single steps that may come next (each leads on to a legal whole play). */
export function nextSteps(turn: Turn, played: readonly DieStep[] = turn.played): DieStep[] {
  const steps = legalSteps(turn.start, turn.dice, played, turn.variant);
  return steps.ok ? steps.value : [];
}

/** Points holding a checker that may move now, highest first. */
export function movablePoints(turn: Turn): number[] {
  return [...new Set(nextSteps(turn).map((step) => step.from))].sort((a, b) => b - a);
}

/**
 * Every point the checker on `from` can reach this turn by one or more of its own steps. The
 * shortest path wins; among equals, one that hits nothing on the way (a player who wants the
 * hit on the way moves one die at a time).
 */
export function destinations(turn: Turn, from: number): Destination[] {
  const found = new Map<number, Destination>();
  const explore = (at: number, path: readonly DieStep[]) => {
    for (const step of nextSteps(turn, [...turn.played, ...path])) {
      if (step.from !== at) continue;
      const next = [...path, step];
      const known = found.get(step.to);
      const hitsOnWay = (p: readonly DieStep[]) => p.slice(0, -1).some((s) => s.hit);
      if (
        !known ||
        next.length < known.path.length ||
        (next.length === known.path.length && hitsOnWay(known.path) && !hitsOnWay(next))
      ) {
        found.set(step.to, { to: step.to, path: next });
      }
      if (step.to !== 0) explore(step.to, next);
    }
  };
  explore(from, []);
  return [...found.values()].sort((a, b) => b.to - a.to);
}

export type ClickOutcome = 'selected' | 'moved' | 'deselected' | 'ignored';

/** Plays a path (from `destinations`) and drops the selection. */
export function playPath(turn: Turn, path: readonly DieStep[]): Turn {
  return { ...turn, played: [...turn.played, ...path], selected: null };
}

/**
 * A click on a point (or 0 for the mover's tray): picks up a movable checker, or moves the
 * picked-up checker there, or drops the selection. A checker with only one possible single
 * step (one die usable, or doubles) moves at once.
 */
export function clickPoint(turn: Turn, point: number): { turn: Turn; outcome: ClickOutcome } {
  if (turn.selected !== null) {
    const target = destinations(turn, turn.selected).find((d) => d.to === point);
    if (target) return { turn: playPath(turn, target.path), outcome: 'moved' };
    if (point === turn.selected)
      return { turn: { ...turn, selected: null }, outcome: 'deselected' };
  }
  if (!movablePoints(turn).includes(point)) {
    const outcome = turn.selected === null ? 'ignored' : 'deselected';
    return { turn: { ...turn, selected: null }, outcome };
  }
  const singles = nextSteps(turn).filter((step) => step.from === point);
  const distinct = new Set(singles.map((step) => step.to));
  const only = singles[0];
  if (distinct.size === 1 && only) return { turn: playPath(turn, [only]), outcome: 'moved' };
  return { turn: { ...turn, selected: point }, outcome: 'selected' };
}

/** Takes back the last step of this turn. */
export function undoStep(turn: Turn): Turn {
  return { ...turn, played: turn.played.slice(0, -1), selected: null };
}

export function undoAll(turn: Turn): Turn {
  return { ...turn, played: [], selected: null };
}

/** The whole play once the steps played make a complete legal play, else null. */
export function finishedPlay(turn: Turn): Play | null {
  if (turn.played.length === 0) return null;
  const play = playFromSteps(turn.start, turn.dice, turn.played, turn.variant);
  return play.ok ? play.value : null;
}

/** Dice still to use, in roll order (four for doubles), for greying out used dice. */
export function diceUsed(turn: Turn): boolean[] {
  const dice = diceToPlay(turn.dice);
  const used = dice.map(() => false);
  for (const step of turn.played) {
    const index = dice.findIndex((die, i) => die === step.die && !used[i]);
    if (index >= 0) used[index] = true;
  }
  return used;
}

/** The only legal play when there is exactly one (shown as forced), else null. */
export function forcedPlay(turn: Turn): Play | null {
  const plays = legalPlays(turn.start, turn.dice, turn.variant);
  return plays.length === 1 ? (plays[0] ?? null) : null;
}
