import { describe, expect, it } from 'vitest';
import {
  type ComputerRequest,
  isComputerRequest,
  isShatraMoveAnswer,
  PROTOCOL_VERSION,
} from '../src';

const envelope = { protocol: PROTOCOL_VERSION, id: 1, budgetMs: 1_000 } as const;
const side = (counts: Record<number, number>) =>
  Array.from({ length: 25 }, (_, i) => counts[i] ?? 0);
const position = {
  player: side({ 5: 5, 7: 3, 12: 5, 23: 2 }),
  opponent: side({ 5: 5, 7: 3, 12: 5, 23: 2 }),
};
const context = {
  cubeValue: 1,
  owner: 'centre',
  matchLength: 0,
  computerScore: 0,
  opponentScore: 0,
  crawford: false,
  jacoby: false,
  beavers: false,
} as const;
const backgammon = { ...envelope, level: 'expert', seed: 7, context, position } as const;
const shatra = {
  ...envelope,
  game: 'shatra',
  level: 3,
  position: 'sqs/srs w Wb - - 0',
  history: [],
} as const;

const REQUESTS: readonly ComputerRequest[] = [
  { ...backgammon, kind: 'move', game: 'tryktrak', dice: [6, 5] },
  { ...backgammon, kind: 'cube-offer', game: 'backgammon', offered: 'beaver' },
  { ...backgammon, kind: 'double-decision', game: 'backgammon' },
  { ...envelope, kind: 'analyse', game: 'backgammon', record: {} as never, turn: 3 },
  { ...shatra, kind: 'move' },
  { ...shatra, kind: 'draw-offer', history: ['sqs/srs b Wb - - 0'] },
];

describe('isComputerRequest (the worker edge)', () => {
  it.each(REQUESTS.map((r) => [`${r.game} ${r.kind}`, r] as const))('accepts %s', (_, r) => {
    expect(isComputerRequest(r)).toBe(true);
  });

  it('refuses a kind of the wrong game, the wrong version, a bad budget', () => {
    const [move] = REQUESTS;
    expect(isComputerRequest({ ...move, game: 'shatra' })).toBe(false);
    expect(isComputerRequest({ ...REQUESTS[1], game: 'tryktrak' })).toBe(false);
    expect(isComputerRequest({ ...move, protocol: PROTOCOL_VERSION + 1 })).toBe(false);
    expect(isComputerRequest({ ...move, budgetMs: -1 })).toBe(false);
    expect(isComputerRequest({ ...move, budgetMs: Number.NaN })).toBe(false);
    expect(isComputerRequest({ ...move, seed: Number.POSITIVE_INFINITY })).toBe(false);
  });

  it('refuses a backgammon position or dice the engine cannot read', () => {
    const [move] = REQUESTS;
    const short = { ...position, player: position.player.slice(1) };
    expect(isComputerRequest({ ...move, position: short })).toBe(false);
    expect(
      isComputerRequest({ ...move, position: { ...position, opponent: side({ 0: 16 }) } }),
    ).toBe(false);
    expect(isComputerRequest({ ...move, position: '4HPwATDgc/ABMA' })).toBe(false);
    expect(isComputerRequest({ ...move, dice: [0, 7] })).toBe(false);
    expect(isComputerRequest({ ...move, dice: [3] })).toBe(false);
    expect(isComputerRequest({ ...move, context: { ...context, cubeValue: 0 } })).toBe(false);
  });

  it('bounds Shatra positions and history, and analysis turns', () => {
    const [, , , analyse, shatraMove] = REQUESTS;
    expect(isComputerRequest({ ...shatraMove, position: 'x'.repeat(201) })).toBe(false);
    expect(isComputerRequest({ ...shatraMove, history: [7] })).toBe(false);
    expect(isComputerRequest({ ...shatraMove, level: 4 })).toBe(false);
    expect(isComputerRequest({ ...analyse, record: [] })).toBe(false);
    expect(isComputerRequest({ ...analyse, turn: 1.5 })).toBe(false);
  });
});

describe('isShatraMoveAnswer', () => {
  it('accepts a move, with resign absent or true', () => {
    const answer = { kind: 'shatra-move', id: 2, move: '46-39' };
    expect(isShatraMoveAnswer(answer)).toBe(true);
    expect(isShatraMoveAnswer({ ...answer, resign: true })).toBe(true);
    expect(isShatraMoveAnswer({ ...answer, resign: false })).toBe(false);
    expect(isShatraMoveAnswer({ ...answer, move: 'x'.repeat(65) })).toBe(false);
    expect(isShatraMoveAnswer(undefined)).toBe(false);
  });
});
