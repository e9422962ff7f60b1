// The clock with a fake time: every instant is a number given by the test, as the server gives
// its own. Flags with and without lag, the delay spent before the bank, Fischer's increment,
// and the lag quota earned per move and capped.
import { describe, expect, it } from 'vitest';
import {
  type ClockSpec,
  type ClockState,
  countDown,
  flagGrace,
  flagTime,
  lagQuotaOf,
  passClock,
  readClock,
  startClock,
} from '../src/clock';

const DELAY: ClockSpec = { kind: 'delay', delayMs: 12_000, bankMs: 90_000 };
const FISCHER: ClockSpec = { kind: 'fischer', baseMs: 60_000, incrementMs: 2_000 };

function pass(
  spec: ClockSpec,
  state: ClockState,
  at: number,
  by: 'white' | 'black',
  next: 'white' | 'black' | null,
  lagMs = 0,
) {
  const passed = passClock(spec, state, { at, by, next, lagMs });
  if (!passed.ok) throw new Error(`${passed.flagged} flagged at ${at}`);
  return passed.state;
}

describe('the lag quota (lichess numbers)', () => {
  it('earns 1 s a move on long clocks, 0.2 s on very short ones, in between on others', () => {
    expect(lagQuotaOf(DELAY)).toEqual({ gainMs: 1000, initialMs: 3000, maxMs: 7000 });
    expect(lagQuotaOf({ kind: 'fischer', baseMs: 10_000, incrementMs: 0 }).gainMs).toBe(200);
    // 60 s + 40 × 0: (60 / 2 + 10) centiseconds.
    expect(lagQuotaOf({ kind: 'fischer', baseMs: 60_000, incrementMs: 0 }).gainMs).toBe(400);
  });
});

describe('a delay clock', () => {
  it('runs no clock before the first decision, then spends the delay before the bank', () => {
    let state = startClock(DELAY);
    expect(flagTime(DELAY, state)).toBeNull();
    state = pass(DELAY, state, 1_000, 'white', 'black');
    expect(state.running).toBe('black');
    // Within the delay: the bank is untouched.
    state = pass(DELAY, state, 1_000 + 11_000, 'black', 'black');
    expect(state.remaining.black).toBe(90_000);
    // 20 s for the move: 8 s past the delay come off the bank.
    state = pass(DELAY, state, 12_000 + 20_000, 'black', 'white');
    expect(state.remaining.black).toBe(82_000);
    expect(readClock(DELAY, state, 32_000 + 5_000)).toMatchObject({
      running: 'white',
      delayLeftMs: 7_000,
      remainingMs: { white: 90_000, black: 82_000 },
    });
    expect(readClock(DELAY, state, 32_000 + 15_000).remainingMs.white).toBe(87_000);
  });

  it('flags the seat whose decision comes after delay and bank are spent', () => {
    let state = pass(DELAY, startClock(DELAY), 0, 'white', 'black');
    expect(flagTime(DELAY, state)).toBe(102_000);
    const late = passClock(DELAY, state, { at: 102_001, by: 'black', next: 'white', lagMs: 0 });
    expect(late).toEqual({ ok: false, flagged: 'black' });
    state = pass(DELAY, state, 102_000, 'black', 'white');
    expect(state.remaining.black).toBe(0);
  });

  it('forgives lag up to the quota, which each decision earns back, capped', () => {
    let state = pass(DELAY, startClock(DELAY), 0, 'white', 'black');
    // 102.5 s with 2 s of lag: 100.5 s charged, within delay and bank.
    const lagged = passClock(DELAY, state, {
      at: 102_500,
      by: 'black',
      next: 'white',
      lagMs: 2_000,
    });
    expect(lagged.ok && lagged.forgivenMs).toBe(2_000);
    expect(lagged.ok && lagged.state.remaining.black).toBe(1_500);
    // Only the quota is forgiven (3 s at first), however much lag is claimed.
    const greedy = passClock(DELAY, state, {
      at: 106_000,
      by: 'black',
      next: 'white',
      lagMs: 9_000,
    });
    expect(greedy).toEqual({ ok: false, flagged: 'black' });
    // The quota: 3 s − 1 s forgiven + 1 s earned; never past 7 s.
    state = pass(DELAY, state, 1_000, 'black', 'white', 1_000);
    expect(state.quota.black).toBe(3_000);
    for (let i = 0; i < 10; i++)
      state = pass(DELAY, { ...state, running: 'black' }, 1_000, 'black', 'white');
    expect(state.quota.black).toBe(7_000);
  });

  it('does not charge the running seat for the other seat’s decision that leaves it to act', () => {
    const state = pass(DELAY, startClock(DELAY), 0, 'white', 'black');
    expect(pass(DELAY, state, 50_000, 'white', 'black')).toBe(state);
  });
});

describe('a Fischer clock', () => {
  it('adds the increment after each move and flags when the main time is out', () => {
    let state = pass(FISCHER, startClock(FISCHER), 0, 'white', 'black');
    state = pass(FISCHER, state, 10_000, 'black', 'white');
    expect(state.remaining.black).toBe(52_000);
    // A draw offer by the mover keeps its clock running: no increment.
    state = pass(FISCHER, state, 15_000, 'white', 'white');
    expect(state.remaining.white).toBe(55_000);
    expect(flagTime(FISCHER, state)).toBe(70_000);
    expect(flagGrace(state)).toBe(1_000);
    const flagged = passClock(FISCHER, state, { at: 70_500, by: 'white', next: 'black', lagMs: 0 });
    expect(flagged).toEqual({ ok: false, flagged: 'white' });
    const lagged = passClock(FISCHER, state, {
      at: 70_500,
      by: 'white',
      next: 'black',
      lagMs: 600,
    });
    expect(lagged.ok && lagged.state.remaining.white).toBe(2_100);
  });
});

describe('a page’s countdown between updates', () => {
  it('spends the delay left, then the bank, never below zero', () => {
    const state = pass(DELAY, startClock(DELAY), 0, 'white', 'black');
    const reading = readClock(DELAY, state, 4_000);
    expect(countDown(reading, 3_000)).toMatchObject({ delayLeftMs: 5_000 });
    expect(countDown(reading, 10_000).remainingMs.black).toBe(88_000);
    expect(countDown(reading, 500_000).remainingMs.black).toBe(0);
    expect(countDown(reading, 10_000).remainingMs.white).toBe(90_000);
  });
});
