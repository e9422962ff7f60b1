// How the page reads the server's clock and endings: a time as m:ss (h:mm:ss past an hour), the
// clock as it stands now (counted down from the view's reading: the server alone flags), when a
// seat is low on time, and how an aborted or forfeited table ended, as a translation key.
import { type ClockReading, countDown, type Seat, type TableEnding } from '@ludus/session';

/** Under this, a running clock warns (a visual cue and a spoken notice). */
export const LOW_TIME_MS = 10_000;

/** Whole seconds, rounded up: a clock shows 0:00 only when its time is out. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The reading `elapsedMs` after it came. */
export function clockNow(reading: ClockReading, elapsedMs: number): ClockReading {
  return countDown(reading, elapsedMs);
}

/** The time `seat` has before its flag falls: its delay left (when running) and its bank. */
export function timeLeft(reading: ClockReading, seat: Seat): number {
  const delay = reading.running === seat ? reading.delayLeftMs : 0;
  return reading.remainingMs[seat] + delay;
}

/** Whether `seat`'s clock runs and is about to flag. */
export function lowOnTime(reading: ClockReading, seat: Seat): boolean {
  return reading.running === seat && timeLeft(reading, seat) < LOW_TIME_MS;
}

/** An ending's words: a key of `online` (with `loser`/`winner`/`by` seats to name). */
export function endingKey(ending: TableEnding): string {
  if (ending.kind === 'aborted') return 'clock.ending.aborted';
  return ending.reason === 'time' ? 'clock.ending.time' : 'clock.ending.abandoned';
}
