// The attack scan (src/attacks.ts) and the evaluation that reads it, against plain references:
// on every position of seeded careful playouts (open fortresses, promotions, en passant) and on
// every child the search board reaches from them by `make`, the scan's tables equal a
// line-by-line recomputation and `isAttacked`, every capture starts on a marked piece, and the
// evaluation (features and score) equals the engine's evaluation as it stood before issue 24
// (bench/baseline/evaluate.ts, frozen: the same function, computed from scratch).
import { legalMoves, type Position } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { playout } from '../../shatra/test/playout';
import {
  extractFeatures as baselineFeatures,
  featureVector as baselineVector,
} from '../bench/baseline/evaluate';
import { Attacks } from '../src/attacks';
import { BIY, BLACK_BIT, JALKYN, ROLE_MASK, SHATRA, type SideIndex, TURA } from '../src/board-view';
import { extractFeatures, featureVector, isAttacked } from '../src/evaluate';
import { RAY } from '../src/geometry';
import { SearchBoard } from '../src/search-board';
import { MoveGenerator } from '../src/search-moves';
import { boardView } from '../src/shatra-game';

/** The lines a piece of `role` jumps along, and whether it jumps only its neighbours. */
function jumpLines(role: number): { dirs: number[]; short: boolean } {
  if (role === BIY || role === SHATRA) return { dirs: [0, 1, 2, 3, 4, 5, 6, 7], short: true };
  if (role === TURA) return { dirs: [0, 2, 4, 6], short: false };
  if (role === JALKYN) return { dirs: [1, 3, 5, 7], short: false };
  return { dirs: [0, 1, 2, 3, 4, 5, 6, 7], short: false };
}

/** The scan's three tables, recomputed line by line from the rules' rays. */
function reference(cells: ArrayLike<number>) {
  const target = new Array<number>(63).fill(0);
  const jumper = new Array<number>(63).fill(0);
  const slides = new Array<number>(63).fill(0);
  for (let sq = 1; sq <= 62; sq++) {
    const code = cells[sq] as number;
    if (code === 0) continue;
    const { dirs, short } = jumpLines(code & ROLE_MASK);
    for (const dir of dirs) {
      const line = RAY[sq * 8 + dir] as readonly number[];
      const first = line.findIndex((s) => cells[s] !== 0);
      if (!short) slides[sq] = (slides[sq] as number) + (first === -1 ? line.length : first);
      if (first === -1 || (short && first > 0)) continue;
      const over = line[first] as number;
      const beyond = line[first + 1];
      const enemy = ((cells[over] as number) & BLACK_BIT) !== (code & BLACK_BIT);
      if (enemy && beyond !== undefined && cells[beyond] === 0) {
        target[over] = 1;
        jumper[sq] = 1;
      }
    }
  }
  return { target, jumper, slides };
}

function expectScan(board: SearchBoard): void {
  const cells = board.cells;
  const scan = board.attacks();
  const expected = reference(cells);
  const side = (sq: number) => ((cells[sq] as number) & BLACK_BIT ? 1 : 0);
  const marks = (isMarked: (sq: number) => boolean) =>
    Array.from({ length: 63 }, (_, sq) => (sq > 0 && cells[sq] !== 0 && isMarked(sq) ? 1 : 0));
  expect(marks((sq) => scan.isTarget(sq, side(sq)))).toEqual(expected.target);
  expect(marks((sq) => scan.isJumper(sq, side(sq)))).toEqual(expected.jumper);
  // Each side's list of jumpers: the marked squares, lowest first (the generator's order).
  for (const s of [0, 1]) {
    const listed = Array.from(scan.jumpers.subarray(s * 32, s * 32 + (scan.jumperCount[s] ?? 0)));
    const jumping = expected.jumper.flatMap((mark, sq) =>
      mark === 1 && side(sq) === s ? [sq] : [],
    );
    expect(listed).toEqual(jumping);
  }
  for (let sq = 1; sq <= 62; sq++) {
    const code = cells[sq] as number;
    if (code === 0) continue;
    const role = code & ROLE_MASK;
    if (role !== BIY && role !== SHATRA)
      expect(scan.slides[sq], `slides ${sq}`).toBe(expected.slides[sq]);
    const own: SideIndex = code & BLACK_BIT ? 1 : 0;
    expect(scan.isTarget(sq, own), `target ${sq}`).toBe(isAttacked(cells, sq, own));
  }
}

function expectEvaluation(board: SearchBoard): void {
  const position: Position = board.toPosition();
  const expected = Array.from(baselineFeatures(boardView(position), baselineVector()));
  expect(Array.from(extractFeatures(board.view, featureVector(), board.attacks()))).toEqual(
    expected,
  );
  // Without a scan passed in, the evaluation makes its own.
  expect(Array.from(extractFeatures(boardView(position), featureVector()))).toEqual(expected);
}

describe('the attack scan and the evaluation on it', () => {
  it('equal their references on every position of random games and on every child', () => {
    const generator = new MoveGenerator();
    let checked = 0;
    let captures = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const position of playout(8100 + seed, 200, undefined, 6).positions) {
        const board = new SearchBoard(position);
        expectScan(board);
        expectEvaluation(board);
        // Every capture starts on a marked piece, or is an en passant jump.
        for (const move of legalMoves(position)) {
          if (move.kind !== 'capture' || board.jumpers().isJumper(move.from, board.turn)) continue;
          expect(position.pending.enPassant, `capture from ${move.from}`).toBeDefined();
        }
        for (const move of generator.generate(board)) {
          if (move.captured !== null) captures++;
          board.make(move);
          expectScan(board);
          expectEvaluation(board);
          board.unmake();
          checked++;
        }
        expectScan(board);
      }
    }
    expect(checked).toBeGreaterThan(3000);
    expect(captures).toBeGreaterThan(50);
  });

  it('marks a short jump, a long jump through empty squares, and nothing behind a blocker', () => {
    const attacks = new Attacks();
    const cells = new Int8Array(63);
    // A white shatra on 33 and a black one on 26 (each may jump the other: 19 and 40 are
    // empty); a black tura on 14, down file d over empty 21 and 28, then a white shatra on 35.
    cells[33] = SHATRA;
    cells[26] = SHATRA | BLACK_BIT;
    cells[14] = TURA | BLACK_BIT;
    cells[35] = SHATRA;
    attacks.scan(cells);
    expect(attacks.isJumper(33, 0)).toBe(true); // 33 jumps 26 to 19
    expect(attacks.isTarget(26, 1)).toBe(true);
    expect(attacks.isJumper(26, 1)).toBe(true); // 26 jumps 33 to 40
    expect(attacks.isTarget(33, 0)).toBe(true);
    expect(attacks.isJumper(14, 1)).toBe(true); // 14-21-28, over 35, to 42
    expect(attacks.isTarget(35, 0)).toBe(true);
    cells[42] = SHATRA; // the square beyond is taken
    attacks.scan(cells);
    expect(attacks.isTarget(35, 0)).toBe(false);
    expect(attacks.isJumper(14, 1)).toBe(false);
  });
});
