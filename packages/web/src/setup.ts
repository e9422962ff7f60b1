// A new game chosen on the home page, handed to the game's page (which starts it and saves it).
import type { Level } from '@ludus/session';
import type { BackgammonLevel } from './computer/protocol';
import type { GameKey } from './router';

/**
 * The computer's level in the one vocabulary (session's levels.ts); each game offers its own
 * (Shatra three of them, backgammon the engine's six).
 */
export type LevelOf<G extends GameKey> = G extends 'shatra' ? Level : BackgammonLevel;

export type Opponent<L = Level> =
  | { readonly kind: 'computer'; readonly level: L }
  | { readonly kind: 'friend' };

export interface GameSetup<G extends GameKey = GameKey> {
  readonly game: G;
  readonly opponent: Opponent<LevelOf<G>>;
  /** Backgammon only: points to win the match; 0 = money play. */
  readonly matchLength: number;
  /** Backgammon money play only (the rules file's money options); absent is off. */
  readonly jacoby?: boolean;
  readonly beavers?: boolean;
}

let pending: GameSetup | null = null;

export function requestNewGame<G extends GameKey>(setup: GameSetup<G>): void {
  pending = setup as GameSetup;
}

/** The home page's request for this game, once; null when the page was opened directly. */
export function takeNewGameRequest<G extends GameKey>(game: G): GameSetup<G> | null {
  if (pending?.game !== game) return null;
  // requestNewGame stored a GameSetup<G'> whose game is G', and G' is `game`.
  const setup = pending as GameSetup<G>;
  pending = null;
  return setup;
}
