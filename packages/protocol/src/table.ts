// Schemas of the table model (@ludus/session types.ts) as it crosses an edge: a spec, an intent, a
// log entry, an event, a save. They check shape and bounds only; whether an intent is legal, or a
// start position readable, is for the rules (session's `apply`, `createTable`, `restore`). Every
// string and array has an upper bound, so that a hostile message costs the server little.
// test/types.test.ts checks that each schema's type is assignable to the session's type.
import type { WinLevel } from '@ludus/backgammon';
import { LEVELS, SEATS } from '@ludus/session';
import * as z from 'zod/mini';
import {
  boundedAscii,
  DieSchema,
  intIn,
  MAX_EVENT_DICE,
  MAX_LOG_ENTRIES,
  MAX_MATCH_LENGTH,
  MAX_POSITION_ID_LENGTH,
  MAX_SHATRA_MOVE_LENGTH,
  MAX_SHATRA_POSITION_LENGTH,
  MAX_STEPS,
} from './bounds';

/** The characters of Shatra's move notation (shatra.md, "Notation"): `46-39`, `24x10x2=Qx9`. */
const SHATRA_MOVE = /^[0-9x@=QRB-]+$/;

/** Resignation levels of both variants (@ludus/backgammon scoring.ts `WinLevel`). */
const WIN_LEVELS = [
  'single',
  'gammon',
  'backgammon',
  'double',
  'quadruple',
  'octuple',
] as const satisfies readonly WinLevel[];

export const SeatSchema = z.enum(SEATS);
export const LevelSchema = z.enum(LEVELS);
export const GameKindSchema = z.enum(['backgammon', 'tryktrak', 'shatra']);

export const SeatPlayerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human') }),
  z.strictObject({ kind: z.literal('computer'), level: LevelSchema }),
]);

const SeatsSchema = z.strictObject({ white: SeatPlayerSchema, black: SeatPlayerSchema });

export const BackgammonSpecSchema = z.strictObject({
  game: z.enum(['backgammon', 'tryktrak']),
  matchLength: intIn(0, MAX_MATCH_LENGTH),
  jacoby: z.optional(z.boolean()),
  beavers: z.optional(z.boolean()),
  startPositionId: z.optional(boundedAscii(MAX_POSITION_ID_LENGTH)),
  seats: SeatsSchema,
});

export const ShatraSpecSchema = z.strictObject({
  game: z.literal('shatra'),
  start: z.optional(boundedAscii(MAX_SHATRA_POSITION_LENGTH)),
  seats: SeatsSchema,
});

export const TableSpecSchema = z.discriminatedUnion('game', [
  BackgammonSpecSchema,
  ShatraSpecSchema,
]);

/** A checker step in the mover's numbering: 25 = the bar, 0 = off. */
export const StepIntentSchema = z.strictObject({ from: intIn(0, 25), to: intIn(0, 25) });

export const BackgammonIntentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('roll') }),
  z.strictObject({
    kind: z.literal('move'),
    steps: z.array(StepIntentSchema).check(z.maxLength(MAX_STEPS)),
  }),
  z.strictObject({ kind: z.literal('double') }),
  z.strictObject({ kind: z.literal('take') }),
  z.strictObject({ kind: z.literal('pass') }),
  z.strictObject({ kind: z.literal('beaver') }),
  z.strictObject({ kind: z.literal('resign'), level: z.enum(WIN_LEVELS) }),
  z.strictObject({ kind: z.literal('accept-resignation') }),
  z.strictObject({ kind: z.literal('reject-resignation') }),
  z.strictObject({ kind: z.literal('next-game') }),
  z.strictObject({ kind: z.literal('end-session') }),
]);

export const ShatraMoveSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(MAX_SHATRA_MOVE_LENGTH), z.regex(SHATRA_MOVE));

export const ShatraIntentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('move'), move: ShatraMoveSchema }),
  z.strictObject({ kind: z.literal('resign') }),
  z.strictObject({ kind: z.literal('offer-draw') }),
  z.strictObject({ kind: z.literal('accept-draw') }),
  z.strictObject({ kind: z.literal('decline-draw') }),
]);

/**
 * Either game's intent. The two share the kinds `move` and `resign` with different fields, so
 * this is a plain union of strict objects: a message matches at most one shape. Which game's
 * intents a table takes is the table's business, not the wire's.
 */
export const IntentSchema = z.union([
  BackgammonIntentSchema,
  ShatraIntentSchema,
  /** Either game, before both seats have acted (session ending.ts). */
  z.strictObject({ kind: z.literal('abort') }),
]);

/** The server's own intent, never a client's: a flag, or a claim after the opponent left. */
export const ForfeitIntentSchema = z.strictObject({
  kind: z.literal('forfeit'),
  reason: z.enum(['time', 'abandoned']),
});

/** What an event may carry: a seat's intent, or the server's forfeit. */
export const EventIntentSchema = z.union([IntentSchema, ForfeitIntentSchema]);

/** Event numbers start at 1 and only grow; 2^31 is far beyond any game. */
export const SeqSchema = intIn(0, 2 ** 31 - 1);

export const LogEntrySchema = z.strictObject({ seat: SeatSchema, intent: IntentSchema });

export const TableEventSchema = z.strictObject({
  seq: SeqSchema.check(z.minimum(1)),
  seat: SeatSchema,
  intent: EventIntentSchema,
  dice: z.array(DieSchema).check(z.maxLength(MAX_EVENT_DICE)),
});

export const SavedTableSchema = z.strictObject({
  spec: TableSpecSchema,
  log: z.array(LogEntrySchema).check(z.maxLength(MAX_LOG_ENTRIES)),
});
