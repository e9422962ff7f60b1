// History elision on the wire (PROTOCOL.md, "History elision"). A table's state carries its
// game's whole history (a backgammon state every move with the position after it, and the
// match's finished games; a Shatra state its game's moves and positions): tens of KiB late in a
// game, sent to every watcher again after every event. The rules never change a state: they make
// a new one that shares the old history's items, so after an event most of a long array is the
// very items (===) the watcher was sent last time. `elide` writes such an array as a marker,
// `{"$prefix": k, "rest": [...]}`: the first k items are those of the array at the same path in
// the state this socket was sent last, the rest follow. `expand` is the inverse, on the client,
// against the state it holds; it answers null (never throws) when a marker cannot be resolved,
// and the client then asks for the table afresh. No rules object has a key starting with `$`,
// so a marker never clashes with real data (and `elide` elides nothing if one ever did).
// Pure: plain objects and arrays only, walked to a bounded depth.
import * as z from 'zod/mini';
import { intIn } from './bounds';

/** The key that makes an object a marker. */
export const PREFIX_KEY = '$prefix';
/** Arrays shorter than this are never elided: their marker would save little. */
export const ELIDE_MIN_ITEMS = 8;
/**
 * Markers are written, and read, this deep at most in a state (a backgammon history is 4 down,
 * a finished game's 5: state.match.previous[i].state.history).
 */
export const ELIDE_MAX_DEPTH = 8;

/** A marker as the edge reads it: k a non-negative integer, the rest an array; nothing else. */
export const ElidedPrefixSchema = z.strictObject({
  [PREFIX_KEY]: intIn(0, 2 ** 31 - 1),
  rest: z.array(z.unknown()),
});
export type ElidedPrefix = z.infer<typeof ElidedPrefixSchema>;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** A plain object (what JSON writes key by key), not a class instance nor one with toJSON. */
function isPlain(value: object): value is Json {
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && !('toJSON' in value);
}

/** `value[key]` when it is `value`'s own, else undefined (never a prototype's member). */
function own(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? (value as Json)[key] : undefined;
}

/** An item worth a marker's place: an object or a string (a board's numbers are not). */
const weighty = (item: unknown) => isObject(item) || typeof item === 'string';

interface Walk {
  /** Markers written. */
  elided: number;
  /** The state holds a real `$prefix` key: nothing may be elided. */
  clash: boolean;
}

/**
 * `current` with each array whose first k ≥ 8 items are those of the array at the same path in
 * `previous` written as a marker, and the rest as it is: `current` itself (the same object) when
 * nothing was elided, so a caller knows to send it whole. `JSON.stringify(expand(previous,
 * elide(previous, current)))` is `JSON.stringify(current)` for the JSON `previous` was sent as.
 */
export function elide(previous: unknown, current: unknown): unknown {
  const walk: Walk = { elided: 0, clash: false };
  const wire = elideValue(previous, current, 0, walk);
  return walk.clash || walk.elided === 0 ? current : wire;
}

function elideValue(previous: unknown, current: unknown, depth: number, walk: Walk): unknown {
  if (!isObject(current) || depth > ELIDE_MAX_DEPTH) return current;
  if (Array.isArray(current)) return elideArray(previous, current, depth, walk);
  if (!isPlain(current)) return current;
  if (Object.hasOwn(current, PREFIX_KEY)) {
    walk.clash = true;
    return current;
  }
  let copy: Json | undefined;
  for (const key of Object.keys(current)) {
    const item = current[key];
    const wire = elideValue(own(previous, key), item, depth + 1, walk);
    // Copied on the first change only, keys in their order: JSON writes the same text.
    if (wire !== item) {
      copy ??= { ...current };
      copy[key] = wire;
    }
  }
  return copy ?? current;
}

function elideArray(
  previous: unknown,
  current: readonly unknown[],
  depth: number,
  walk: Walk,
): unknown {
  const before = Array.isArray(previous) ? (previous as readonly unknown[]) : undefined;
  let shared = 0;
  let worth = false;
  if (before && current.length >= ELIDE_MIN_ITEMS) {
    const n = Math.min(before.length, current.length);
    while (shared < n && current[shared] === before[shared]) {
      worth ||= weighty(current[shared]);
      shared += 1;
    }
  }
  const elided = worth && shared >= ELIDE_MIN_ITEMS ? shared : 0;
  let changed = elided > 0;
  const rest: unknown[] = [];
  // Indices, not map(): a hole is undefined, written as null, as JSON.stringify writes it.
  for (let i = elided; i < current.length; i += 1) {
    const item = current[i];
    const wire = elideValue(before?.[i], item, depth + 1, walk);
    changed ||= wire !== item;
    rest.push(wire);
  }
  if (!changed) return current;
  if (elided === 0) return rest;
  walk.elided += 1;
  return { [PREFIX_KEY]: elided, rest };
}

/** A marker that cannot be resolved: expand answers null. */
const UNRESOLVED = Symbol('unresolved');

/**
 * The state `wire` stands for, its markers resolved against `previous` (the state the client
 * holds, as JSON gave it); null when one cannot be: no previous array at its path, k longer than
 * that array, or a malformed marker. Never throws; `previous` is not changed (its items are
 * shared, as the server's states share them).
 */
export function expand(previous: unknown, wire: unknown): unknown {
  try {
    const value = expandValue(previous, wire, 0);
    return value === UNRESOLVED ? null : value;
  } catch {
    // Nothing above throws on JSON; a hostile getter or a stack overflow still never escapes.
    return null;
  }
}

function expandValue(previous: unknown, wire: unknown, depth: number): unknown {
  if (!isObject(wire) || depth > ELIDE_MAX_DEPTH) return wire;
  if (Array.isArray(wire)) return expandItems(previous, wire, 0, depth);
  if (Object.hasOwn(wire, PREFIX_KEY)) return expandMarker(previous, wire, depth);
  let copy: Json | undefined;
  const object = wire as Json;
  for (const key of Object.keys(object)) {
    const item = object[key];
    const value = expandValue(own(previous, key), item, depth + 1);
    if (value === UNRESOLVED) return UNRESOLVED;
    if (value !== item) {
      copy ??= { ...object };
      copy[key] = value;
    }
  }
  return copy ?? wire;
}

/** `items` as the array items from index `from` on, each against `previous`'s item there. */
function expandItems(
  previous: unknown,
  items: readonly unknown[],
  from: number,
  depth: number,
): unknown[] | typeof UNRESOLVED {
  const before = Array.isArray(previous) ? (previous as readonly unknown[]) : undefined;
  const out: unknown[] = [];
  for (let i = 0; i < items.length; i += 1) {
    const value = expandValue(before?.[from + i], items[i], depth + 1);
    if (value === UNRESOLVED) return UNRESOLVED;
    out.push(value);
  }
  return out;
}

function expandMarker(previous: unknown, wire: object, depth: number): unknown {
  const marker = ElidedPrefixSchema.safeParse(wire);
  if (!marker.success || !Array.isArray(previous)) return UNRESOLVED;
  const k = marker.data[PREFIX_KEY];
  if (k > previous.length) return UNRESOLVED;
  const rest = expandItems(previous, marker.data.rest, k, depth);
  return rest === UNRESOLVED ? UNRESOLVED : [...previous.slice(0, k), ...rest];
}
