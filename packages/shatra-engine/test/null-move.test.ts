// The search's null move (search.ts, null-move pruning): where the Shatra adapter lets the side
// to move pass, and that the pass changes nothing but the side to move.
import { legalMoves, makeFen, type Position } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { playout } from '../../shatra/test/playout';
import { LEARNED_WEIGHTS } from '../src/learned-weights';
import { ShatraSearch } from '../src/shatra-game';
import { zobrist } from '../src/zobrist';

/** Whether the rules leave the position free to pass in the search's sense. */
function mayPass(position: Position): boolean {
  const { pending } = position;
  if (pending.enPassant !== undefined || pending.forcedDrop !== undefined) return false;
  if (pending.sideways.white !== undefined || pending.sideways.black !== undefined) return false;
  // The obligation (shatra.md, "Captures"): a side with a capture may not pass.
  if (legalMoves(position).some((move) => move.kind === 'capture')) return false;
  let pieces = 0;
  for (const [, piece] of position.board.pieces())
    if (piece.side === position.turn && piece.role !== 'biy') pieces++;
  return pieces >= 4;
}

describe('the null move (ShatraSearch.makeNull)', () => {
  it('passes only without a capture, anything pending or a thin army, and changes only the turn', () => {
    const counts = { passed: 0, refused: 0, sideways: 0 };
    // Careful playouts (the rules package's own) reach the pending items, sideways steps too.
    const positions = [1, 2, 3, 4].flatMap(
      (seed) => playout(515 + seed, 200, undefined, 6).positions,
    );
    for (const position of positions) {
      const { white, black } = position.pending.sideways;
      if (white !== undefined || black !== undefined) counts.sideways++;
      const game = new ShatraSearch(position, { weights: LEARNED_WEIGHTS, noise: 0, seed: 0 });
      const board = game.board;
      const before = { hash: board.hash, check: board.check, turn: board.turn };
      const made = game.makeNull(game.legalMoves());
      expect(made, makeFen(position)).toBe(mayPass(position));
      if (!made) {
        counts.refused++;
        continue;
      }
      counts.passed++;
      const other = position.turn === 'white' ? 'black' : 'white';
      expect(board.turn).toBe(1 - before.turn);
      expect(board.hash).toBe(zobrist({ ...position, turn: other }));
      expect(makeFen(board.toPosition())).toBe(makeFen({ ...position, turn: other }));
      game.unmakeNull();
      expect({ hash: board.hash, check: board.check, turn: board.turn }).toEqual(before);
    }
    expect(counts.passed).toBeGreaterThan(100);
    expect(counts.refused).toBeGreaterThan(100);
    expect(counts.sideways).toBeGreaterThan(20);
  });
});
