// Rows written straight into a test's database (no server in between): the one user 'u' who
// plays both seats, and a backgammon game of theirs, as the store tests need them.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { GameRow } from '../../src/games/store';

/** The user 'u', created at `at`. */
export async function insertTestUser(db: Kysely<Database>, at: string): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: 'u',
      name: 'U',
      name_key: 'u',
      registered: 0,
      password_hash: null,
      created_at: at,
    })
    .execute();
}

/** A backgammon game of 'u' against 'u' at seq 0, created and updated at `at`. */
export function testGameRow(id: string, at: string, changes: Partial<GameRow> = {}): GameRow {
  return {
    id,
    game: 'backgammon',
    spec: '{}',
    seed: '0',
    visibility: 'open',
    status: 'playing',
    white_user: 'u',
    black_user: 'u',
    seq: 0,
    result: null,
    rated: 0,
    created_by: 'u',
    created_at: at,
    updated_at: at,
    clock: null,
    white_seed: null,
    black_seed: null,
    ...changes,
  };
}
