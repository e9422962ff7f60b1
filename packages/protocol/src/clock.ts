// A game's clock as a new game asks for it (`POST /api/games`, field `clock`), with bounds: the
// session's ClockSpec (session clock.ts). The kind must suit the game: `delay` (a delay per
// decision and a bank per match) for backgammon and tryktrak, `fischer` (a main time and an
// increment per move) for Shatra; the server checks that pairing.
import * as z from 'zod/mini';
import { intIn } from './bounds';

/** The shortest time a clock may give (tests play 300 ms clocks; nobody else would). */
export const MIN_CLOCK_MS = 100;
/** A delay or an increment of at most two minutes. */
export const MAX_STEP_MS = 120_000;
/** A bank or main time of at most ten hours: a 25-point match at 90 s a point is under 40 min. */
export const MAX_CLOCK_MS = 10 * 60 * 60 * 1000;

export const ClockSpecSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('delay'),
    delayMs: intIn(0, MAX_STEP_MS),
    bankMs: intIn(MIN_CLOCK_MS, MAX_CLOCK_MS),
  }),
  z.strictObject({
    kind: z.literal('fischer'),
    baseMs: intIn(MIN_CLOCK_MS, MAX_CLOCK_MS),
    incrementMs: intIn(0, MAX_STEP_MS),
  }),
]);

export type ClockSpecRequest = z.infer<typeof ClockSpecSchema>;
