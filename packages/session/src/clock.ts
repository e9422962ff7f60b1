// Game clocks, pure: time comes in as numbers (milliseconds of the server's clock), never read
// here. Two kinds (PROTOCOL.md, "Clocks"):
// - `delay` (backgammon, tryktrak): each wait of a seat first spends a fixed delay, then the
//   seat's bank, one bank for the whole match (or money session);
// - `fischer` (Shatra): each seat's main time, with an increment after each of its moves.
// One seat's clock runs at a time: the seat the table waits on alone (`clockSeat`, table.ts);
// while the table waits on both seats, or on nobody, no clock runs.
// Network lag is forgiven as lichess does: each decision's measured lag is taken off the time it
// cost, up to the seat's lag quota, which each decision earns back and which is capped.
import type { Seat } from './types';

export type ClockSpec =
  | { readonly kind: 'delay'; readonly delayMs: number; readonly bankMs: number }
  | { readonly kind: 'fischer'; readonly baseMs: number; readonly incrementMs: number };

type PerSeat<T> = { readonly white: T; readonly black: T };

export interface ClockState {
  /** Each seat's bank (delay) or main time (Fischer) before the running wait began. */
  readonly remaining: PerSeat<number>;
  /** The lag each seat may still have forgiven. */
  readonly quota: PerSeat<number>;
  /** The seat whose clock runs, since `since`; null: no clock runs. */
  readonly running: Seat | null;
  readonly since: number;
}

/** What a view shows: the clocks as they stood at `at` (the server's time). */
export interface ClockReading {
  readonly spec: ClockSpec;
  /** Each seat's bank (delay clock) or main time (Fischer) at `at`. */
  readonly remainingMs: PerSeat<number>;
  /** The running wait's delay still unspent at `at` (delay clocks; 0 otherwise). */
  readonly delayLeftMs: number;
  readonly running: Seat | null;
  readonly at: number;
}

export interface LagQuota {
  /** Earned by each decision of the seat whose clock runs. */
  readonly gainMs: number;
  readonly initialMs: number;
  readonly maxMs: number;
}

/**
 * lichess's numbers (LagTracker): a game's estimated length in seconds (main time plus 40
 * moves' increment; here bank plus 40 delays) gives the quota earned per move: 1 s for 180 s or
 * more, 0.2 s for 15 s or less, (seconds / 2 + 10) centiseconds between; a seat starts with three
 * moves' worth and holds at most seven.
 */
export function lagQuotaOf(spec: ClockSpec): LagQuota {
  const totalMs =
    spec.kind === 'delay' ? spec.bankMs + 40 * spec.delayMs : spec.baseMs + 40 * spec.incrementMs;
  const seconds = totalMs / 1000;
  const gainMs = seconds >= 180 ? 1000 : seconds <= 15 ? 200 : Math.round((seconds / 2 + 10) * 10);
  return { gainMs, initialMs: 3 * gainMs, maxMs: 7 * gainMs };
}

/** The most a flag waits past its time for a lagged decision still on its way. */
export const MAX_FLAG_GRACE_MS = 1000;

export function startClock(spec: ClockSpec): ClockState {
  const main = spec.kind === 'delay' ? spec.bankMs : spec.baseMs;
  const { initialMs } = lagQuotaOf(spec);
  return {
    remaining: { white: main, black: main },
    quota: { white: initialMs, black: initialMs },
    running: null,
    since: 0,
  };
}

/** What a wait of `waited` ms leaves of `remaining` (delay: the delay is spent first). */
function spend(spec: ClockSpec, remaining: number, waited: number): number {
  return spec.kind === 'delay'
    ? remaining - Math.max(0, waited - spec.delayMs)
    : remaining - waited;
}

/** The moment the running seat's time is out; null when no clock runs. */
export function flagTime(spec: ClockSpec, state: ClockState): number | null {
  if (state.running === null) return null;
  const left = state.remaining[state.running];
  return state.since + left + (spec.kind === 'delay' ? spec.delayMs : 0);
}

/** How long the server waits past `flagTime` before it flags: a lagged decision may come. */
export function flagGrace(state: ClockState): number {
  return state.running === null ? 0 : Math.min(state.quota[state.running], MAX_FLAG_GRACE_MS);
}

export interface Decision {
  /** The server's time when the decision was accepted. */
  readonly at: number;
  readonly by: Seat;
  /** The decision's measured network lag (0 when unknown). */
  readonly lagMs: number;
  /** The seat whose clock runs after it (clockSeat of the table after it), or null. */
  readonly next: Seat | null;
}

export type Passed =
  | { readonly ok: true; readonly state: ClockState; readonly forgivenMs: number }
  /** The decision came after the running seat's time was out: it flags. */
  | { readonly ok: false; readonly flagged: Seat };

/**
 * An accepted decision: the running seat pays its wait (less its forgiven lag when the decision
 * is its own), earns its increment (Fischer) when its turn passes, then `next`'s wait begins.
 * A decision of the other seat that leaves the same seat to act (an offer to resign, say) does
 * not interrupt the running wait.
 */
export function passClock(spec: ClockSpec, state: ClockState, decision: Decision): Passed {
  const { at, by, next } = decision;
  const { running } = state;
  if (running === null)
    return { ok: true, state: { ...state, running: next, since: at }, forgivenMs: 0 };
  if (by !== running && next === running) return { ok: true, state, forgivenMs: 0 };
  const own = by === running;
  const quotaRule = lagQuotaOf(spec);
  const forgivenMs = own ? Math.min(Math.max(0, decision.lagMs), state.quota[running]) : 0;
  const waited = Math.max(0, at - state.since - forgivenMs);
  const left = spend(spec, state.remaining[running], waited);
  if (left < 0) return { ok: false, flagged: running };
  const increment = spec.kind === 'fischer' && own && next !== running ? spec.incrementMs : 0;
  const quota = own
    ? Math.min(state.quota[running] - forgivenMs + quotaRule.gainMs, quotaRule.maxMs)
    : state.quota[running];
  return {
    ok: true,
    state: {
      remaining: { ...state.remaining, [running]: left + increment },
      quota: { ...state.quota, [running]: quota },
      running: next,
      since: at,
    },
    forgivenMs,
  };
}

/** The clocks as they stand at `at` (never below zero). */
export function readClock(spec: ClockSpec, state: ClockState, at: number): ClockReading {
  const { running } = state;
  const waited = running === null ? 0 : Math.max(0, at - state.since);
  const remainingMs = { ...state.remaining };
  let delayLeftMs = 0;
  if (running !== null) {
    remainingMs[running] = Math.max(0, spend(spec, state.remaining[running], waited));
    if (spec.kind === 'delay') delayLeftMs = Math.max(0, spec.delayMs - waited);
  }
  return { spec, remainingMs, delayLeftMs, running, at };
}

/**
 * A reading `elapsedMs` later, as a page counts down between the server's updates (the server
 * alone decides a flag).
 */
export function countDown(reading: ClockReading, elapsedMs: number): ClockReading {
  const { running, spec } = reading;
  if (running === null || elapsedMs <= 0) return reading;
  const fromDelay = spec.kind === 'delay' ? Math.min(reading.delayLeftMs, elapsedMs) : 0;
  const remainingMs = {
    ...reading.remainingMs,
    [running]: Math.max(0, reading.remainingMs[running] - (elapsedMs - fromDelay)),
  };
  return {
    ...reading,
    remainingMs,
    delayLeftMs: reading.delayLeftMs - fromDelay,
    at: reading.at + elapsedMs,
  };
}
