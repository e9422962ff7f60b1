// The cube benchmark's data (checked on reading), the loss of a cube verdict under GNU
// Backgammon's equities, and the summary figures. README.md describes the set.

import { type MatchIdState, parseMatchId } from '@ludus/backgammon';
import type { Result } from '@ludus/core';

/** gnubg's normalised cubeful equities for the side on roll: no double, double take, double pass. */
export type CubeEquities = readonly [noDouble: number, doubleTake: number, doublePass: number];

export interface CubeBenchmarkRow {
  readonly id: string;
  /** `money`, `match5` or `match7`: the kind of game it comes from. */
  readonly source: string;
  /** GNU Backgammon Position ID, the side on roll (the would-be doubler) first. */
  readonly position: string;
  /** GNU Backgammon Match ID, the same side on roll, no dice rolled. */
  readonly matchId: string;
  readonly length: number;
  /** [side on roll, opponent]. */
  readonly score: readonly [number, number];
  readonly cube: number;
  readonly owner: 'centred' | 'me';
  readonly class: string;
  readonly eq0: CubeEquities;
  readonly eq1: CubeEquities;
  readonly eq2: CubeEquities;
  /** Whether the double decision (side on roll) is in the set: close at 2-ply. */
  readonly double: boolean;
  /** Whether the take decision (the opponent, if doubled here) is in the set. */
  readonly take: boolean;
  /** gnubg's cubeless 2-ply probabilities of the side on roll (probabilities.py), if added. */
  readonly p2?: readonly [number, number, number, number, number];
}

export interface CubeBenchmarkData {
  readonly format: string;
  readonly provenance: Readonly<Record<string, unknown>>;
  readonly decisions: readonly CubeBenchmarkRow[];
}

export type Checked<T> = Result<T, 'format' | 'row'>;

function isEquities(value: unknown): value is CubeEquities {
  return Array.isArray(value) && value.length === 3 && value.every(Number.isFinite);
}

/** Why `row` is not a benchmark row, or undefined when it is one. */
function rowProblem(row: Record<string, unknown>): string | undefined {
  for (const key of ['id', 'source', 'position', 'matchId', 'class'] as const) {
    if (typeof row[key] !== 'string') return `${key} is not a string`;
  }
  for (const key of ['eq0', 'eq1', 'eq2'] as const) {
    if (!isEquities(row[key])) return `${key} is not three numbers`;
  }
  if (typeof row.double !== 'boolean' || typeof row.take !== 'boolean') {
    return 'double/take are not booleans';
  }
  if (row.owner !== 'centred' && row.owner !== 'me') return `owner '${String(row.owner)}'`;
  const p2 = row.p2;
  if (p2 !== undefined && !(Array.isArray(p2) && p2.length === 5 && p2.every(Number.isFinite))) {
    return 'p2 is not five numbers';
  }
  return undefined;
}

/**
 * The data's shape, and that each row's Match ID says what its own fields say (score, cube,
 * owner, length): the scorer takes the game context from the Match ID alone.
 */
export function parseCubeBenchmark(json: unknown): Checked<CubeBenchmarkData> {
  const data = json as Partial<CubeBenchmarkData> | null;
  if (data?.format !== 'ludus-cube-benchmark/1' || !Array.isArray(data.decisions)) {
    return { ok: false, error: 'format', message: 'not a ludus-cube-benchmark/1 file' };
  }
  for (const row of data.decisions) {
    const problem = rowProblem(row as unknown as Record<string, unknown>);
    const mismatch = problem ?? matchIdMismatch(row);
    if (mismatch) {
      return { ok: false, error: 'row', message: `row ${String(row.id)}: ${mismatch}` };
    }
  }
  return { ok: true, value: data as CubeBenchmarkData };
}

function matchIdMismatch(row: CubeBenchmarkRow): string | undefined {
  const parsed = parseMatchId(row.matchId);
  if (!parsed.ok) return parsed.message;
  const state: MatchIdState = parsed.value;
  const mine = state.onRoll === 'white' ? state.score.white : state.score.black;
  const theirs = state.onRoll === 'white' ? state.score.black : state.score.white;
  const owner = state.cubeOwner === 'centred' ? 'centred' : state.cubeOwner === state.onRoll;
  const expected = row.owner === 'centred' ? 'centred' : true;
  if (state.matchLength !== row.length) return 'Match ID length differs';
  if (mine !== row.score[0] || theirs !== row.score[1]) return 'Match ID score differs';
  if (state.cubeValue !== row.cube || owner !== expected) return 'Match ID cube differs';
  if (state.matchLength === 0 && state.jacoby) return 'Match ID has the Jacoby rule on';
  return undefined;
}

/** The double's value when the opponent answers as the equities say: min(DT, DP). */
function doubledValue([, doubleTake, doublePass]: CubeEquities): number {
  return Math.min(doubleTake, doublePass);
}

/** Whether these equities say to double (a tie is no double: nothing is gained). */
export function shouldDouble(equities: CubeEquities): boolean {
  return doubledValue(equities) > equities[0];
}

/** Whether these equities say the opponent should take (a tie is a take). */
export function shouldTake([, doubleTake, doublePass]: CubeEquities): boolean {
  return doubleTake <= doublePass;
}

/**
 * Equity lost by doubling (or not) against the best of no double and double under `reference`
 * (the doubler's normalised equity): best − chosen, never below 0.
 */
export function doubleLoss(reference: CubeEquities, doubles: boolean): number {
  const [noDouble] = reference;
  const doubled = doubledValue(reference);
  return Math.max(noDouble, doubled) - (doubles ? doubled : noDouble);
}

/**
 * Equity lost by taking (or passing) from the taker's side: its equity is −DT after a take and
 * −DP after a pass (normalised equities are zero-sum, also in a match), so a wrong take costs
 * DT − DP and a wrong pass DP − DT.
 */
export function takeLoss(reference: CubeEquities, takes: boolean): number {
  const [, doubleTake, doublePass] = reference;
  return Math.max(-doubleTake, -doublePass) - (takes ? -doubleTake : -doublePass);
}

export type DecisionKind = 'double' | 'take';

/** One judged decision: what was chosen, what gnubg's 2-ply says, and the loss. */
export interface JudgedCube {
  readonly id: string;
  readonly kind: DecisionKind;
  readonly money: boolean;
  /** Doubled (kind double) or took (kind take). */
  readonly chose: boolean;
  /** gnubg's 2-ply verdict on the same question. */
  readonly right: boolean;
  readonly loss: number;
}

export function judgeCube(row: CubeBenchmarkRow, kind: DecisionKind, chose: boolean): JudgedCube {
  const reference = row.eq2;
  const right = kind === 'double' ? shouldDouble(reference) : shouldTake(reference);
  const loss = kind === 'double' ? doubleLoss(reference, chose) : takeLoss(reference, chose);
  return { id: row.id, kind, money: row.length === 0, chose, right, loss };
}

/** gnubg's own verdicts at a lower ply, judged by its 2-ply: the yardstick. */
export function gnubgJudged(rows: readonly CubeBenchmarkRow[], ply: 'eq0' | 'eq1'): JudgedCube[] {
  const judged: JudgedCube[] = [];
  for (const row of rows) {
    if (row.double) judged.push(judgeCube(row, 'double', shouldDouble(row[ply])));
    if (row.take) judged.push(judgeCube(row, 'take', shouldTake(row[ply])));
  }
  return judged;
}

export interface CubeSummary {
  readonly n: number;
  /** Mean loss in mEMG and its 95% interval (normal approximation over decisions). */
  readonly mean: number;
  readonly low: number;
  readonly high: number;
  /** Doubled or took where gnubg would not. */
  readonly yesWhenNo: number;
  /** Did not double or passed where gnubg would double or take. */
  readonly noWhenYes: number;
}

export function summariseCube(judged: readonly JudgedCube[]): CubeSummary {
  const n = judged.length;
  const losses = judged.map((j) => 1000 * j.loss);
  const mean = n ? losses.reduce((a, b) => a + b, 0) / n : 0;
  const variance = n > 1 ? losses.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const half = n ? 1.96 * Math.sqrt(variance / n) : 0;
  const yesWhenNo = judged.filter((j) => j.chose && !j.right).length;
  const noWhenYes = judged.filter((j) => !j.chose && j.right).length;
  return { n, mean, low: mean - half, high: mean + half, yesWhenNo, noWhenYes };
}

/** `double: 12.34 mEMG [9.10, 15.58] n=700; doubled/took when gnubg would not 40, the reverse 12` */
export function cubeLine(label: string, s: CubeSummary): string {
  const interval = `[${s.low.toFixed(2)}, ${s.high.toFixed(2)}]`;
  const wrong = `yes when gnubg no ${s.yesWhenNo}, no when gnubg yes ${s.noWhenYes}`;
  return `${label}: ${s.mean.toFixed(2)} mEMG ${interval} n=${s.n}; ${wrong}`;
}

/** The summary lines: all, money, match, double, take, and each kind by money/match. */
export function cubeLines(judged: readonly JudgedCube[], prefix = ''): string[] {
  const groups: [string, (j: JudgedCube) => boolean][] = [
    ['all', () => true],
    ['money', (j) => j.money],
    ['match', (j) => !j.money],
    ['double', (j) => j.kind === 'double'],
    ['take', (j) => j.kind === 'take'],
    ['double money', (j) => j.kind === 'double' && j.money],
    ['double match', (j) => j.kind === 'double' && !j.money],
    ['take money', (j) => j.kind === 'take' && j.money],
    ['take match', (j) => j.kind === 'take' && !j.money],
  ];
  return groups.map(([label, keep]) =>
    cubeLine(prefix + label, summariseCube(judged.filter(keep))),
  );
}

/** A fixed pseudo-random subset of `limit` rows (all when limit is 0 or too large). */
export function sampleRows<T>(rows: readonly T[], limit: number): T[] {
  if (limit <= 0 || limit >= rows.length) return [...rows];
  let state = 0x9e3779b9;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
  const keyed = rows.map((row, i) => ({ row, i, key: next() }));
  keyed.sort((a, b) => a.key - b.key);
  return keyed
    .slice(0, limit)
    .sort((a, b) => a.i - b.i)
    .map((k) => k.row);
}
