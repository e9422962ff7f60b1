// Property tests over seeded random playouts (fast-check drives the seeds and the notation).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Board,
  findLegalMove,
  fromSetup,
  legalCaptures,
  legalMoves,
  type Move,
  makeFen,
  makeMove,
  newGame,
  type Piece,
  type Position,
  parseMove,
  play,
  playMove,
  positionOutcome,
  readPosition,
  type Setup,
  type Side,
  START_MATERIAL,
  tryPlay,
} from '../src/index';
import { playout, prng } from './playout';

const SIDES: readonly Side[] = ['white', 'black'];

/** Per side: pieces of each role on the board plus, for batyr/tura/jalkyn, in the pool. */
function material(p: Position): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const [, piece] of p.board.pieces())
    tally[`${piece.side}.${piece.role}`] = (tally[`${piece.side}.${piece.role}`] ?? 0) + 1;
  for (const side of SIDES) {
    for (const role of ['batyr', 'tura', 'jalkyn'] as const) {
      tally[`${side}.${role}+pool`] = (tally[`${side}.${role}`] ?? 0) + p.pool[side][role];
    }
  }
  return tally;
}

/** What is wrong with the material after a move, or undefined. */
function materialProblem(before: Position, after: Position): string | undefined {
  const a = material(before);
  const b = material(after);
  for (const side of SIDES) {
    // Promotion only turns a shatra into a pool piece: board + pool of each type stays the start
    // material (from the start position), shatras and the whole army never grow.
    for (const role of ['batyr', 'tura', 'jalkyn'] as const) {
      if (b[`${side}.${role}+pool`] !== START_MATERIAL[role])
        return `${side} ${role} board+pool changed`;
    }
    if ((b[`${side}.shatra`] ?? 0) > (a[`${side}.shatra`] ?? 0)) return `${side} shatras grew`;
    const army = (t: Record<string, number>) =>
      ['biy', 'batyr', 'tura', 'jalkyn', 'shatra'].reduce(
        (n, r) => n + (t[`${side}.${r}`] ?? 0),
        0,
      );
    if (army(b) > army(a)) return `${side} army grew`;
  }
  return undefined;
}

/** The position turned half round with colours swapped: square n becomes 63 - n. */
function rotate(p: Position): Position {
  const pieces: [number, Piece][] = [...p.board.pieces()].map(([sq, piece]) => [
    63 - sq,
    { side: piece.side === 'white' ? 'black' : 'white', role: piece.role },
  ]);
  const { enPassant, forcedDrop, sideways } = p.pending;
  const flip = (step: { square: number; from: number } | undefined) =>
    step ? { square: 63 - step.square, from: 63 - step.from } : undefined;
  const setup: Setup = {
    board: Board.fromPieces(pieces),
    turn: p.turn === 'white' ? 'black' : 'white',
    reserve: { white: p.reserve.black, black: p.reserve.white },
    pool: { white: p.pool.black, black: p.pool.white },
    pending: {
      ...(enPassant !== undefined ? { enPassant: 63 - enPassant } : {}),
      sideways: {
        ...(sideways.black ? { white: flip(sideways.black) } : {}),
        ...(sideways.white ? { black: flip(sideways.white) } : {}),
      },
      ...(forcedDrop !== undefined ? { forcedDrop: 63 - forcedDrop } : {}),
    },
    quietMoves: p.quietMoves,
  };
  const r = fromSetup(setup);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

function rotateMove(m: Move): string {
  switch (m.kind) {
    case 'move':
      return makeMove({ ...m, from: 63 - m.from, to: 63 - m.to });
    case 'capture':
      return makeMove({ ...m, from: 63 - m.from, landings: m.landings.map((s) => 63 - s) });
    case 'drop':
      return makeMove({ ...m, from: 63 - m.from, to: 63 - m.to });
    case 'promote':
      return makeMove({ ...m, square: 63 - m.square });
  }
}

// 2500 quick random games and 150 careful (longer) ones, all seeded.
const quick = Array.from({ length: 2500 }, (_, i) => playout(1000 + i, 300));
const careful = Array.from({ length: 150 }, (_, i) => playout(5000 + i, 1000, undefined, 6));
const games = [...quick, ...careful];

describe('properties of seeded random playouts', () => {
  it('never crash; material never grows; every state field survives the position string', () => {
    let plies = 0;
    const problems: string[] = [];
    for (const g of games) {
      for (let i = 1; i < g.positions.length; i++) {
        const before = g.positions[i - 1] as Position;
        const after = g.positions[i] as Position;
        const text = makeFen(after);
        const back = readPosition(text);
        const problem =
          materialProblem(before, after) ??
          (back.ok && makeFen(back.value) === text ? undefined : 'round trip');
        if (problem)
          problems.push(`${makeFen(before)} ${makeMove(g.moves[i - 1] as Move)}: ${problem}`);
        plies++;
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(plies).toBeGreaterThan(20_000);
  });

  it('every generated move is accepted from its notation (findLegalMove), to the same position; moves are distinct', () => {
    const random = prng(7);
    for (const g of careful) {
      for (const p of g.positions) {
        if (random() > 0.15) continue;
        const list = legalMoves(p);
        const written = list.map(makeMove);
        expect(new Set(written).size).toBe(written.length);
        const captures = list.filter((m) => m.kind === 'capture').map(makeMove);
        expect(legalCaptures(p).map(makeMove).sort()).toEqual(captures.sort());
        for (const [i, m] of list.entries()) {
          const r = findLegalMove(p, written[i] as string);
          if (!r.ok || makeFen(play(p, r.value)) !== makeFen(play(p, m))) {
            expect.fail(`${makeFen(p)}: ${written[i]} refused or different`);
          }
          const parsed = parseMove(written[i] as string);
          if (!parsed.ok || makeMove(parsed.value) !== written[i])
            expect.fail(`${written[i]} does not round-trip`);
        }
      }
    }
  });

  it('well-formed moves that are not generated are refused, and the position stays as it was', () => {
    const positions = careful.flatMap((g) => g.positions.filter((_, i) => i % 7 === 3));
    const sq = fc.integer({ min: 1, max: 62 });
    const role = fc.constantFrom('Q', 'R', 'B');
    const text = fc.oneof(
      fc.tuple(sq, sq).map(([a, b]) => `${a}-${b}`),
      fc.tuple(sq, sq, role).map(([a, b, r]) => `${a}-${b}=${r}`),
      fc
        .tuple(sq, fc.array(sq, { minLength: 1, maxLength: 4 }))
        .map(([a, l]) => `${a}x${l.join('x')}`),
      fc.tuple(sq, sq).map(([a, b]) => `${a}@${b}`),
      fc.tuple(sq, role).map(([a, r]) => `${a}=${r}`),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: positions.length - 1 }), text, (index, move) => {
        const p = positions[index] as Position;
        const before = makeFen(p);
        const offered = legalMoves(p).map(makeMove).includes(move);
        const parsed = parseMove(move);
        const r = parsed.ok ? tryPlay(p, parsed.value) : parsed;
        expect(r.ok).toBe(offered);
        expect(makeFen(p)).toBe(before);
      }),
      { numRuns: 3000, seed: 11 },
    );
  });

  it('colour symmetry: the rotated position has the rotated moves', () => {
    const random = prng(3);
    for (const g of careful) {
      for (const p of g.positions) {
        if (random() > 0.2) continue;
        const mine = legalMoves(p).map(rotateMove).sort();
        const theirs = legalMoves(rotate(p)).map(makeMove).sort();
        expect(theirs).toEqual(mine);
      }
    }
  });

  it('games end under the draw rules: a game record reaches an outcome', () => {
    for (const g of careful.slice(0, 60)) {
      let game = newGame();
      for (const m of g.moves) {
        const r = playMove(game, m);
        expect(r.ok).toBe(true);
        if (r.ok) game = r.value;
        if (game.outcome) break;
      }
      expect(game.outcome ?? positionOutcome(g.final)).toBeDefined();
    }
  });
});

describe('notation round trips (fast-check)', () => {
  it('parseMove(makeMove(m)) = m for arbitrary moves', () => {
    const sq = fc.integer({ min: 1, max: 62 });
    const promo = fc.constantFrom('batyr', 'tura', 'jalkyn') as fc.Arbitrary<
      'batyr' | 'tura' | 'jalkyn'
    >;
    const move: fc.Arbitrary<Move> = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), from: sq, to: sq }),
      fc.record({ kind: fc.constant('move' as const), from: sq, to: sq, promotion: promo }),
      fc.record({ kind: fc.constant('drop' as const), from: sq, to: sq }),
      fc.record({ kind: fc.constant('promote' as const), square: sq, role: promo }),
      fc.record({
        kind: fc.constant('capture' as const),
        from: sq,
        landings: fc.array(sq, { minLength: 1, maxLength: 6 }),
      }),
      fc.tuple(sq, fc.array(sq, { minLength: 1, maxLength: 6 }), promo, fc.nat()).map(
        ([from, landings, role, at]): Move => ({
          kind: 'capture',
          from,
          landings,
          promotion: { at: at % landings.length, role },
        }),
      ),
    );
    fc.assert(
      fc.property(move, (m) => {
        expect(parseMove(makeMove(m))).toEqual({ ok: true, value: m });
      }),
      { numRuns: 2000, seed: 5 },
    );
  });

  it('position strings: readPosition(makeFen(p)) prints the same string', () => {
    const positions = games.flatMap((g) => g.positions);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: positions.length - 1 }), (i) => {
        const text = makeFen(positions[i] as Position);
        const back = readPosition(text);
        expect(back.ok && makeFen(back.value)).toBe(text);
      }),
      { numRuns: 2000, seed: 9 },
    );
  });
});
