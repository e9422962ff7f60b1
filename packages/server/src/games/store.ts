// The games' rows: a new game, its seats, its log of events (appended in one transaction with
// the game's new seq, status and result), and the look-ups that rebuild and list games.
import type { GameAnalysis } from '@ludus/protocol';
import type { ClockState, Seat, TableEvent } from '@ludus/session';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { analysesOf } from '../analysis/queries';
import type { Database, GamesTable } from '../db/schema';
import { rateFinishedGame } from '../ratings/update';
import type { GameResult } from './outcome';
import type { Player, Seats, TableStatus } from './types';

export type GameRow = Selectable<GamesTable>;

export interface StoredEvent {
  readonly seq: number;
  readonly seat: Seat;
  readonly intent: unknown;
  readonly dice: unknown;
  /** The clock after the event; null when the game has none. */
  readonly clock: ClockState | null;
  /** The roller's nonce of an event that drew verifiable dice. */
  readonly nonce: string | null;
}

export async function insertGame(db: Kysely<Database>, row: GameRow): Promise<void> {
  await db.insertInto('games').values(row).execute();
}

export async function findGame(db: Kysely<Database>, id: string): Promise<GameRow | undefined> {
  return db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function unfinishedGameIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('status', '!=', 'finished')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.id);
}

export async function eventsOf(db: Kysely<Database>, id: string): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('game_events')
    .select(['seq', 'seat', 'intent', 'dice', 'clock', 'nonce'])
    .where('game_id', '=', id)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    seat: row.seat as Seat,
    intent: JSON.parse(row.intent),
    dice: JSON.parse(row.dice),
    clock: row.clock ? (JSON.parse(row.clock) as ClockState) : null,
    nonce: row.nonce,
  }));
}

/** The seat holders of a game row, with their names. */
export async function seatsOf(db: Kysely<Database>, row: GameRow): Promise<Seats> {
  const ids = [row.white_user, row.black_user].filter((id): id is string => id !== null);
  const users =
    ids.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'name', 'registered'])
          .where('id', 'in', ids)
          .execute();
  const player = (id: string | null): Player | null => {
    const user = users.find((u) => u.id === id);
    return user ? { id: user.id, name: user.name, guest: Number(user.registered) === 0 } : null;
  };
  return { white: player(row.white_user), black: player(row.black_user) };
}

export interface Progress {
  readonly fromSeq: number;
  readonly events: readonly TableEvent[];
  readonly status: TableStatus;
  readonly result: GameResult | null;
  readonly at: string;
  /** The clock after the events, null without one. */
  readonly clock: ClockState | null;
  /** The intent's nonce, kept with every event that drew dice. */
  readonly nonce: string | null;
}

/** A game's write whose seq guard failed: another writer moved the game on (nothing written). */
export class SeqMismatch extends Error {}

/**
 * Appends accepted events and the game's new state in one transaction. The update is guarded by
 * the seq the actor started from: were a second writer ever to run for this game, its commit
 * would fail here instead of forking the log (the primary key (game_id, seq) guards it too).
 * A rated game's end changes the players' ratings in the same transaction (ratings/update.ts).
 * The actor writes through group-commit.ts, which puts several games' writes in one transaction.
 */
export async function appendEvents(
  db: Kysely<Database>,
  id: string,
  progress: Progress,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await appendInTransaction(trx, id, progress))) {
      throw new SeqMismatch(`game ${id} is not at ${progress.fromSeq}`);
    }
  });
}

/**
 * The statements of one game's append, inside a transaction the caller runs. False (and nothing
 * written) when the game is not at `fromSeq`; any other failure throws.
 */
export async function appendInTransaction(
  trx: Transaction<Database>,
  id: string,
  progress: Progress,
): Promise<boolean> {
  const { events, fromSeq, status, result, at, nonce } = progress;
  const clock = progress.clock ? JSON.stringify(progress.clock) : null;
  const last = events.at(-1)?.seq ?? fromSeq;
  // First, so that a game not at fromSeq has nothing of this append written.
  const updated = await trx
    .updateTable('games')
    .set({ seq: last, status, result: result ? JSON.stringify(result) : null, updated_at: at })
    .where('id', '=', id)
    .where('seq', '=', fromSeq)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  if (events.length > 0) {
    await trx
      .insertInto('game_events')
      .values(
        events.map((event) => ({
          game_id: id,
          seq: event.seq,
          seat: event.seat,
          intent: JSON.stringify(event.intent),
          dice: JSON.stringify(event.dice),
          nonce: event.dice.length > 0 ? nonce : null,
          created_at: at,
          clock,
        })),
      )
      .execute();
  }
  if (status === 'finished') {
    // Queued for its analysis with its end (analysis/store.ts takes it off with the analysis).
    await trx
      .insertInto('analysis_queue')
      .values({ game_id: id, finished_at: at })
      .onConflict((conflict) => conflict.column('game_id').doNothing())
      .execute();
    if (result) await rateFinishedGame(trx, id, result, at);
  }
  return true;
}

/** The seats, and the client seed the new seat holder sent (for the verifiable dice). */
export async function writeSeats(
  db: Kysely<Database>,
  id: string,
  seats: Seats,
  status: TableStatus,
  at: string,
  clientSeed?: { readonly seat: Seat; readonly seed: string },
): Promise<void> {
  const seed =
    clientSeed &&
    (clientSeed.seat === 'white'
      ? { white_seed: clientSeed.seed }
      : { black_seed: clientSeed.seed });
  await db
    .updateTable('games')
    .set({
      white_user: seats.white?.id ?? null,
      black_user: seats.black?.id ?? null,
      status,
      updated_at: at,
      ...seed,
    })
    .where('id', '=', id)
    .execute();
}

export interface FinishedGame {
  readonly id: string;
  readonly game: string;
  readonly matchLength: number;
  readonly white: string | null;
  readonly black: string | null;
  readonly result: GameResult | null;
  readonly startedAt: string;
  readonly finishedAt: string;
  /** The server's analysis of the game (analysis/): pending, failed, or each seat's error rate. */
  readonly analysis: GameAnalysis;
}

/** A player's finished games, newest first (at most `limit`). */
export async function finishedGamesOf(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<FinishedGame[]> {
  const rows = await db
    .selectFrom('games')
    .leftJoin('users as w', 'w.id', 'games.white_user')
    .leftJoin('users as b', 'b.id', 'games.black_user')
    .select([
      'games.id',
      'games.game',
      'games.spec',
      'games.result',
      'games.created_at',
      'games.updated_at',
      'w.name as white',
      'b.name as black',
    ])
    .where('games.status', '=', 'finished')
    .where((eb) => eb.or([eb('white_user', '=', userId), eb('black_user', '=', userId)]))
    .orderBy('games.updated_at', 'desc')
    .limit(limit)
    .execute();
  const analyses = await analysesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    game: row.game,
    matchLength: (JSON.parse(row.spec) as { matchLength?: number }).matchLength ?? 0,
    white: row.white,
    black: row.black,
    result: row.result ? (JSON.parse(row.result) as GameResult) : null,
    startedAt: row.created_at,
    finishedAt: row.updated_at,
    analysis: analyses.get(row.id) ?? { status: 'pending' },
  }));
}
