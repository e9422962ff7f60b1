// Seeded random playouts, for property tests and the benchmark corpus. Randomness is injected
// here (a small PRNG), never taken from Math.random, so every run sees the same games.
import { mulberry32, unitFloat } from '@ludus/core';
import {
  isBiyThreatened,
  legalMoves,
  type Move,
  type Position,
  play,
  positionOutcome,
  START_POSITION,
} from '../src/index';

/** @ludus/core's mulberry32 as floats uniform in [0, 1) (the recorded playouts use its sequence). */
export function prng(seed: number): () => number {
  const next = mulberry32(seed);
  return () => unitFloat(next());
}

export interface Playout {
  readonly positions: Position[];
  readonly moves: Move[];
  /** The last position, and whether it ended the game (else the ply limit stopped it). */
  readonly final: Position;
  readonly ended: boolean;
}

/**
 * A random game from `start`, at most `maxPlies` moves. `careful` tries up to that many random
 * moves to find one that does not leave the own biy en prise, so that games last long enough to
 * reach promotions, open fortresses and the draw rules.
 */
export function playout(
  seed: number,
  maxPlies = 400,
  start: Position = START_POSITION,
  careful = 0,
): Playout {
  const random = prng(seed);
  const positions: Position[] = [start];
  const moves: Move[] = [];
  let p = start;
  for (let ply = 0; ply < maxPlies; ply++) {
    const legal = legalMoves(p);
    if (legal.length === 0) break;
    let move = legal[Math.floor(random() * legal.length)] as Move;
    let next = play(p, move);
    for (let t = 0; t < careful && isBiyThreatened(next, p.turn); t++) {
      move = legal[Math.floor(random() * legal.length)] as Move;
      next = play(p, move);
    }
    p = next;
    moves.push(move);
    positions.push(p);
  }
  return { positions, moves, final: p, ended: positionOutcome(p) !== undefined };
}
