// The online table page's pure parts: the chat's channel, shown lines, unread count and
// remembered mute; the invite link; the refusal texts (every protocol error code has one, in
// every language); and the table and chat translations, the same keys in every language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, PREFIX_KEY, type ServerMessage } from '@ludus/protocol';
import type { TableEvent, TableView } from '@ludus/session';
import { signal } from '@preact/signals';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MUTE,
  channelFor,
  othersCount,
  shownLines,
  unreadCount,
} from '../src/online/chat-model';
import type { Connection, Outgoing, Reply } from '../src/online/connection';
import { REFUSAL_CODES, refusalText } from '../src/online/errors';
import { type ChatLine, openOnlineTable } from '../src/online/table-client';
import { parseRecord } from '../src/storage';

// router.ts touches `window` at import; the invite link needs only its pure routeHref.
Object.assign(globalThis, { window: { addEventListener() {} }, location: { hash: '' } });
const { hasFreeSeat, inviteLink } = await import('../src/online/invite');

const root = join(import.meta.dirname, '../src/locales');
const online = (lng: string) =>
  JSON.parse(readFileSync(join(root, lng, 'online.json'), 'utf8')) as Record<string, unknown>;

const lines: ChatLine[] = [
  { channel: 'players', from: 'Aigerim', text: 'hi <b>there</b>' },
  { channel: 'spectators', from: 'Dana', text: 'go' },
  { channel: 'players', from: 'Bolat', text: 'hello' },
  { channel: 'players', from: 'Bolat', text: 'gl' },
];

describe('chat model', () => {
  it('a seat holder reads the players’ channel, everyone else the spectators’', () => {
    expect(channelFor(true)).toBe('players');
    expect(channelFor(false)).toBe('spectators');
  });

  it('shows the lines of its channel only; muted, only our own', () => {
    expect(shownLines(lines, 'players', false, 'Aigerim').map((l) => l.from)).toEqual([
      'Aigerim',
      'Bolat',
      'Bolat',
    ]);
    expect(shownLines(lines, 'spectators', false, null).map((l) => l.text)).toEqual(['go']);
    expect(shownLines(lines, 'players', true, 'Aigerim').map((l) => l.text)).toEqual([
      'hi <b>there</b>',
    ]);
    expect(shownLines(lines, 'players', true, null)).toEqual([]);
  });

  it('counts the other people’s lines as unread past those read; muted, none', () => {
    expect(othersCount(lines, 'players', 'Aigerim')).toBe(2);
    expect(othersCount(lines, 'players', 'Bolat')).toBe(1);
    expect(othersCount(lines, 'spectators', null)).toBe(1);
    expect(unreadCount(2, 0, false)).toBe(2);
    expect(unreadCount(2, 2, false)).toBe(0);
    expect(unreadCount(5, 2, true)).toBe(0);
    // A chat-log with fewer lines than were read never makes a negative count.
    expect(unreadCount(1, 3, false)).toBe(0);
  });

  it('the mute choice is a versioned boolean; anything else is corrupt', () => {
    expect(parseRecord(CHAT_MUTE, '{"v":1,"data":true}')).toEqual({ kind: 'ok', value: true });
    expect(parseRecord(CHAT_MUTE, '{"v":1,"data":false}')).toEqual({ kind: 'ok', value: false });
    expect(parseRecord(CHAT_MUTE, '{"v":1,"data":"yes"}').kind).toBe('corrupt');
    expect(parseRecord(CHAT_MUTE, null).kind).toBe('empty');
  });
});

describe('invite link', () => {
  it('is this page’s address with the table’s route', () => {
    const at = { origin: 'https://ludus.example', pathname: '/play/' };
    expect(inviteLink(at, 'nH86-cIocdPw')).toBe('https://ludus.example/play/#/online/nH86-cIocdPw');
  });

  it('is offered while a seat is free', () => {
    expect(hasFreeSeat({ white: 'Aigerim', black: null })).toBe(true);
    expect(hasFreeSeat({ white: null, black: 'Bolat' })).toBe(true);
    expect(hasFreeSeat({ white: 'Aigerim', black: 'Bolat' })).toBe(false);
  });
});

describe('refusal texts', () => {
  let t: TFunction;
  beforeAll(async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      resources: { en: { online: online('en'), backgammon: {} } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    // A board page's own translate function: the text still comes from the online namespace.
    t = instance.getFixedT('en', 'backgammon');
  });

  it('covers every protocol error code, offline and not-your-seat', () => {
    expect(REFUSAL_CODES).toEqual(expect.arrayContaining([...ERROR_CODES]));
    expect(REFUSAL_CODES).toContain('offline');
    expect(REFUSAL_CODES).toContain('not-your-seat');
  });

  it.each([...REFUSAL_CODES])('%s has its own text', (code) => {
    const text = refusalText(code, t);
    expect(text).not.toContain('table.errors');
    expect(text).not.toBe(refusalText('other', t));
  });

  it('a code outside the list gets the general text, naming it', () => {
    expect(refusalText('brand-new', t)).toBe('The server refused it (brand-new).');
    expect(refusalText('not-your-turn', t)).toBe('It is not your turn.');
  });
});

describe('table and chat translations', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];
  /** Plural keys differ by language (Polish has _few/_many): compare their base names. */
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const ours = (lng: string) => {
    const { table, chat } = online(lng);
    return [...new Set(keys({ table, chat }).map(base))].sort();
  };

  it('every language has every key of the table and the chat, and only those', () => {
    const english = ours('en');
    expect(english).toContain('table.errors.internal');
    for (const lng of readdirSync(root)) expect(ours(lng), lng).toEqual(english);
  });

  it('every text is written, and translated rather than copied', () => {
    const { table, chat } = online('en');
    const english = JSON.stringify({ table, chat });
    for (const lng of readdirSync(root)) {
      const texts = online(lng);
      const flat = JSON.stringify({ table: texts.table, chat: texts.chat });
      expect(flat, lng).not.toMatch(/: ""/);
      if (lng !== 'en') expect(flat, lng).not.toBe(english);
    }
  });
});

/**
 * A connection that is online and hands the test its listener, the requests and intents the
 * client sends (each request answered when the test says), and what it would report in hello.
 */
function fakeConnection() {
  let listener: (message: ServerMessage) => void = () => {};
  let seen: () => readonly { table: string; seq: number }[] = () => [];
  const requests: { readonly message: Outgoing; readonly answer: (reply: Reply) => void }[] = [];
  const sent: Outgoing[] = [];
  const conn = {
    link: signal('online'),
    me: signal({ name: 'Aigerim', guest: true }),
    welcomed: signal(true),
    request: (message: Outgoing) =>
      new Promise<Reply>((answer) => requests.push({ message, answer })),
    send: (message: Outgoing) => sent.push(message) > 0,
    listen(next: (message: ServerMessage) => void) {
      listener = next;
      return () => {};
    },
    onWelcome: () => () => {},
    reportSeen(source: typeof seen) {
      seen = source;
      return () => {};
    },
    restart() {},
    close() {},
  } as unknown as Connection;
  return {
    conn,
    receive: (message: ServerMessage) => listener(message),
    requests,
    sent,
    reported: () => seen(),
  };
}

describe('the table client and chat-log', () => {
  it('a chat-log replaces the chat; lines after it add to it; another table’s is ignored', () => {
    const { conn, receive } = fakeConnection();
    const table = openOnlineTable(conn, 'bg-7');
    receive({ type: 'chat', table: 'bg-7', channel: 'players', from: 'Bolat', text: 'early' });
    const log = lines.filter((line) => line.channel === 'players');
    receive({ type: 'chat-log', table: 'bg-7', lines: log });
    expect(table.info().chat).toEqual(log);
    receive({ type: 'chat-log', table: 'other', lines: [] });
    receive({ type: 'chat', table: 'bg-7', channel: 'players', from: 'Bolat', text: 'later' });
    expect(table.info().chat.map((line) => line.text)).toEqual([
      'hi <b>there</b>',
      'hello',
      'gl',
      'later',
    ]);
    table.close();
  });
});

describe('the table client and a gap in the events', () => {
  const view = (seq: number) =>
    ({
      spec: { game: 'backgammon', matchLength: 1, seats: {} },
      seq,
      viewer: 'white',
      toAct: ['white'],
      legal: [{ kind: 'roll' }],
      state: { game: 'backgammon' },
    }) as unknown as TableView;
  const event = (seq: number, seat: 'white' | 'black' = 'black'): TableEvent => ({
    seq,
    seat,
    intent: { kind: 'roll' },
    dice: [3, 1],
  });
  const events = (...seqs: number[]) =>
    ({ type: 'events', table: 'bg-7', events: seqs.map((seq) => event(seq)) }) as ServerMessage;
  const shown = (table: ReturnType<typeof openOnlineTable>) =>
    table.info().lastEvents.map((e) => e.seq);

  it('events that skip some are not taken: the missed ones are asked for with resync', async () => {
    const fake = fakeConnection();
    const table = openOnlineTable(fake.conn, 'bg-7');
    fake.receive({ type: 'view', table: 'bg-7', view: view(3) } as ServerMessage);
    fake.receive(events(4));
    expect(shown(table)).toEqual([4]);
    // White's roll is on its way at seq 4 when 5 and 6 are lost: 7 does not follow on.
    fake.receive({ type: 'view', table: 'bg-7', view: view(4) } as ServerMessage);
    const roll = table.send('white', { kind: 'roll' });
    fake.receive(events(7));
    expect(shown(table)).toEqual([4]);
    const resyncs = fake.requests.filter((r) => r.message.type === 'resync');
    expect(resyncs.map((r) => r.message)).toEqual([{ type: 'resync', table: 'bg-7', since: 4 }]);
    // The view after it shows the table; a reconnection would still ask from 4; a second gap
    // while the first is being filled asks nothing more.
    fake.receive({ type: 'view', table: 'bg-7', view: view(7) } as ServerMessage);
    expect(table.info().view?.seq).toBe(7);
    expect(fake.reported()).toEqual([{ table: 'bg-7', seq: 4 }]);
    fake.receive(events(8));
    expect(fake.requests.filter((r) => r.message.type === 'resync')).toHaveLength(1);
    // The answer: the events after 4 (white's roll among them), then the view.
    const answer = {
      type: 'events',
      id: 9,
      table: 'bg-7',
      events: [event(5, 'white'), event(6), event(7), event(8)],
    } as ServerMessage;
    resyncs[0]?.answer({ ok: true, message: answer });
    fake.receive(answer);
    expect(shown(table)).toEqual([5, 6, 7, 8]);
    expect(await roll).toEqual({ ok: true });
    fake.receive({ type: 'view', table: 'bg-7', view: view(8) } as ServerMessage);
    expect(fake.reported()).toEqual([{ table: 'bg-7', seq: 8 }]);
    // From there on as usual: events heard twice are dropped, new ones taken.
    fake.receive(events(7, 8));
    expect(shown(table)).toEqual([5, 6, 7, 8]);
    fake.receive(events(8, 9));
    expect(shown(table)).toEqual([9]);
    table.close();
  });

  it('a far resync answered with the table: its view accounts for the events', async () => {
    const fake = fakeConnection();
    const table = openOnlineTable(fake.conn, 'bg-7');
    fake.receive({ type: 'view', table: 'bg-7', view: view(3) } as ServerMessage);
    fake.receive(events(2_000));
    const [resync] = fake.requests.filter((r) => r.message.type === 'resync');
    const fresh = { type: 'view', id: 4, table: 'bg-7', view: view(2_000) } as ServerMessage;
    resync?.answer({ ok: true, message: fresh });
    fake.receive(fresh);
    await Promise.resolve();
    expect(fake.reported()).toEqual([{ table: 'bg-7', seq: 2_000 }]);
    fake.receive(events(2_001));
    expect(shown(table)).toEqual([2_001]);
    expect(fake.requests.filter((r) => r.message.type === 'resync')).toHaveLength(1);
    table.close();
  });
});

describe('the table client and elided views', () => {
  const history = (n: number) => Array.from({ length: n }, (_, i) => ({ move: i }));
  const view = (seq: number, state: unknown) =>
    ({
      spec: { game: 'backgammon', matchLength: 1, seats: {} },
      seq,
      viewer: 'white',
      toAct: ['white'],
      legal: [{ kind: 'roll' }],
      state: { game: 'backgammon', ...(state as object) },
    }) as unknown as TableView;
  const message = (seq: number, state: unknown, base?: number) =>
    ({
      type: 'view',
      table: 'bg-7',
      ...(base === undefined ? {} : { base }),
      view: view(seq, state),
    }) as ServerMessage;
  const marker = (k: number, rest: unknown[]) => ({ [PREFIX_KEY]: k, rest });
  const historyOf = (table: ReturnType<typeof openOnlineTable>) =>
    (table.info().view?.state as unknown as { history?: unknown[] } | undefined)?.history;
  const resyncs = (fake: ReturnType<typeof fakeConnection>) =>
    fake.requests.filter((r) => r.message.type === 'resync');

  it('expands a view against the last one; one that does not fit asks for the table afresh', async () => {
    const fake = fakeConnection();
    const table = openOnlineTable(fake.conn, 'bg-7');
    fake.receive(message(10, { history: history(10) }));
    fake.receive(message(11, { history: marker(10, [{ move: 10 }]) }, 10));
    expect(historyOf(table)).toEqual(history(11));
    expect(table.info().view?.seq).toBe(11);
    // Another base than the last view's (a view lost on the way): not taken; resync instead.
    fake.receive(message(13, { history: marker(12, [{ move: 12 }]) }, 12));
    expect(table.info().view?.seq).toBe(11);
    expect(resyncs(fake).map((r) => r.message)).toEqual([
      { type: 'resync', table: 'bg-7', since: 11 },
    ]);
    // A malformed marker with the right base (k past the held history): not taken either; the
    // resync already asked is enough.
    fake.receive(message(12, { history: marker(40, []) }, 11));
    fake.receive(message(12, { history: { [PREFIX_KEY]: -1, rest: 'x' } }, 11));
    expect(table.info().view?.seq).toBe(11);
    expect(historyOf(table)).toEqual(history(11));
    expect(resyncs(fake)).toHaveLength(1);
    // The answer: the events (none missed here), then the whole view; elided ones fit again.
    const answer = { type: 'events', id: 5, table: 'bg-7', events: [] } as ServerMessage;
    resyncs(fake)[0]?.answer({ ok: true, message: answer });
    fake.receive(answer);
    await Promise.resolve();
    fake.receive(message(13, { history: history(13) }));
    fake.receive(message(14, { history: marker(13, [{ move: 13 }]) }, 13));
    expect(historyOf(table)).toEqual(history(14));
    expect(fake.reported()).toEqual([{ table: 'bg-7', seq: 14 }]);
    // A failed expansion after that asks again.
    fake.receive(message(15, { history: marker(8, []) }, 3));
    expect(resyncs(fake)).toHaveLength(2);
    expect(table.info().view?.seq).toBe(14);
    table.close();
  });

  it('an elided view before any whole one is not taken', () => {
    const fake = fakeConnection();
    const table = openOnlineTable(fake.conn, 'bg-7');
    fake.receive(message(11, { history: marker(10, [{ move: 10 }]) }, 10));
    expect(table.info().view).toBeNull();
    expect(resyncs(fake).map((r) => r.message)).toEqual([
      { type: 'resync', table: 'bg-7', since: 0 },
    ]);
    table.close();
  });
});
