// Quiescence's traps (search.ts `trapMoves`): the quiet moves after which the opponent must
// capture (shatra.md, "Captures — by jumping, compulsory, in chains"). The search board's list
// is checked against the rules package: after each quiet move of a position with no capture,
// the move is a trap exactly when every legal reply is a capture.
import { legalMoves, makeFen, makeMove, type Position, play } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { LEARNED_WEIGHTS } from '../src/learned-weights';
import { toRulesMove } from '../src/search-move';
import { ShatraSearch } from '../src/shatra-game';
import { playoutPositions } from './helpers';

/** The traps by the rules package's own moves. */
function rulesTraps(position: Position): string[] {
  return legalMoves(position)
    .filter((move) => {
      const replies = legalMoves(play(position, move));
      return replies.length > 0 && replies.every((reply) => reply.kind === 'capture');
    })
    .map(makeMove)
    .sort();
}

describe('quiescence traps (ShatraSearch.trapMoves)', () => {
  it("are the rules package's quiet moves that leave the opponent only captures", () => {
    let checked = 0;
    let traps = 0;
    for (const position of playoutPositions(2412, 60, 120)) {
      const moves = legalMoves(position);
      if (moves.length === 0 || moves.some((move) => move.kind === 'capture')) continue;
      const game = new ShatraSearch(position, { weights: LEARNED_WEIGHTS, noise: 0, seed: 0 });
      const found = game.trapMoves().map((move) => makeMove(toRulesMove(move)));
      expect(found.sort(), makeFen(position)).toEqual(rulesTraps(position));
      checked++;
      traps += found.length;
    }
    // Enough positions, and traps among them, for the comparison to mean something.
    expect(checked).toBeGreaterThan(500);
    expect(traps).toBeGreaterThan(200);
  });
});
