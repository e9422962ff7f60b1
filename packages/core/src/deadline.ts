// A long script's `--until HH:MM` (the selfplay data, the agreement benchmark): the next moment
// at that time of day in UTC, so that a run started in the evening for 06:30 stops the next
// morning. Pure: the caller gives the present moment.
import { err, ok, type Result } from './result';

const DAY_MS = 86_400_000;

/** The first moment after `now` (ms since the epoch) at `text` (`H:MM` or `HH:MM`, UTC). */
export function nextUtcTime(text: string, now: number): Result<number, 'bad-time'> {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59)
    return err('bad-time', `a time of day HH:MM (UTC) is wanted, not '${text}'`);
  const day = now - (now % DAY_MS);
  const at = day + (hours * 60 + minutes) * 60_000;
  return ok(at > now ? at : at + DAY_MS);
}
