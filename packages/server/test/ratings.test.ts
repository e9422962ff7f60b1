// Ratings through the real server, on SQLite and on PostgreSQL: only registered players play
// rated games; a rated game's end changes both ratings exactly as the pure formulas say (FIBS
// with the match length, Glicko-2 with a draw scored 0.5), in the transaction that ends the game
// (a failure injected into the rating write by a database trigger leaves the game unfinished);
// casual and unfinished games change nothing; the profile, history and leaderboard routes answer.
import { FIBS_START_RATING, fibsUpdate, GLICKO2_START, glicko2Update } from '@ludus/ratings';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../src/db/connect';
import { TestClient } from './support/client';
import { call, cookieOf, createGame, guest } from './support/http';
import { freshPostgresDatabase } from './support/pg';
import { finished, pastTheAbortWindow, startBot } from './support/play';
import { type TestServer, testServer } from './support/server';

const PASSWORD = 'correct horse battery';
/** Rated games need a clock (issue 20); these are long enough never to run out in a test. */
const SHATRA_CLOCK = { kind: 'fischer', baseMs: 600_000, incrementMs: 5_000 };
const MATCH_CLOCK = { kind: 'delay', delayMs: 12_000, bankMs: 600_000 };

const STORAGES: ReadonlyArray<[string, () => Promise<StorageConfig | undefined>]> = [
  ['SQLite', async () => undefined],
  ['PostgreSQL', async () => ({ kind: 'postgres', url: await freshPostgresDatabase() })],
];

describe.each(STORAGES)('ratings on %s', (_label, storage) => {
  let server: TestServer;
  beforeAll(async () => {
    const config = await storage();
    // One rated game puts a FIBS player on the board here; Glicko-2's deviation rule stays.
    server = await testServer({
      ...(config ? { storage: config } : {}),
      leaderboard: { minGames: 1 },
      // A short grace, for the claim after a player left.
      abandonGraceMs: 300,
    });
  });
  afterAll(() => server.stop());

  const register = async (name: string) =>
    cookieOf(
      await call(server.url, 'POST', '/api/register', { body: { name, password: PASSWORD } }),
    );

  const ratingRow = (name: string, kind: string) =>
    server.services.db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['rating', 'deviation', 'volatility', 'experience', 'games'])
      .where('users.name', '=', name)
      .where('users.registered', '=', 1)
      .where('kind', '=', kind)
      .executeTakeFirst()
      .then(
        (row) =>
          row &&
          Object.fromEntries(
            Object.entries(row).map(([k, v]) => [k, v === null ? null : Number(v)]),
          ),
      );

  const historyRows = (table: string) =>
    server.services.db
      .selectFrom('rating_history')
      .selectAll()
      .where('game_id', '=', table)
      .execute();

  /** A table of `body` made by `white`'s cookie, `black` seated; both clients connected. */
  async function seated(whiteCookie: string, blackCookie: string, body: Record<string, unknown>) {
    const table = await createGame(server.url, whiteCookie, body);
    const a = await TestClient.connect(server.url, { cookie: whiteCookie });
    const b = await TestClient.connect(server.url, { cookie: blackCookie });
    await a.request({ type: 'watch', table });
    const joined = await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    expect(joined.type).not.toBe('error');
    return { table, a, b };
  }

  /** Sends `intent` for `client`'s seat at `seq` and waits for the events (or throws the error). */
  async function act(client: TestClient, table: string, seq: number, intent: unknown) {
    client.send({ type: 'intent', table, seq, intent });
    const reply = await client.next(
      (m) =>
        (m.type === 'events' &&
          m.table === table &&
          (m.events as Array<{ seq: number }>).some((e) => e.seq === seq + 1)) ||
        m.type === 'error',
    );
    if (reply.type === 'error') throw new Error(`${String(reply.code)}: ${String(reply.message)}`);
  }

  it('guests may not open or join a rated game; money play and games without a clock may not be rated', async () => {
    const visitor = await guest(server.url, 'Daulet');
    const byGuest = await call(server.url, 'POST', '/api/games', {
      cookie: visitor,
      body: { game: 'backgammon', matchLength: 3, rated: true, clock: MATCH_CLOCK },
    });
    expect(byGuest).toMatchObject({ status: 403, body: { error: 'registered-only' } });
    const owner = await register('Saule');
    for (const body of [
      { game: 'backgammon', matchLength: 0, rated: true, clock: MATCH_CLOCK },
      { game: 'tryktrak', rated: true, clock: MATCH_CLOCK },
      // Games with clocks only may be rated.
      { game: 'backgammon', matchLength: 3, rated: true },
      { game: 'shatra', rated: true },
    ]) {
      const money = await call(server.url, 'POST', '/api/games', { cookie: owner, body });
      expect(money).toMatchObject({ status: 400, body: { error: 'bad-request' } });
    }
    const table = await createGame(server.url, owner, {
      game: 'shatra',
      rated: true,
      clock: SHATRA_CLOCK,
    });
    const summary = await call(server.url, 'GET', `/api/games/${table}`);
    expect(summary.body).toMatchObject({ rated: true });
    const client = await TestClient.connect(server.url, { cookie: visitor });
    const refused = await client.request({ type: 'join', table });
    expect(refused).toMatchObject({ type: 'error', code: 'registered-only' });
    // A casual table takes the guest.
    const casual = await createGame(server.url, owner, { game: 'shatra' });
    expect((await client.request({ type: 'join', table: casual })).type).not.toBe('error');
    client.close();
  });

  it('a rated Shatra game: Glicko-2 for both, a win and then a draw scored 0.5', async () => {
    const [white, black] = [await register('Aigerim'), await register('Bolat')];
    const first = await seated(white, black, { game: 'shatra', rated: true, clock: SHATRA_CLOCK });
    await act(first.a, first.table, 0, { kind: 'resign' });
    const lost = glicko2Update(GLICKO2_START, [{ opponent: GLICKO2_START, score: 0 }]);
    const won = glicko2Update(GLICKO2_START, [{ opponent: GLICKO2_START, score: 1 }]);
    expect(await ratingRow('Aigerim', 'shatra')).toEqual({ ...lost, experience: 0, games: 1 });
    expect(await ratingRow('Bolat', 'shatra')).toEqual({ ...won, experience: 0, games: 1 });

    const second = await seated(white, black, { game: 'shatra', rated: true, clock: SHATRA_CLOCK });
    await act(second.a, second.table, 0, { kind: 'offer-draw' });
    await act(second.b, second.table, 1, { kind: 'accept-draw' });
    const drawnWhite = glicko2Update(lost, [{ opponent: won, score: 0.5 }]);
    const drawnBlack = glicko2Update(won, [{ opponent: lost, score: 0.5 }]);
    expect(await ratingRow('Aigerim', 'shatra')).toMatchObject({ ...drawnWhite, games: 2 });
    expect(await ratingRow('Bolat', 'shatra')).toMatchObject({ ...drawnBlack, games: 2 });
    // The draw moved the loser up and the winner down: the formula was given 0.5, not 0 or 1.
    expect(drawnWhite.rating).toBeGreaterThan(lost.rating);
    expect(drawnBlack.rating).toBeLessThan(won.rating);
    expect(await historyRows(second.table)).toHaveLength(2);

    const profile = await call(server.url, 'GET', '/api/players/bolat');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      name: 'Bolat',
      ratings: [{ kind: 'shatra', system: 'glicko2', rating: drawnBlack.rating, games: 2 }],
      record: { played: 2, wins: 1, losses: 0, draws: 1, abandoned: 0 },
    });
    const history = await call(server.url, 'GET', '/api/players/Bolat/ratings/shatra');
    expect(history.body).toMatchObject({
      kind: 'shatra',
      changes: [
        { game: first.table, opponent: 'Aigerim', score: 1, before: 1500, after: won.rating },
        { game: second.table, score: 0.5, before: won.rating, after: drawnBlack.rating },
      ],
    });
    // Two games leave a deviation far over 110: provisional, off the board.
    const board = await call(server.url, 'GET', '/api/leaderboard/shatra');
    expect(board.body).toMatchObject({
      kind: 'shatra',
      minGames: 1,
      maxDeviation: 110,
      players: [],
    });
    for (const client of [first.a, first.b, second.a, second.b]) client.close();
  });

  it('rated backgammon matches: FIBS with the match length and the new-player boost', async () => {
    const [white, black] = [await register('Nurlan'), await register('Madina')];
    const before = {
      white: { rating: FIBS_START_RATING, experience: 0 },
      black: { rating: FIBS_START_RATING, experience: 0 },
    };
    for (const matchLength of [1, 2]) {
      const { table, a, b } = await seated(white, black, {
        game: 'backgammon',
        matchLength,
        rated: true,
        clock: MATCH_CLOCK,
      });
      const bots = [startBot(a, table, 'white'), startBot(b, table, 'black')];
      await finished(a, table);
      for (const bot of bots) bot.stop();
      const result = (await call(server.url, 'GET', `/api/games/${table}`)).body.result as {
        winner: 'white' | 'black';
      };
      const winnerSide = result.winner;
      const loserSide = winnerSide === 'white' ? 'black' : 'white';
      const expected = fibsUpdate(before[winnerSide], before[loserSide], matchLength);
      const names = { white: 'Nurlan', black: 'Madina' };
      expect(await ratingRow(names[winnerSide], 'backgammon')).toMatchObject(expected.winner);
      expect(await ratingRow(names[loserSide], 'backgammon')).toMatchObject(expected.loser);
      before[winnerSide] = expected.winner;
      before[loserSide] = expected.loser;
      a.close();
      b.close();
    }
    expect(await ratingRow('Nurlan', 'backgammon')).toMatchObject({
      experience: 3,
      games: 2,
      deviation: null,
    });
    const board = await call(server.url, 'GET', '/api/leaderboard/backgammon');
    const players = board.body.players as Array<{ name: string; rating: number; rank: number }>;
    expect(players.map((p) => p.name).sort()).toEqual(['Madina', 'Nurlan']);
    expect(players[0]?.rating).toBeGreaterThanOrEqual(players[1]?.rating ?? Infinity);
    expect(players.map((p) => p.rank)).toEqual([1, 2]);
  }, 120_000);

  it('casual and unfinished games change no rating', async () => {
    const [white, black] = [await register('Erlan'), await register('Gulnara')];
    const casual = await seated(white, black, { game: 'shatra' });
    await act(casual.a, casual.table, 0, { kind: 'resign' });
    const open = await seated(white, black, { game: 'shatra', rated: true, clock: SHATRA_CLOCK });
    await act(open.a, open.table, 0, { kind: 'offer-draw' });
    expect(await ratingRow('Erlan', 'shatra')).toBeUndefined();
    expect(await ratingRow('Gulnara', 'shatra')).toBeUndefined();
    expect(await historyRows(casual.table)).toEqual([]);
    expect(await historyRows(open.table)).toEqual([]);
    const profile = await call(server.url, 'GET', '/api/players/Erlan');
    expect(profile.body).toMatchObject({ ratings: [], record: { played: 1, losses: 1 } });
    for (const client of [casual.a, casual.b, open.a, open.b]) client.close();
  });

  it('the rating write and the game’s end commit together: a failed rating write undoes the end', async () => {
    const [white, black] = [await register('Kairat'), await register('Zhanar')];
    const { table, a, b } = await seated(white, black, {
      game: 'shatra',
      rated: true,
      clock: SHATRA_CLOCK,
    });
    const { db } = server.services;
    const postgres = server.services.storage === 'postgres';
    // A real failure of the database inside the ending transaction, at its last write.
    if (postgres) {
      await sql`CREATE FUNCTION fail_rating() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected'; END $$`.execute(
        db,
      );
      await sql`CREATE TRIGGER fail_rating BEFORE INSERT ON rating_history FOR EACH ROW EXECUTE FUNCTION fail_rating()`.execute(
        db,
      );
    } else {
      await sql`CREATE TRIGGER fail_rating BEFORE INSERT ON rating_history BEGIN SELECT RAISE(ABORT, 'injected'); END`.execute(
        db,
      );
    }
    await expect(act(b, table, 0, { kind: 'resign' })).rejects.toThrow(/^internal/);
    const row = await db
      .selectFrom('games')
      .select(['status', 'seq', 'result'])
      .where('id', '=', table)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'playing', seq: 0, result: null });
    expect(
      await db.selectFrom('game_events').select('seq').where('game_id', '=', table).execute(),
    ).toEqual([]);
    expect(await ratingRow('Kairat', 'shatra')).toBeUndefined();
    expect((await call(server.url, 'GET', `/api/games/${table}`)).body.status).toBe('playing');

    await sql
      .raw(postgres ? 'DROP TRIGGER fail_rating ON rating_history' : 'DROP TRIGGER fail_rating')
      .execute(db);
    await act(b, table, 0, { kind: 'resign' });
    const ended = await db
      .selectFrom('games')
      .select(['status', 'seq'])
      .where('id', '=', table)
      .executeTakeFirst();
    expect(ended).toEqual({ status: 'finished', seq: 1 });
    expect(await ratingRow('Kairat', 'shatra')).toMatchObject({ games: 1 });
    expect(await historyRows(table)).toHaveLength(2);
    a.close();
    b.close();
  });

  it('an aborted rated game rates nobody; an abandoned one is the leaver’s loss and counted', async () => {
    const [white, black] = [await register('Timur'), await register('Aruzhan')];
    const aborted = await seated(white, black, {
      game: 'shatra',
      rated: true,
      clock: SHATRA_CLOCK,
    });
    await act(aborted.b, aborted.table, 0, { kind: 'abort' });
    expect((await call(server.url, 'GET', `/api/games/${aborted.table}`)).body).toMatchObject({
      status: 'finished',
      result: { reason: 'aborted' },
    });
    expect(await ratingRow('Timur', 'shatra')).toBeUndefined();
    expect(await historyRows(aborted.table)).toEqual([]);

    const left = await seated(white, black, { game: 'shatra', rated: true, clock: SHATRA_CLOCK });
    const { table, a, b } = left;
    // Both play until each has moved (past the abort window), then black leaves.
    await pastTheAbortWindow(a, b, table);
    b.close();
    const away = await a.next((m) => m.type === 'presence' && (m.away as unknown[]).length === 1);
    const claimInMs = (away.away as Array<{ claimInMs: number }>)[0]?.claimInMs ?? 0;
    await new Promise((resolve) => setTimeout(resolve, claimInMs + 200));
    a.send({ type: 'claim', table });
    await finished(a, table);
    const won = glicko2Update(GLICKO2_START, [{ opponent: GLICKO2_START, score: 1 }]);
    const lost = glicko2Update(GLICKO2_START, [{ opponent: GLICKO2_START, score: 0 }]);
    expect(await ratingRow('Timur', 'shatra')).toMatchObject({ ...won, games: 1 });
    expect(await ratingRow('Aruzhan', 'shatra')).toMatchObject({ ...lost, games: 1 });
    expect(await historyRows(table)).toHaveLength(2);
    const profile = await call(server.url, 'GET', '/api/players/Aruzhan');
    // The aborted table is not a game played; the abandoned one is a loss, counted as such.
    expect(profile.body).toMatchObject({
      record: { played: 1, wins: 0, losses: 1, draws: 0, abandoned: 1 },
    });
    expect((await call(server.url, 'GET', '/api/players/Timur')).body).toMatchObject({
      record: { played: 1, wins: 1, abandoned: 0 },
    });
    for (const client of [aborted.a, aborted.b, a]) client.close();
  }, 60_000);

  it('the routes refuse unknown players and kinds', async () => {
    await guest(server.url, 'Askar');
    expect((await call(server.url, 'GET', '/api/players/Askar')).status).toBe(404);
    expect((await call(server.url, 'GET', '/api/players/Nobody/ratings/shatra')).status).toBe(404);
    expect((await call(server.url, 'GET', '/api/players/Saule/ratings/chess')).status).toBe(404);
    expect((await call(server.url, 'GET', '/api/leaderboard/chess')).status).toBe(404);
    expect((await call(server.url, 'GET', '/api/players/Saule')).body).toMatchObject({
      ratings: [],
    });
  });
});
