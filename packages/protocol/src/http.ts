// The bodies of the game server's HTTP requests (PROTOCOL.md, "The server's HTTP interface"):
// the account routes' names and passwords, and a new game's options. Strict objects with bounds,
// as the WebSocket messages are; the server answers a refusal with `{error, message}`.
import * as z from 'zod/mini';
import { intIn, MAX_MATCH_LENGTH } from './bounds';
import { ClockSpecSchema } from './clock';
import { DiceFieldSchema, MAX_NAME_LENGTH } from './online';
import { SeatSchema } from './table';

export const MIN_PASSWORD_LENGTH = 8;
/** argon2 hashes any length, but a long password only costs the server time. */
export const MAX_PASSWORD_LENGTH = 200;

/**
 * A player's name as others will see it: 1–40 characters, no control or format characters (no
 * line breaks, no bidirectional overrides or zero-width characters that disguise a name), no
 * line or paragraph separators, and no space at either end.
 */
export const PlayerNameSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(MAX_NAME_LENGTH),
    z.regex(/^[^\p{C}\p{Zl}\p{Zp}]+$/u),
    z.regex(/^\S(?:.*\S)?$/u),
  );

export const PasswordSchema = z
  .string()
  .check(z.minLength(MIN_PASSWORD_LENGTH), z.maxLength(MAX_PASSWORD_LENGTH));

/** `POST /api/guest`: play at once under a chosen name. */
export const GuestRequestSchema = z.strictObject({ name: PlayerNameSchema });

/** `POST /api/register` and `POST /api/login`. */
export const CredentialsSchema = z.strictObject({
  name: PlayerNameSchema,
  password: PasswordSchema,
});

/**
 * `POST /api/games`: a backgammon money session (matchLength 0, with the Jacoby rule and
 * beavers on request) or match to N, a tryktrak series or match, or a Shatra game. `seat` is the
 * creator's (white when absent); `clock` a game clock (PROTOCOL.md, "Clocks"); `visibility` 'invite' keeps the table out of the lobby: only
 * those given its link find it. `rated`: the result changes both players' ratings (registered
 * players only; a backgammon or tryktrak match, not money play or a series: FIBS needs a match
 * length) with a clock; casual when absent.
 */
export const CreateGameRequestSchema = z.strictObject({
  game: z.enum(['backgammon', 'tryktrak', 'shatra']),
  matchLength: z.optional(intIn(0, MAX_MATCH_LENGTH)),
  jacoby: z.optional(z.boolean()),
  beavers: z.optional(z.boolean()),
  seat: z.optional(SeatSchema),
  visibility: z.optional(z.enum(['open', 'invite'])),
  /** No clock when absent: `delay` for backgammon and tryktrak, `fischer` for Shatra. */
  clock: z.optional(ClockSpecSchema),
  /** The creator's seed for the dice (docs/fair-dice.md): required for backgammon and tryktrak. */
  clientSeed: z.optional(DiceFieldSchema),
  rated: z.optional(z.boolean()),
});

export type GuestRequest = z.infer<typeof GuestRequestSchema>;
export type Credentials = z.infer<typeof CredentialsSchema>;
export type CreateGameRequest = z.infer<typeof CreateGameRequestSchema>;

/** The codes of the server's HTTP refusals, in `{error, message}` bodies. */
export const HTTP_ERROR_CODES = [
  'bad-request',
  'unauthenticated',
  'cross-site',
  'name-taken',
  'bad-credentials',
  'not-found',
  'not-finished',
  'registered-only',
  'rate-limited',
  'unavailable',
  'internal',
] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];
