// The search's own board and generator against the rules package, the authority: over the
// positions of seeded random games (the rules package's careful playouts, which reach open
// fortresses, promotions, forced drops and en passant), the generator gives exactly the rules'
// legal moves (same set, same notation), `make` gives the position `play` gives (every field of
// the position string), the incremental hash, grid and occupancy equal those from scratch,
// and `unmake` restores the board bit for bit. The perft fixtures give the same counts.
import { legalMoves, makeFen, makeMove, type Position, play, readPosition } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import perft from '../../shatra/fixtures/perft.json';
import regressions from '../../shatra/fixtures/regressions.json';
import { playout } from '../../shatra/test/playout';
import { SearchBoard } from '../src/search-board';
import { toRulesMove } from '../src/search-move';
import { MoveGenerator } from '../src/search-moves';
import { zobrist, zobristCheck } from '../src/zobrist';

function snapshot(board: SearchBoard) {
  return {
    fen: makeFen(board.toPosition()),
    cells: Array.from(board.cells),
    hash: board.hash,
    check: board.check,
    biy: Array.from(board.biy),
    others: board.others,
    grid: Array.from(board.grid),
    occupied: Array.from(board.occupied),
  };
}

function checkPosition(position: Position, generator: MoveGenerator): number {
  const board = new SearchBoard(position);
  expect(board.hash).toBe(zobrist(position));
  const before = snapshot(board);
  const fast = generator.generate(board);
  const texts = fast.map((m) => makeMove(toRulesMove(m)));
  const expected = legalMoves(position).map(makeMove);
  expect([...texts].sort()).toEqual([...expected].sort());
  expect(new Set(fast.map((m) => m.id)).size).toBe(fast.length);
  // Quiescence's cheap list: the captures (or the forced drops), complete when nothing else is legal.
  const tactical = generator.tactical(board).map((m) => makeMove(toRulesMove(m)));
  const complete = generator.complete;
  const captures = texts.filter((t) => t.includes('x'));
  if (complete) expect([...tactical].sort()).toEqual([...texts].sort());
  else {
    expect([...tactical].sort()).toEqual([...captures].sort());
    if (tactical.length === 0) expect(generator.hasMove()).toBe(texts.length > 0);
  }
  for (const move of fast) {
    const after = play(position, toRulesMove(move));
    board.make(move);
    expect(makeFen(board.toPosition())).toBe(makeFen(after));
    expect(board.hash).toBe(zobrist(after));
    expect(board.check).toBe(zobristCheck(after));
    // The grid and the occupancy kept by `make` are those of the position loaded afresh.
    const fresh = new SearchBoard(after);
    expect(Array.from(board.grid)).toEqual(Array.from(fresh.grid));
    expect(Array.from(board.occupied)).toEqual(Array.from(fresh.occupied));
    board.unmake();
    expect(snapshot(board)).toEqual(before);
  }
  return fast.length;
}

describe('search board and generator against the rules package', () => {
  it('the same legal moves, the same positions after them, the same hashes, over random games', () => {
    const generator = new MoveGenerator();
    let positions = 0;
    let moves = 0;
    // What the games reached, so that the comparison is known to cover the rare rules.
    const seen = { enPassant: 0, sideways: 0, openFortress: 0, pool: 0 };
    for (let seed = 1; seed <= 12; seed++) {
      // Careful playouts (the rules package's own) last long: open fortresses, promotions.
      for (const position of playout(7000 + seed, 300, undefined, 6).positions) {
        moves += checkPosition(position, generator);
        positions++;
        const { pending, reserve, pool } = position;
        if (pending.enPassant !== undefined) seen.enPassant++;
        if (pending.sideways.white || pending.sideways.black) seen.sideways++;
        if (!reserve.white || !reserve.black) seen.openFortress++;
        if (pool.white.batyr + pool.white.tura + pool.white.jalkyn > 0) seen.pool++;
      }
    }
    expect(positions).toBeGreaterThan(1000);
    expect(moves).toBeGreaterThan(15_000);
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
  });

  it("the same on the rules package's regression positions (a forced drop among them)", () => {
    const generator = new MoveGenerator();
    const texts = regressions.cases.flatMap((c) => [c.position, c.expectedPosition ?? c.position]);
    const positions = texts.map((text) => {
      const read = readPosition(text);
      if (!read.ok) throw new Error(read.message);
      return read.value;
    });
    expect(positions.some((p) => p.pending.forcedDrop !== undefined)).toBe(true);
    for (const position of positions) checkPosition(position, generator);
  });

  it('keeps the hash incremental along a whole game and unwinds it to the start', () => {
    const game = playout(4242, 400, undefined, 6);
    const board = new SearchBoard(game.positions[0] as Position);
    const generator = new MoveGenerator();
    const start = snapshot(board);
    for (const move of game.moves) {
      const text = makeMove(move);
      const found = generator.generate(board).find((m) => makeMove(toRulesMove(m)) === text);
      expect(found, text).toBeDefined();
      board.make(found as NonNullable<typeof found>);
    }
    const final = game.final;
    expect(makeFen(board.toPosition())).toBe(makeFen(final));
    expect(board.hash).toBe(zobrist(final));
    for (let i = 0; i < game.moves.length; i++) board.unmake();
    expect(snapshot(board)).toEqual(start);
  });
});

function count(board: SearchBoard, generator: MoveGenerator, depth: number): number {
  const moves = generator.generate(board);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) {
    board.make(move);
    total += count(board, generator, depth - 1);
    board.unmake();
  }
  return total;
}

describe('perft with the search generator (packages/shatra/fixtures/perft.json)', () => {
  it.each(perft.cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const read = readPosition(c.position);
    if (!read.ok) throw new Error(read.message);
    const board = new SearchBoard(read.value);
    const generator = new MoveGenerator();
    // Up to 100,000 leaves per case: the start's depth 4 (2.2 million) is the rules package's.
    const counts = c.counts.filter((n) => n <= 100_000);
    counts.forEach((expected, i) => {
      expect(count(board, generator, i + 1)).toBe(expected);
    });
  });
});
