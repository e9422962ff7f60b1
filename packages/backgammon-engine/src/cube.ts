// Cube decisions from the evaluator's cubeless probabilities (the engine knows nothing of the
// cube; this module adds it, as wildbg's logic crate does). The model is Janowski's: cubeful
// value = x · live-cube value + (1 − x) · dead-cube value, x the cube efficiency. The live-cube
// value is piecewise linear in the chance of winning, through the points where a double is
// cashed (the cash point) or must be passed (the take point); those points come from the same
// model one cube level up, so recube vig is counted. In a money game this gives exactly
// Janowski's formulas (take point (L − ½)/(W + L + ½), cash point (L + 1)/(W + L + ½)); in a
// match the values are match winning chances from the Kazaross-XG2 table.

import { MAX_CUBE, type VariantKey, variantOf } from '@ludus/backgammon';
import { matchWinningChance } from './met';
import {
  cubelessEquity,
  invert,
  LOSE_BACKGAMMON,
  LOSE_GAMMON,
  outcomeDistribution,
  type Probabilities,
  WIN,
  WIN_BACKGAMMON,
  WIN_GAMMON,
} from './probabilities';

export type CubeOwner = 'centred' | 'me' | 'opponent';

/** The game as the cube sees it, from the side of the player on roll ("me"). */
export type Stakes =
  | { readonly kind: 'money'; readonly jacoby: boolean; readonly beavers: boolean }
  | {
      readonly kind: 'match';
      readonly myAway: number;
      readonly opponentAway: number;
      /** This game is the Crawford game: no doubling in it (rules file, "Backgammon"). */
      readonly crawford: boolean;
      /** Some earlier game was the Crawford game. */
      readonly postCrawford: boolean;
    };

export interface CubeContext {
  readonly cubeValue: number;
  readonly owner: CubeOwner;
  readonly stakes: Stakes;
  readonly variant: VariantKey;
  /** Cube efficiency x: about 0.68 in contact positions (Janowski), less in races. */
  readonly efficiency: number;
}

export interface CubeAnalysis {
  /** Values for the player on roll: money-game points, or match winning chance. */
  readonly noDouble: number;
  readonly doubleTake: number;
  readonly doublePass: number;
  /**
   * The doubler's value if the taker beavers (money with beavers on; null where no beaver is
   * possible): the doubler then takes the beaver, cube 4c owned by the beaverer, or passes it and
   * loses 2c (rules file, "Money-game options that users expect"), whichever is worth more.
   */
  readonly doubleBeaver: number | null;
  /** The doubler's answers to a beaver (null where none is possible): take it, or pass it. */
  readonly beaverTake: number | null;
  readonly beaverPass: number | null;
  /** Whether the player on roll may double at all here. */
  readonly mayDouble: boolean;
  readonly double: boolean;
  /** What the opponent should answer to a double. */
  readonly response: 'take' | 'pass' | 'beaver';
}

/** One side's view: its probabilities and what a result of ±points is worth to it. */
interface Side {
  readonly p: Probabilities;
  readonly worth: (points: number) => number;
}

/** The other side's view of the same game. */
function flip(side: Side, constant: number): Side {
  return { p: invert(side.p), worth: (points) => constant - side.worth(-points) };
}

const GAMMON_MULTIPLIERS = [1, 2, 3] as const;

/** The average worth of a win (or of a loss) at cube `c`, given this side's gammon rates. */
function averageWorth(side: Side, c: number, winning: boolean): number {
  const [single, gammon, backgammon] = GAMMON_MULTIPLIERS;
  const p = side.p;
  const total = winning ? p[WIN] : 1 - p[WIN];
  const g = winning ? p[WIN_GAMMON] : p[LOSE_GAMMON];
  const bg = winning ? p[WIN_BACKGAMMON] : p[LOSE_BACKGAMMON];
  const sign = winning ? 1 : -1;
  if (total <= 1e-9) return side.worth(sign * single * c);
  return (
    ((total - g) * side.worth(sign * single * c) +
      (g - bg) * side.worth(sign * gammon * c) +
      bg * side.worth(sign * backgammon * c)) /
    total
  );
}

function deadWorth(side: Side, c: number): number {
  const win = side.p[WIN];
  return win * averageWorth(side, c, true) + (1 - win) * averageWorth(side, c, false);
}

/**
 * The chance of winning at which `side`, owning or sharing a cube of `c`, should cash: a double
 * to 2c that the opponent is exactly indifferent about taking. Above the top cube the cube is
 * dead after the take.
 */
function cashPoint(side: Side, c: number, constant: number, depth = 0): number {
  const winOneCube = side.worth(c);
  const loseTwoCubes = side.worth(-2 * c);
  const winAverage = averageWorth(side, 2 * c, true);
  let redoublePoint = 0;
  let lowWorth = averageWorth(side, 2 * c, false);
  if (2 * c < MAX_CUBE && depth < 8) {
    // The taker owns 2c and redoubles at its own cash point, where this side passes.
    redoublePoint = 1 - cashPoint(flip(side, constant), 2 * c, constant, depth + 1);
    lowWorth = loseTwoCubes;
  }
  const span = winAverage - lowWorth;
  if (span <= 1e-12) return 1;
  const point = redoublePoint + ((1 - redoublePoint) * (winOneCube - lowWorth)) / span;
  return Math.min(Math.max(point, 0), 1);
}

/** Live-cube worth: linear between (0, average loss), the take/cash points, (1, average win). */
function liveWorth(side: Side, c: number, owner: CubeOwner, constant: number, doubling: boolean) {
  const anchors: [number, number][] = [
    [0, averageWorth(side, c, false)],
    [1, averageWorth(side, c, true)],
  ];
  if (doubling && owner !== 'opponent') anchors.push([cashPoint(side, c, constant), side.worth(c)]);
  if (doubling && owner !== 'me') {
    anchors.push([1 - cashPoint(flip(side, constant), c, constant), side.worth(-c)]);
  }
  anchors.sort((a, b) => a[0] - b[0]);
  const x = side.p[WIN];
  for (let i = 1; i < anchors.length; i++) {
    const [x0, y0] = anchors[i - 1] ?? [0, 0];
    const [x1, y1] = anchors[i] ?? [1, 0];
    if (x <= x1) return x1 - x0 < 1e-12 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return anchors[anchors.length - 1]?.[1] ?? 0;
}

function cubeful(side: Side, c: number, owner: CubeOwner, context: CubeContext, constant: number) {
  const doubling = cubeInPlay(context);
  const x = doubling ? context.efficiency : 0;
  const dead = deadWorth(side, c);
  return x * liveWorth(side, c, owner, constant, doubling) + (1 - x) * dead;
}

/** Whether the cube can still be turned in this game (not tryktrak, not the Crawford game). */
function cubeInPlay(context: Pick<CubeContext, 'stakes' | 'variant'>): boolean {
  if (!variantOf(context.variant).cube) return false;
  return context.stakes.kind === 'money' || !context.stakes.crawford;
}

/**
 * What a result of `points` (signed, for the player on roll) is worth to it: money points, or its
 * match winning chance.
 */
export function worthFunction(stakes: Stakes): (points: number) => number {
  if (stakes.kind === 'money') return (points) => points;
  const { myAway, opponentAway } = stakes;
  // A side reaching 1 away in a game before any Crawford game plays the Crawford game next,
  // which the pre-Crawford table describes; once past it, the post-Crawford table applies.
  const post = stakes.postCrawford || stakes.crawford;
  return (points) =>
    points >= 0
      ? matchWinningChance(myAway - points, opponentAway, post)
      : matchWinningChance(myAway, opponentAway + points, post);
}

/**
 * Whether the Jacoby rule keeps gammons out of the game's value: a money option, and only while
 * the cube has not been turned (rules file, "Money-game options that users expect").
 */
export function jacobyCentred(stakes: Stakes, owner: CubeOwner): boolean {
  return stakes.kind === 'money' && stakes.jacoby && owner === 'centred';
}

/**
 * How a play's result is valued for the side that made it: cubeless money equity (the wins
 * alone under the Jacoby rule with the cube centred, as GNU Backgammon's gammon prices are 0
 * there), or in a match the dead-cube match winning chance. The engine ranks its plays by it
 * and the analysis judges the player's by the same.
 */
export function playValuation(
  stakes: Stakes,
  owner: CubeOwner,
  cubeValue: number,
  variant: VariantKey,
): (p: Probabilities) => number {
  if (stakes.kind === 'match') return matchValuation(stakes, cubeValue, variant);
  if (jacobyCentred(stakes, owner)) return (p) => 2 * p[WIN] - 1;
  return (p) => cubelessEquity(p, variant);
}

export function analyseCube(p: Probabilities, context: CubeContext): CubeAnalysis {
  const { cubeValue: c, owner, stakes } = context;
  const constant = stakes.kind === 'money' ? 0 : 1;
  const worth = worthFunction(stakes);
  const side: Side = { p, worth };
  // Jacoby rule (money option): gammons count only once the cube has been turned.
  const undoubled: Side = jacobyCentred(stakes, owner) ? { p: [p[WIN], 0, 0, 0, 0], worth } : side;
  const noDouble = cubeful(undoubled, c, owner, context, constant);
  const doubleTake = cubeful(side, 2 * c, 'opponent', context, constant);
  const doublePass = worth(c);
  const mayDouble = mayDoubleIn(context);
  const mayBeaver = stakes.kind === 'money' && stakes.beavers && 4 * c <= MAX_CUBE;
  const beaverTake = mayBeaver ? cubeful(side, 4 * c, 'opponent', context, constant) : null;
  const beaverPass = mayBeaver ? worth(-2 * c) : null;
  const doubleBeaver =
    beaverTake === null || beaverPass === null ? null : Math.max(beaverTake, beaverPass);
  // The doubler doubles when even the taker's best answer beats not doubling.
  const double = mayDouble && doubledValue({ doubleTake, doublePass, doubleBeaver }) > noDouble;
  let response: CubeAnalysis['response'] = doubleTake <= doublePass ? 'take' : 'pass';
  // A beaver redoubles at once and keeps the cube: right when it leaves the doubler less than the
  // plain take. In money that is when the taker is the favourite even as cube owner (doubleTake
  // below zero), unless the doubler is so far behind that it would pass the beaver.
  if (response === 'take' && doubleBeaver !== null && doubleBeaver < doubleTake) {
    response = 'beaver';
  }
  return {
    noDouble,
    doubleTake,
    doublePass,
    doubleBeaver,
    beaverTake,
    beaverPass,
    mayDouble,
    double,
    response,
  };
}

/**
 * Whether the player on roll may double: the cube in play (not tryktrak, not the Crawford game),
 * not the opponent's, and below the top cube (rules file, "Backgammon").
 */
export function mayDoubleIn(
  context: Pick<CubeContext, 'cubeValue' | 'owner' | 'stakes' | 'variant'>,
): boolean {
  return cubeInPlay(context) && context.owner !== 'opponent' && 2 * context.cubeValue <= MAX_CUBE;
}

/**
 * The doubler's proper action by name, as GNU Backgammon names it: double; too good to double
 * when the double would be passed and playing on (for the gammon) is worth more than the point;
 * else no double. The hint's, the analysis's and the cube rollout's verdicts all say it so.
 */
export function properAction(
  double: boolean,
  response: CubeAnalysis['response'],
  noDouble: number,
  doublePass: number,
): 'double' | 'no-double' | 'too-good' {
  if (double) return 'double';
  return response === 'pass' && noDouble > doublePass ? 'too-good' : 'no-double';
}

/** The doubler's values after a double: take, pass and beaver (null where none is possible). */
export interface AnswerValues {
  readonly doubleTake: number;
  readonly doublePass: number;
  readonly doubleBeaver: number | null;
}

/** The doubler's value after this answer (a beaver where none is possible counts as a take). */
export function answerValue(values: AnswerValues, answer: CubeAnalysis['response']): number {
  if (answer === 'pass') return values.doublePass;
  if (answer === 'beaver') return values.doubleBeaver ?? values.doubleTake;
  return values.doubleTake;
}

/** The doubler's value after the taker's best answer: whatever leaves the doubler least. */
export function doubledValue(values: AnswerValues): number {
  const { doubleTake, doublePass, doubleBeaver } = values;
  return Math.min(doubleTake, doublePass, doubleBeaver ?? doubleTake);
}

/**
 * Cube efficiency as GNU Backgammon sets it: 0.68 for contact positions; in races it grows
 * with the pip count of the side on roll (0.55 + 0.00125 · pips, between 0.6 and 0.7).
 */
export function cubeEfficiency(contact: boolean, pips: number): number {
  if (contact) return 0.68;
  return Math.min(Math.max(0.55 + 0.00125 * pips, 0.6), 0.7);
}

/**
 * The worth of cubeless probabilities at a score, for ranking plays in match play: the
 * dead-cube match winning chance with the variant's points per level (tryktrak's ×2/×4).
 */
export function matchValuation(
  stakes: Extract<Stakes, { kind: 'match' }>,
  cubeValue: number,
  variant: VariantKey,
): (p: Probabilities) => number {
  const worth = worthFunction(stakes);
  if (variant === 'tryktrak') {
    // Tryktrak's third and fifth numbers are the scaled mean of its ×4/×8 points, not a
    // probability (probabilities.ts; rules file, "Tryktrak", Score): value the outcomes one by one.
    return (p) =>
      outcomeDistribution(p, variant).reduce(
        (sum, outcome) => sum + outcome.probability * worth(outcome.points * cubeValue),
        0,
      );
  }
  const [single, gammon, backgammon] = [cubeValue, 2 * cubeValue, 3 * cubeValue];
  return (p) =>
    (p[WIN] - p[WIN_GAMMON]) * worth(single) +
    (p[WIN_GAMMON] - p[WIN_BACKGAMMON]) * worth(gammon) +
    p[WIN_BACKGAMMON] * worth(backgammon) +
    (1 - p[WIN] - p[LOSE_GAMMON]) * worth(-single) +
    (p[LOSE_GAMMON] - p[LOSE_BACKGAMMON]) * worth(-gammon) +
    p[LOSE_BACKGAMMON] * worth(-backgammon);
}
