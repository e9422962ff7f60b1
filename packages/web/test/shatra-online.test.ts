// The pure parts of the online Shatra page: what a seat's (or a spectator's) view lets the person
// here do, which events are still to be announced, and what the announcement plays and says.
import {
  apply,
  createTable,
  type Seat,
  type ShatraIntent,
  type ShatraTable,
  seededDiceProvider,
  type TableEvent,
  type TableView,
  type Viewer,
  view,
} from '@ludus/session';
import { legalMoves, makeMove, START_POSITION } from '@ludus/shatra';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableInfo } from '../src/online/table-client';

const sounds: string[] = [];
vi.mock('../src/sound', () => ({ playSound: (kind: string) => sounds.push(kind) }));
vi.mock('../src/i18n', () => ({
  translate: (ns: string, key: string, options?: Record<string, unknown>) =>
    `${ns}:${key}${options ? JSON.stringify(options) : ''}`,
}));

const { notices } = await import('../src/notices');
const { announce, announceEvents } = await import('../src/shatra/announce');
const { onlineShatraState, refusalText, unheardEvents, voiceFor } = await import(
  '../src/shatra/online'
);

const SPEC = {
  game: 'shatra',
  seats: { white: { kind: 'human' }, black: { kind: 'human' } },
} as const;

function fresh(): ShatraTable {
  const made = createTable(SPEC, seededDiceProvider(1));
  if (!made.ok) throw new Error(made.message);
  return made.value as ShatraTable;
}

function play(table: ShatraTable, seat: Seat, intent: ShatraIntent): ShatraTable {
  const applied = apply(table, seat, intent);
  if (!applied.ok) throw new Error(applied.message);
  return applied.value.table as ShatraTable;
}

/** The side to move's first legal move, as the table takes it. */
function firstMove(table: ShatraTable): ShatraIntent {
  const move = legalMoves(table.state.shatra.position)[0];
  if (!move) throw new Error('no legal move');
  return { kind: 'move', move: makeMove(move) };
}

function infoOf(table: ShatraTable, viewer: Viewer, status: TableInfo['status']): TableInfo {
  return {
    view: view(table, viewer),
    seats: { white: 'ann', black: 'bob' },
    status,
    seat: viewer === 'spectator' ? null : viewer,
    viewAt: 0,
    away: [],
    awayAt: 0,
    chat: [],
    lastEvents: table.events.slice(-1),
    missing: false,
    commitment: null,
  };
}

describe('what a Shatra table on the server lets the person here do', () => {
  it('shows nothing before a Shatra view has come', () => {
    const none = { ...infoOf(fresh(), 'white', 'playing'), view: null };
    expect(onlineShatraState(none)).toBeNull();
    const backgammon = { ...none, view: { spec: { game: 'backgammon' } } as unknown as TableView };
    expect(onlineShatraState(backgammon)).toBeNull();
  });

  it('lets the side to move move, and only it; both may resign or offer a draw', () => {
    const table = fresh();
    const white = onlineShatraState(infoOf(table, 'white', 'playing'));
    const black = onlineShatraState(infoOf(table, 'black', 'playing'));
    expect(white).toMatchObject({ seat: 'white', mayMove: true, canResign: true });
    expect(white).toMatchObject({ canOfferDraw: true, canAnswerDraw: false, waiting: false });
    expect(black).toMatchObject({ seat: 'black', mayMove: false, canResign: true });
    expect(white?.game.position).toEqual(START_POSITION);
    const after = play(table, 'white', firstMove(table));
    expect(onlineShatraState(infoOf(after, 'black', 'playing'))?.mayMove).toBe(true);
    expect(onlineShatraState(infoOf(after, 'white', 'playing'))?.mayMove).toBe(false);
  });

  it('lets a spectator act in nothing', () => {
    const state = onlineShatraState(infoOf(fresh(), 'spectator', 'playing'));
    expect(state).toMatchObject({ seat: null, mayMove: false, canResign: false });
    expect(state).toMatchObject({ canOfferDraw: false, canAnswerDraw: false });
  });

  it('waits for the second player before anybody acts', () => {
    const state = onlineShatraState(infoOf(fresh(), 'white', 'open'));
    expect(state).toMatchObject({ waiting: true, mayMove: false, canResign: false });
    expect(onlineShatraState(infoOf(fresh(), 'white', null))?.mayMove).toBe(false);
  });

  it('asks only the other seat to answer a draw offer', () => {
    const offered = play(fresh(), 'white', { kind: 'offer-draw' });
    const white = onlineShatraState(infoOf(offered, 'white', 'playing'));
    const black = onlineShatraState(infoOf(offered, 'black', 'playing'));
    const watcher = onlineShatraState(infoOf(offered, 'spectator', 'playing'));
    expect(white).toMatchObject({ drawOffer: 'white', canOfferDraw: false, canAnswerDraw: false });
    expect(black).toMatchObject({ drawOffer: 'white', canAnswerDraw: true, mayMove: false });
    expect(watcher).toMatchObject({ drawOffer: 'white', canAnswerDraw: false });
  });

  it('lets nobody act once the game is over', () => {
    const resigned = play(fresh(), 'black', { kind: 'resign' });
    for (const viewer of ['white', 'black'] as const) {
      const state = onlineShatraState(infoOf(resigned, viewer, 'finished'));
      expect(state).toMatchObject({ playing: false, mayMove: false, canResign: false });
      expect(state).toMatchObject({ canOfferDraw: false, drawOffer: null, waiting: false });
      expect(state?.game.outcome).toEqual({ kind: 'win', winner: 'white', reason: 'resignation' });
    }
  });
});

describe('the online Shatra announcements', () => {
  beforeEach(() => {
    sounds.length = 0;
    notices.value = [];
  });

  it('announces an event once the view shows it, and never twice', () => {
    const table = fresh();
    const moved = play(table, 'white', firstMove(table));
    const events = moved.events as readonly TableEvent<ShatraIntent>[];
    // The events message comes before its view: nothing yet.
    const before = { ...infoOf(table, 'black', 'playing'), lastEvents: events };
    expect(unheardEvents(before, 0)).toEqual([]);
    const shown = infoOf(moved, 'black', 'playing');
    expect(unheardEvents(shown, 0)).toEqual(events);
    expect(unheardEvents(shown, 1)).toEqual([]);
  });

  it("puts the opponent's intents in words, never the player's own or a spectator's", () => {
    expect(voiceFor('white')('black')).toBe('opponent');
    expect(voiceFor('white')('white')).toBeNull();
    expect(voiceFor(null)('black')).toBeNull();
    const declined = [{ seat: 'black' as const, intent: { kind: 'decline-draw' } as const }];
    announceEvents(declined, false, voiceFor('white'));
    expect(notices.value.map((n) => n.text)).toEqual(['shatra:online.drawDeclined']);
    announceEvents(declined, false, voiceFor(null));
    expect(notices.value).toHaveLength(1);
  });

  it('plays a move, a capture and the end', () => {
    const moves: ShatraIntent[] = [
      { kind: 'move', move: '46-39' },
      { kind: 'move', move: '39x25' },
    ];
    announceEvents(
      moves.map((intent) => ({ seat: 'white', intent })),
      true,
      () => null,
    );
    expect(sounds).toEqual(['move', 'hit', 'end']);
  });

  it("says the computer's answers at a local table, once per change", () => {
    const computer = {
      ...SPEC,
      seats: { white: { kind: 'human' }, black: { kind: 'computer', level: 'beginner' } },
    } as const;
    const made = createTable(computer, seededDiceProvider(1));
    if (!made.ok) throw new Error(made.message);
    const table = made.value as ShatraTable;
    const offered = play(table, 'white', { kind: 'offer-draw' });
    const declined = play(offered, 'black', { kind: 'decline-draw' });
    announce(table, offered);
    announce(offered, declined);
    announce(declined, declined);
    expect(notices.value.map((n) => n.text)).toEqual(['shatra:messages.drawDeclined']);
    const resigned = play(declined, 'black', { kind: 'resign' });
    announce(declined, resigned);
    expect(notices.value.at(-1)?.text).toBe('shatra:messages.computerResigned');
    expect(sounds).toEqual(['end']);
  });

  it("words a refusal with the server's message", () => {
    const text = refusalText({ ok: false, error: 'illegal', message: 'no such move' });
    expect(text).toBe('shatra:messages.refused{"reason":"no such move"}');
  });
});
