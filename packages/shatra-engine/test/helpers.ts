// Positions for the engine's tests, written as piece lists: `place('K61 R46 k18 s25')`.
import {
  Board,
  fromSetup,
  legalMoves,
  type Piece,
  type Position,
  play,
  type Role,
  START_POSITION,
  startSetup,
} from '@ludus/shatra';
import { seededRng } from '../src/prng';

const ROLE: Record<string, Role> = { K: 'biy', Q: 'batyr', R: 'tura', B: 'jalkyn', S: 'shatra' };

/** Uppercase White, lowercase Black, then the square; no reserve, empty pools, nothing pending. */
export function place(pieces: string, turn: 'white' | 'black' = 'white'): Position {
  const list: [number, Piece][] = pieces
    .split(/\s+/)
    .filter(Boolean)
    .map((item) => {
      const letter = item[0] as string;
      const role = ROLE[letter.toUpperCase()];
      if (!role) throw new Error(`bad piece ${item}`);
      return [
        Number(item.slice(1)),
        { side: letter === letter.toUpperCase() ? 'white' : 'black', role },
      ];
    });
  const setup = {
    ...startSetup(),
    board: Board.fromPieces(list),
    turn,
    reserve: { white: false, black: false },
  };
  const position = fromSetup(setup);
  if (!position.ok) throw new Error(position.message);
  return position.value;
}

/** Positions of seeded random games from the start (each game until it ends or `plies`). */
export function playoutPositions(seed: number, games: number, plies: number): Position[] {
  const rng = seededRng(seed);
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    let position = START_POSITION;
    for (let i = 0; i < plies; i++) {
      out.push(position);
      const moves = legalMoves(position);
      const move = moves[rng.below(moves.length)];
      if (move === undefined) break;
      position = play(position, move);
    }
  }
  return out;
}

/** A position from the middle of a random game: the last one with a real choice of moves. */
export function midgame(seed: number, plies: number): Position {
  const found = playoutPositions(seed, 1, plies)
    .filter((p) => legalMoves(p).length >= 8)
    .at(-1);
  if (found === undefined) throw new Error('no midgame position in this playout');
  return found;
}
