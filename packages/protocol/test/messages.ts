// One sample of every message kind each way, for the round-trip and refusal tests.
import type { TableView } from '@ludus/session';
import type { ClientMessage, ServerMessage } from '../src';

export const CLIENT_SAMPLES: readonly ClientMessage[] = [
  { type: 'hello', v: 1 },
  { type: 'hello', id: 1, v: 1, lastSeen: [{ table: 'bg-7', seq: 12 }] },
  { type: 'watch', id: 2, table: 'bg-7' },
  { type: 'unwatch', table: 'bg-7' },
  { type: 'intent', id: 3, table: 'bg-7', seq: 12, intent: { kind: 'roll' }, nonce: 'q3Z_k-9' },
  {
    type: 'intent',
    table: 'bg-7',
    seq: 13,
    intent: {
      kind: 'move',
      steps: [
        { from: 25, to: 22 },
        { from: 6, to: 0 },
      ],
    },
  },
  { type: 'intent', table: 'bg-7', seq: 14, intent: { kind: 'move', steps: [] } },
  { type: 'intent', table: 'bg-7', seq: 14, intent: { kind: 'resign', level: 'gammon' } },
  { type: 'intent', table: 'sh_1', seq: 0, intent: { kind: 'move', move: '24x10x2=Qx9' } },
  { type: 'intent', table: 'sh_1', seq: 3, intent: { kind: 'offer-draw' } },
  { type: 'resync', id: 4, table: 'bg-7', since: 10 },
  { type: 'chat', id: 5, table: 'bg-7', channel: 'players', text: 'good luck!\nhave fun' },
  { type: 'chat', table: 'bg-7', channel: 'spectators', text: 'Ура, 6-6 ✓' },
  { type: 'lobby-subscribe', id: 6 },
  { type: 'ping' },
  { type: 'ping', id: 7 },
  { type: 'join', id: 8, table: 'bg-7' },
  { type: 'join', table: 'bg-7', seat: 'black', clientSeed: 'wS3dQ9vK1mZx-_Ab2cD3eF' },
  { type: 'claim', id: 11, table: 'bg-7' },
];

const view = {
  spec: {
    game: 'backgammon',
    matchLength: 5,
    seats: { white: { kind: 'human' }, black: { kind: 'computer', level: 'expert' } },
  },
  seq: 3,
  viewer: 'white',
  toAct: ['white'],
  legal: [{ kind: 'roll' }, { kind: 'double' }],
  state: { game: 'backgammon', match: { games: [] }, seenGames: 0 },
} as unknown as TableView;

export const SERVER_SAMPLES: readonly ServerMessage[] = [
  { type: 'welcome', id: 1, v: 1, you: { name: 'Aigerim', guest: false } },
  { type: 'welcome', v: 1, you: { name: 'guest-4711', guest: true } },
  { type: 'welcome', v: 1, you: null },
  { type: 'view', id: 2, table: 'bg-7', view },
  // After an event: the history's first 8 items are those of the view at seq 3 (view-delta.ts).
  {
    type: 'view',
    table: 'bg-7',
    base: 3,
    view: {
      ...view,
      seq: 4,
      state: { game: 'backgammon', match: { games: { $prefix: 8, rest: [{}] } }, seenGames: 0 },
    } as unknown as TableView,
  },
  {
    type: 'events',
    table: 'bg-7',
    events: [
      { seq: 1, seat: 'white', intent: { kind: 'roll' }, dice: [3, 1] },
      {
        seq: 2,
        seat: 'white',
        intent: {
          kind: 'move',
          steps: [
            { from: 8, to: 5 },
            { from: 6, to: 5 },
          ],
        },
        dice: [],
      },
    ],
  },
  { type: 'error', id: 3, code: 'not-your-turn', message: 'it is black’s turn' },
  { type: 'error', code: 'bad-json', message: 'not well-formed JSON' },
  { type: 'chat', table: 'bg-7', channel: 'players', from: 'Aigerim', text: 'gg' },
  {
    type: 'lobby',
    id: 6,
    tables: [
      {
        table: 'bg-7',
        game: 'backgammon',
        matchLength: 5,
        seats: { white: 'Aigerim', black: null },
        spectators: 2,
      },
      {
        table: 'sh_1',
        game: 'shatra',
        matchLength: 0,
        seats: { white: 'Bolat', black: 'Dana' },
        spectators: 0,
      },
    ],
  },
  { type: 'pong', id: 7 },
  { type: 'presence', table: 'bg-7', away: [{ seat: 'black', claimInMs: 31500 }] },
  { type: 'presence', table: 'bg-7', away: [] },
  {
    type: 'seats',
    id: 8,
    table: 'bg-7',
    seats: { white: 'Aigerim', black: 'Bolat' },
    status: 'playing',
    commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  },
  { type: 'seats', table: 'sh_1', seats: { white: 'Dana', black: null }, status: 'open' },
  { type: 'error', id: 8, code: 'seat-taken', message: 'no free seat' },
  {
    type: 'chat-log',
    table: 'bg-7',
    lines: [
      { channel: 'players', from: 'Aigerim', text: 'good luck!' },
      { channel: 'players', from: 'Bolat', text: 'gg <b>not bold</b>' },
    ],
  },
  { type: 'chat-log', table: 'sh_1', lines: [] },
];
