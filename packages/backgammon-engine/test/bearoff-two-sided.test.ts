import { type Die, legalPlays, type Position, swapSides, type VariantKey } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { bearoffDatabase } from '../src/bearoff';
import {
  buildTwoSidedBearoff,
  inTwoSidedRange,
  TWO_SIDED_CHECKERS,
  type TwoSidedBearoff,
  twoSidedBearoff,
  twoSidedBoardCount,
  twoSidedBoardIndex,
} from '../src/bearoff-two-sided';
import { position } from './boards';

const backgammon = twoSidedBearoff('backgammon');
const tryktrak = twoSidedBearoff('tryktrak');
const VARIANTS = [
  ['backgammon', backgammon],
  ['tryktrak', tryktrak],
] as const;

/** Every home board (6 counts) of at most `cap` checkers. */
function homeBoards(cap: number): number[][] {
  const boards: number[][] = [];
  const visit = (counts: number[], left: number): void => {
    if (counts.length === 6) {
      boards.push(counts);
      return;
    }
    for (let n = 0; n <= left; n++) visit([...counts, n], left - n);
  };
  visit([], cap);
  return boards;
}

const BOARDS = homeBoards(TWO_SIDED_CHECKERS);
const checkers = (board: readonly number[]): number => board.reduce((sum, n) => sum + n, 0);
const asSide = (board: readonly number[]): number[] => [...board, ...new Array<number>(19).fill(0)];

/** The rank of board `rank` with one more checker on `point` (0-based), −1 past the cap. */
const EXTRA_CHECKER: Int32Array = (() => {
  const table = new Int32Array(twoSidedBoardCount(TWO_SIDED_CHECKERS) * 6).fill(-1);
  for (const board of BOARDS) {
    if (checkers(board) >= TWO_SIDED_CHECKERS) continue;
    for (let point = 0; point < 6; point++) {
      const more = board.map((n, i) => (i === point ? n + 1 : n));
      table[twoSidedBoardIndex(board) * 6 + point] = twoSidedBoardIndex(more);
    }
  }
  return table;
})();
const withExtraChecker = (rank: number, point: number): number =>
  EXTRA_CHECKER[rank * 6 + point] ?? -1;

function win(
  db: TwoSidedBearoff,
  player: Record<number, number>,
  opponent: Record<number, number>,
) {
  return db.winProbability(position(player, opponent));
}

/** Calls `check` for every pair of boards in the table with the two ranks and the value. */
function everyPair(
  db: TwoSidedBearoff,
  check: (a: number[], b: number[], value: number, ranks: readonly [number, number]) => void,
): void {
  const ranks = BOARDS.map((board) => twoSidedBoardIndex(board));
  for (const [i, a] of BOARDS.entries()) {
    for (const [j, b] of BOARDS.entries()) {
      const ra = ranks[i] ?? -1;
      const rb = ranks[j] ?? -1;
      const value = db.winProbabilityOfRanks(ra, rb);
      if (value !== undefined) check(a, b, value, [ra, rb]);
    }
  }
}

describe('two-sided bear-off: board ranks', () => {
  it('ranks the boards of at most n checkers densely as 0 .. C(n + 6, 6) − 1, for every n', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(twoSidedBoardCount)).toEqual([1, 7, 28, 84, 210, 462, 924]);
    for (let n = 0; n <= 15; n += n < 7 ? 1 : 8) {
      const ranks = homeBoards(n).map((board) => twoSidedBoardIndex(board));
      expect(new Set(ranks).size).toBe(ranks.length);
      expect(ranks.length).toBe(twoSidedBoardCount(n));
      expect(Math.min(...ranks)).toBe(0);
      expect(Math.max(...ranks)).toBe(twoSidedBoardCount(n) - 1);
    }
    expect(twoSidedBoardCount(15)).toBe(54264);
    expect(twoSidedBoardIndex([0, 0, 0, 0, 0, 0])).toBe(0);
  });
});

describe('two-sided bear-off: range', () => {
  it('takes home boards of up to six checkers a side, and nothing else', () => {
    expect(TWO_SIDED_CHECKERS).toBe(6);
    expect(inTwoSidedRange(position({ 6: 6 }, { 1: 3, 2: 3 }))).toBe(true);
    expect(inTwoSidedRange(position({ 6: 7 }, { 1: 1 }))).toBe(false);
    expect(inTwoSidedRange(position({ 7: 1 }, { 1: 1 }))).toBe(false);
    expect(inTwoSidedRange(position({ 1: 1 }, { 25: 1 }))).toBe(false);
    expect(inTwoSidedRange(position({ 1: -1 }, { 1: 1 }))).toBe(false);
    expect(inTwoSidedRange(position({ 1: 0.5 }, { 1: 1 }))).toBe(false);
    expect(inTwoSidedRange(position({}, {}))).toBe(false);
    expect(inTwoSidedRange(position({ 6: 5 }, { 1: 1 }), 4)).toBe(false);
    expect(inTwoSidedRange({ player: [1], opponent: new Array<number>(26).fill(0) })).toBe(false);
  });

  it('answers undefined out of range, without throwing', () => {
    expect(win(backgammon, { 6: 7 }, { 1: 1 })).toBeUndefined();
    expect(win(backgammon, { 8: 1 }, { 1: 1 })).toBeUndefined();
    expect(win(backgammon, {}, {})).toBeUndefined();
    expect(backgammon.probabilities(position({ 1: 1 }, { 13: 1 }))).toBeUndefined();
    expect(backgammon.winProbabilityOfRanks(-1, 3)).toBeUndefined();
    expect(backgammon.winProbabilityOfRanks(3, 924)).toBeUndefined();
    expect(backgammon.winProbabilityOfRanks(0, 0)).toBeUndefined();
    expect(backgammon.winProbability(undefined as unknown as Position)).toBeUndefined();
  });

  it('reads typed-array sides too (the evaluator’s 50-cell board halves)', () => {
    const cells = new Int8Array(50);
    cells[5] = 1; // the side on roll: one checker on its 6-point
    cells[25] = 1; // the other side: one on its 1-point
    const view = { player: cells.subarray(0, 25), opponent: cells.subarray(25) };
    expect(backgammon.winProbability(view as unknown as Position)).toBeCloseTo(27 / 36, 12);
  });

  it('a side with no checker left has won', () => {
    expect(win(backgammon, {}, { 6: 6 })).toBe(1);
    expect(win(backgammon, { 6: 6 }, {})).toBe(0);
  });

  it('is built once per variant and kept', () => {
    expect(twoSidedBearoff('backgammon')).toBe(backgammon);
    expect(twoSidedBearoff('tryktrak')).toBe(tryktrak);
    expect(backgammon.boards).toBe(924);
    expect(tryktrak.variant).toBe('tryktrak');
  });

  it('is deterministic: two builds agree to the bit', () => {
    const first = buildTwoSidedBearoff('tryktrak', 3);
    const second = buildTwoSidedBearoff('tryktrak', 3);
    for (let a = 0; a < first.boards; a++) {
      for (let b = 0; b < first.boards; b++) {
        expect(second.winProbabilityOfRanks(a, b)).toBe(first.winProbabilityOfRanks(a, b));
      }
    }
  });
});

describe('two-sided bear-off: hand-counted positions (both variants)', () => {
  for (const [name, db] of VARIANTS) {
    it(`${name}: one checker each on the 1-point: the side on roll wins`, () => {
      expect(win(db, { 1: 1 }, { 1: 1 })).toBe(1);
      expect(db.probabilities(position({ 1: 1 }, { 1: 1 }))).toEqual([1, 0, 0, 0, 0]);
    });

    it(`${name}: one checker on the 6-point against one on the 1-point: 27/36`, () => {
      // 6 pips are needed: 1-1, 2-1, 3-1, 4-1 and 3-2 (9 of 36) fall short; then the
      // opponent's checker on its 1-point is off.
      expect(win(db, { 6: 1 }, { 1: 1 })).toBeCloseTo(27 / 36, 12);
      expect(db.probabilities(position({ 6: 1 }, { 1: 1 }))).toEqual([
        win(db, { 6: 1 }, { 1: 1 }),
        0,
        0,
        0,
        0,
      ]);
    });

    it(`${name}: 6-point against 6-point: 27/36 + 9/36 · 9/36`, () => {
      // Any miss leaves a checker on the 1-, 2- or 3-point, off next roll for sure; so the side
      // on roll wins at once or when both miss.
      expect(win(db, { 6: 1 }, { 6: 1 })).toBeCloseTo(1053 / 1296, 12);
    });

    it(`${name}: two checkers (4- and 1-point) against the 6-point: 29/36 + 7/36 · 9/36`, () => {
      // Both come off unless 1-1, 2-1, 3-1 or 3-2 (7 of 36), which leave a checker that is off
      // next roll; the opponent then needs its 27 of 36.
      expect(win(db, { 4: 1, 1: 1 }, { 6: 1 })).toBeCloseTo(1107 / 1296, 12);
    });

    it(`${name}: two on the 6-point against one on the 1-point: only 3-3 to 6-6 win`, () => {
      expect(win(db, { 6: 2 }, { 1: 1 })).toBeCloseTo(4 / 36, 12);
    });
  }
});

describe('two-sided bear-off: tryktrak’s bear-off rule', () => {
  // Two on the 6-point against one on the 4-point. The side on roll wins now with 3-3, 4-4, 5-5
  // and 6-6; the opponent then finishes unless it rolls 2-1 (2 of 36), after which its checker is
  // on the 1-point and the side on roll wins exactly when it bears everything off. So
  //   win = 4/36 + 2/36 · Σ over the other rolls of P(roll) · best one-roll finishing chance.
  // Per roll, the best leave and its one-roll finishing chance in 36ths (counted by hand):
  const bestLeaves: readonly [string, number, number][] = [
    ['1-1', 1, 14], // 5- and 3-point
    ['2-1', 2, 10], // 5 and 4
    ['2-2', 1, 34], // 4
    ['3-1', 2, 14], // 5 and 3
    ['3-2', 2, 17], // 4 and 3
    ['4-1', 2, 19], // 5 and 2
    ['4-2', 2, 27], // 6
    ['4-3', 2, 25], // backgammon: 3 and 2 (the only play); tryktrak: see below
    ['5-1', 2, 27], // 6
    ['5-2', 2, 29], // 4 and 1
    ['5-3', 2, 34], // 3 and 1
    ['5-4', 2, 36], // 2 and 1
    ['6-1', 2, 31], // 5
    ['6-2', 2, 34], // 4
    ['6-3', 2, 36],
    ['6-4', 2, 36],
    ['6-5', 2, 36],
  ];
  const sum = bestLeaves.reduce((total, [, weight, chance]) => total + weight * chance, 0);

  it('backgammon: 6/2 6/3 is forced with 4-3', () => {
    expect(sum).toBe(870);
    expect(win(backgammon, { 6: 2 }, { 4: 1 })).toBeCloseTo(4 / 36 + (2 * sum) / 36 ** 3, 12);
    expect(win(backgammon, { 6: 2 }, { 4: 1 })).toBeCloseTo(577 / 3888, 12);
  });

  it('tryktrak: with 4-3, 6/3 then 3/off (line 4 empty) leaves a lone 6, 27 of 36 instead of 25', () => {
    // Rules file, "Tryktrak": a die whose line is empty bears off from the highest occupied line
    // below it even while higher lines hold checkers; the standard rule forbids it while the
    // other checker stands on the 6-point.
    const expected = 4 / 36 + (2 * (sum + 2 * (27 - 25))) / 36 ** 3;
    expect(win(tryktrak, { 6: 2 }, { 4: 1 })).toBeCloseTo(expected, 12);
    expect(win(tryktrak, { 6: 2 }, { 4: 1 })).toBeCloseTo(1733 / 11664, 12);
  });
});

describe('two-sided bear-off: consistency over every pair of boards', () => {
  for (const [name, db] of VARIANTS) {
    it(`${name}: values in [0, 1], and having the roll is never a disadvantage`, () => {
      let pairs = 0;
      const wrong: string[] = [];
      everyPair(db, (a, b, value, [ra, rb]) => {
        pairs++;
        const reverse = db.winProbabilityOfRanks(rb, ra) ?? Number.NaN;
        if (!(value >= 0 && value <= 1 && value + reverse >= 1 - 1e-12)) {
          wrong.push(`${a} vs ${b}: ${value}, reversed ${reverse}`);
        }
      });
      expect(pairs).toBe(924 * 924 - 1);
      expect(wrong.slice(0, 5)).toEqual([]);
    });

    it(`${name}: an extra checker never helps its owner`, () => {
      let checked = 0;
      const wrong: string[] = [];
      everyPair(db, (a, b, value, [ra, rb]) => {
        const roomA = checkers(a) < TWO_SIDED_CHECKERS;
        const roomB = checkers(b) < TWO_SIDED_CHECKERS;
        for (let point = 0; point < 6; point++) {
          const mine = db.winProbabilityOfRanks(withExtraChecker(ra, point), rb) ?? Number.NaN;
          const theirs = db.winProbabilityOfRanks(ra, withExtraChecker(rb, point)) ?? Number.NaN;
          if (roomA) {
            checked++;
            if (!(mine <= value + 1e-12)) wrong.push(`${a} +${point + 1} vs ${b}: ${mine}`);
          }
          if (roomB) {
            checked++;
            if (!(theirs >= value - 1e-12)) wrong.push(`${a} vs ${b} +${point + 1}: ${theirs}`);
          }
        }
      });
      expect(checked).toBeGreaterThan(4_000_000);
      expect(wrong.slice(0, 5)).toEqual([]);
    });
  }

  /**
   * The recursion again, from the public API and the rules package alone: real positions with
   * the opponent on the board, every legal play, the opponent's value looked up after swapping.
   */
  function recomputed(db: TwoSidedBearoff, variant: VariantKey, at: Position): number {
    let total = 0;
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= a; b++) {
        const plays = legalPlays(at, [a as Die, b as Die], variant);
        let best = 0;
        for (const play of plays) {
          const theirs = db.winProbability(swapSides(play.after)) ?? Number.NaN;
          best = Math.max(best, 1 - theirs);
        }
        total += ((a === b ? 1 : 2) / 36) * best;
      }
    }
    return total;
  }

  for (const [name, db] of VARIANTS) {
    it(`${name}: every 499th pair satisfies the recursion through legalPlays`, () => {
      let n = 0;
      let checked = 0;
      for (const a of BOARDS) {
        for (const b of BOARDS) {
          if (n++ % 499 !== 0 || checkers(a) === 0 || checkers(b) === 0) continue;
          const at = { player: asSide(a), opponent: asSide(b) };
          expect(db.winProbability(at)).toBeCloseTo(recomputed(db, name, at), 12);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1500);
    });
  }
});

/** The pair of non-empty boards where the table and an estimate disagree most. */
function widestGap(
  db: TwoSidedBearoff,
  estimate: (a: number[], b: number[]) => number,
): { pair: string; gap: number } {
  let widest = { pair: '', gap: 0 };
  everyPair(db, (a, b, value) => {
    if (checkers(a) === 0 || checkers(b) === 0) return;
    const gap = Math.abs(value - estimate(a, b));
    if (gap > widest.gap) widest = { pair: `${a} vs ${b}`, gap };
  });
  return widest;
}

describe('two-sided bear-off against the one-sided database', () => {
  const oneSided = bearoffDatabase('backgammon');
  const oneSidedWin = (a: number[], b: number[]): number =>
    oneSided.probabilities({ player: asSide(a), opponent: asSide(b) })[0];
  const finishesInOneRoll = BOARDS.filter(
    (b) => checkers(b) > 0 && (oneSided.rollsDistribution(b)[1] ?? 0) > 1 - 1e-6,
  );

  it('agrees exactly where the opponent is off next roll for sure: it is the chance to finish now', () => {
    // {1:1}, {1:2}, {2:1}, {3:1}, {2:1, 1:1}: every roll bears them off.
    expect(finishesInOneRoll.length).toBe(5);
    for (const a of BOARDS.filter((board) => checkers(board) > 0)) {
      for (const b of finishesInOneRoll) {
        const exact = backgammon.winProbability({ player: asSide(a), opponent: asSide(b) }) ?? 0;
        expect(exact).toBeCloseTo(oneSidedWin(a, b), 6);
      }
    }
  });

  it('is never below it against a lone checker, never above it with a lone checker', () => {
    // A lone checker's play is forced, so only the other side's policy differs: the two-sided
    // one maximises the winning chance, the one-sided one the expected rolls.
    let strictlyBetter = 0;
    for (const a of BOARDS.filter((board) => checkers(board) > 0)) {
      for (const b of BOARDS.filter((board) => checkers(board) === 1)) {
        const exact = backgammon.winProbability({ player: asSide(a), opponent: asSide(b) }) ?? 0;
        expect(exact).toBeGreaterThanOrEqual(oneSidedWin(a, b) - 1e-6);
        if (exact > oneSidedWin(a, b) + 1e-4) strictlyBetter++;
        const mirrored = backgammon.winProbability({ player: asSide(b), opponent: asSide(a) }) ?? 1;
        expect(mirrored).toBeLessThanOrEqual(oneSidedWin(b, a) + 1e-6);
      }
    }
    expect(strictlyBetter).toBeGreaterThan(0);
  });

  it('differs from it by 1.4 points at most; the widest gap: playing to win, not for fewest rolls', () => {
    const widest = widestGap(backgammon, oneSidedWin);
    // Measured (a regression figure, not a hand count): two each on the 3-, 4- and 5-points
    // against 3, 2 and 1 checkers on the 1-, 2- and 3-points. The side on roll is behind and
    // gains 1.4 points of winning chance by playing for the quick finish.
    expect(widest.pair).toBe('0,0,2,2,2,0 vs 3,2,1,0,0,0');
    expect(widest.gap).toBeGreaterThan(0.0139);
    expect(widest.gap).toBeLessThan(0.014);
    const at = position({ 3: 2, 4: 2, 5: 2 }, { 1: 3, 2: 2, 3: 1 });
    expect(oneSided.probabilities(at)[0]).toBeCloseTo(0.2223207, 6);
    expect(backgammon.winProbability(at)).toBeCloseTo(0.2362656, 6);
  });

  it('tryktrak: differs from tryktrak’s one-sided database by 1.8 points at most', () => {
    const tryktrakOneSided = bearoffDatabase('tryktrak');
    const widest = widestGap(
      tryktrak,
      (a, b) => tryktrakOneSided.probabilities({ player: asSide(a), opponent: asSide(b) })[0],
    );
    // Measured: four on the 6-point and two on the 1-point against 1 and 2 on the 1- and 3-points.
    expect(widest.pair).toBe('2,0,0,0,0,4 vs 1,0,2,0,0,0');
    expect(widest.gap).toBeGreaterThan(0.0177);
    expect(widest.gap).toBeLessThan(0.0178);
  });
});
