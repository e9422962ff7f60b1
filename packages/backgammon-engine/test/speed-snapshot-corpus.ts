// The snapshot behind test/speed-snapshot.test.ts: a fixed seeded corpus of positions with dice
// (every class) and what the evaluator and the search answer on it. The speed
// work on evaluation and search must leave every answer unchanged; the fixture was recorded
// with the code before that work (test/speed-snapshot-record.ts).
//
// The nets are seeded random nets, not the committed weights: the committed weights are being
// retrained while the search is made faster, and the answers must not move when they change.
// Their scale (0.5) spreads the plays' equities about as far as trained nets do, so the filters
// keep a varied number of plays.

import {
  type Dice,
  legalPlays,
  makePositionId,
  type Position,
  rollDice,
  seededDice,
  startPosition,
  swapSides,
  type VariantKey,
} from '@ludus/backgammon';
import { classifyPosition, type PositionClass } from '../src/classify';
import { INPUTS } from '../src/encoding';
import type { NeuralEvaluator } from '../src/evaluator';
import { randomMlp } from '../src/mlp';
import type { Probabilities } from '../src/probabilities';
import { seededRandom } from '../src/rng';
import { evaluateAhead, rankPlays } from '../src/search';
import type { NetSet } from '../src/weights';

export const SNAPSHOT_FIXTURE = new URL('./fixtures/speed-snapshot.json.gz', import.meta.url);

export function snapshotNets(): NetSet {
  const random = seededRandom(20261201);
  const uniform = (): number => random.next();
  const shape = { inputs: INPUTS, hidden: 64 };
  return {
    contact: randomMlp(shape, uniform, 0.5),
    crashed: randomMlp(shape, uniform, 0.5),
    race: randomMlp(shape, uniform, 0.5),
  };
}

export interface SnapshotCase {
  readonly variant: VariantKey;
  /** Position ID of the position, side on roll = player. */
  readonly id: string;
  readonly positionClass: PositionClass;
  readonly dice: Dice;
  /** Which deeper answers are recorded for this case. */
  readonly deep: { readonly onePly: boolean; readonly twoPly: boolean; readonly ahead: boolean };
}

export interface SnapshotChoice {
  /** Position ID of the chosen play's resulting position (mover's view), '' when no play. */
  readonly after: string;
  readonly probabilities: readonly number[];
  readonly value: number;
}

export interface SnapshotRecord {
  readonly case: SnapshotCase;
  /** 0-ply probabilities of the position for its side on roll. */
  readonly p0: readonly number[];
  readonly ply0: SnapshotChoice;
  readonly ply1?: SnapshotChoice;
  readonly ply2?: SnapshotChoice;
  /** evaluateAhead(position, 1): the cube's 1-ply view. */
  readonly ahead1?: readonly number[];
}

const QUOTA: Readonly<Record<PositionClass, number>> = {
  contact: 1100,
  crashed: 350,
  race: 330,
  bearoff: 220,
  over: 0,
};

/** Positions of seeded random games of a variant, bucketed by class, in order of play. */
export function playedPositions(variant: VariantKey, seed: number): Map<PositionClass, Position[]> {
  const dice = seededDice(seed);
  const random = seededRandom(seed);
  const groups = new Map<PositionClass, Position[]>();
  for (let game = 0; game < 120; game++) {
    let position = startPosition(variant);
    for (let turn = 0; turn < 400; turn++) {
      const positionClass = classifyPosition(position);
      if (positionClass === 'over') break;
      const group = groups.get(positionClass) ?? [];
      group.push(position);
      groups.set(positionClass, group);
      const plays = legalPlays(position, rollDice(dice), variant);
      const play = plays[Math.floor(random.next() * plays.length)];
      position = swapSides(play ? play.after : position);
    }
  }
  return groups;
}

/** 2,000 cases: per class a spread-out sample. */
export function snapshotCases(): SnapshotCase[] {
  const cases: SnapshotCase[] = [];
  const dice = seededDice(77);
  // Backgammon only: tryktrak's meaning of the five numbers is being changed at the same time
  // (probabilities.ts), which moves its answers; test/speed-tryktrak.test.ts covers its search.
  for (const [variant, share, seed] of [['backgammon', 1, 11]] as const) {
    const groups = playedPositions(variant, seed);
    for (const [positionClass, quota] of Object.entries(QUOTA) as [PositionClass, number][]) {
      const pool = groups.get(positionClass) ?? [];
      const wanted = Math.min(pool.length, Math.round(quota * share));
      for (let k = 0; k < wanted; k++) {
        const position = pool[Math.floor((k * pool.length) / wanted)] ?? startPosition(variant);
        const n = cases.length;
        cases.push({
          variant,
          id: makePositionId(position),
          positionClass,
          dice: rollDice(dice),
          deep: { onePly: n % 2 === 0, twoPly: n % 40 === 0, ahead: n % 7 === 0 },
        });
      }
    }
  }
  return cases;
}

/** FNV-1a over the cases' variants, positions and dice: the fixture belongs to this corpus. */
export function corpusFingerprint(cases: readonly SnapshotCase[]): string {
  let hash = 0x811c9dc5;
  for (const item of cases) {
    for (const ch of `${item.variant}${item.id}${item.dice.join('')};`) {
      hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193);
    }
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function choice(
  ranked: readonly { play: { after: Position }; probabilities: Probabilities; value: number }[],
): SnapshotChoice {
  const best = ranked[0];
  if (!best) return { after: '', probabilities: [], value: 0 };
  return {
    after: makePositionId(best.play.after),
    probabilities: [...best.probabilities],
    value: best.value,
  };
}

/** The answers of the current code on one case; `deep: false` skips the 1- and 2-ply ones. */
export function recordCase(
  evaluator: NeuralEvaluator,
  position: Position,
  item: SnapshotCase,
  deep: boolean,
): SnapshotRecord {
  const { variant, dice } = item;
  const rank = (plies: 0 | 1 | 2) =>
    choice(rankPlays(evaluator, position, dice, { plies, variant }));
  return {
    case: item,
    p0: [...evaluator.evaluate(position, variant)],
    ply0: rank(0),
    ...(deep && item.deep.onePly ? { ply1: rank(1) } : {}),
    ...(deep && item.deep.twoPly ? { ply2: rank(2) } : {}),
    ...(deep && item.deep.ahead
      ? { ahead1: [...evaluateAhead(evaluator, position, variant, 1)] }
      : {}),
  };
}
