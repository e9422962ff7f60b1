// One rated game's effect on both players' stored ratings: the FIBS formula with the match
// length for backgammon and tryktrak, Glicko-2 (a draw scored 0.5) for Shatra. Pure: the
// database side is update.ts.
import { RATING_SYSTEM, type RatingKind } from '@ludus/protocol';
import { FIBS_START_RATING, fibsUpdate, GLICKO2_START, glicko2Update } from '@ludus/ratings';
import type { GameResult } from '../games/outcome';

/** A player's rating of one kind as stored (ratings table). */
export interface StoredRating {
  readonly rating: number;
  /** Glicko-2 only (null for FIBS). */
  readonly deviation: number | null;
  readonly volatility: number | null;
  /** FIBS only: the sum of the lengths of the rated matches (0 for Glicko-2). */
  readonly experience: number;
  readonly games: number;
}

/** A player with no rated game of `kind` yet. */
export function startRating(kind: RatingKind): StoredRating {
  if (RATING_SYSTEM[kind] === 'fibs') {
    return {
      rating: FIBS_START_RATING,
      deviation: null,
      volatility: null,
      experience: 0,
      games: 0,
    };
  }
  const { rating, deviation, volatility } = GLICKO2_START;
  return { rating, deviation, volatility, experience: 0, games: 0 };
}

/**
 * White's score in a finished game (1, 0.5, 0), or null when the result rates nothing: an
 * aborted table (nobody won or lost), or a backgammon or tryktrak result without a winner (a
 * level money session, never rated). A forfeit (time, abandonment) is the loser's loss.
 */
export function whiteScore(result: GameResult): number | null {
  if (result.reason === 'aborted') return null;
  if (result.game === 'shatra') {
    const { outcome } = result;
    if (outcome.kind === 'draw') return 0.5;
    return outcome.winner === 'white' ? 1 : 0;
  }
  if (result.winner === null) return null;
  return result.winner === 'white' ? 1 : 0;
}

export interface RatedPair {
  readonly white: StoredRating;
  readonly black: StoredRating;
}

function fibsPair(pair: RatedPair, score: number, matchLength: number): RatedPair {
  const whiteWon = score === 1;
  const [winner, loser] = whiteWon ? [pair.white, pair.black] : [pair.black, pair.white];
  const next = fibsUpdate(winner, loser, matchLength);
  const after = (before: StoredRating, side: { rating: number; experience: number }) => ({
    ...before,
    rating: side.rating,
    experience: side.experience,
    games: before.games + 1,
  });
  const won = after(winner, next.winner);
  const lost = after(loser, next.loser);
  return whiteWon ? { white: won, black: lost } : { white: lost, black: won };
}

const glicko = (r: StoredRating) => ({
  rating: r.rating,
  deviation: r.deviation ?? GLICKO2_START.deviation,
  volatility: r.volatility ?? GLICKO2_START.volatility,
});

function glickoPair(pair: RatedPair, score: number): RatedPair {
  // Each side is rated against the other's rating before the game (one game, one period).
  const white = glicko2Update(glicko(pair.white), [{ opponent: glicko(pair.black), score }]);
  const black = glicko2Update(glicko(pair.black), [
    { opponent: glicko(pair.white), score: 1 - score },
  ]);
  return {
    white: { ...pair.white, ...white, games: pair.white.games + 1 },
    black: { ...pair.black, ...black, games: pair.black.games + 1 },
  };
}

/**
 * Both players after a rated game of `kind` that white scored `score` in. FIBS needs a decided
 * match of 1 point or more: anything else throws (the game could not have been rated).
 */
export function ratedPair(
  kind: RatingKind,
  pair: RatedPair,
  score: number,
  matchLength: number,
): RatedPair {
  if (RATING_SYSTEM[kind] === 'glicko2') return glickoPair(pair, score);
  if (score === 0.5) throw new RangeError('a FIBS-rated match has a winner');
  return fibsPair(pair, score, matchLength);
}
