// The board's headless state for one turn of the player on roll: which checkers may move, where
// a selected checker may go, the steps played so far, undo, and the finished play. It knows no
// rules and asks none: the rules hand it the whole turn once, as data (`turnTree`: every route
// of die steps to every legal play), and it only looks steps up there, as chessground does with
// its legal destinations. Points are in the MOVER's numbering: 1..24, 25 = bar, 0 = off.
import type { Dice, DieStep, Play, Position, TurnNode, TurnTree, VariantKey } from './rules';

export interface Turn {
  /** Every legal route of the roll, given once when the turn starts. */
  readonly tree: TurnTree;
  /** The position before the turn, from the mover's view. */
  readonly start: Position;
  readonly dice: Dice;
  readonly variant: VariantKey;
  readonly played: readonly DieStep[];
  /** The node of `tree` that the steps played lead to. */
  readonly node: number;
  /** The point whose checker is picked up, if any. */
  readonly selected: number | null;
}

/** Where a selected checker may go, and the steps (one per die) that take it there. */
export interface Destination {
  readonly to: number;
  readonly path: readonly DieStep[];
}

/** A turn over the whole turn's tree (`turnTree(position, dice, variant)` from the rules). */
export function startTurn(tree: TurnTree): Turn {
  const root = nodeAt(tree, 0);
  return {
    tree,
    start: root.position,
    dice: tree.dice,
    variant: tree.variant,
    played: [],
    node: 0,
    selected: null,
  };
}

/** The tree's node `index`; a turn only holds indices that the tree's own branches gave it. */
function nodeAt(tree: TurnTree, index: number): TurnNode {
  const node = tree.nodes[index];
  if (!node) throw new Error(`the turn tree has no node ${index}`);
  return node;
}

/** The branch out of `node` for a step (matched by checker and die), if the tree has one. */
function branchFor(node: TurnNode, step: Pick<DieStep, 'from' | 'die'>) {
  return node.next.find((b) => b.step.from === step.from && b.step.die === step.die);
}

/** The node that `steps` lead to from `from`, or null where one of them is not in the tree. */
function follow(
  tree: TurnTree,
  from: number,
  steps: readonly Pick<DieStep, 'from' | 'die'>[],
): number | null {
  let index = from;
  for (const step of steps) {
    const branch = branchFor(nodeAt(tree, index), step);
    if (!branch) return null;
    index = branch.node;
  }
  return index;
}

/** The position after the steps played so far (mover's view). */
export function currentPosition(turn: Turn): Position {
  return nodeAt(turn.tree, turn.node).position;
}

/** The single steps that may come next (each leads on to a legal whole play). */
export function nextSteps(turn: Turn, played: readonly DieStep[] = turn.played): DieStep[] {
  const index = played === turn.played ? turn.node : follow(turn.tree, 0, played);
  return index === null ? [] : nodeAt(turn.tree, index).next.map((branch) => branch.step);
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
  const hitsOnWay = (p: readonly DieStep[]) => p.slice(0, -1).some((s) => s.hit);
  const explore = (index: number, at: number, path: readonly DieStep[]) => {
    for (const { step, node } of nodeAt(turn.tree, index).next) {
      if (step.from !== at) continue;
      const next = [...path, step];
      const known = found.get(step.to);
      if (
        !known ||
        next.length < known.path.length ||
        (next.length === known.path.length && hitsOnWay(known.path) && !hitsOnWay(next))
      ) {
        found.set(step.to, { to: step.to, path: next });
      }
      if (step.to !== 0) explore(node, step.to, next);
    }
  };
  explore(turn.node, from, []);
  return [...found.values()].sort((a, b) => b.to - a.to);
}

export type ClickOutcome = 'selected' | 'moved' | 'deselected' | 'ignored';

/**
 * Plays a path (from `destinations`, or a forced play's steps) and drops the selection. Steps
 * are matched in the tree by checker and die; a step the tree does not hold (not legal here)
 * ends the path there.
 */
export function playPath(turn: Turn, path: readonly Pick<DieStep, 'from' | 'die'>[]): Turn {
  const played = [...turn.played];
  let index = turn.node;
  for (const step of path) {
    const branch = branchFor(nodeAt(turn.tree, index), step);
    if (!branch) break;
    played.push(branch.step);
    index = branch.node;
  }
  return { ...turn, played, node: index, selected: null };
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
  const played = turn.played.slice(0, -1);
  // Steps played were all taken from the tree, so the shorter route is in it too.
  return { ...turn, played, node: follow(turn.tree, 0, played) ?? 0, selected: null };
}

export function undoAll(turn: Turn): Turn {
  return { ...turn, played: [], node: 0, selected: null };
}

/** The whole play once the steps played make a complete legal play, else null. */
export function finishedPlay(turn: Turn): Play | null {
  if (turn.played.length === 0) return null;
  const play = nodeAt(turn.tree, turn.node).play;
  // The node's play may hold another route to the same position: keep the one played.
  return play ? { steps: turn.played, after: play.after } : null;
}

/** Which dice are used, in roll order (four for doubles), for greying out used dice. */
export function diceUsed(turn: Turn): boolean[] {
  const dice = turn.tree.diceToPlay;
  const used = dice.map(() => false);
  for (const step of turn.played) {
    const index = dice.findIndex((die, i) => die === step.die && !used[i]);
    if (index >= 0) used[index] = true;
  }
  return used;
}

/** The only legal play when there is exactly one (shown as forced), else null. */
export function forcedPlay(turn: Turn): Play | null {
  const [only, other] = turn.tree.plays;
  return only !== undefined && other === undefined ? nodeAt(turn.tree, only).play : null;
}
