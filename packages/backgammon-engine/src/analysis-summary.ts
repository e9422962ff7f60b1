// Post-game analysis, the part without the engine: gnubg's marks of a decision's loss, luck
// marks, rating bands of an error rate, the decision types and the per-player summary. (The web
// page imports only this part; the search runs in the worker.)

import type { Colour, Dice, Play, Position, WinLevel } from '@ludus/backgammon';
import type { CubeAnswer } from './analysis-record';

/** gnubg's default thresholds of a decision's loss (EMG): doubtful, bad (error), very bad (blunder). */
export const MARK_THRESHOLDS = { doubtful: 0.04, bad: 0.08, veryBad: 0.16 } as const;
/** gnubg's luck thresholds (EMG): lucky ≥ 0.3, very lucky ≥ 0.6, and the same below zero. */
export const LUCK_THRESHOLDS = { lucky: 0.3, veryLucky: 0.6 } as const;
/** gnubg's isCloseCubedecision: doubling within 0.16 EMG of not doubling. */
export const CLOSE_CUBE = 0.16;

export type Mark = 'none' | 'doubtful' | 'bad' | 'very-bad';
export type LuckMark = 'very-unlucky' | 'unlucky' | 'none' | 'lucky' | 'very-lucky';

export const RATING_BANDS = [
  'supernatural',
  'world-class',
  'expert',
  'advanced',
  'intermediate',
  'casual',
  'beginner',
  'awful',
] as const;
export type RatingBand = (typeof RATING_BANDS)[number];
/** Upper bounds (exclusive, mEMG per decision) of every band but the last: gnubg's table. */
const BAND_LIMITS = [2, 5, 8, 12, 18, 26, 35] as const;

interface DecisionBase {
  readonly turn: number;
  /** Whose turn it was: `position` is from its side. */
  readonly onRoll: Colour;
  /** Who decided (the taker for a take decision). */
  readonly colour: Colour;
  readonly position: Position;
  /** Equity lost against the best choice, EMG, ≥ 0. */
  readonly loss: number;
  readonly mark: Mark;
}

export interface MoveDecision extends DecisionBase {
  readonly kind: 'move';
  readonly dice: Dice;
  readonly played: Play;
  readonly best: Play;
  /** At least two legal plays to different positions (an unforced move). */
  readonly choice: boolean;
  readonly playedEquity: number;
  readonly bestEquity: number;
  /** EMG: the roll's best 0-ply equity minus the average over all rolls. */
  readonly luck: number;
  readonly luckMark: LuckMark;
}

export interface CubeEquities {
  /** For the player on roll (the doubler), EMG. */
  readonly noDouble: number;
  readonly doubleTake: number;
  readonly doublePass: number;
  /** The doubler's value after a beaver (cube.ts); null where no beaver is possible. */
  readonly doubleBeaver: number | null;
}

export interface DoubleDecision extends DecisionBase {
  readonly kind: 'double';
  readonly doubled: boolean;
  /** 'too-good': not doubling is right because the opponent would pass (play on for a gammon). */
  readonly proper: 'double' | 'no-double' | 'too-good';
  readonly equities: CubeEquities;
  /** Counts toward the error rate: close (see CLOSE_CUBE) or wrong. */
  readonly counted: boolean;
}

export interface TakeDecision extends DecisionBase {
  readonly kind: 'take';
  /** Judged against the best of take, pass and (where possible) beaver. */
  readonly answer: CubeAnswer;
  readonly proper: CubeAnswer;
  readonly equities: CubeEquities;
  /** Every answer to a double counts: the player faced a real decision. */
  readonly counted: true;
}

/** The doubler's answer to a beaver (money with beavers on): take it at 4c, or pass it. */
export interface BeaverAnswerDecision extends DecisionBase {
  readonly kind: 'beaver-answer';
  readonly answer: 'take' | 'pass';
  readonly proper: 'take' | 'pass';
  /** The double's equities (the doubler's view, EMG); doubleBeaver is the best answer's. */
  readonly equities: CubeEquities;
  /** The doubler's value taking the beaver (cube 4c, owned by the beaverer), EMG. */
  readonly beaverTake: number;
  /** The doubler's value passing it (−2c), EMG. */
  readonly beaverPass: number;
  /** A real decision, like every answer to a double. */
  readonly counted: true;
}

/** The two values of an offer to resign, for the player who offers it (EMG). */
export interface ResignationEquities {
  /** Playing on: the cubeful value of the position (after the turn's best play, if rolled). */
  readonly playOn: number;
  /** The offer accepted: the resigner loses the offered level at the cube's value. */
  readonly resign: number;
}

/**
 * An offer to resign, judged as if accepted: it gives away `resign − playOn` when playing on is
 * worth more. Not in the error rate (GNU Backgammon's rate counts moves and cube decisions).
 */
export interface ResignDecision extends DecisionBase {
  readonly kind: 'resign';
  readonly level: WinLevel;
  readonly proper: 'resign' | 'play-on';
  readonly equities: ResignationEquities;
  readonly counted: false;
}

/** The answer to an offer to resign: accepting is worth −resign, rejecting −playOn. */
export interface ResignAnswerDecision extends DecisionBase {
  readonly kind: 'resign-answer';
  readonly level: WinLevel;
  readonly answer: 'accept' | 'reject';
  readonly proper: 'accept' | 'reject';
  /** The resigner's values, as in the offer (the answerer's are their negatives). */
  readonly equities: ResignationEquities;
  readonly counted: false;
}

export type Decision =
  | MoveDecision
  | DoubleDecision
  | TakeDecision
  | BeaverAnswerDecision
  | ResignDecision
  | ResignAnswerDecision;

// --- marks and bands ----------------------------------------------------------------------

export function markOf(loss: number): Mark {
  if (loss >= MARK_THRESHOLDS.veryBad) return 'very-bad';
  if (loss >= MARK_THRESHOLDS.bad) return 'bad';
  if (loss >= MARK_THRESHOLDS.doubtful) return 'doubtful';
  return 'none';
}

export function luckMarkOf(luck: number): LuckMark {
  if (luck >= LUCK_THRESHOLDS.veryLucky) return 'very-lucky';
  if (luck >= LUCK_THRESHOLDS.lucky) return 'lucky';
  if (luck <= -LUCK_THRESHOLDS.veryLucky) return 'very-unlucky';
  if (luck <= -LUCK_THRESHOLDS.lucky) return 'unlucky';
  return 'none';
}

/** The error rates of a band, mEMG per decision: from `from` (inclusive) to `to` (exclusive). */
export interface BandRange {
  /** null: open below (the best band). */
  readonly from: number | null;
  /** null: open above (the worst band). */
  readonly to: number | null;
}

/** The error rates of `band` by gnubg's table (the one ratingBand rates by). */
export function bandRange(band: RatingBand): BandRange {
  const index = RATING_BANDS.indexOf(band);
  return { from: BAND_LIMITS[index - 1] ?? null, to: BAND_LIMITS[index] ?? null };
}

/** gnubg's rating of an error rate in mEMG per decision: each band includes its lower edge. */
export function ratingBand(errorRate: number): RatingBand {
  const index = BAND_LIMITS.findIndex((limit) => errorRate < limit);
  return RATING_BANDS[index < 0 ? RATING_BANDS.length - 1 : index] ?? 'awful';
}

export interface PlayerSummary {
  /** Plays with a real choice. */
  readonly unforcedMoves: number;
  /** Cube decisions that count (close or wrong, and every answer to a double). */
  readonly cubeDecisions: number;
  readonly checkerLoss: number;
  readonly cubeLoss: number;
  /** mEMG per counted decision; null with no decision. */
  readonly errorRate: number | null;
  readonly band: RatingBand | null;
  readonly doubtful: number;
  readonly bad: number;
  readonly veryBad: number;
  readonly rolls: number;
  /** EMG summed over the player's rolls. */
  readonly luck: number;
  /** mEMG per roll; null with no roll. */
  readonly luckRate: number | null;
  readonly lucky: number;
  readonly veryLucky: number;
  readonly unlucky: number;
  readonly veryUnlucky: number;
}

function counts(decision: Decision): boolean {
  return decision.kind === 'move' ? decision.choice : decision.counted;
}

function summaryOf(decisions: readonly Decision[]): PlayerSummary {
  const counted = decisions.filter(counts);
  const moves = decisions.filter((d): d is MoveDecision => d.kind === 'move');
  const total = (list: readonly Decision[]) => list.reduce((sum, d) => sum + d.loss, 0);
  const checkerLoss = total(counted.filter((d) => d.kind === 'move'));
  const cubeLoss = total(counted.filter((d) => d.kind !== 'move'));
  const errorRate =
    counted.length === 0 ? null : (1000 * (checkerLoss + cubeLoss)) / counted.length;
  const luck = moves.reduce((sum, d) => sum + d.luck, 0);
  const marked = (mark: Mark) => counted.filter((d) => d.mark === mark).length;
  const lucky = (mark: LuckMark) => moves.filter((d) => d.luckMark === mark).length;
  return {
    unforcedMoves: counted.length - counted.filter((d) => d.kind !== 'move').length,
    cubeDecisions: counted.filter((d) => d.kind !== 'move').length,
    checkerLoss,
    cubeLoss,
    errorRate,
    band: errorRate === null ? null : ratingBand(errorRate),
    doubtful: marked('doubtful'),
    bad: marked('bad'),
    veryBad: marked('very-bad'),
    rolls: moves.length,
    luck,
    luckRate: moves.length === 0 ? null : (1000 * luck) / moves.length,
    lucky: lucky('lucky'),
    veryLucky: lucky('very-lucky'),
    unlucky: lucky('unlucky'),
    veryUnlucky: lucky('very-unlucky'),
  };
}

/** Error rates, marks and luck per player. */
export function summarise(decisions: readonly Decision[]): Readonly<Record<Colour, PlayerSummary>> {
  return {
    white: summaryOf(decisions.filter((d) => d.colour === 'white')),
    black: summaryOf(decisions.filter((d) => d.colour === 'black')),
  };
}
