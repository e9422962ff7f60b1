import { describe, expect, it } from 'vitest';
import {
  directionBetween,
  fileOf,
  GREAT_ROAD,
  makeFen,
  neighbour,
  rankOf,
  ray,
  START_FEN,
  START_POSITION,
  squareAt,
} from '../src/index';
import { dropsTo, expectMoves, fen, halfExcept } from './helpers';

const N = 0;
const NE = 1;
const E = 2;
const SE = 3;
const S = 4;
const SW = 5;
const W = 6;
const NW = 7;

describe('shatra.md "Board"', () => {
  it('numbers 62 squares top to bottom, left to right, on files a-g and ranks 1-14', () => {
    expect([fileOf(1), rankOf(1)]).toEqual([2, 14]);
    expect([fileOf(10), rankOf(10)]).toEqual([3, 11]);
    expect([fileOf(11), rankOf(11)]).toEqual([0, 10]);
    expect([fileOf(31), rankOf(31)]).toEqual([6, 8]);
    expect([fileOf(32), rankOf(32)]).toEqual([0, 7]);
    expect([fileOf(53), rankOf(53)]).toEqual([3, 4]);
    expect([fileOf(62), rankOf(62)]).toEqual([4, 1]);
    expect(squareAt(2, 4)).toBeUndefined();
    expect(squareAt(0, 11)).toBeUndefined();
  });

  it('the gate 53 touches 48, 49, 50 and 54, 55, 56; 48 and 54 share no line', () => {
    const around = [N, NE, E, SE, S, SW, W, NW]
      .map((d) => neighbour(53, d))
      .filter((x) => x !== undefined);
    expect(around.sort((a, b) => a - b)).toEqual([48, 49, 50, 54, 55, 56]);
    expect(ray(48, S)).toEqual([]);
    expect(ray(54, N)).toEqual([]);
    expect(ray(48, SE)).toEqual([53, 56]);
    expect(ray(54, NE)).toEqual([53, 50, 44, 38]);
    expect(directionBetween(48, 54)).toBeUndefined();
  });

  it('lines end at walls', () => {
    expect(ray(11, N)).toEqual([]);
    expect(ray(13, NE)).toEqual([10, 9]);
    expect(ray(1, E)).toEqual([2, 3]);
    expect(ray(42, N)).toEqual([35, 28, 21, 14, 10, 8, 5, 2]);
    expect(ray(17, W)).toEqual([16, 15, 14, 13, 12, 11]);
  });

  it('file d is the great road', () => {
    expect(GREAT_ROAD).toEqual([2, 5, 8, 10, 14, 21, 28, 35, 42, 49, 53, 55, 58, 61]);
    expect(GREAT_ROAD.every((sq) => fileOf(sq) === 3)).toBe(true);
  });

  it('a batyr on the gate reaches along every line to the walls', () => {
    expectMoves(fen('K52 Q53 k17'), [
      ...[49, 42, 35, 28, 21, 14, 10, 8, 5, 2].map((t) => `53-${t}`),
      ...[50, 44, 38, 48, 40, 32, 56, 54, 55, 58, 61].map((t) => `53-${t}`),
      // The fortress is open, so the piece on the gate may also drop (shatra.md, "Fortress …").
      ...dropsTo(53, halfExcept('white', [52])),
      '52-44',
      '52-45',
      '52-51',
    ]);
  });
});

describe('shatra.md "Pieces and start"', () => {
  it('the start position string', () => {
    expect(makeFen(START_POSITION)).toBe(START_FEN);
    expect(START_FEN).toBe('sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0');
    const white = [...START_POSITION.board.pieces()].filter(([, p]) => p.side === 'white');
    expect(white.map(([sq, p]) => `${p.role}${sq}`).sort()).toEqual(
      [
        'biy53',
        'batyr61',
        'tura55',
        'tura58',
        'jalkyn54',
        'jalkyn56',
        ...[57, 59, 60, 62, 46, 47, 48, 49, 50, 51, 52].map((s) => `shatra${s}`),
      ].sort(),
    );
  });

  it('White moves first: shatra steps, the next reserve piece 54 and the biy from its gate', () => {
    const shatras = [46, 47, 48, 49, 50, 51, 52].flatMap((s) => [
      `${s}-${s - 7}`,
      `${s}-${s - 14}`,
    ]);
    const drops = [54, 53].flatMap((from) =>
      Array.from({ length: 14 }, (_, i) => `${from}@${32 + i}`),
    );
    expectMoves(START_FEN, [...shatras, ...drops]);
  });
});
