// The FIBS rating formula, the convention of backgammon sites (FIBS, and after it most servers):
// the longer the match, the more likely the better player wins it, so the match length counts.
// With D the rating difference and N the match length, the underdog wins with probability
// 1 / (10^(D·√N / 2000) + 1); the winner gains, and the loser loses, 4·√N times the probability
// that the result would have gone the other way. New players' ratings move faster: each side's
// change is multiplied by max(1, 5 − experience / 100), experience being the sum of the lengths of
// the matches it has played (so the boost ends after 400 points of matches).

export const FIBS_START_RATING = 1500;

export interface FibsPlayer {
  readonly rating: number;
  /** The sum of the lengths of the rated matches played. */
  readonly experience: number;
}

/** The probability that a player rated `rating` wins an `length`-point match against `other`. */
export function fibsWinProbability(rating: number, other: number, length: number): number {
  return 1 - 1 / (10 ** (((rating - other) * Math.sqrt(length)) / 2000) + 1);
}

/** The new-player boost of a side's change. */
export function fibsBoost(experience: number): number {
  return Math.max(1, 5 - experience / 100);
}

export interface FibsResult {
  readonly winner: FibsPlayer;
  readonly loser: FibsPlayer;
  /** The change before each side's boost: what an experienced player gains or loses. */
  readonly change: number;
}

/** Both players after `winner` beat `loser` in a match to `length` points (length ≥ 1). */
export function fibsUpdate(winner: FibsPlayer, loser: FibsPlayer, length: number): FibsResult {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('a match of 1 point or more');
  const change =
    4 * Math.sqrt(length) * (1 - fibsWinProbability(winner.rating, loser.rating, length));
  return {
    change,
    winner: {
      rating: winner.rating + change * fibsBoost(winner.experience),
      experience: winner.experience + length,
    },
    loser: {
      rating: loser.rating - change * fibsBoost(loser.experience),
      experience: loser.experience + length,
    },
  };
}
