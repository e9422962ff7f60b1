// The net's inputs for a position seen from the side on roll: for each side (on roll first) the
// 25 cells in TD-Gammon's truncated unary code (n ≥ 1, n ≥ 2, n ≥ 3, (n − 3) / 2 above three),
// then the hand-made features of features.ts for each side.

import type { Position } from '@ludus/backgammon';
import { FEATURES_PER_SIDE, writeCellFeatures } from './features';

const UNITS_PER_CELL = 4;
const RAW_PER_SIDE = 25 * UNITS_PER_CELL;
export const INPUTS = 2 * RAW_PER_SIDE + 2 * FEATURES_PER_SIDE;
/** The first inputs, which depend on the side on roll's own 25 cells only. */
export const PLAYER_ONLY_INPUTS = RAW_PER_SIDE;

function writeRaw(side: Int8Array, out: Float32Array, offset: number): void {
  for (let cell = 0; cell < 25; cell++) {
    const n = side[cell] as number;
    const at = offset + cell * UNITS_PER_CELL;
    out[at] = n >= 1 ? 1 : 0;
    out[at + 1] = n >= 2 ? 1 : 0;
    out[at + 2] = n >= 3 ? 1 : 0;
    out[at + 3] = n > 3 ? (n - 3) / 2 : 0;
  }
}

const playerCells = new Int8Array(25);
const opponentCells = new Int8Array(25);

/** Writes the INPUTS numbers of `position` into `out` (reused across calls by the search). */
export function encodePosition(position: Position, out: Float32Array): Float32Array {
  for (let i = 0; i < 25; i++) {
    playerCells[i] = position.player[i] ?? 0;
    opponentCells[i] = position.opponent[i] ?? 0;
  }
  return encodeCells(playerCells, opponentCells, out);
}

/** `encodePosition` on Int8Array side boards (25 cells each, side on roll first). */
export function encodeCells(
  player: Int8Array,
  opponent: Int8Array,
  out: Float32Array,
): Float32Array {
  writeRaw(player, out, 0);
  writeRaw(opponent, out, RAW_PER_SIDE);
  const features = 2 * RAW_PER_SIDE;
  writeCellFeatures(player, opponent, out, features);
  writeCellFeatures(opponent, player, out, features + FEATURES_PER_SIDE);
  return out;
}
