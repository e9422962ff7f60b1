import { describe, expect, it } from 'vitest';
import {
  type ClientMessageType,
  MAX_CLIENT_MESSAGE_BYTES,
  ONLINE_PROTOCOL_VERSION,
  parseClientMessage,
  parseServerMessage,
  type ServerMessageType,
} from '../src';
import { CLIENT_SAMPLES, SERVER_SAMPLES } from './messages';

/** The refusal of `text`: its code and message (the test fails if it was accepted). */
function refusal(text: string): { error: string; message: string } {
  const result = parseClientMessage(text);
  if (result.ok) throw new Error(`accepted: ${text.slice(0, 80)}`);
  return { error: result.error, message: result.message };
}

const ALL_CLIENT_TYPES: readonly ClientMessageType[] = [
  'hello',
  'watch',
  'unwatch',
  'intent',
  'resync',
  'chat',
  'lobby-subscribe',
  'ping',
  'join',
  'claim',
];
const ALL_SERVER_TYPES: readonly ServerMessageType[] = [
  'welcome',
  'view',
  'events',
  'error',
  'chat',
  'lobby',
  'pong',
  'seats',
  'chat-log',
  'presence',
];

describe('client ↔ server messages round-trip through JSON and the parsers', () => {
  it('the samples cover every message kind each way', () => {
    expect(new Set(CLIENT_SAMPLES.map((m) => m.type))).toEqual(new Set(ALL_CLIENT_TYPES));
    expect(new Set(SERVER_SAMPLES.map((m) => m.type))).toEqual(new Set(ALL_SERVER_TYPES));
  });

  it.each(CLIENT_SAMPLES.map((m) => [m.type, m] as const))('client %s', (_type, message) => {
    expect(parseClientMessage(JSON.stringify(message))).toEqual({ ok: true, value: message });
  });

  it.each(SERVER_SAMPLES.map((m) => [m.type, m] as const))('server %s', (_type, message) => {
    expect(parseServerMessage(JSON.stringify(message))).toEqual({ ok: true, value: message });
  });

  it('hello states the current version', () => {
    expect(ONLINE_PROTOCOL_VERSION).toBe(1);
  });
});

describe('parseClientMessage refuses with a code, and never throws', () => {
  it('too-large: over 16 KiB of UTF-8, counted in bytes, not characters', () => {
    const padded = (n: number) => `{"type":"ping"${' '.repeat(n - 15)}}`;
    expect(padded(MAX_CLIENT_MESSAGE_BYTES)).toHaveLength(MAX_CLIENT_MESSAGE_BYTES);
    expect(parseClientMessage(padded(MAX_CLIENT_MESSAGE_BYTES)).ok).toBe(true);
    expect(refusal(padded(MAX_CLIENT_MESSAGE_BYTES + 1)).error).toBe('too-large');
    // 6,000 characters of two-byte UTF-8 (12,000 bytes) pass; 9,000 (18,000 bytes) do not.
    const chat = (text: string) =>
      JSON.stringify({ type: 'chat', table: 't', channel: 'players', text });
    expect(refusal(chat('é'.repeat(6_000))).message).toBe('text: longer than 500 characters');
    expect(refusal(chat('é'.repeat(9_000))).error).toBe('too-large');
    expect(refusal(chat('😀'.repeat(4_100))).error).toBe('too-large');
  });

  it('too-large: a 1 MiB string is refused unread', () => {
    const huge = JSON.stringify({
      type: 'chat',
      table: 't',
      channel: 'players',
      text: 'x'.repeat(1 << 20),
    });
    const started = performance.now();
    expect(refusal(huge)).toEqual({
      error: 'too-large',
      message: 'a message is at most 16384 bytes',
    });
    expect(refusal('x'.repeat(1 << 20)).error).toBe('too-large');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('bad-json: malformed JSON, without quoting the input', () => {
    for (const text of [
      '',
      '{',
      '{"type":"ping"',
      "{'type':'ping'}",
      'ping',
      '{"type":"ping"}}',
      'NaN',
    ]) {
      expect(refusal(text)).toEqual({ error: 'bad-json', message: 'not well-formed JSON' });
    }
  });

  it('bad-message: not an object, an unknown type, a missing type', () => {
    expect(refusal('null')).toEqual({ error: 'bad-message', message: 'message: expected object' });
    expect(refusal('[1,2]').message).toBe('message: expected object');
    expect(refusal('"ping"').message).toBe('message: expected object');
    expect(refusal('{"type":"shout"}').message).toBe('type: not a known value');
    expect(refusal('{"id":3}').message).toBe('type: not a known value');
  });

  it('bad-message: a missing field, a wrong type, an unknown field', () => {
    expect(refusal('{"type":"watch"}').message).toBe('table: expected string');
    expect(refusal('{"type":"watch","table":7}').message).toBe('table: expected string');
    expect(refusal('{"type":"ping","id":"7"}').message).toBe('id: expected number');
    expect(refusal('{"type":"ping","id":1.5}').message).toBe('id: expected int');
    expect(refusal('{"type":"ping","id":-1}').message).toBe('id: below 0');
    expect(refusal('{"type":"ping","extra":true}').message).toBe("message: unknown field 'extra'");
    expect(refusal('{"type":"watch","table":"a b"}').message).toBe('table: characters not allowed');
    expect(refusal('{"type":"resync","table":"t","since":-1}').message).toBe('since: below 0');
    expect(refusal('{"type":"hello"}').message).toBe('v: expected number');
  });

  it('bad-message: an intent out of bounds is described by the nearest shape', () => {
    const intent = (value: unknown) =>
      refusal(JSON.stringify({ type: 'intent', table: 't', seq: 0, intent: value })).message;
    expect(intent({ kind: 'move', steps: [{ from: 1, to: 30 }] })).toBe(
      'intent.steps.0.to: above 25',
    );
    const five = Array.from({ length: 5 }, () => ({ from: 6, to: 1 }));
    expect(intent({ kind: 'move', steps: five })).toBe('intent.steps: more than 4 items');
    expect(intent({ kind: 'move', move: '46-39; drop table' })).toBe(
      'intent.move: characters not allowed',
    );
    // Shatra's resign has no level: zod reports that branch, the one that did not abort.
    expect(intent({ kind: 'resign', level: 'everything' })).toMatch(/^intent/);
    expect(intent({ kind: 'fly' })).toBe('intent.kind: not a known value');
    expect(intent('roll')).toBe('intent: expected object');
  });

  it('bad-message: a client seed or a nonce outside 1 to 64 characters of A-Z a-z 0-9 _ -', () => {
    const join = (clientSeed: unknown) =>
      parseClientMessage(JSON.stringify({ type: 'join', table: 't', clientSeed }));
    const roll = (nonce: unknown) =>
      parseClientMessage(
        JSON.stringify({ type: 'intent', table: 't', seq: 0, intent: { kind: 'roll' }, nonce }),
      );
    for (const good of ['a', 'A-z_09', 'x'.repeat(64)]) {
      expect(join(good).ok, good).toBe(true);
      expect(roll(good).ok, good).toBe(true);
    }
    for (const bad of ['', 'x'.repeat(65), 'a:b', 'a b', 'a+b/c=', 'ä', 7, null]) {
      expect(join(bad), String(bad)).toMatchObject({ ok: false, error: 'bad-message' });
      expect(roll(bad), String(bad)).toMatchObject({ ok: false, error: 'bad-message' });
    }
  });

  it('bad-message: chat bounds (500 characters, no control characters but the line break)', () => {
    const chat = (text: string) =>
      JSON.stringify({ type: 'chat', table: 't', channel: 'players', text });
    expect(parseClientMessage(chat('x'.repeat(500))).ok).toBe(true);
    expect(refusal(chat('x'.repeat(501))).message).toBe('text: longer than 500 characters');
    expect(refusal(chat('')).message).toBe('text: shorter than 1 characters');
    expect(refusal(chat('ring\u0007')).message).toBe('text: characters not allowed');
    expect(refusal(chat('a\u0000b')).message).toBe('text: characters not allowed');
    const channel = JSON.stringify({ type: 'chat', table: 't', channel: 'all', text: 'hi' });
    expect(refusal(channel).message).toBe('channel: not one of "players", "spectators"');
  });

  it('unsupported-version: a hello of another version, whatever else it holds', () => {
    expect(refusal('{"type":"hello","v":2,"features":["x"]}')).toEqual({
      error: 'unsupported-version',
      message: 'this server speaks version 1, not 2',
    });
    expect(refusal('{"type":"hello","v":0}').error).toBe('unsupported-version');
    expect(refusal('{"type":"hello","v":"1"}').error).toBe('bad-message');
  });

  it('prototype-pollution keys are refused anywhere, and pollute nothing', () => {
    const cases = [
      '{"type":"ping","__proto__":{"polluted":true}}',
      '{"type":"intent","table":"t","seq":0,"intent":{"kind":"roll","__proto__":{"polluted":1}}}',
      '{"type":"ping","constructor":{"prototype":{"polluted":true}}}',
      '{"type":"hello","v":1,"lastSeen":[{"table":"t","seq":1,"prototype":1}]}',
    ];
    for (const text of cases) {
      expect(refusal(text).error).toBe('bad-message');
      expect(refusal(text).message).toMatch(/^forbidden key '(__proto__|constructor|prototype)'$/);
    }
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('quotes at most a few dozen characters of the input', () => {
    const key = 'k'.repeat(10_000);
    const { message } = refusal(`{"type":"ping","${key}":1}`);
    expect(message).toBe(`message: unknown field '${'k'.repeat(24)}…'`);
    expect(refusal(JSON.stringify({ type: 'ping', '\u0000\u202e': 1 })).message).toBe(
      "message: unknown field '??'",
    );
    const shout = refusal(JSON.stringify({ type: 'x'.repeat(10_000) })).message;
    expect(shout).not.toContain('xx');
  });

  it('input that is not a string, or nested too deep, is refused without throwing', () => {
    expect(parseClientMessage(42 as unknown as string).ok).toBe(false);
    expect(parseClientMessage(undefined as unknown as string).ok).toBe(false);
    const deep = `${'['.repeat(8_000)}${']'.repeat(8_000)}`;
    // 'nested too deep' where the stack runs out, 'message: expected object' where it does not.
    expect(refusal(deep).error).toBe('bad-message');
    const deepObject = `${'{"a":'.repeat(2_500)}1${'}'.repeat(2_500)}`;
    expect(refusal(deepObject).error).toBe('bad-message');
  });
});

describe('parseServerMessage', () => {
  it('refuses an unknown error code, a view without its outer shape, an oversized frame', () => {
    const error = { type: 'error', code: 'oops', message: 'x' };
    expect(parseServerMessage(JSON.stringify(error))).toMatchObject({
      ok: false,
      error: 'bad-message',
    });
    const view = { type: 'view', table: 't', view: { seq: 1 } };
    expect(parseServerMessage(JSON.stringify(view))).toEqual({
      ok: false,
      error: 'bad-message',
      message: 'view: not valid',
    });
    const events = {
      type: 'events',
      table: 't',
      events: [{ seq: 0, seat: 'white', intent: { kind: 'roll' }, dice: [] }],
    };
    expect(parseServerMessage(JSON.stringify(events))).toMatchObject({
      ok: false,
      message: 'events.0.seq: below 1',
    });
    expect(parseServerMessage(' '.repeat((1 << 20) + 1))).toMatchObject({ error: 'too-large' });
  });

  it('ignores fields a newer server adds', () => {
    const pong = parseServerMessage('{"type":"pong","id":1,"load":0.5}');
    expect(pong).toEqual({ ok: true, value: { type: 'pong', id: 1 } });
  });
});
