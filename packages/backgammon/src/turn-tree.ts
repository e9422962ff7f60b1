// The whole turn as data (house style: the board "takes legal destinations as data"): for one
// roll, every route of die steps that makes a legal whole play, so that a board (or a client of
// the server) only looks steps up and never asks the rules again while the player moves.
//
// The routes form a graph of nodes, not a tree. Two routes that reach the same position with
// the same dice left continue exactly alike (what may follow depends on nothing else), so they
// share one node, and the routes of one play end in one node. With doubles the routes multiply
// (the same steps in many orders: 39,023 routes to 1,926 plays for 3-3 with fifteen checkers
// spread) while the nodes stay few (2,584). Every route still appears, as a path from the root;
// the graph is acyclic (each step uses a die) and plain JSON data.

import { applyStep, diceToPlay, legalPlays } from './moves';
import { positionKey } from './position';
import type { Dice, Die, DieStep, Play, Position, VariantKey } from './types';
import { BAR } from './types';

/** One die step out of a node, and the node it leads to (an index into `TurnTree.nodes`). */
export interface TurnBranch {
  readonly step: DieStep;
  readonly node: number;
}

export interface TurnNode {
  /** The position after the steps that lead here (mover's view); the root's is the start. */
  readonly position: Position;
  /** The steps that may come next, each leading on to a legal whole play; none when complete. */
  readonly next: readonly TurnBranch[];
  /**
   * Set exactly on the nodes where a legal whole play ends, one node per play: the play as
   * `legalPlays` gives it, with the steps of one route here (the first in breadth-first order).
   * Any other route here makes the same play in another order: its steps, this `after`.
   */
  readonly play: (Play & { readonly steps: readonly DieStep[] }) | null;
}

/**
 * Every legal play of one roll as a graph of die steps. `nodes[0]` is the root (the position
 * before the turn); every branch leads to a node of a higher index. With no legal play the tree
 * is empty: the root alone, with no branch and no play.
 */
export interface TurnTree {
  readonly variant: VariantKey;
  readonly dice: Dice;
  /** The dice as moves, in roll order: four for doubles (`diceToPlay`). */
  readonly diceToPlay: readonly Die[];
  /** Steps in every whole play: the most dice that can be used (rules file), 0 if none. */
  readonly stepsPerPlay: number;
  readonly nodes: readonly TurnNode[];
  /** The complete nodes (indices into `nodes`), one per legal play; empty when none is legal. */
  readonly plays: readonly number[];
}

/**
 * The whole turn of `position` (side on roll) with `dice`: exactly the routes that
 * `legalSteps` allows step by step and `playFromSteps` accepts as a whole (most dice, the
 * higher die, bar first, the variant's bear-off), every order of them.
 */
export function turnTree(
  position: Position,
  dice: Dice,
  variant: VariantKey = 'backgammon',
): TurnTree {
  const builder = new Builder(legalPlays(position, dice, variant), variant);
  const moves = diceToPlay(dice);
  const nodes = numbered(builder.visit(position, moves, 0));
  const plays = nodes.flatMap((node, index) => (node.play ? [index] : []));
  return { variant, dice, diceToPlay: moves, stepsPerPlay: builder.stepsPerPlay, nodes, plays };
}

/** A node while the graph is built; `live` once some route through it reaches a legal play. */
interface Draft {
  readonly position: Position;
  readonly next: { step: DieStep; draft: Draft }[];
  live: boolean;
  complete: boolean;
  index: number;
}

/** Depth-first over every die step, remembering each (position, dice left) met. */
class Builder {
  readonly stepsPerPlay: number;
  /** The positions the legal plays leave. */
  private readonly targets: ReadonlySet<string>;
  private readonly drafts = new Map<string, Draft>();

  constructor(
    plays: readonly Play[],
    private readonly variant: VariantKey,
  ) {
    // A route is a legal play when it uses as many dice as the plays do and leaves one of their
    // positions: the test of `legalSteps` and `playFromSteps`, so that the three agree.
    this.stepsPerPlay = plays[0]?.steps.length ?? 0;
    this.targets = new Set(plays.map((play) => positionKey(play.after)));
  }

  visit(at: Position, diceLeft: readonly Die[], depth: number): Draft {
    const atKey = positionKey(at);
    const end = depth === this.stepsPerPlay;
    // Where the play ends nothing follows, so the dice left unused (two routes of one play may
    // leave different ones: a checker borne off by either die) do not split the node.
    const key = end ? atKey : `${atKey}${diceLeft.join('')}`;
    const known = this.drafts.get(key);
    if (known) return known;
    const draft: Draft = { position: at, next: [], live: false, complete: false, index: -1 };
    this.drafts.set(key, draft);
    if (end) {
      draft.complete = depth > 0 && this.targets.has(atKey);
      draft.live = draft.complete;
      return draft;
    }
    for (const [i, die] of diceLeft.entries()) {
      if (diceLeft.indexOf(die) !== i) continue; // equal dice give equal steps
      const rest = diceLeft.filter((_, j) => j !== i);
      for (let from = BAR; from >= 1; from--) {
        // Only a point with a checker of ours can start a step: skip applyStep's copying.
        if ((at.player[from - 1] ?? 0) === 0) continue;
        const moved = applyStep(at, { from, die }, this.variant);
        if (!moved.ok) continue;
        const child = this.visit(moved.value.position, rest, depth + 1);
        if (child.live) draft.next.push({ step: moved.value.step, draft: child });
      }
    }
    draft.live = draft.next.length > 0;
    return draft;
  }
}

/**
 * The live nodes in breadth-first order from the root, so that a branch always leads to a
 * higher index (every step uses a die: the graph has no cycle and depth only grows).
 */
function numbered(root: Draft): TurnNode[] {
  const order: Draft[] = [root];
  root.index = 0;
  for (let i = 0; i < order.length; i++) {
    for (const { draft } of order[i]?.next ?? []) {
      if (draft.index >= 0) continue;
      draft.index = order.length;
      order.push(draft);
    }
  }
  const routes = firstRoutes(order);
  return order.map((draft) => ({
    position: draft.position,
    next: draft.next.map(({ step, draft: child }) => ({ step, node: child.index })),
    play: draft.complete ? { steps: routes[draft.index] ?? [], after: draft.position } : null,
  }));
}

/** The first route (breadth-first) to every node, for the play kept on complete nodes. */
function firstRoutes(order: readonly Draft[]): (readonly DieStep[] | undefined)[] {
  const routes: (readonly DieStep[] | undefined)[] = [[]];
  for (const draft of order) {
    const route = routes[draft.index] ?? [];
    for (const { step, draft: child } of draft.next) {
      if (routes[child.index] === undefined) routes[child.index] = [...route, step];
    }
  }
  return routes;
}
