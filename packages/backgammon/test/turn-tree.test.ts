// The whole turn as data: the tree of die steps agrees with legalPlays (which plays),
// legalSteps (which step next) and playFromSteps (which routes make a play).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPositionQueries, selfPlayQueries } from '../scripts/queries';
import { applyStep, legalPlays, legalSteps, playFromSteps } from '../src/moves';
import { positionKey, startPosition } from '../src/position';
import { type TurnTree, turnTree } from '../src/turn-tree';
import type { Dice, Die, DieStep, Position, VariantKey } from '../src/types';
import { position } from './support/boards';

const VARIANTS: readonly VariantKey[] = ['backgammon', 'tryktrak'];
const ROLLS: readonly Dice[] = (() => {
  const rolls: Dice[] = [];
  for (let high = 1; high <= 6; high++) {
    for (let low = 1; low <= high; low++) rolls.push([high as Die, low as Die]);
  }
  return rolls;
})();

/** Seeded positions of every kind: from self-play games and random valid setups. */
const POSITIONS: readonly Position[] = [
  ...selfPlayQueries(11, 8).map((q) => q.position),
  ...randomPositionQueries(12, 10).map((q) => q.position),
];

/**
 * The checks per route and per node below ask playFromSteps or legalSteps each time, so they
 * take the positions of the set with fewer routes: self-play, the bar, a bear-off, an endgame
 * (still some 3,500 routes over the 21 rolls).
 */
const FEWER_ROUTES = [3, 7, 9, 14, 15, 17].flatMap((i) => POSITIONS[i] ?? []);
const FEWER_NODES = [7, 9, 15].flatMap((i) => POSITIONS[i] ?? []);

/** Every route from the root to a complete node, as its steps. */
function routes(tree: TurnTree): DieStep[][] {
  const found: DieStep[][] = [];
  const walk = (index: number, route: DieStep[]): void => {
    const node = tree.nodes[index];
    if (!node) throw new Error(`no node ${index}`);
    if (node.play) found.push(route);
    for (const branch of node.next) walk(branch.node, [...route, branch.step]);
  };
  walk(0, []);
  return found;
}

const afterKeys = (tree: TurnTree): string[] =>
  tree.plays.map((index) =>
    positionKey(tree.nodes[index]?.play?.after ?? { player: [], opponent: [] }),
  );
const legalKeys = (at: Position, dice: Dice, variant: VariantKey): string[] =>
  legalPlays(at, dice, variant).map((play) => positionKey(play.after));
const stepName = (s: DieStep): string => `${s.from}/${s.to}${s.hit ? '*' : ''}:${s.die}`;

/** Every route of `needed` die steps (any order, any checkers) that `applyStep` allows. */
function allRoutes(at: Position, dice: readonly Die[], needed: number, variant: VariantKey) {
  const found: { steps: DieStep[]; after: Position }[] = [];
  const walk = (here: Position, left: readonly Die[], steps: DieStep[]): void => {
    if (steps.length === needed) {
      found.push({ steps, after: here });
      return;
    }
    for (const die of new Set(left)) {
      const rest = [...left];
      rest.splice(rest.indexOf(die), 1);
      for (let from = 25; from >= 1; from--) {
        const moved = applyStep(here, { from, die }, variant);
        if (moved.ok) walk(moved.value.position, rest, [...steps, moved.value.step]);
      }
    }
  };
  walk(at, dice, []);
  return found;
}

/**
 * What every tree keeps, against the rules package's other entry points: its plays are
 * legalPlays', each branch is the step it names (`applyStep`) and leads further down (acyclic).
 * Mismatches are gathered and compared once: an `expect` per branch would be slow.
 */
function checkTree(at: Position, dice: Dice, variant: VariantKey): TurnTree {
  const tree = turnTree(at, dice, variant);
  expect(new Set(afterKeys(tree))).toEqual(new Set(legalKeys(at, dice, variant)));
  expect(tree.plays).toHaveLength(legalPlays(at, dice, variant).length);
  expect(tree.nodes[0]?.position).toEqual(at);
  const complete = new Set(tree.plays);
  const wrong: string[] = [];
  for (const [index, node] of tree.nodes.entries()) {
    if ((node.play !== null) !== complete.has(index)) wrong.push(`play at ${index}`);
    for (const { step, node: child } of node.next) {
      const moved = applyStep(node.position, step, variant);
      const reached = tree.nodes[child]?.position;
      const same =
        child > index &&
        moved.ok &&
        reached !== undefined &&
        positionKey(moved.value.position) === positionKey(reached) &&
        stepName(moved.value.step) === stepName(step);
      if (!same) wrong.push(`${index} ${stepName(step)} -> ${child}`);
    }
  }
  expect(wrong).toEqual([]);
  return tree;
}

describe('turnTree', () => {
  it('ends in exactly the legal plays, for seeded positions and all 21 rolls, both variants', () => {
    for (const variant of VARIANTS) {
      for (const at of POSITIONS) for (const dice of ROLLS) checkTree(at, dice, variant);
    }
  });

  it('holds every route of a legal play, each accepted by playFromSteps with its steps', () => {
    for (const variant of VARIANTS) {
      for (const at of FEWER_ROUTES) {
        for (const dice of ROLLS) {
          const tree = turnTree(at, dice, variant);
          const legal = new Set(legalKeys(at, dice, variant));
          const expected = allRoutes(
            at,
            [...dice, ...(dice[0] === dice[1] ? dice : [])],
            tree.stepsPerPlay,
            variant,
          )
            .filter((route) => tree.stepsPerPlay > 0 && legal.has(positionKey(route.after)))
            .map((route) => route.steps.map(stepName).join(' '));
          const found = routes(tree);
          expect(new Set(found.map((route) => route.map(stepName).join(' ')))).toEqual(
            new Set(expected),
          );
          expect(found).toHaveLength(expected.length);
          const refused = found.filter((route) => {
            const play = playFromSteps(at, dice, route, variant);
            // The play keeps the route as played (its steps are the route's own die steps).
            return !play.ok || JSON.stringify(play.value.steps) !== JSON.stringify(route);
          });
          expect(refused).toEqual([]);
        }
      }
    }
  });

  it('offers after every route exactly the steps legalSteps offers', () => {
    for (const [at, variant] of FEWER_NODES.flatMap((p) => VARIANTS.map((v) => [p, v] as const))) {
      for (const dice of ROLLS) {
        const tree = turnTree(at, dice, variant);
        const walk = (index: number, route: DieStep[]): void => {
          const next = legalSteps(at, dice, route, variant);
          const offered = tree.nodes[index]?.next ?? [];
          expect(offered.map((b) => stepName(b.step)).sort()).toEqual(
            next.ok ? next.value.map(stepName).sort() : ['not legal'],
          );
          for (const branch of offered) walk(branch.node, [...route, branch.step]);
        };
        walk(0, []);
      }
    }
  });

  it('is empty when no play is legal (a closed board against the bar)', () => {
    const closed = position({ 25: 1, 13: 14 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 13: 3 });
    const tree = turnTree(closed, [6, 5]);
    expect(tree).toEqual({
      variant: 'backgammon',
      dice: [6, 5],
      diceToPlay: [6, 5],
      stepsPerPlay: 0,
      nodes: [{ position: closed, next: [], play: null }],
      plays: [],
    });
  });

  it('offers only the higher die when just one die can be played', () => {
    const at = position({ 24: 1, 1: 14 }, { 12: 2, 3: 13 });
    const tree = turnTree(at, [6, 5]);
    expect(tree.stepsPerPlay).toBe(1);
    expect(routes(tree).map((route) => route.map(stepName))).toEqual([['24/18:6']]);
  });

  it('keeps one node per play where either die bears the last checker off', () => {
    const at = position({ 3: 1 }, { 13: 15 });
    const tree = turnTree(at, [6, 5]);
    expect(tree.plays).toHaveLength(1);
    expect(routes(tree).map((route) => route.map(stepName))).toEqual([['3/0:6'], ['3/0:5']]);
  });

  it('tryktrak regression: 2/off comes before 6/3 with 3-3, never after', () => {
    const at = position({ 6: 3, 4: 2, 2: 3, 1: 1 }, { 13: 15 }, 'tryktrak');
    const all = routes(turnTree(at, [3, 3], 'tryktrak')).map((r) => r.map(stepName).join(' '));
    expect(all).toContain('2/0:3 6/3:3 6/3:3 3/0:3');
    expect(all.filter((r) => r.startsWith('6/3:3 2/0:3'))).toEqual([]);
  });

  it('shares the nodes of equal positions: 1-1 from the start is 245 routes on 75 nodes', () => {
    const tree = turnTree(startPosition(), [1, 1]);
    expect(routes(tree)).toHaveLength(245);
    expect(tree.nodes).toHaveLength(75);
    expect(tree.plays).toHaveLength(42);
  });

  it('is plain data: a JSON round trip gives the same tree', () => {
    const tree = turnTree(startPosition(), [4, 4]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });

  it('agrees with legalPlays and legalSteps on random positions (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...VARIANTS),
        (seed, variant) => {
          const [query] = randomPositionQueries(seed, 1);
          if (!query) return;
          const tree = checkTree(query.position, query.dice, variant);
          const first = legalSteps(query.position, query.dice, [], variant);
          expect(new Set(tree.nodes[0]?.next.map((b) => stepName(b.step)))).toEqual(
            new Set(first.ok ? first.value.map(stepName) : []),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
