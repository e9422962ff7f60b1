// The page's reading of clocks: the form's presets as the server takes them, times as m:ss,
// the countdown between the server's updates and the warning under ten seconds.
import { ClockSpecSchema } from '@ludus/protocol';
import type { ClockReading } from '@ludus/session';
import { describe, expect, it } from 'vitest';
import { CLOCK_CHOICES, clockRequest } from '../src/online/clock-choices';
import { clockNow, formatClock, lowOnTime, timeLeft } from '../src/online/clock-view';
import { createRequest, DEFAULT_CHOICES } from '../src/online/lobby';

describe('the clock presets', () => {
  it('gives a bank per point of a match, a fixed one for money play, Fischer for Shatra', () => {
    expect(clockRequest('backgammon', 5, 'standard')).toEqual({
      kind: 'delay',
      delayMs: 12_000,
      bankMs: 450_000,
    });
    expect(clockRequest('backgammon', 0, 'standard')).toEqual({
      kind: 'delay',
      delayMs: 12_000,
      bankMs: 300_000,
    });
    expect(clockRequest('shatra', 0, 'fast')).toEqual({
      kind: 'fischer',
      baseMs: 180_000,
      incrementMs: 2_000,
    });
    expect(clockRequest('tryktrak', 3, 'none')).toBeUndefined();
  });

  it('asks only for clocks within the server’s bounds, for every game and length', () => {
    for (const game of ['backgammon', 'tryktrak', 'shatra'] as const) {
      for (const length of [0, 1, 25]) {
        for (const choice of CLOCK_CHOICES) {
          const clock = clockRequest(game, length, choice);
          if (clock) expect(ClockSpecSchema.safeParse(clock).success).toBe(true);
        }
      }
    }
  });

  it('goes into the new game’s request only when chosen', () => {
    expect(createRequest(DEFAULT_CHOICES)).not.toHaveProperty('clock');
    const shatra = createRequest({ ...DEFAULT_CHOICES, game: 'shatra', clock: 'slow' });
    expect(shatra).toMatchObject({ game: 'shatra', clock: { kind: 'fischer', baseMs: 1_800_000 } });
  });
});

const READING: ClockReading = {
  spec: { kind: 'delay', delayMs: 12_000, bankMs: 90_000 },
  remainingMs: { white: 15_000, black: 90_000 },
  delayLeftMs: 4_000,
  running: 'white',
  at: 1_000,
};

describe('a clock on the page', () => {
  it('reads as m:ss, rounded up, and h:mm:ss past an hour', () => {
    expect(formatClock(90_000)).toBe('1:30');
    expect(formatClock(9_001)).toBe('0:10');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(3_725_000)).toBe('1:02:05');
  });

  it('counts the delay down first, then the bank, and warns under ten seconds', () => {
    expect(timeLeft(READING, 'white')).toBe(19_000);
    expect(lowOnTime(READING, 'white')).toBe(false);
    const later = clockNow(READING, 10_000);
    expect(later.delayLeftMs).toBe(0);
    expect(later.remainingMs.white).toBe(9_000);
    expect(lowOnTime(later, 'white')).toBe(true);
    // The clock not running never warns.
    expect(lowOnTime({ ...later, remainingMs: { white: 9_000, black: 1 } }, 'black')).toBe(false);
  });
});
