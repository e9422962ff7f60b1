// @ludus/ratings: the players' ratings — the FIBS formula for backgammon and tryktrak matches,
// Glicko-2 for Shatra. Pure: numbers in, numbers out.
export * from './fibs';
export * from './glicko2';
