// Zobrist keys of a Shatra position. The hash covers the FULL state that decides the game —
// board, side to move, reserve flags, both captured pools, every pending item (en passant,
// sideways steps, forced drop) — and leaves out only the 60-move count, as the repetition rule
// does (shatra.md, "End of the game": "the same position (all state below but the clocks)").
// The search board (search-board.ts) keeps the same hash incrementally; `zobrist` computes it
// from scratch for positions from outside and for the tests that compare the two.
import { Board, type Pool, type Position } from '@ludus/shatra';
import { seededRng } from './prng';

/** Random keys: [piece code 0..15][square 0..62] and the other state fields. */
export interface Keys {
  readonly pieces: Int32Array;
  readonly blackToMove: number;
  readonly reserve: Int32Array;
  /** [side][role 0..2 = batyr, tura, jalkyn][count 0..2] */
  readonly pool: Int32Array;
  readonly enPassant: Int32Array;
  /** [side][square][from]: the sideways ban is about a square pair. */
  readonly sideways: Int32Array;
  readonly forcedDrop: Int32Array;
  /**
   * The 60-move count, for the transposition table only (never for repetition): keyed from
   * COUNT_KEYED_FROM on, where the draw by the count comes within the search's reach.
   */
  readonly count: Int32Array;
}

/** From this count on, the table tells positions apart by their count (see `ttKey`). */
export const COUNT_KEYED_FROM = 30;

function makeKeys(seed: number): Keys {
  const rng = seededRng(seed);
  const table = (n: number) => Int32Array.from({ length: n }, () => rng.nextU32() | 0);
  return {
    pieces: table(16 * 63),
    blackToMove: rng.nextU32() | 0,
    reserve: table(2),
    pool: table(2 * 3 * 3),
    enPassant: table(63),
    sideways: table(2 * 63 * 63),
    forcedDrop: table(63),
    count: table(64),
  };
}

export const HASH_KEYS = makeKeys(0x5a7a_0001);
export const CHECK_KEYS = makeKeys(0x5a7a_0002);

/** The key of one side's pool count of one role (counts above 2 cannot occur: 1 batyr, 2 each). */
export function poolKey(keys: Keys, side: number, roleIndex: number, count: number): number {
  return keys.pool[side * 9 + roleIndex * 3 + Math.min(count, 2)] as number;
}

function poolKeys(keys: Keys, side: number, pool: Pool): number {
  return (
    poolKey(keys, side, 0, pool.batyr) ^
    poolKey(keys, side, 1, pool.tura) ^
    poolKey(keys, side, 2, pool.jalkyn)
  );
}

/** The Zobrist hash of a position under one key set (32 bits, signed), from scratch. */
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
  h ^= poolKeys(keys, 0, position.pool.white) ^ poolKeys(keys, 1, position.pool.black);
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

/**
 * The transposition table's key: the repetition hash, plus the 60-move count once it is within
 * reach of a search (shatra.md: 60 moves without capture, shatra move, drop or promotion are a
 * draw). Below COUNT_KEYED_FROM the count is left out, so that transpositions whose counts differ
 * by a few moves still meet in the table; from there on the same board with another count may
 * have another value (one is drawn sooner), and the table keeps them apart.
 */
export function ttKey(hash: number, quietMoves: number, keys: Keys): number {
  return quietMoves < COUNT_KEYED_FROM
    ? hash
    : (hash ^ (keys.count[quietMoves & 63] as number)) | 0;
}
