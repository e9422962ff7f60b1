// The schema's history, applied at start by Kysely's Migrator (db/connect.ts). A migration is
// never edited once released: a change is a new entry. Written with the schema builder in
// types both databases share, so that one list serves SQLite and PostgreSQL.
import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';

async function createUsers(db: Kysely<unknown>) {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('registered', 'integer', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Registered names are unique (case-folded); guests may share a name with anybody but a
  // registered player (checked when the guest is made).
  await db.schema
    .createIndex('users_registered_name')
    .on('users')
    .column('name_key')
    .unique()
    .where(sql.ref('registered'), '=', 1)
    .execute();
}

async function createSessions(db: Kysely<unknown>) {
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

async function createGames(db: Kysely<unknown>) {
  await db.schema
    .createTable('games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('white_user', 'text', (c) => c.references('users.id'))
    .addColumn('black_user', 'text', (c) => c.references('users.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_status').on('games').column('status').execute();
  await db.schema.createIndex('games_white').on('games').column('white_user').execute();
  await db.schema.createIndex('games_black').on('games').column('black_user').execute();
}

async function createEvents(db: Kysely<unknown>) {
  await db.schema
    .createTable('game_events')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('intent', 'text', (c) => c.notNull())
    .addColumn('dice', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_events_pk', ['game_id', 'seq'])
    .execute();
}

async function createChat(db: Kysely<unknown>) {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_game')
    .on('chat_messages')
    .columns(['game_id', 'created_at'])
    .execute();
}

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await createUsers(db);
    await createSessions(db);
    await createGames(db);
    await createEvents(db);
    await createChat(db);
  },
};

/**
 * The verifiable dice (docs/fair-dice.md): each player's client seed, and each event's nonce (the
 * roller's, for an event that drew dice). Older games keep their numeric seed and null here.
 * One column per statement: SQLite adds no more at once.
 */
const fairDice: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('games').addColumn('white_seed', 'text').execute();
    await db.schema.alterTable('games').addColumn('black_seed', 'text').execute();
    await db.schema.alterTable('game_events').addColumn('nonce', 'text').execute();
  },
};

// Ratings (issue 20): whether a game is rated, each registered player's rating per game kind,
// and one history row per player and rated game. Ratings are real numbers: 'double precision'
// is PostgreSQL's float8 (read back as a number) and a REAL column in SQLite.
async function createRatings(db: Kysely<unknown>) {
  await db.schema
    .alterTable('games')
    .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('ratings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('deviation', 'double precision')
    .addColumn('volatility', 'double precision')
    .addColumn('experience', 'integer', (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'kind'])
    .execute();
  await db.schema.createIndex('ratings_board').on('ratings').columns(['kind', 'rating']).execute();
  await db.schema
    .createTable('rating_history')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('opponent_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('rating_before', 'double precision', (c) => c.notNull())
    .addColumn('rating_after', 'double precision', (c) => c.notNull())
    .addColumn('deviation_before', 'double precision')
    .addColumn('deviation_after', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rating_history_pk', ['game_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('rating_history_player')
    .on('rating_history')
    .columns(['user_id', 'kind', 'created_at'])
    .execute();
}

const ratings: Migration = { up: createRatings };

/**
 * Issue 20's clocks: a game's clock spec (null: none), and each event's clock after it (null
 * when the game has none), from which a restarted server takes the clocks up again.
 */
const clocks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('games').addColumn('clock', 'text').execute();
    await db.schema.alterTable('game_events').addColumn('clock', 'text').execute();
  },
};

/**
 * Issue 20's stored analyses: one row per finished game the server analysed (or failed to), and
 * one per seat of it with that player's error rate (analysis/ writes them, analysis/store.ts).
 * The game's row is the marker that it needs no analysis: a restart re-queues finished games
 * without one.
 */
async function createAnalyses(db: Kysely<unknown>) {
  await db.schema
    .createTable('game_analyses')
    .addColumn('game_id', 'text', (c) => c.primaryKey().references('games.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('analysed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('player_analyses')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('decisions', 'integer', (c) => c.notNull())
    .addColumn('total_loss', 'double precision', (c) => c.notNull())
    .addColumn('error_rate', 'double precision')
    .addColumn('inaccuracies', 'integer', (c) => c.notNull())
    .addColumn('errors', 'integer', (c) => c.notNull())
    .addColumn('blunders', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_analyses_pk', ['game_id', 'seat'])
    .execute();
  await db.schema
    .createIndex('player_analyses_player')
    .on('player_analyses')
    .columns(['user_id', 'kind'])
    .execute();
}

const analyses: Migration = { up: createAnalyses };

/**
 * The games waiting for their analysis, as a queue: a row is written with the game's last
 * events, in their transaction, when the game finishes (games/store.ts), and deleted with the
 * analysis's marker (analysis/store.ts). The pending games were found by scanning every finished
 * game against game_analyses, which grows with the site; the queue holds only those waiting.
 * Finished games already without an analysis are queued here.
 */
const analysisQueue: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analysis_queue')
      .addColumn('game_id', 'text', (c) => c.primaryKey().references('games.id'))
      .addColumn('finished_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('analysis_queue_order')
      .on('analysis_queue')
      .columns(['finished_at', 'game_id'])
      .execute();
    await sql`insert into analysis_queue (game_id, finished_at)
      select g.id, g.updated_at from games g
      where g.status = 'finished'
        and not exists (select 1 from game_analyses a where a.game_id = g.id)`.execute(db);
  },
};

export const migrations: MigrationProvider = {
  getMigrations: async () => ({
    '0001-initial': initial,
    '0002-fair-dice': fairDice,
    '0003-ratings': ratings,
    '0004-clocks': clocks,
    '0005-analyses': analyses,
    '0006-analysis-queue': analysisQueue,
  }),
};
