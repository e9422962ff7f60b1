// FROZEN BASELINE (bench/baseline/index.ts): a copy of src/ before issue 24; do not edit.
// The search's view of the real rules (@ludus/shatra): SearchGame and Evaluator over Position.
// The Zobrist hash covers the FULL state that decides the game — board, side to move, reserve
// flags, both captured pools, every pending item (en passant, sideways steps, forced drop) — and
// leaves out only the 60-move count, as the repetition rule does ("End of the game": "all state
// but the clocks"). It is computed from the position (62 table look-ups); `play` is the rules
// package's immutable one, so an incremental hash would save little.
import {
  Board,
  gameOverReason,
  jumpedSquares,
  legalMoves,
  type Move,
  type Pool,
  type Position,
  play,
} from '@ludus/shatra';
import { type BoardView, ROLE_MASK, SHATRA } from './board-view';
import { evaluateView, featureVector, type Weights, weightVector } from './evaluate';
import type { Evaluator, SearchGame, Terminal } from './game';
import { mix32, seededRng } from './prng';

/** What each role is worth when captured, for move ordering and quiescence (centi-shatras). */
const CAPTURE_VALUE: readonly number[] = [0, 100_000, 800, 450, 300, 100];
const PROMOTION_VALUE: Readonly<Record<string, number>> = { batyr: 700, tura: 350, jalkyn: 200 };

/** Random keys: [piece code 0..15][square 0..62] and the other state fields, twice (hash, check). */
interface Keys {
  readonly pieces: Int32Array;
  readonly blackToMove: number;
  readonly reserve: Int32Array;
  readonly pool: Int32Array;
  readonly enPassant: Int32Array;
  readonly sideways: Int32Array;
  readonly forcedDrop: Int32Array;
}

function makeKeys(seed: number): Keys {
  const rng = seededRng(seed);
  const table = (n: number) => Int32Array.from({ length: n }, () => rng.nextU32() | 0);
  return {
    pieces: table(16 * 63),
    blackToMove: rng.nextU32() | 0,
    reserve: table(2),
    // [side][role 0..2][count 0..2]
    pool: table(2 * 3 * 3),
    enPassant: table(63),
    // [side][square][from]: the ban is about a square pair.
    sideways: table(2 * 63 * 63),
    forcedDrop: table(63),
  };
}

const HASH_KEYS = makeKeys(0x5a7a_0001);
const CHECK_KEYS = makeKeys(0x5a7a_0002);

function poolKey(keys: Keys, side: number, pool: Pool): number {
  const base = side * 9;
  return (
    (keys.pool[base + Math.min(pool.batyr, 2)] as number) ^
    (keys.pool[base + 3 + Math.min(pool.tura, 2)] as number) ^
    (keys.pool[base + 6 + Math.min(pool.jalkyn, 2)] as number)
  );
}

/** The Zobrist hash of a position under one key set (32 bits, signed). */
export function zobrist(position: Position, keys: Keys = HASH_KEYS): number {
  const cells = Board.cellsOf(position.board);
  let h = 0;
  for (let sq = 1; sq <= 62; sq++) {
    const code = cells[sq] as number;
    if (code !== 0) h ^= keys.pieces[code * 63 + sq] as number;
  }
  if (position.turn === 'black') h ^= keys.blackToMove;
  if (position.reserve.white) h ^= keys.reserve[0] as number;
  if (position.reserve.black) h ^= keys.reserve[1] as number;
  h ^= poolKey(keys, 0, position.pool.white) ^ poolKey(keys, 1, position.pool.black);
  const { enPassant, sideways, forcedDrop } = position.pending;
  if (enPassant !== undefined) h ^= keys.enPassant[enPassant] as number;
  if (sideways.white)
    h ^= keys.sideways[sideways.white.square * 63 + sideways.white.from] as number;
  if (sideways.black) {
    h ^= keys.sideways[63 * 63 + sideways.black.square * 63 + sideways.black.from] as number;
  }
  if (forcedDrop !== undefined) h ^= keys.forcedDrop[forcedDrop] as number;
  return h | 0;
}

export function zobristCheck(position: Position): number {
  return zobrist(position, CHECK_KEYS);
}

function originOf(move: Move): number {
  return move.kind === 'promote' ? move.square : move.from;
}

function destinationOf(move: Move): number {
  switch (move.kind) {
    case 'move':
    case 'drop':
      return move.to;
    case 'capture':
      return move.landings[move.landings.length - 1] ?? move.from;
    case 'promote':
      return move.square;
  }
}

/** Material a move wins: the pieces it jumps, plus what a promotion gains. */
export function materialGain(position: Position, move: Move): number {
  let gain = 0;
  if (move.kind === 'capture') {
    const cells = Board.cellsOf(position.board);
    for (const sq of jumpedSquares(position, move.from, move.landings)) {
      // The en passant jump is over an empty square: the shatra taken stands on `e`.
      const code = cells[sq] as number;
      gain += CAPTURE_VALUE[code === 0 ? SHATRA : code & ROLE_MASK] as number;
    }
  }
  const promotion =
    move.kind === 'promote'
      ? move.role
      : move.kind === 'capture'
        ? move.promotion?.role
        : undefined;
  if (promotion !== undefined) gain += PROMOTION_VALUE[promotion] as number;
  return gain;
}

/** A distinct number per legal move of a position (captures differ in their landings). */
export function moveId(move: Move): number {
  let h = mix32(originOf(move) * 131 + move.kind.length);
  switch (move.kind) {
    case 'move':
      h = mix32(h ^ (move.to + 64 * (move.promotion?.length ?? 0)));
      break;
    case 'drop':
      h = mix32(h ^ (move.to + 4096));
      break;
    case 'capture':
      for (const sq of move.landings) h = mix32(h ^ sq);
      if (move.promotion) h = mix32(h ^ (move.promotion.at * 64 + move.promotion.role.length));
      break;
    case 'promote':
      h = mix32(h ^ (move.role.length + 8192));
      break;
  }
  // Never 0: the table uses 0 for "no move".
  return h | 0 || 1;
}

/** The side's terminal status before it moves (shatra.md, "End of the game"). */
function terminalOf(position: Position, moves: readonly Move[]): Terminal | undefined {
  if (moves.length > 0) return undefined;
  const over = gameOverReason(position);
  if (over === undefined) return 'loss'; // no legal move: that side loses
  if (over.kind === 'draw') return 'draw';
  return over.winner === position.turn ? 'win' : 'loss';
}

function isIrreversible(position: Position, move: Move): boolean {
  if (move.kind !== 'move') return true; // captures, drops and promotions
  const code = Board.cellsOf(position.board)[move.from] as number;
  return (code & ROLE_MASK) === SHATRA;
}

export const shatraGame: SearchGame<Position, Move> = {
  legalMoves,
  play,
  terminal: terminalOf,
  hash: (position) => zobrist(position),
  check: zobristCheck,
  gain: materialGain,
  irreversible: isIrreversible,
  moveId,
  historyIndex: (move) => originOf(move) * 64 + destinationOf(move),
};

export function boardView(position: Position): BoardView {
  const { white, black } = position.pool;
  return {
    cells: Board.cellsOf(position.board),
    turn: position.turn === 'white' ? 0 : 1,
    reserve: [position.reserve.white, position.reserve.black],
    pool: [white, black],
  };
}

/** The Shatra evaluation with the given weights. */
export function shatraEvaluator(weights: Weights): Evaluator<Position> {
  const vector = weightVector(weights);
  const scratch = featureVector();
  return { evaluate: (position) => evaluateView(boardView(position), vector, scratch) };
}

/**
 * The evaluation plus a fixed pseudo-random amount per position (from its hash and the seed),
 * in [-amplitude, amplitude]: the weaker levels misjudge positions consistently within one
 * search, so their mistakes look like a player's, not like a dice roll per node.
 */
export function noisyEvaluator(
  base: Evaluator<Position>,
  amplitude: number,
  seed: number,
): Evaluator<Position> {
  if (amplitude <= 0) return base;
  const salt = mix32(seed ^ 0x9e37_79b9);
  return {
    evaluate: (position) => {
      const r = mix32(zobrist(position) ^ salt) / 0x1_0000_0000;
      return base.evaluate(position) + Math.round((2 * r - 1) * amplitude);
    },
  };
}
