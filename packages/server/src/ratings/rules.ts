// Which games may be rated, and who may play them (issue 20: "only registered players are
// rated"). A refusal names its protocol code, so that a client can say why.
import type { CreateGameRequest } from '@ludus/protocol';
import type { Player } from '../games/types';

/**
 * Whether a game with these options may be rated: a Shatra game, or a backgammon or tryktrak
 * match of 1 point or more, with a clock. Money play and a tryktrak series are casual: the FIBS
 * formula rates a match by its length, and a session that ends when a player stops has none.
 * Without a clock a losing player could stall a rated game forever (issue 20: "games with
 * clocks only may be rated").
 */
export function mayBeRated(
  options: Pick<CreateGameRequest, 'game' | 'matchLength' | 'clock'>,
): boolean {
  if (!options.clock) return false;
  return options.game === 'shatra' || (options.matchLength ?? 0) >= 1;
}

export type RatedRefusal = {
  readonly error: 'registered-only' | 'bad-request';
  readonly message: string;
};

/** Why `creator` may not open the table `request` asks for as a rated one, if they may not. */
export function ratedCreateRefusal(
  creator: Player,
  request: CreateGameRequest,
): RatedRefusal | undefined {
  if (!request.rated) return undefined;
  if (creator.guest) {
    return { error: 'registered-only', message: 'only registered players play rated games' };
  }
  if (!mayBeRated(request)) {
    return {
      error: 'bad-request',
      message:
        'only games with a clock, matches (of 1 point or more) or Shatra games, may be rated',
    };
  }
  return undefined;
}

/** Why `player` may not sit at a table, if it is rated and they are a guest. */
export function ratedJoinRefusal(rated: boolean, player: Player): string | undefined {
  return rated && player.guest ? 'this game is rated: only registered players play it' : undefined;
}
