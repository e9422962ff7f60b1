import { Board, makeMove, type Position, ray } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { playout } from '../../shatra/test/playout';
import { BLACK_BIT, type BoardView } from '../src/board-view';
import {
  evaluateView,
  extractFeatures,
  FEATURES,
  featureVector,
  isAttacked,
  weightVector,
} from '../src/evaluate';
import { RAY } from '../src/geometry';
import { squareEntries, TABLE_PARAMS, tableEntries, tablesFromParams } from '../src/piece-squares';
import { SearchBoard } from '../src/search-board';
import { toRulesMove } from '../src/search-move';
import { MoveGenerator } from '../src/search-moves';
import { boardView } from '../src/shatra-game';
import { FITTED_WEIGHTS } from '../src/weights';
import { place, playoutPositions } from './helpers';

const feature = (view: BoardView, name: (typeof FEATURES)[number]) =>
  extractFeatures(view, featureVector())[FEATURES.indexOf(name)];

/** Table parameters with a different value on every entry, so that any wrong index shows. */
const params = Array.from({ length: TABLE_PARAMS }, (_, i) => ((i * 7919) % 83) - 41);

/** The same position seen from the other side: squares turned 180°, colours swapped. */
function mirrored(view: BoardView): BoardView {
  const cells = new Int8Array(63);
  for (let sq = 1; sq <= 62; sq++) {
    const code = view.cells[sq] as number;
    cells[63 - sq] = code === 0 ? 0 : code ^ BLACK_BIT;
  }
  return {
    cells,
    turn: view.turn === 0 ? 1 : 0,
    reserve: [view.reserve[1], view.reserve[0]],
    pool: [view.pool[1], view.pool[0]],
  };
}

describe('the evaluation', () => {
  it("uses the rules package's lines", () => {
    for (let sq = 1; sq <= 62; sq++) {
      for (let dir = 0; dir < 8; dir++) expect(RAY[sq * 8 + dir]).toEqual(ray(sq, dir));
    }
  });

  it('scores the start position and every position of random games the same for both colours', () => {
    const weights = weightVector(FITTED_WEIGHTS);
    for (const position of playoutPositions(4, 20, 60)) {
      const view = boardView(position);
      expect(evaluateView(mirrored(view), weights, featureVector())).toBe(
        evaluateView(view, weights, featureVector()),
      );
    }
  });

  it('adds the piece-square tables (White reads its square, Black the square turned 180°), less of them in endings', () => {
    const zero = Array.from({ length: 63 }, () => 0);
    const shatra = zero.map((_, sq) => (sq === 33 ? 50 : 0));
    const squares = { biy: zero, batyr: zero, tura: zero, jalkyn: zero, shatra };
    const withTables = weightVector({ ...FITTED_WEIGHTS, squares });
    const without = weightVector(FITTED_WEIGHTS);
    const gain = (view: BoardView) =>
      evaluateView(view, withTables, featureVector()) -
      evaluateView(view, without, featureVector());
    // Six more pieces a side on squares whose entries are 0: the tables count in full.
    const rest = 'S40 S41 S42 S43 S44 S45 s17 s18 s19 s20 s21 s22';
    const at = (pieces: string, turn: 'white' | 'black' = 'white') =>
      gain(boardView(place(`${pieces} ${rest}`, turn)));
    expect(at('K61 S33 k10')).toBe(50);
    expect(at('K61 S33 k10', 'black')).toBe(-50);
    expect(at('K61 S32 k10')).toBe(0); // another square
    expect(at('K61 k10 s30')).toBe(-50); // Black's 30 is White's 33
    expect(at('K61 k10 s30', 'black')).toBe(50);
    expect(at('K61 k10 s33')).toBe(0);
    // Fewer pieces, less of the tables: 8 besides the biys, half; 4 or fewer, none.
    expect(gain(boardView(place('K61 S33 k10 S40 S41 S42 s17 s18 s19 s20')))).toBe(25);
    expect(gain(boardView(place('K61 S33 k10 S40 s17 s18')))).toBe(0);
    // A side left with one piece: an ending whatever the other has (twice 1 is under 4).
    expect(gain(boardView(place('K61 S33 k10 S40 S41 S42 S43 S44 S45 S46 S47 S48 S49 s17')))).toBe(
      0,
    );
    // Three pieces against many: as if 2 × 3 = 6 pieces, a quarter.
    expect(gain(boardView(place('K61 S33 k10 S40 S41 S42 S43 S44 S45 S46 s17 s18 s19')))).toBe(
      Math.round(50 / 4),
    );
  });

  it('scores positions the same for both colours with the learned tables too', () => {
    const weights = weightVector({ ...FITTED_WEIGHTS, ...tablesFromParams(params, 0) });
    for (const position of playoutPositions(4, 20, 60)) {
      const view = boardView(position);
      expect(evaluateView(mirrored(view), weights, featureVector())).toBe(
        evaluateView(view, weights, featureVector()),
      );
    }
  });

  it("adds exactly the tables' entries that the fitting script reads for a position", () => {
    const withTables = weightVector({ ...FITTED_WEIGHTS, ...tablesFromParams(params, 0) });
    const without = weightVector(FITTED_WEIGHTS);
    let nearTerms = 0;
    for (const position of playoutPositions(4, 20, 60)) {
      const view = boardView(position);
      let sum = 0;
      const taper = tableEntries(view, (param, sign) => {
        sum += sign * (params[param] as number);
        if (param >= 5 * 63) nearTerms++;
      });
      const expected = Math.round(taper * sum);
      const gain =
        evaluateView(view, withTables, featureVector()) -
        evaluateView(view, without, featureVector());
      expect(gain).toBe(expected);
    }
    expect(nearTerms).toBeGreaterThan(100); // the near-biy tables take part
  });

  it("the search board's own piece-square sum gives the same evaluation, move by move and back", () => {
    const weights = weightVector({ ...FITTED_WEIGHTS, ...tablesFromParams(params, 0) });
    let total = 0;
    for (const seed of [4242, 4243, 4244]) {
      // A careful playout (the rules package's own) lasts long: promotions, open fortresses.
      const game = playout(seed, 300, undefined, 6);
      const board = new SearchBoard(game.positions[0] as Position);
      board.useSquares(squareEntries(weights, FEATURES.length));
      const generator = new MoveGenerator();
      const start = board.squareSum;
      for (const played of game.moves) {
        const text = makeMove(played);
        const move = generator.generate(board).find((m) => makeMove(toRulesMove(m)) === text);
        if (move === undefined) throw new Error(`${text} not generated`);
        board.make(move);
        const kept = evaluateView(board.view, weights, featureVector(), board.attacks(), board);
        expect(kept).toBe(evaluateView(board.view, weights, featureVector()));
      }
      total += game.moves.length;
      for (let i = 0; i < game.moves.length; i++) board.unmake();
      expect(board.squareSum).toBe(start);
    }
    expect(total).toBeGreaterThan(400);
  });

  it('sees a piece that a short leaper or a long leaper could jump, and only those', () => {
    // Black's shatra on 26 is next to White's on 33; the square beyond, seen from 26, is 40.
    const cells = (pieces: string) => Board.cellsOf(place(pieces).board);
    expect(isAttacked(cells('K61 S33 k10 s26'), 33, 0)).toBe(true); // 26 jumps 33 to 40
    expect(isAttacked(cells('K61 S33 S40 k10 s26'), 33, 0)).toBe(false); // 40 is taken
    expect(isAttacked(cells('K61 S35 k10 r14'), 35, 0)).toBe(true); // tura down file d
    expect(isAttacked(cells('K61 S35 S28 k10 r14'), 35, 0)).toBe(false); // a piece between
    expect(isAttacked(cells('K61 S35 k10 b14'), 35, 0)).toBe(false); // a jalkyn leaps diagonally
    expect(isAttacked(cells('K61 S35 k10 b17'), 35, 0)).toBe(true); // 17-23-29-35, lands on 41
    expect(isAttacked(cells('K61 S35 k10 s21'), 35, 0)).toBe(false); // a shatra only next to it
  });

  it('counts the threatened biy, its escape squares and the leaper lines toward it', () => {
    // White's biy on 40, a black tura on 12 sees it down file b through empty squares.
    const open = boardView(place('K40 S61 k10 r12'));
    // Features count for the side to move (White) minus the other: the weights are negative.
    expect(feature(open, 'biyThreatened')).toBe(1);
    expect(feature(open, 'biyLeaperLines')).toBe(1);
    expect(feature({ ...open, turn: 1 }, 'biyThreatened')).toBe(-1);
    expect(feature(open, 'biyEscapes')).toBe(8);
    const shielded = boardView(place('K40 S61 S33 S26 k10 r12'));
    expect(feature(shielded, 'biyThreatened')).toBe(0);
    expect(feature(shielded, 'biyLeaperLines')).toBe(0); // two pieces between
  });

  it('counts reserve pieces apart from pieces in play, and the open great road', () => {
    const blocked: BoardView = {
      ...boardView(place('K53 R55 R47 S48 k10 s12')),
      reserve: [true, false],
    };
    expect(feature(blocked, 'reserveTura')).toBe(1);
    expect(feature(blocked, 'tura')).toBe(1);
    expect(feature(blocked, 'greatRoad')).toBe(0); // 55 leaves by 53, where the biy stands
    const open: BoardView = {
      ...boardView(place('K47 R55 R46 S48 k10 s12')),
      reserve: [true, false],
    };
    expect(feature(open, 'greatRoad')).toBe(1);
    expect(feature({ ...open, reserve: [false, false] }, 'reserveTura')).toBe(0);
  });
});
