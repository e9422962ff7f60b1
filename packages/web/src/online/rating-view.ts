// How a rating reads on the profile: whole points, and Glicko-2's deviation with it; a rating
// whose deviation is 110 or more is provisional (lichess's line; the server's leaderboard keeps
// such ratings off, ratings/queries.ts).
import type { PlayerRating } from '@ludus/protocol';

export const PROVISIONAL_DEVIATION = 110;

export function ratingParts(rating: Pick<PlayerRating, 'rating' | 'deviation'>) {
  return {
    rating: Math.round(rating.rating),
    deviation: rating.deviation === null ? null : Math.round(rating.deviation),
    provisional: rating.deviation !== null && rating.deviation >= PROVISIONAL_DEVIATION,
  };
}
