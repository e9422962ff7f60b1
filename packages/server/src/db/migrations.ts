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
 * Issue 20's clocks: a game's clock spec (null: none), and each event's clock after it (null
 * when the game has none), from which a restarted server takes the clocks up again.
 */
const clocks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('games').addColumn('clock', 'text').execute();
    await db.schema.alterTable('game_events').addColumn('clock', 'text').execute();
  },
};

export const migrations: MigrationProvider = {
  getMigrations: async () => ({ '0001-initial': initial, '0002-clocks': clocks }),
};
