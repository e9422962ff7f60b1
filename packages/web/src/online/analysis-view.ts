// What the profile shows of the server's analyses (PROTOCOL.md, the profile and game lists): the
// profile player's error rate in a listed game, and a rate as the analysis pages show it —
// backgammon's and tryktrak's mEMG per decision with gnubg's rating band, Shatra's loss per move
// in shatras (the server sends centi-shatras, the engine's unit). Pure; texts are the page's.
import { type RatingBand, ratingBand } from '@ludus/backgammon-engine';
import type { ErrorRateUnit } from '@ludus/protocol';
import type { FinishedGame } from './api';

export type PlayerRate =
  | { readonly kind: 'pending' }
  | { readonly kind: 'failed' }
  /** Analysed, but the player had no decision that counts (a resignation at once). */
  | { readonly kind: 'none' }
  | { readonly kind: 'rate'; readonly value: number };

/** `player`'s error rate in a game they played (names of registered players are unique). */
export function playerRate(game: FinishedGame, player: string): PlayerRate {
  const { analysis } = game;
  if (analysis.status !== 'done') return { kind: analysis.status };
  const seat = game.white === player ? 'white' : game.black === player ? 'black' : null;
  const value = seat === null ? null : analysis.errorRates[seat];
  return value === null ? { kind: 'none' } : { kind: 'rate', value };
}

/** A kind's rate unit as the pages show it: mEMG, or shatras (a centi-shatra is 0.01). */
export function shownRate(unit: ErrorRateUnit, rate: number): number {
  return unit === 'mEMG' ? rate : rate / 100;
}

/** gnubg's rating band of an error rate in mEMG; Shatra has none. */
export function bandOf(unit: ErrorRateUnit, rate: number): RatingBand | null {
  return unit === 'mEMG' ? ratingBand(rate) : null;
}
