// The edge: text from a socket or a file becomes a typed message, or a coded refusal. Nothing here
// throws, whatever the input: the size is checked before parsing (a 1 MiB frame is refused
// unread), JSON.parse's own error text is never passed on (V8 quotes the input in it), and a
// refusal's message quotes at most a few dozen characters of the input.
import type { Result } from '@ludus/backgammon';
import type { SavedTable } from '@ludus/session';
import type * as z from 'zod/mini';
import {
  type ClientMessage,
  ClientMessageSchema,
  type EdgeErrorCode,
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_SERVER_MESSAGE_BYTES,
  ONLINE_PROTOCOL_VERSION,
  type ServerMessage,
  ServerMessageSchema,
} from './online';
import { SavedTableSchema } from './table';

/** A save holds at most 10,000 log entries of well under 100 bytes each. */
export const MAX_SAVED_TABLE_BYTES = 2 * 1024 * 1024;

/**
 * Keys that, written into an object by careless code (`Object.assign`, a deep merge), change its
 * prototype. No message of ours has them, so any message holding one is refused outright.
 */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** How much of an input key a refusal may quote. */
const QUOTE_LENGTH = 24;
/** A refusal's whole message: the path, the fault, a quoted key. */
const REASON_LENGTH = 120;

type JsonCode = 'too-large' | 'bad-json' | 'bad-message';

function fail<E extends string>(
  error: E,
  message: string,
): { ok: false; error: E; message: string } {
  return { ok: false, error, message: message.slice(0, REASON_LENGTH) };
}

/** UTF-8 length, without encoding: a lone surrogate counts 3 bytes, as TextEncoder writes it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit < 0xdc00 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next < 0xe000) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** A key of the input made safe to quote: short, and printable ASCII only. */
function quote(text: string): string {
  const clipped = text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text;
  return `'${clipped.replace(/[^\x20-\x7e…]/g, '?')}'`;
}

/** Size, then JSON, then forbidden keys anywhere in the tree. */
function readJson(text: unknown, maxBytes: number): Result<unknown, JsonCode> {
  if (typeof text !== 'string') return fail('bad-message', 'not a text message');
  // UTF-8 never takes fewer bytes than UTF-16 code units: the cheap test first.
  if (text.length > maxBytes || utf8Length(text) > maxBytes) {
    return fail('too-large', `a message is at most ${maxBytes} bytes`);
  }
  let forbidden: string | undefined;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, item: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) forbidden ??= key;
      return item;
    });
  } catch (error) {
    // A RangeError is the stack running out in the reviver: JSON nested thousands deep.
    if (error instanceof RangeError) return fail('bad-message', 'nested too deep');
    return fail('bad-json', 'not well-formed JSON');
  }
  if (forbidden !== undefined) return fail('bad-message', `forbidden key ${quote(forbidden)}`);
  return { ok: true, value };
}

type Issue = z.core.$ZodIssue;

function pathText(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'message' : path.map((part) => String(part)).join('.');
}

/** The fault of one issue in a few words; only unknown keys come from the input (quoted). */
function fault(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `longer than ${issue.maximum} characters`
        : issue.origin === 'array'
          ? `more than ${issue.maximum} items`
          : `above ${issue.maximum}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `shorter than ${issue.minimum} characters`
        : issue.origin === 'array'
          ? `fewer than ${issue.minimum} items`
          : `below ${issue.minimum}`;
    case 'invalid_value':
      return `not one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field ${quote(issue.keys[0] ?? '')}`;
    case 'invalid_format':
      return 'characters not allowed';
    case 'invalid_union':
      return issue.discriminator === undefined ? 'matches no shape' : 'not a known value';
    default:
      return 'not valid';
  }
}

/**
 * One issue as `path: fault`. A union that fails in every branch is described by the branch
 * that came nearest (fewest issues): for `{kind: 'move', steps: [{from: 1, to: 30}]}` that is
 * backgammon's "intent.steps.0.to: above 25", not "intent: matches no shape".
 */
function describe(issue: Issue, prefix: readonly PropertyKey[] = []): string {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const nearest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    const first = nearest[0];
    if (first) return describe(first, path);
  }
  return `${pathText(path)}: ${fault(issue)}`;
}

/**
 * A value already read from JSON (an HTTP body the server's parser read) against `schema`: the
 * value, or `bad-message` with the path and the fault, as a WebSocket message is described.
 */
export function checked<T>(schema: z.ZodMiniType<T>, value: unknown): Result<T, 'bad-message'> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const first = parsed.error.issues[0];
  return fail('bad-message', first ? describe(first) : 'not valid');
}

/** A client's `hello` of another version is told so, whatever else it holds. */
function otherVersion(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, v } = value as { type?: unknown; v?: unknown };
  return type === 'hello' && typeof v === 'number' && v !== ONLINE_PROTOCOL_VERSION ? v : undefined;
}

/**
 * The server's edge: one WebSocket text frame to a client message, or `too-large` (over 16 KiB
 * of UTF-8), `bad-json`, `unsupported-version` (a `hello` of another version) or `bad-message`
 * (wrong shape, with the path and the fault). Never throws.
 */
export function parseClientMessage(text: string): Result<ClientMessage, EdgeErrorCode> {
  const json = readJson(text, MAX_CLIENT_MESSAGE_BYTES);
  if (!json.ok) return json;
  const version = otherVersion(json.value);
  if (version !== undefined) {
    return fail(
      'unsupported-version',
      `this server speaks version ${ONLINE_PROTOCOL_VERSION}, not ${String(version).slice(0, 20)}`,
    );
  }
  return checked(ClientMessageSchema, json.value);
}

/** The client's edge: a frame from the server, checked the same way (its limit is 1 MiB). */
export function parseServerMessage(text: string): Result<ServerMessage, JsonCode> {
  const json = readJson(text, MAX_SERVER_MESSAGE_BYTES);
  return json.ok ? checked(ServerMessageSchema, json.value) : json;
}

/** A saved table read from storage or a file; the log is then replayed by session's `restore`. */
export function parseSavedTable(text: string): Result<SavedTable, JsonCode> {
  const json = readJson(text, MAX_SAVED_TABLE_BYTES);
  return json.ok ? checked(SavedTableSchema, json.value) : json;
}
