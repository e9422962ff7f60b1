import { describe, expect, it } from 'vitest';
import {
  type ComputerRequest,
  isComputerRequest,
  isShatraMoveAnswer,
  PROTOCOL_VERSION,
} from '../src';

const envelope = { protocol: PROTOCOL_VERSION, id: 1, budgetMs: 1_000 } as const;
const view = {
  spec: {
    game: 'backgammon',
    matchLength: 0,
    seats: { white: { kind: 'human' }, black: { kind: 'computer', level: 'expert' } },
  },
  seq: 3,
  viewer: 'black',
  toAct: ['black'],
  legal: [{ kind: 'roll' }, { kind: 'double' }],
  state: {},
} as const;
const decide = {
  ...envelope,
  kind: 'decide',
  game: 'backgammon',
  level: 'expert',
  seed: 7,
  view: view as never,
} as const;
const shatra = {
  ...envelope,
  game: 'shatra',
  level: 3,
  position: 'sqs/srs w Wb - - 0',
  history: [],
} as const;

const REQUESTS: readonly ComputerRequest[] = [
  decide,
  { ...envelope, kind: 'analyse', game: 'backgammon', record: {} as never, turn: 3 },
  { ...shatra, kind: 'move' },
  { ...shatra, kind: 'draw-offer', history: ['sqs/srs b Wb - - 0'] },
];

describe('isComputerRequest (the worker edge)', () => {
  it.each(REQUESTS.map((r) => [`${r.game} ${r.kind}`, r] as const))('accepts %s', (_, r) => {
    expect(isComputerRequest(r)).toBe(true);
  });

  it('refuses a kind of the wrong game, the wrong version, a bad budget', () => {
    expect(isComputerRequest({ ...decide, game: 'chess' })).toBe(false);
    expect(isComputerRequest({ ...REQUESTS[2], game: 'tryktrak' })).toBe(false);
    expect(isComputerRequest({ ...decide, protocol: PROTOCOL_VERSION + 1 })).toBe(false);
    expect(isComputerRequest({ ...decide, budgetMs: -1 })).toBe(false);
    expect(isComputerRequest({ ...decide, budgetMs: Number.NaN })).toBe(false);
    expect(isComputerRequest({ ...decide, seed: Number.POSITIVE_INFINITY })).toBe(false);
  });

  it('refuses a view whose seat, intents or spec the worker cannot read', () => {
    const bad = (changes: object) => ({ ...decide, view: { ...view, ...changes } });
    expect(isComputerRequest(bad({ viewer: 'spectator' }))).toBe(false);
    expect(isComputerRequest(bad({ legal: [{ kind: 'fly' }] }))).toBe(false);
    expect(isComputerRequest(bad({ spec: { ...view.spec, matchLength: 99 } }))).toBe(false);
    expect(isComputerRequest(bad({ state: null }))).toBe(false);
    expect(isComputerRequest({ ...decide, view: '{}' })).toBe(false);
    expect(isComputerRequest({ ...decide, level: 3 })).toBe(false);
  });

  it('bounds Shatra positions and history, and analysis turns', () => {
    const [, analyse, shatraMove] = REQUESTS;
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
