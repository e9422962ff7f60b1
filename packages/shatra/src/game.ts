// A game: the moves from a start position with the history that the repetition rule needs, and
// how it ended (shatra.md, "End of the game"). Immutable like Position.
import { makeFen, repetitionKey } from './fen';
import { checkMove, type MoveError, positionOutcome } from './legality';
import type { Outcome } from './outcome';
import { play } from './play';
import { type Position, START_POSITION } from './position';
import { err, type Move, ok, type Result, type Side } from './types';

export interface Game {
  readonly start: Position;
  readonly moves: readonly Move[];
  /** The positions after each move: positions[0] is `start`, the last one is `position`. */
  readonly positions: readonly Position[];
  /** The repetition key of each of `positions` (the position string without the count). */
  readonly keys: readonly string[];
  readonly position: Position;
  readonly outcome: Outcome | undefined;
}

export type GameError = MoveError | 'finished';

/** Repetition: the same position, all state but the 60-move count, same side to move, third time. */
export const REPETITIONS = 3;

export function newGame(start: Position = START_POSITION): Game {
  return {
    start,
    moves: [],
    positions: [start],
    keys: [repetitionKey(start)],
    position: start,
    outcome: positionOutcome(start),
  };
}

/** How often the game's current position has occurred so far (1 the first time). */
export function repetitionCount(game: Game): number {
  const key = game.keys[game.keys.length - 1];
  return game.keys.filter((k) => k === key).length;
}

/**
 * Plays a move, which must be legal; refused with a reason when illegal or the game is over.
 * Notation is read at the edge (`findLegalMove`).
 */
export function playMove(game: Game, move: Move): Result<Game, GameError> {
  if (game.outcome) return err('finished', 'the game is over');
  const found = checkMove(game.position, move);
  if (!found.ok) return found;
  const position = play(game.position, found.value);
  const moved: Game = {
    start: game.start,
    moves: [...game.moves, found.value],
    positions: [...game.positions, position],
    keys: [...game.keys, repetitionKey(position)],
    position,
    outcome: undefined,
  };
  const outcome: Outcome | undefined =
    positionOutcome(position) ??
    (repetitionCount(moved) >= REPETITIONS ? { kind: 'draw', reason: 'repetition' } : undefined);
  return ok({ ...moved, outcome });
}

/** The side to move resigns (or `side`, e.g. against the computer at any time). */
export function resign(game: Game, side: Side = game.position.turn): Result<Game, GameError> {
  if (game.outcome) return err('finished', 'the game is over');
  const winner: Side = side === 'white' ? 'black' : 'white';
  return ok({ ...game, outcome: { kind: 'win', winner, reason: 'resignation' } });
}

/** A draw offer accepted. */
export function agreeDraw(game: Game): Result<Game, GameError> {
  if (game.outcome) return err('finished', 'the game is over');
  return ok({ ...game, outcome: { kind: 'draw', reason: 'agreement' } });
}

/** The position string of the current position (for display and logs). */
export function currentFen(game: Game): string {
  return makeFen(game.position);
}
