// A new game chosen on the home page, handed to the game's page (which starts it and saves it).
import type { Level } from './computer/protocol';
import type { GameKey } from './router';

export type Opponent =
  | { readonly kind: 'computer'; readonly level: Level }
  | { readonly kind: 'friend' };

export interface GameSetup {
  readonly game: GameKey;
  readonly opponent: Opponent;
  /** Backgammon only: points to win the match; 0 = money play. */
  readonly matchLength: number;
}

let pending: GameSetup | null = null;

export function requestNewGame(setup: GameSetup): void {
  pending = setup;
}

/** The home page's request for this game, once; null when the page was opened directly. */
export function takeNewGameRequest(game: GameKey): GameSetup | null {
  if (pending?.game !== game) return null;
  const setup = pending;
  pending = null;
  return setup;
}

export function isOpponent(value: unknown): value is Opponent {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    o.kind === 'friend' ||
    (o.kind === 'computer' && (o.level === 1 || o.level === 2 || o.level === 3))
  );
}
