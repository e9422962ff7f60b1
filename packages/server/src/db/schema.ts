// The tables as Kysely sees them. Every column type is one that SQLite and PostgreSQL store and
// return alike: text, integers within 2^31, and 0/1 for booleans. Times are ISO 8601 text (UTC),
// which sorts as it reads; JSON values (a spec, an intent, dice, a result) are JSON text.
export interface UsersTable {
  id: string;
  name: string;
  /** The name folded for uniqueness: two registered players may not differ by case only. */
  name_key: string;
  /** 1: registered with a password; 0: a guest. */
  registered: number;
  password_hash: string | null;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen database holds no usable session. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface GamesTable {
  id: string;
  game: string;
  /** The table's spec (session's TableSpec) as JSON. */
  spec: string;
  /** The dice seed: never sent to a client (it would reveal every future roll). */
  seed: string;
  /** 'open': listed in the lobby; 'invite': found only by its link. */
  visibility: string;
  /** 'open' | 'playing' | 'finished'. */
  status: string;
  white_user: string | null;
  black_user: string | null;
  /** The last event's sequence number, written in the transaction that writes the event. */
  seq: number;
  /** The outcome as JSON once finished. */
  result: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** The clock's spec (session ClockSpec) as JSON; null: the game has no clock. */
  clock: string | null;
}

/** The append-only log: one row per accepted intent, primary key (game_id, seq). */
export interface GameEventsTable {
  game_id: string;
  seq: number;
  seat: string;
  intent: string;
  dice: string;
  /** The server's time of the event (ISO 8601), which the clock charged from. */
  created_at: string;
  /** The clock (session ClockState) after the event, as JSON; null without a clock. */
  clock: string | null;
}

export interface ChatMessagesTable {
  id: string;
  game_id: string;
  channel: string;
  user_id: string;
  name: string;
  text: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  games: GamesTable;
  game_events: GameEventsTable;
  chat_messages: ChatMessagesTable;
}
