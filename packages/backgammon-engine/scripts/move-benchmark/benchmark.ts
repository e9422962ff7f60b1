// The move benchmark's data and arithmetic: the reference file's shape (checked when read), the
// equity loss of a chosen play against GNU Backgammon's best at 2-ply, and the summary figures
// (mean loss in mEMG with a 95% interval, how often the best play was chosen). The scorer
// (score.ts) and the tests share this module; it does no I/O.

import {
  type Dice,
  type Die,
  makePositionId,
  parsePositionId,
  type Result,
} from '@ludus/backgammon';
import { err } from '@ludus/core';
import type { Evaluator } from '../../src/evaluator';
import { seededRandom } from '../../src/rng';
import { rankPlays, type SearchOptions } from '../../src/search';

export const BENCHMARK_FORMAT = 'ludus-move-benchmark/1';

/** One legal play with gnubg's cubeless money equity for the side that played it. */
export interface ReferencePlay {
  /** gnubg's notation of the play (for people; plays are matched by `after`). */
  readonly move: string;
  /** Position ID of the position after the play, the mover's view (`makePositionId(play.after)`). */
  readonly after: string;
  readonly eq0: number;
  readonly eq1: number;
  readonly eq2: number;
}

export type BenchmarkClass = 'contact' | 'crashed' | 'race';
export const BENCHMARK_CLASSES: readonly BenchmarkClass[] = ['contact', 'crashed', 'race'];

export interface BenchmarkDecision {
  readonly id: string;
  readonly source: string;
  /** Position ID, side on roll. */
  readonly position: string;
  readonly dice: Dice;
  /** gnubg's class of the position before the play. */
  readonly class: BenchmarkClass;
  /** Every legal play, one per resulting position. */
  readonly plays: readonly ReferencePlay[];
}

export interface BenchmarkData {
  readonly format: string;
  readonly provenance: Readonly<Record<string, string | number>>;
  readonly decisions: readonly BenchmarkDecision[];
}

export type BenchmarkError = 'benchmark-format' | 'benchmark-data';

/** Checks parsed JSON against the shape above; the first defect found is the error. */
export function parseBenchmark(json: unknown): Result<BenchmarkData, BenchmarkError> {
  const data = json as Partial<BenchmarkData> | null;
  if (typeof data !== 'object' || data === null || data.format !== BENCHMARK_FORMAT) {
    return err('benchmark-format', `not a ${BENCHMARK_FORMAT} file`);
  }
  if (!Array.isArray(data.decisions)) return err('benchmark-data', 'no decisions list');
  for (const [i, decision] of data.decisions.entries()) {
    const defect = decisionDefect(decision);
    if (defect) return err('benchmark-data', `decision ${i}: ${defect}`);
  }
  return {
    ok: true,
    value: { format: data.format, provenance: data.provenance ?? {}, decisions: data.decisions },
  };
}

function decisionDefect(decision: unknown): string | undefined {
  const d = decision as Partial<BenchmarkDecision> | null;
  if (typeof d !== 'object' || d === null) return 'not an object';
  if (typeof d.id !== 'string' || typeof d.source !== 'string') return 'no id or source';
  if (typeof d.position !== 'string') return 'no position';
  if (!Array.isArray(d.dice) || d.dice.length !== 2 || !d.dice.every(isDie)) return 'bad dice';
  if (!BENCHMARK_CLASSES.includes(d.class as BenchmarkClass)) return `class '${d.class}'`;
  if (!Array.isArray(d.plays) || d.plays.length < 2) return 'fewer than two plays';
  const numbers = (p: ReferencePlay) => [p.eq0, p.eq1, p.eq2].every(Number.isFinite);
  const good = (p: ReferencePlay) => typeof p.after === 'string' && numbers(p);
  if (!d.plays.every(good)) return 'a play without its position or equities';
  return undefined;
}

function isDie(value: unknown): value is Die {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

/** The play gnubg prefers at `ply`: the highest equity (the first listed on a tie). */
export function preferredPlay(
  decision: BenchmarkDecision,
  ply: 'eq0' | 'eq1' | 'eq2',
): ReferencePlay {
  let best = decision.plays[0] as ReferencePlay;
  for (const play of decision.plays) if (play[ply] > best[ply]) best = play;
  return best;
}

/** ludus's play in one decision (the first of `rankPlays`), as the Position ID after it. */
export function ludusChoice(
  evaluator: Evaluator,
  decision: BenchmarkDecision,
  options: SearchOptions,
): Result<string, 'bad-position' | 'no-play'> {
  const position = parsePositionId(decision.position);
  if (!position.ok) {
    return { ok: false, error: 'bad-position', message: `${decision.id}: ${position.message}` };
  }
  const chosen = rankPlays(evaluator, position.value, decision.dice, options)[0];
  if (!chosen) return { ok: false, error: 'no-play', message: `${decision.id}: no legal play` };
  return { ok: true, value: makePositionId(chosen.play.after) };
}

/** How one choice fared: its 2-ply equity loss against gnubg's best 2-ply play. */
export interface Judged {
  readonly class: BenchmarkClass;
  readonly source: string;
  /** In money points per game (×1000: mEMG). */
  readonly loss: number;
  /** Whether the choice is (one of) gnubg's best: no loss. */
  readonly best: boolean;
}

export function judgeChoice(
  decision: BenchmarkDecision,
  after: string,
): Result<Judged, 'unknown-play'> {
  const chosen = decision.plays.find((p) => p.after === after);
  if (!chosen) {
    return {
      ok: false,
      error: 'unknown-play',
      message: `decision ${decision.id}: the chosen play (to ${after}) is not in the reference`,
    };
  }
  const loss = preferredPlay(decision, 'eq2').eq2 - chosen.eq2;
  return {
    ok: true,
    value: { class: decision.class, source: decision.source, loss, best: loss <= 0 },
  };
}

export interface Summary {
  readonly n: number;
  /** Mean loss per decision in mEMG, and its 95% interval (normal approximation). */
  readonly mean: number;
  readonly low: number;
  readonly high: number;
  /** Share of decisions where the choice was gnubg's best, 0..1. */
  readonly bestRate: number;
}

export function summarise(judged: readonly Judged[]): Summary {
  const n = judged.length;
  if (n === 0) return { n, mean: Number.NaN, low: Number.NaN, high: Number.NaN, bestRate: 0 };
  const losses = judged.map((j) => 1000 * j.loss);
  const mean = losses.reduce((s, x) => s + x, 0) / n;
  const variance = n > 1 ? losses.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  const best = judged.filter((j) => j.best).length;
  return { n, mean, low: mean - half, high: mean + half, bestRate: best / n };
}

/** `contact: 3.41 mEMG [3.02, 3.80] best 71.2% n=2011` */
export function summaryLine(label: string, s: Summary): string {
  const f = (x: number) => x.toFixed(2);
  const best = (100 * s.bestRate).toFixed(1);
  return `${label}: ${f(s.mean)} mEMG [${f(s.low)}, ${f(s.high)}] best ${best}% n=${s.n}`;
}

/** Summary lines per class, then `all`, for one player's choices. */
export function classLines(judged: readonly Judged[], prefix = ''): string[] {
  const lines = BENCHMARK_CLASSES.map((c) =>
    summaryLine(`${prefix}${c}`, summarise(judged.filter((j) => j.class === c))),
  );
  lines.push(summaryLine(`${prefix}all`, summarise(judged)));
  return lines;
}

/**
 * A fixed pseudo-random subset of `limit` items, in their order. Not a stride: the file
 * alternates sources (and games of two levels), so every k-th item would take one source only.
 */
export function sampleSubset<T>(items: readonly T[], limit: number, seed = 1): readonly T[] {
  if (!(limit > 0) || limit >= items.length) return items;
  const random = seededRandom(seed);
  const indices = items.map((_, i) => i);
  // The first `limit` places of a Fisher–Yates shuffle are a uniform sample without repeats.
  for (let i = 0; i < limit; i++) {
    const j = i + Math.floor(random.next() * (indices.length - i));
    [indices[i], indices[j]] = [indices[j] as number, indices[i] as number];
  }
  return indices
    .slice(0, limit)
    .sort((a, b) => a - b)
    .map((i) => items[i] as T);
}
