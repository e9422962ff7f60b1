// A server message as the text a socket sends: exactly `JSON.stringify(message)`, made cheaper.
// A table's state carries its game's whole history (a backgammon state every move with the
// position after it: tens of KiB late in a game), and every whole view (a reply: watch, join,
// resync; the views after events elide it, views.ts) sends it again, while all but the newest
// move are the same objects as before: the rules never change
// a state, they make a new one that shares the old history's items. So the items of long arrays
// are serialized once, remembered by identity (a WeakMap: a finished game's texts go with its
// objects), and joined; everything else is serialized as usual.
import type { Outgoing } from './connection';

/** Arrays at least this long have their object items' texts remembered. */
const LONG = 8;
/** Objects are walked this deep looking for long arrays (a backgammon history is 6 down). */
const DEPTH = 8;

const itemTexts = new WeakMap<object, string>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && !('toJSON' in value);
}

/** An array item as JSON.stringify writes it (undefined, functions and symbols as null). */
function itemText(item: unknown, depth: number): string {
  return (isObject(item) ? json(item, depth) : JSON.stringify(item)) ?? 'null';
}

function rememberedText(item: object): string {
  let text = itemTexts.get(item);
  if (text === undefined) {
    text = JSON.stringify(item) ?? 'null';
    itemTexts.set(item, text);
  }
  return text;
}

function arrayText(array: readonly unknown[], depth: number): string {
  if (!array.some(isObject)) return JSON.stringify(array);
  const long = array.length >= LONG;
  const items: string[] = [];
  // Indices, not map(): a hole is null, as JSON.stringify writes it.
  for (let i = 0; i < array.length; i += 1) {
    const item = array[i];
    items.push(long && isObject(item) ? rememberedText(item) : itemText(item, depth + 1));
  }
  return `[${items.join(',')}]`;
}

/** `JSON.stringify(value)`, with the items of long arrays reused (see the file's comment). */
export function json(value: unknown, depth = 0): string | undefined {
  if (!isObject(value) || depth > DEPTH) return JSON.stringify(value);
  if (Array.isArray(value)) return arrayText(value, depth);
  if (!isPlain(value)) return JSON.stringify(value);
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const text = json(item, depth + 1);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

export function encode(message: Outgoing): string {
  return json(message) as string;
}
