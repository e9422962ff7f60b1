// The usual move notation (rules file, "Interchange"): `24/18 13/11`, `bar/22*`, `6/off`,
// `8/5(2)`, `13/7*/5`, printed exactly as GNU Backgammon prints a move, and parsed back to one
// of the legal plays.

import { err, ok } from '@ludus/core';
import { applyStep, legalPlays } from './moves';
import { positionKey } from './position';
import type { CheckerStep, Dice, Die, DieStep, Play, Position, Result, VariantKey } from './types';
import { BAR, OFF } from './types';

export type NotationError = 'bad-notation' | 'not-legal' | 'ambiguous';

/**
 * Prints a play as GNU Backgammon does: steps sorted by source point (highest first, then by
 * destination), a checker's consecutive steps joined (`13/7 7/5` → `13/5`) unless it hit on the
 * way (then the hit point stays, starred), equal moves counted (`8/5(2)`), and `*` after the
 * first landing on each hit point.
 */
export function makePlay(
  steps: readonly CheckerStep[],
  variant: VariantKey = 'backgammon',
): string {
  // A point where any step hit held an opponent's blot before the play: GNU Backgammon marks
  // every landing there from the board before the play, so the flag is per point, not per step.
  const hitPoints = new Set(steps.filter((s) => s.hit).map((s) => s.to));
  const sorted = steps
    .map((step, order) => ({ ...step, order }))
    .sort((a, b) => b.from - a.from || b.to - a.to);
  const paths: number[][] = [];
  const used = new Array<boolean>(sorted.length).fill(false);
  for (const [i, step] of sorted.entries()) {
    if (used[i]) continue;
    const path = [step.from, step.to];
    let last = step.order;
    for (let j = i + 1; j < sorted.length; j++) {
      const next = sorted[j];
      const end = path[path.length - 1];
      // GNU Backgammon chains any step that starts where a path ends (in backgammon the order
      // never changes what is legal). In tryktrak it can: a die bears off from a lower line
      // only once its own line is empty (rules file, "Tryktrak"), so only a later step may
      // continue the path there, or the text names an order the parser cannot replay.
      const earlier = variant === 'tryktrak' && next !== undefined && next.order < last;
      if (used[j] || !next || next.from !== end || earlier) continue;
      if (end !== undefined && hitPoints.has(end)) path.push(next.to);
      else path[path.length - 1] = next.to;
      used[j] = true;
      last = next.order;
    }
    paths.push(path);
  }
  return formatPaths(countRepeats(paths), hitPoints);
}

function countRepeats(paths: readonly number[][]): { path: number[]; count: number }[] {
  const grouped: { path: number[]; count: number }[] = [];
  for (const path of paths) {
    const same = grouped.find((g) => g.path.join('/') === path.join('/'));
    if (same) same.count++;
    else grouped.push({ path, count: 1 });
  }
  return grouped;
}

function formatPaths(
  grouped: readonly { path: number[]; count: number }[],
  hitPoints: ReadonlySet<number>,
): string {
  const marked = new Set<number>();
  const parts: string[] = [];
  for (const { path, count } of grouped) {
    let text = formatPoint(path[0] ?? 0);
    for (const [k, point] of path.entries()) {
      if (k === 0) continue;
      text += `/${formatPoint(point)}`;
      const intermediate = k < path.length - 1;
      if (intermediate || (point !== OFF && hitPoints.has(point) && !marked.has(point))) {
        text += '*';
        marked.add(point);
      }
    }
    if (count > 1) text += `(${count})`;
    parts.push(text);
  }
  return parts.join(' ');
}

function formatPoint(point: number): string {
  if (point === BAR) return 'bar';
  if (point === OFF) return 'off';
  return String(point);
}

/** One checker's move as written, from a point to a point. */
interface Segment {
  readonly from: number;
  readonly to: number;
}
/** `stars` are the points written with `*`. */
interface ParsedPlay {
  readonly segments: readonly Segment[];
  readonly stars: ReadonlySet<number>;
}

const TOKEN = /^(.+?)(?:\((\d)\))?$/;

function parsePoint(text: string, role: 'from' | 'to'): number | undefined {
  const word = text.toLowerCase();
  if (word === 'bar' || word === 'b') return role === 'from' ? BAR : undefined;
  if (word === 'off' || word === 'o') return role === 'to' ? OFF : undefined;
  if (!/^\d{1,2}$/.test(word)) return undefined;
  const n = Number(word);
  if (n === BAR) return role === 'from' ? BAR : undefined;
  if (n === OFF) return role === 'to' ? OFF : undefined;
  return n >= 1 && n <= 24 ? n : undefined;
}

/** Reads `24/18 8/5(2) bar/22* 6/off`-style text into checker moves (no rules applied yet). */
function readNotation(text: string): ParsedPlay | undefined {
  const segments: Segment[] = [];
  const stars = new Set<number>();
  const tokens = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  for (const token of tokens) {
    const match = TOKEN.exec(token);
    const body = match?.[1];
    if (!body) return undefined;
    const repeat = match[2] ? Number(match[2]) : 1;
    const names = body.split('/');
    if (names.length < 2 || repeat < 1 || repeat > 4) return undefined;
    const points: number[] = [];
    for (const [k, raw] of names.entries()) {
      const starred = raw.endsWith('*');
      const point = parsePoint(starred ? raw.slice(0, -1) : raw, k === 0 ? 'from' : 'to');
      if (point === undefined || (starred && (k === 0 || point === OFF))) return undefined;
      if (k > 0 && point >= (points[k - 1] ?? 0)) return undefined;
      if (starred) stars.add(point);
      points.push(point);
    }
    for (let r = 0; r < repeat; r++) {
      for (let k = 1; k < points.length; k++) {
        segments.push({ from: points[k - 1] ?? 0, to: points[k] ?? 0 });
      }
    }
  }
  return segments.length > 0 && segments.length <= 4 ? { segments, stars } : undefined;
}

/**
 * Resolves notation to one of the legal plays of `position` with `dice`. A combined move
 * (`24/13`) may take any route the dice allow; `*` is optional. When routes lead to different
 * positions (one hits, one does not), the one that agrees with the written `*` marks and hits
 * only on written points is chosen; a tie is `ambiguous`.
 */
export function parsePlay(
  text: string,
  position: Position,
  dice: Dice,
  variant: VariantKey = 'backgammon',
): Result<Play, NotationError> {
  const parsed = readNotation(text);
  if (!parsed) {
    return err('bad-notation', `'${text}' is not move notation like '24/18 13/11' or 'bar/22*'`);
  }
  const legal = new Map(legalPlays(position, dice, variant).map((p) => [positionKey(p.after), p]));
  const routes = realize(parsed.segments, position, dice, variant).filter((route) =>
    legal.has(positionKey(route.after)),
  );
  if (routes.length === 0) {
    return err('not-legal', `'${text}' is not a legal play with ${dice[0]}-${dice[1]}`);
  }
  const written = new Set(parsed.segments.flatMap((s) => [s.from, s.to]));
  const score = (route: Play): number => {
    const hits = new Set(route.steps.filter((s) => s.hit).map((s) => s.to));
    let misses = 0;
    for (const point of hits) if (!written.has(point)) misses += 2;
    for (const point of parsed.stars) if (!hits.has(point)) misses++;
    return misses;
  };
  const best = Math.min(...routes.map(score));
  const chosen = routes.filter((route) => score(route) === best);
  const distinct = new Set(chosen.map((route) => positionKey(route.after)));
  const first = chosen[0];
  if (distinct.size > 1 || !first) {
    return err('ambiguous', `'${text}' can mean more than one play; mark the hits with '*'`);
  }
  return ok(first);
}

/** Every way to carry out the written checker moves, one die at a time, in any order. */
function realize(
  segments: readonly Segment[],
  position: Position,
  dice: Dice,
  variant: VariantKey,
): Play[] {
  const found: Play[] = [];
  const dieList: Die[] = dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [...dice];
  const walk = (
    current: Position,
    pending: readonly Segment[],
    left: readonly Die[],
    steps: readonly DieStep[],
  ): void => {
    if (pending.length === 0) {
      found.push({ steps, after: current });
      return;
    }
    for (const [si, segment] of pending.entries()) {
      // Equal segments (`8/5(2)`) and equal dice (doubles) would only repeat the same routes.
      if (pending.findIndex((s) => s.from === segment.from && s.to === segment.to) < si) continue;
      for (const [di, die] of left.entries()) {
        if (left.indexOf(die) < di) continue;
        // A die carries the checker to the segment's end or to a point before it.
        if (segment.to !== OFF && segment.from - die < segment.to) continue;
        const moved = applyStep(current, { from: segment.from, die }, variant);
        if (!moved.ok) continue;
        const reached = moved.value.step.to;
        const rest = [...pending];
        if (reached === segment.to) rest.splice(si, 1);
        else rest[si] = { from: reached, to: segment.to };
        walk(moved.value.position, rest, removeAt(left, di), [...steps, moved.value.step]);
      }
    }
  };
  walk(position, segments, dieList, []);
  return found;
}

function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
