// The messages between a browser (the client) and the game server, over one WebSocket, as JSON
// text frames: a discriminated union by `type` each way. The server is authoritative: a client
// sends only intents; the server answers with events (numbered per table) and views. Every
// client message may carry a numeric `id`, which the server's reply to it (or its error) echoes.
// Client messages are strict objects: an unknown field is an error, not ignored, so a typo or
// a `__proto__` key never passes silently. PROTOCOL.md, "The client ↔ server protocol".
import type { TableView } from '@ludus/session';
import * as z from 'zod/mini';
import { intIn, MAX_MATCH_LENGTH } from './bounds';
import { GameKindSchema, IntentSchema, SeatSchema, SeqSchema, TableEventSchema } from './table';

/** The version a client states in `hello`; bump it on any incompatible change. */
export const ONLINE_PROTOCOL_VERSION = 1;

/** Bounds: what a well-behaved client never exceeds. */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;
/** A view's legal plays and a resync's events can be long; the server chunks nothing today. */
export const MAX_SERVER_MESSAGE_BYTES = 1024 * 1024;
export const MAX_CHAT_LENGTH = 500;
export const MAX_TABLE_ID_LENGTH = 64;
export const MAX_NAME_LENGTH = 40;
/** Tables a reconnecting client may list in `hello`. */
export const MAX_LAST_SEEN = 64;
export const MAX_EVENTS_PER_MESSAGE = 10_000;
export const MAX_LOBBY_TABLES = 1_000;
export const MAX_ERROR_MESSAGE_LENGTH = 200;
/** The chat lines a new watcher gets (`chat-log`): the last ones of the channel it reads. */
export const MAX_CHAT_LOG_LINES = 100;

/**
 * Every error the server sends, a closed list. The first four are the edge's (parseClientMessage);
 * the rest the server's.
 */
export const ERROR_CODES = [
  'bad-json',
  'bad-message',
  'too-large',
  'unsupported-version',
  'hello-required',
  'unauthenticated',
  'unknown-table',
  'not-seated',
  'not-your-turn',
  'stale',
  'illegal',
  'seat-taken',
  'forbidden',
  'registered-only',
  'rate-limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
/** The codes parseClientMessage itself gives. */
export type EdgeErrorCode = 'bad-json' | 'bad-message' | 'too-large' | 'unsupported-version';

/** A server's table name: URL-safe, so that it can appear in a link. */
export const TableIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(MAX_TABLE_ID_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/));

/**
 * A client seed or a roll's nonce for the verifiable dice (docs/fair-dice.md): 1 to 64
 * characters of the URL-safe alphabet, which holds neither the roll message's separator ':' nor
 * the record's ' '. The same rule as the fair-dice package's FIELD_PATTERN.
 */
export const DiceFieldSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

/** The client's own counter, echoed in the reply. */
export const MessageIdSchema = z.optional(intIn(0, Number.MAX_SAFE_INTEGER));

/** Chat text: no control characters but the line break. */
const ChatTextSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(MAX_CHAT_LENGTH), z.regex(/^(?:\n|\P{Cc})*$/u));
export const ChatChannelSchema = z.enum(['players', 'spectators']);
export type ChatChannel = z.infer<typeof ChatChannelSchema>;

// Client → server.

const TableSeenSchema = z.strictObject({ table: TableIdSchema, seq: SeqSchema });

export const HelloSchema = z.strictObject({
  type: z.literal('hello'),
  id: MessageIdSchema,
  v: intIn(0, 2 ** 31 - 1),
  /** A reconnecting client's last event per table: the server sends the rest (or a view). */
  lastSeen: z.optional(z.array(TableSeenSchema).check(z.maxLength(MAX_LAST_SEEN))),
});

export const ClientMessageSchema = z.discriminatedUnion('type', [
  HelloSchema,
  z.strictObject({ type: z.literal('watch'), id: MessageIdSchema, table: TableIdSchema }),
  z.strictObject({ type: z.literal('unwatch'), id: MessageIdSchema, table: TableIdSchema }),
  z.strictObject({
    type: z.literal('intent'),
    id: MessageIdSchema,
    table: TableIdSchema,
    /** The last event the client saw: an intent sent from an older view is `stale`. */
    seq: SeqSchema,
    intent: IntentSchema,
    /**
     * A fresh random value per roll (docs/fair-dice.md): an intent that rolls the dice of a
     * backgammon or tryktrak table is refused (`bad-message`) without one; others ignore it.
     */
    nonce: z.optional(DiceFieldSchema),
  }),
  z.strictObject({
    type: z.literal('resync'),
    id: MessageIdSchema,
    table: TableIdSchema,
    since: SeqSchema,
  }),
  z.strictObject({
    type: z.literal('chat'),
    id: MessageIdSchema,
    table: TableIdSchema,
    channel: ChatChannelSchema,
    text: ChatTextSchema,
  }),
  z.strictObject({ type: z.literal('lobby-subscribe'), id: MessageIdSchema }),
  z.strictObject({ type: z.literal('ping'), id: MessageIdSchema }),
  /** Take an open seat (the given one, or any free one) at a table that has one. */
  z.strictObject({
    type: z.literal('join'),
    id: MessageIdSchema,
    table: TableIdSchema,
    seat: z.optional(SeatSchema),
    /** This player's seed for the dice: required at a backgammon or tryktrak table. */
    clientSeed: z.optional(DiceFieldSchema),
  }),
  /**
   * Claim the win when the opponent has left: all its sockets gone for the grace period, the
   * game past the abort window (PROTOCOL.md, "Leaving").
   */
  z.strictObject({ type: z.literal('claim'), id: MessageIdSchema, table: TableIdSchema }),
]);

export type ClientMessage = z.infer<typeof ClientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];

// Server → client. Not strict: a newer server may add fields an older client ignores.

const NameSchema = z.string().check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH));

/**
 * A view's outer shape only: the client trusts the server it connected to for the game state
 * inside, and the page reads that through the session's own types.
 */
const ViewShapeSchema = z.object({
  spec: z.object({ game: GameKindSchema }),
  seq: SeqSchema,
  viewer: z.enum(['white', 'black', 'spectator']),
  toAct: z.array(SeatSchema).check(z.maxLength(2)),
  legal: z.array(z.unknown()),
  state: z.object({ game: GameKindSchema }),
});
const TableViewSchema = z.custom<TableView>((value) => ViewShapeSchema.safeParse(value).success);

/** Who sits in each seat; null = the seat is free. */
const SeatNamesSchema = z.object({ white: z.nullable(NameSchema), black: z.nullable(NameSchema) });

/** open: a seat is free; playing: both seats taken; finished: the match or game is over. */
export const TableStatusSchema = z.enum(['open', 'playing', 'finished']);
export type TableStatus = z.infer<typeof TableStatusSchema>;

export const LobbyTableSchema = z.object({
  table: TableIdSchema,
  game: GameKindSchema,
  /** Points to win; 0 = money play and Shatra. */
  matchLength: intIn(0, MAX_MATCH_LENGTH),
  seats: SeatNamesSchema,
  spectators: intIn(0, 1_000_000),
});

/** A seat whose player has no socket at the table, and how long until the win may be claimed. */
const AwaySchema = z.object({
  seat: SeatSchema,
  /** From this message's arrival; 0: the opponent may claim now. */
  claimInMs: intIn(0, 2 ** 31 - 1),
});
export type Away = z.infer<typeof AwaySchema>;

export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    id: MessageIdSchema,
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    /** null: a visitor who has not signed in (nor chosen a guest name) may watch, not act. */
    you: z.nullable(z.object({ name: NameSchema, guest: z.boolean() })),
  }),
  z.object({
    type: z.literal('view'),
    id: MessageIdSchema,
    table: TableIdSchema,
    /**
     * Present when the view's state has elided history (view-delta.ts): the seq of the view this
     * socket was sent last for this table, whose state the markers refer to. Absent: a full view.
     */
    base: z.optional(SeqSchema),
    view: TableViewSchema,
  }),
  z.object({
    type: z.literal('events'),
    id: MessageIdSchema,
    table: TableIdSchema,
    events: z.array(TableEventSchema).check(z.maxLength(MAX_EVENTS_PER_MESSAGE)),
  }),
  z.object({
    type: z.literal('error'),
    id: MessageIdSchema,
    code: z.enum(ERROR_CODES),
    message: z.string().check(z.maxLength(MAX_ERROR_MESSAGE_LENGTH)),
  }),
  z.object({
    type: z.literal('chat'),
    id: MessageIdSchema,
    table: TableIdSchema,
    channel: ChatChannelSchema,
    from: NameSchema,
    text: ChatTextSchema,
  }),
  z.object({
    type: z.literal('lobby'),
    id: MessageIdSchema,
    tables: z.array(LobbyTableSchema).check(z.maxLength(MAX_LOBBY_TABLES)),
  }),
  z.object({ type: z.literal('pong'), id: MessageIdSchema }),
  /** The chat so far, oldest first, of the channel this client reads: on `watch` and `join`. */
  z.object({
    type: z.literal('chat-log'),
    id: MessageIdSchema,
    table: TableIdSchema,
    lines: z
      .array(z.object({ channel: ChatChannelSchema, from: NameSchema, text: ChatTextSchema }))
      .check(z.maxLength(MAX_CHAT_LOG_LINES)),
  }),
  z.object({
    type: z.literal('seats'),
    id: MessageIdSchema,
    table: TableIdSchema,
    seats: SeatNamesSchema,
    status: TableStatusSchema,
    /**
     * SHA-256 of the table's secret dice seed (backgammon and tryktrak), shown before the first
     * roll; the seed itself is revealed in the finished game's record (docs/fair-dice.md).
     */
    commitment: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
  }),
  /** The seats whose players have left the table: on watch, and whenever that changes. */
  z.object({
    type: z.literal('presence'),
    id: MessageIdSchema,
    table: TableIdSchema,
    away: z.array(AwaySchema).check(z.maxLength(2)),
  }),
]);

export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
export type LobbyTable = z.infer<typeof LobbyTableSchema>;
