// The fast search (lookahead.ts over FastPlayGenerator boards, the evaluation cache, the cell
// evaluator) against the plain definitions it replaced, written here over legalPlays and
// Position objects: the same probabilities bit for bit and the same choices. Tryktrak above all
// (its own bear-off rule and no reordering of doubles in the generator; the snapshot fixture is
// backgammon only), with the live meaning of the five numbers, so this holds whatever
// probabilities.ts makes of tryktrak's scoring; backgammon too, an evaluator without the cell
// fast path, and the engine's default per-variant dispatch.

import {
  ALL_ROLLS,
  type Dice,
  legalPlays,
  type Position,
  rollDice,
  seededDice,
  swapSides,
  type VariantKey,
} from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import type { PositionClass } from '../src/classify';
import { matchValuation } from '../src/cube';
import { type Evaluator, finishedGame, NeuralEvaluator } from '../src/evaluator';
import { innerRanking } from '../src/inner-ranking';
import { cubelessEquity, invert, type Probabilities } from '../src/probabilities';
import { afterAhead, evaluateAhead, rankPlays } from '../src/search';
import { VariantEvaluator } from '../src/variant-evaluator';
import { playedPositions, snapshotNets } from './speed-snapshot-corpus';

function plainAfterPlay(ev: Evaluator, after: Position, variant: VariantKey): Probabilities {
  return finishedGame(after, variant) ?? invert(ev.evaluate(swapSides(after), variant));
}

/**
 * How the mover ranks its plays: `rootSide` is true at the root's side. By default both sides
 * rank by cubeless money equity; in a match, by the match's values (inner-ranking.ts).
 */
type Rank = (p: Probabilities, rootSide: boolean) => number;

function moneyRank(variant: VariantKey): Rank {
  return (p) => cubelessEquity(p, variant);
}

/** The best play by `rank` at 0-ply, the first in generation order among equals. */
function plainBest(
  ev: Evaluator,
  position: Position,
  dice: Dice,
  variant: VariantKey,
  rank: Rank,
  rootSide: boolean,
) {
  let best: { after: Position; p: Probabilities; value: number } | undefined;
  for (const play of legalPlays(position, dice, variant)) {
    const p = plainAfterPlay(ev, play.after, variant);
    const value = rank(p, rootSide);
    if (!best || value > best.value) best = { after: play.after, p, value };
  }
  return best;
}

/** What the plain tree needs: the evaluator, the variant and how each side ranks its plays. */
interface PlainTree {
  readonly ev: Evaluator;
  readonly variant: VariantKey;
  readonly rank: Rank;
}

function plainTree(ev: Evaluator, variant: VariantKey, rank = moneyRank(variant)): PlainTree {
  return { ev, variant, rank };
}

function plainAhead(tree: PlainTree, position: Position, plies: number, rootSide = true) {
  const { ev, variant, rank } = tree;
  if (plies <= 0) return ev.evaluate(position, variant);
  const over = finishedGame(position, variant);
  if (over) return over;
  const sum = [0, 0, 0, 0, 0];
  for (const dice of ALL_ROLLS) {
    const weight = dice[0] === dice[1] ? 1 / 36 : 2 / 36;
    const best = plainBest(ev, position, dice, variant, rank, rootSide);
    const p =
      plies === 1 && best
        ? best.p
        : plainAfterAhead(tree, best ? best.after : position, plies - 1, rootSide);
    for (let i = 0; i < 5; i++) sum[i] = (sum[i] ?? 0) + weight * (p[i] ?? 0);
  }
  return sum as unknown as Probabilities;
}

/** `after` is in the view of the side that just played: the root's side when `rootSide`. */
function plainAfterAhead(
  tree: PlainTree,
  after: Position,
  plies: number,
  rootSide = true,
): Probabilities {
  return (
    finishedGame(after, tree.variant) ??
    invert(plainAhead(tree, swapSides(after), plies, !rootSide))
  );
}

const neural = new NeuralEvaluator(snapshotNets());
/** The same nets seen only through `evaluate`: the search's fallback for other evaluators. */
const plainOnly: Evaluator = {
  evaluate: (position, variant) => neural.evaluate(position, variant),
};

/** The same nets behind the per-variant dispatch the engine uses by default. */
const dispatching = new VariantEvaluator(() => neural);

function sample(variant: VariantKey, seed: number, perClass: number) {
  const groups = playedPositions(variant, seed);
  const dice = seededDice(seed);
  const classes: PositionClass[] = ['contact', 'crashed', 'race', 'bearoff'];
  return classes.flatMap((positionClass) => {
    const pool = groups.get(positionClass) ?? [];
    return Array.from({ length: Math.min(perClass, pool.length) }, (_, k) => ({
      positionClass,
      position: pool[Math.floor((k * pool.length) / perClass)] as Position,
      dice: rollDice(dice),
    }));
  });
}

describe('fast search = the plain definitions', () => {
  for (const variant of ['tryktrak', 'backgammon'] as const) {
    const cases = sample(variant, variant === 'tryktrak' ? 5 : 6, variant === 'tryktrak' ? 8 : 3);
    const plain = plainTree(neural, variant);

    it(`${variant}: 1-ply look-ahead of positions and plays, bit for bit`, () => {
      expect(new Set(cases.map((c) => c.positionClass)).size).toBe(4);
      for (const { position } of cases) {
        const expected = plainAhead(plain, position, 1);
        expect(evaluateAhead(neural, position, variant, 1)).toEqual(expected);
        expect(evaluateAhead(plainOnly, position, variant, 1)).toEqual(expected);
        expect(evaluateAhead(dispatching, position, variant, 1)).toEqual(expected);
        expect(afterAhead(neural, position, variant, 1)).toEqual(
          plainAfterAhead(plain, position, 1),
        );
      }
    });

    it(`${variant}: 1-ply choice with filtering, and 2-ply look-ahead`, () => {
      let choices = 0;
      for (const [i, { position, dice }] of cases.entries()) {
        const ranked = rankPlays(neural, position, dice, { plies: 1, variant });
        // The 1-ply ranking by the plain definition of each kept play (DEFAULT_FILTER's 8/0.16).
        const zero = rankPlays(neural, position, dice, { plies: 0, variant });
        const top = zero[0]?.value ?? 0;
        const kept = zero.filter((s, k) => k < 8 && s.value >= top - 0.16);
        if (kept.length > 1) {
          const plainRanking = kept
            .map((s) => ({ s, p: plainAfterAhead(plain, s.play.after, 1) }))
            .map(({ s, p }) => ({ after: s.play.after, value: cubelessEquity(p, variant) }))
            .sort((a, b) => b.value - a.value);
          expect(ranked[0]?.play.after).toEqual(plainRanking[0]?.after);
          expect(ranked[0]?.value).toBe(plainRanking[0]?.value);
          choices++;
        }
        if (i % 8 === 0) {
          expect(evaluateAhead(neural, position, variant, 2)).toEqual(
            plainAhead(plain, position, 2),
          );
        }
      }
      // Choices among several kept plays were really compared.
      expect(choices).toBeGreaterThanOrEqual(3);
    });
  }
});

describe('in a match the tree ranks plays by the match’s values (inner-ranking.ts)', () => {
  const variant = 'backgammon';
  const cases = sample(variant, 7, 3).filter((c) => c.positionClass !== 'bearoff');
  // Double match point, where gammons count for nothing, and 3-away/5-away, where they count
  // for more than in money for the trailer.
  for (const [myAway, opponentAway] of [
    [1, 1],
    [3, 5],
  ] as const) {
    it(`${myAway}-away/${opponentAway}-away: 1- and 2-ply look-ahead as the plain definition`, () => {
      const stakes = { myAway, opponentAway, crawford: false, postCrawford: false };
      const valuation = matchValuation({ kind: 'match', ...stakes }, 1, variant);
      const inner = innerRanking(valuation);
      expect(inner).toBeDefined();
      const rank: Rank = (p, rootSide) => (rootSide ? valuation(p) : -valuation(invert(p)));
      const match = plainTree(neural, variant, rank);
      let changed = 0;
      for (const [i, { position }] of cases.entries()) {
        const expected = plainAhead(match, position, 1);
        expect(evaluateAhead(neural, position, variant, 1, inner)).toEqual(expected);
        expect(afterAhead(neural, position, variant, 1, inner)).toEqual(
          plainAfterAhead(match, position, 1),
        );
        if (i % 4 === 0) {
          expect(afterAhead(neural, position, variant, 2, inner)).toEqual(
            plainAfterAhead(match, position, 2),
          );
        }
        const money = evaluateAhead(neural, position, variant, 1);
        if (money.some((x, k) => Math.abs(x - (expected[k] ?? 0)) > 1e-6)) changed++;
      }
      // The match's ranking really chose other plays than money equity in some positions.
      expect(changed).toBeGreaterThan(0);
    });
  }
});
