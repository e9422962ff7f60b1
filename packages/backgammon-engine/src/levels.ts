// Playing levels. Weaker levels differ by seeded noise on the evaluation of each candidate (a
// normal deviate added to its equity, the way GNU Backgammon's levels do it), not by random
// blunders; stronger levels search deeper. Budgets bound the time of a move.

import type { Level } from '@ludus/session';
import { type BandRange, bandRange } from './analysis-summary';
import type { PositionClass } from './classify';
import type { MoveFilter } from './search';

// The level names are the one vocabulary of every game's computer (@ludus/session).
export { isLevel, LEVELS, type Level } from '@ludus/session';

export interface LevelSettings {
  /** Plies of the checker-play search. */
  readonly plies: 0 | 1 | 2 | 3;
  /** Standard deviation of the noise on each candidate's equity (money points). */
  readonly noise: number;
  /** Plies of the evaluation behind cube decisions. */
  readonly cubePlies: 0 | 1 | 2;
  /** Time budget of one move in milliseconds; deeper plies stop when it is spent. */
  readonly budgetMs: number;
  /** The move filter of the deeper plies (search.ts DEFAULT_FILTER when absent). */
  readonly filter?: MoveFilter;
  /** The move filter when the position before the move is crashed (classify.ts), if other. */
  readonly crashedFilter?: MoveFilter;
}

// Each level is calibrated to GNU Backgammon's rating band of its name (levelBand), measured in
// one-point matches against GNU Backgammon 0-ply (docs/strength.md, "Levels"). The noise of the
// levels below world class is aimed at the middle of each band: on the move benchmark's
// error-against-noise curve (score.ts --noise), scaled by the ratio of match to benchmark figures
// that the matches of earlier settings showed (about 0.9 with noise, 0.7–1.0 without). With the
// round-7 nets even advanced (0-ply) and expert (1-ply) played a band too well without noise.
export const LEVEL_SETTINGS: Readonly<Record<Level, LevelSettings>> = {
  beginner: { plies: 0, noise: 0.085, cubePlies: 0, budgetMs: 200 },
  casual: { plies: 0, noise: 0.06, cubePlies: 0, budgetMs: 200 },
  intermediate: { plies: 0, noise: 0.035, cubePlies: 0, budgetMs: 300 },
  advanced: { plies: 0, noise: 0.02, cubePlies: 0, budgetMs: 500 },
  expert: { plies: 1, noise: 0.015, cubePlies: 1, budgetMs: 1000 },
  // The wider second filter (5 plays within 0.08 instead of 3 within 0.04) cut the move
  // benchmark's 2-ply error from 8.4 to 7.3 mEMG on 300 decisions (docs/strength.md, "Move
  // benchmark"). Wider still (16 within 0.32, then 8 within 0.16) gains only in crashed
  // positions, where the crashed net's 0-ply ranking is the least reliable: with the round-5
  // nets, on the same 500 decisions, contact 4.07 and race 0.12 with either filter, crashed 7.05
  // → 3.15 (and with the round-3 nets 8.42 → 5.51 on all 212 crashed decisions), at 1.9 times
  // the time of a move. So the wide filter is for crashed positions only (8% of the decisions),
  // which costs little time. A third ply for the two best plays when they are within 0.02 of
  // each other at 2-ply cut the round-7 nets' error on a seeded 1,000 of the benchmark's
  // decisions from 2.84 to 2.65 mEMG, at 392 ms a decision against 105 (docs/strength.md).
  'world-class': {
    plies: 3,
    noise: 0,
    cubePlies: 1,
    budgetMs: 2000,
    filter: [
      { keep: 8, within: 0.16 },
      { keep: 5, within: 0.08 },
      { keep: 2, within: 0.02 },
    ],
    crashedFilter: [
      { keep: 16, within: 0.32 },
      { keep: 8, within: 0.16 },
      { keep: 2, within: 0.02 },
    ],
  },
};

/** The move filter of `settings` for a position of class `positionClass` before the move. */
export function filterFor(
  settings: LevelSettings,
  positionClass: PositionClass,
): MoveFilter | undefined {
  return positionClass === 'crashed' && settings.crashedFilter
    ? settings.crashedFilter
    : settings.filter;
}

/**
 * The error rates (mEMG per decision, one-point matches against GNU Backgammon 0-ply) that a
 * level is calibrated to: GNU Backgammon's rating band of the same name, except that world
 * class is open below, since the strongest level has no reason to play worse (the band below
 * 2, "supernatural", is the world-class level's too).
 */
export function levelBand(level: Level): BandRange {
  const band = bandRange(level);
  return level === 'world-class' ? { ...band, from: null } : band;
}
