import { describe, expect, it } from 'vitest';
import { type ComputerRequest, isComputerRequest, PROTOCOL_VERSION } from '../src';

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
/** A Shatra seat's view: the state is the table's own, checked only to be an object here. */
const shatraView = {
  spec: {
    game: 'shatra',
    seats: { white: { kind: 'human' }, black: { kind: 'computer', level: 'world-class' } },
  },
  seq: 1,
  viewer: 'black',
  toAct: ['black'],
  legal: [{ kind: 'move', move: '14-21' }, { kind: 'resign' }, { kind: 'offer-draw' }],
  state: {},
} as const;
const shatra = {
  ...decide,
  game: 'shatra',
  level: 'world-class',
  view: shatraView as never,
} as const;

/** A hint for the person's seat: the same view a computer seat would get. */
const hint = {
  ...envelope,
  kind: 'hint',
  game: 'backgammon',
  view: { ...view, viewer: 'white', toAct: ['white'] } as never,
} as const;

/** Shatra's analysis of one move: the record is the moves in notation from the start. */
const shatraAnalyse = {
  ...envelope,
  kind: 'analyse',
  game: 'shatra',
  record: { moves: ['49-42', '14-21', '42-35'] },
  move: 2,
} as const;

/** The position page's analysis: a position by its GNU Backgammon ids, at a depth. */
const position = {
  ...envelope,
  kind: 'position',
  game: 'backgammon',
  positionId: '4HPwATDgc/ABMA',
  matchId: 'cAkAAAAAAAAA',
  beavers: true,
  plies: 2,
} as const;

/** The position page's rollout: a chunk of trials, cut after 3 plies or played to the end. */
const rollout = {
  ...envelope,
  kind: 'rollout',
  game: 'backgammon',
  positionId: '4HPwATDgc/ABMA',
  matchId: 'cAkAAAAAAAAA',
  seed: 1,
  truncate: 3,
  varianceReduction: true,
  from: 36,
  count: 36,
} as const;

const REQUESTS: readonly ComputerRequest[] = [
  decide,
  { ...envelope, kind: 'analyse', game: 'backgammon', record: {} as never, turn: 3 },
  shatra,
  hint,
  { ...hint, game: 'tryktrak' },
  { ...hint, game: 'shatra', view: { ...shatraView, viewer: 'white' } as never },
  shatraAnalyse,
  { ...shatraAnalyse, record: { start: 'sqs/srs w Wb - - 0', moves: [] }, move: 0 },
  position,
  { ...position, plies: 0, beavers: false },
  rollout,
  { ...rollout, truncate: null, varianceReduction: false },
  { ...rollout, cubeful: true },
  { ...rollout, cubeful: true, cubeAction: true },
];

describe('isComputerRequest (the worker edge)', () => {
  it.each(REQUESTS.map((r) => [`${r.game} ${r.kind}`, r] as const))('accepts %s', (_, r) => {
    expect(isComputerRequest(r)).toBe(true);
  });

  it('refuses a kind of the wrong game, the wrong version, a bad budget', () => {
    expect(isComputerRequest({ ...decide, game: 'chess' })).toBe(false);
    expect(isComputerRequest({ ...REQUESTS[1], game: 'shatra' })).toBe(false);
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

  it('refuses a hint of another version, without a view, for a spectator or a bad budget', () => {
    expect(isComputerRequest({ ...hint, protocol: 3 })).toBe(false);
    const { view: _view, ...bare } = hint;
    expect(isComputerRequest(bare)).toBe(false);
    expect(isComputerRequest({ ...hint, view: { ...view, viewer: 'spectator' } })).toBe(false);
    expect(isComputerRequest({ ...hint, view: { ...view, legal: [{ kind: 'peek' }] } })).toBe(
      false,
    );
    expect(isComputerRequest({ ...hint, game: 'chess' })).toBe(false);
    expect(isComputerRequest({ ...hint, budgetMs: 600_001 })).toBe(false);
  });

  it('refuses the old Shatra requests and numbered levels, and bad analysis turns', () => {
    const [, analyse] = REQUESTS;
    const old = { ...envelope, game: 'shatra', level: 3, position: 'sqs/srs w Wb - - 0' };
    expect(isComputerRequest({ ...old, kind: 'move', history: [] })).toBe(false);
    expect(isComputerRequest({ ...old, kind: 'draw-offer', history: [] })).toBe(false);
    expect(isComputerRequest({ ...shatra, level: 3 })).toBe(false);
    expect(
      isComputerRequest({ ...shatra, view: { ...shatraView, legal: [{ kind: 'move' }] } }),
    ).toBe(false);
    expect(isComputerRequest({ ...analyse, record: [] })).toBe(false);
    expect(isComputerRequest({ ...analyse, turn: 1.5 })).toBe(false);
    // The match page's depth: 0 to 2 plies, whole.
    expect(isComputerRequest({ ...analyse, plies: 0 })).toBe(true);
    expect(isComputerRequest({ ...analyse, plies: 2 })).toBe(true);
    expect(isComputerRequest({ ...analyse, plies: 3 })).toBe(false);
    expect(isComputerRequest({ ...analyse, plies: 0.5 })).toBe(false);
    expect(isComputerRequest({ ...analyse, plies: -1 })).toBe(false);
  });

  it("refuses a Shatra analysis without its record's moves, or of a turn, or with a bad move number", () => {
    const bad = (changes: object) => isComputerRequest({ ...shatraAnalyse, ...changes });
    expect(bad({ record: {} })).toBe(false);
    expect(bad({ record: '49-42 14-21' })).toBe(false);
    expect(bad({ record: { moves: [49] } })).toBe(false);
    expect(bad({ record: { moves: [], start: 7 } })).toBe(false);
    expect(bad({ record: { moves: ['x'.repeat(201)] } })).toBe(false);
    expect(bad({ move: -1 })).toBe(false);
    expect(bad({ move: 0.5 })).toBe(false);
    const { move: _, ...withoutMove } = shatraAnalyse;
    expect(isComputerRequest({ ...withoutMove, turn: 2 })).toBe(false);
    // A backgammon analysis is not a Shatra one, nor the other way round.
    expect(isComputerRequest({ ...shatraAnalyse, game: 'backgammon' })).toBe(false);
  });

  it('refuses a position analysis at another depth, of another game, or with ids that are no text', () => {
    const bad = (changes: object) => isComputerRequest({ ...position, ...changes });
    expect(bad({ plies: 4 })).toBe(false);
    expect(bad({ plies: -1 })).toBe(false);
    expect(bad({ plies: '2' })).toBe(false);
    expect(bad({ game: 'tryktrak' })).toBe(false);
    expect(bad({ positionId: 7 })).toBe(false);
    expect(bad({ matchId: 'A'.repeat(33) })).toBe(false);
    expect(bad({ beavers: 'yes' })).toBe(false);
    const { matchId: _, ...withoutMatchId } = position;
    expect(isComputerRequest(withoutMatchId)).toBe(false);
  });
});
