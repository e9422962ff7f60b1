// The online table page's pure parts: the chat's channel, shown lines, unread count and
// remembered mute; the invite link; the refusal texts (every protocol error code has one, in
// every language); and the table and chat translations, the same keys in every language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, type ServerMessage } from '@ludus/protocol';
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
import type { Connection } from '../src/online/connection';
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

describe('the table client and chat-log', () => {
  /** A connection that is online and hands the test its listener. */
  function fakeConnection() {
    let listener: (message: ServerMessage) => void = () => {};
    const conn = {
      link: signal('online'),
      me: signal({ name: 'Aigerim', guest: true }),
      welcomed: signal(true),
      request: () => new Promise(() => {}),
      send: () => true,
      listen(next: (message: ServerMessage) => void) {
        listener = next;
        return () => {};
      },
      onWelcome: () => () => {},
      reportSeen: () => () => {},
      restart() {},
      close() {},
    } as unknown as Connection;
    return { conn, receive: (message: ServerMessage) => listener(message) };
  }

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
