// The server's analysis of finished games, through the real server on SQLite and on PostgreSQL:
// two registered players finish a game over the socket, the worker thread analyses it, and the
// profile and the game list carry the error rate, exactly what the engines' analysis gives for
// the record the site offers for download (backgammon: analyseGame and gnubg's summary over each
// game of the match; Shatra: judgeGameMove over every move). Stored once however often queued; a
// restart analyses the games that ended while the analysis was off; a game whose log no longer
// replays gets a failed marker and the queue goes on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseMat } from '@ludus/backgammon';
import {
  analyseGame,
  type Decision,
  matchGameRecord,
  summarise,
  VariantEvaluator,
} from '@ludus/backgammon-engine';
import { readRecord } from '@ludus/shatra';
import { judgeGameMove, summariseJudgements } from '@ludus/shatra-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../src/db/connect';
import { TestClient } from './support/client';
import { call, cookieOf, createGame } from './support/http';
import { freshPostgresDatabase } from './support/pg';
import { finished, lastSeq, startBot } from './support/play';
import { type TestServer, testServer } from './support/server';

const PASSWORD = 'correct horse battery';
/** Cheap depths: the figures are compared with the engines' at the same depths. */
const ANALYSIS = { plies: 0, shatraDepth: 2 };
/** Shatra plies the bots play before White resigns. */
const SHATRA_PLIES = 10;

const STORAGES: ReadonlyArray<[string, () => Promise<StorageConfig | undefined>]> = [
  ['SQLite', async () => undefined],
  ['PostgreSQL', async () => ({ kind: 'postgres', url: await freshPostgresDatabase() })],
];

interface Listed {
  readonly id: string;
  readonly white: string;
  readonly analysis: {
    status: string;
    depth?: number;
    errorRates?: { white: number | null; black: number | null };
  };
}

describe.each(STORAGES)('the analysis of finished games on %s', (_label, storage) => {
  let server: TestServer;
  beforeAll(async () => {
    const config = await storage();
    server = await testServer({ ...(config ? { storage: config } : {}), analysis: ANALYSIS });
  });
  afterAll(() => server.stop());

  const register = async (on: TestServer, name: string) =>
    cookieOf(await call(on.url, 'POST', '/api/register', { body: { name, password: PASSWORD } }));

  /** A casual table of `game` between two registered players, both connected. */
  async function seated(on: TestServer, names: [string, string], body: Record<string, unknown>) {
    const [white, black] = [await register(on, names[0]), await register(on, names[1])];
    const table = await createGame(on.url, white, body);
    const a = await TestClient.connect(on.url, { cookie: white });
    const b = await TestClient.connect(on.url, { cookie: black });
    await a.request({ type: 'watch', table });
    expect((await b.request({ type: 'join', table, clientSeed: 'joiner-seed' })).type).toBe('view');
    return { table, a, b };
  }

  /** A 1-point backgammon match played to its end by the bots. */
  async function backgammonMatch(on: TestServer, names: [string, string]) {
    const { table, a, b } = await seated(on, names, { game: 'backgammon', matchLength: 1 });
    const bots = [startBot(a, table, 'white'), startBot(b, table, 'black')];
    await finished(a, table);
    for (const bot of bots) expect(bot.errors).toEqual([]);
    a.close();
    b.close();
    return table;
  }

  /** A Shatra game: the bots play SHATRA_PLIES moves, then White resigns. */
  async function shatraGame(on: TestServer, names: [string, string]) {
    const { table, a, b } = await seated(on, names, { game: 'shatra' });
    let sent = 0;
    const options = { leave: () => sent >= SHATRA_PLIES, afterSend: () => ++sent > 0 };
    const bots = [startBot(a, table, 'white', options), startBot(b, table, 'black', options)];
    await a.next(() => lastSeq(a, table) === SHATRA_PLIES, 20_000);
    for (const bot of bots) bot.stop();
    a.send({ type: 'intent', table, seq: SHATRA_PLIES, intent: { kind: 'resign' } });
    await finished(a, table);
    a.close();
    b.close();
    return table;
  }

  async function listedGame(on: TestServer, player: string, table: string): Promise<Listed> {
    const list = await call(on.url, 'GET', `/api/players/${encodeURIComponent(player)}/games`);
    const game = (list.body.games as Listed[]).find((g) => g.id === table);
    if (!game) throw new Error(`game ${table} is not in ${player}'s list`);
    return game;
  }

  /** Polls the player's game list until the game's analysis is made (or failed). */
  async function analysed(on: TestServer, player: string, table: string): Promise<Listed> {
    for (let tries = 0; tries < 600; tries++) {
      const game = await listedGame(on, player, table);
      if (game.analysis.status !== 'pending') return game;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`game ${table} was not analysed in 60 s`);
  }

  const record = async (on: TestServer, table: string) =>
    (await call(on.url, 'GET', `/api/games/${table}/record`)).text;

  const playerRows = (on: TestServer, table: string) =>
    on.services.db
      .selectFrom('player_analyses')
      .selectAll()
      .where('game_id', '=', table)
      .orderBy('seat', 'desc')
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          ...row,
          total_loss: Number(row.total_loss),
          error_rate: row.error_rate === null ? null : Number(row.error_rate),
        })),
      );

  const gameRow = (on: TestServer, table: string) =>
    on.services.db
      .selectFrom('game_analyses')
      .selectAll()
      .where('game_id', '=', table)
      .executeTakeFirst();

  it('a backgammon match: its error rates are analyseGame’s over the downloaded record, stored once', async () => {
    const table = await backgammonMatch(server, ['Nurlan', 'Madina']);
    const listed = await analysed(server, 'Nurlan', table);

    // The engines' own analysis of the record the site offers, at the same depth.
    const mat = parseMat(await record(server, table));
    if (!mat.ok) throw new Error(mat.message);
    const { match } = mat.value;
    const evaluator = new VariantEvaluator();
    const decisions: Decision[] = [];
    for (const game of [...match.previous, match.current]) {
      if (game.state.history.length === 0) continue;
      const analysis = analyseGame(evaluator, matchGameRecord(1, game), ANALYSIS.plies);
      if (!analysis.ok) throw new Error(analysis.message);
      decisions.push(...analysis.value.decisions);
    }
    const summary = summarise(decisions);
    expect(summary.white.unforcedMoves + summary.black.unforcedMoves).toBeGreaterThan(5);
    expect(listed.analysis).toEqual({
      status: 'done',
      depth: 0,
      errorRates: { white: summary.white.errorRate, black: summary.black.errorRate },
    });
    const rows = await playerRows(server, table);
    expect(rows).toEqual(
      (['white', 'black'] as const).map((seat) => ({
        game_id: table,
        seat,
        user_id: expect.any(String),
        kind: 'backgammon',
        decisions: summary[seat].unforcedMoves + summary[seat].cubeDecisions,
        total_loss: summary[seat].checkerLoss + summary[seat].cubeLoss,
        error_rate: summary[seat].errorRate,
        inaccuracies: summary[seat].doubtful,
        errors: summary[seat].bad,
        blunders: summary[seat].veryBad,
      })),
    );
    const marker = await gameRow(server, table);
    expect(marker).toMatchObject({
      status: 'done',
      depth: 0,
      engine: '@ludus/backgammon-engine 0.1.0',
      message: null,
    });

    // The profile: per kind, the loss over all counted decisions (one game: the game's rate).
    const profile = await call(server.url, 'GET', '/api/players/madina');
    const black = rows[1];
    expect(profile.body.analyses).toEqual([
      {
        kind: 'backgammon',
        unit: 'mEMG',
        games: 1,
        decisions: black?.decisions,
        errorRate: expect.closeTo(summary.black.errorRate ?? Number.NaN, 9),
      },
    ]);

    // Queued again (a second process, a restart): analysed again, stored once.
    server.services.analyser?.enqueue(table);
    await server.services.analyser?.idle();
    expect(await gameRow(server, table)).toEqual(marker);
    expect(await playerRows(server, table)).toEqual(rows);
  }, 120_000);

  it('a Shatra game: each move judged as judgeGameMove judges it; the mean loss in centi-shatras', async () => {
    const table = await shatraGame(server, ['Aigerim', 'Bolat']);
    const listed = await analysed(server, 'Bolat', table);
    const game = readRecord(await record(server, table));
    if (!game.ok) throw new Error(game.message);
    expect(game.value.moves).toHaveLength(SHATRA_PLIES);
    const judged = game.value.moves.map((_, index) => ({
      side: game.value.positions[index]?.turn,
      ...judgeGameMove(game.value, index, { depth: ANALYSIS.shatraDepth }),
    }));
    const of = (side: string) => summariseJudgements(judged.filter((j) => j.side === side));
    const [white, black] = [of('white'), of('black')];
    expect(white.moves + black.moves).toBeGreaterThan(0);
    expect(listed.analysis).toEqual({
      status: 'done',
      depth: 2,
      errorRates: { white: white.averageLoss, black: black.averageLoss },
    });
    expect(await playerRows(server, table)).toMatchObject([
      { seat: 'white', kind: 'shatra', decisions: white.moves, total_loss: white.totalLoss },
      { seat: 'black', kind: 'shatra', decisions: black.moves, errors: black.mistakes },
    ]);
    expect(await gameRow(server, table)).toMatchObject({
      status: 'done',
      depth: 2,
      engine: '@ludus/shatra-engine 0.2.0',
    });
    const profile = await call(server.url, 'GET', '/api/players/Bolat');
    expect(profile.body.analyses).toEqual(
      black.moves === 0
        ? []
        : [
            {
              kind: 'shatra',
              unit: 'centi-shatra',
              games: 1,
              decisions: black.moves,
              errorRate: expect.closeTo(black.averageLoss ?? Number.NaN, 9),
            },
          ],
    );
  }, 60_000);

  it('a restart analyses the games that ended unanalysed; a log that does not replay is marked failed', async () => {
    const config = await storage();
    const dataDir = mkdtempSync(join(tmpdir(), 'ludus-analysis-'));
    const where = config ? { storage: config } : { dataDir };
    // The analysis off: the games end with no analysis.
    const first = await testServer(where);
    const broken = await shatraGame(first, ['Erlan', 'Gulnara']);
    const good = await shatraGame(first, ['Timur', 'Aruzhan']);
    expect((await listedGame(first, 'Timur', good)).analysis).toEqual({ status: 'pending' });
    // A move in the older game's stored log that the rules refuse: it no longer replays.
    await first.services.db
      .updateTable('game_events')
      .set({ intent: JSON.stringify({ kind: 'move', move: '1-2' }) })
      .where('game_id', '=', broken)
      .where('seq', '=', 3)
      .execute();
    await first.stop();

    const second = await testServer({ ...where, analysis: ANALYSIS });
    try {
      // Oldest first: the broken game fails, and the queue goes on to the good one.
      expect((await analysed(second, 'Erlan', broken)).analysis).toEqual({ status: 'failed' });
      expect(await gameRow(second, broken)).toMatchObject({
        status: 'failed',
        message: 'its stored log does not replay',
      });
      expect(await playerRows(second, broken)).toEqual([]);
      expect((await analysed(second, 'Timur', good)).analysis).toMatchObject({
        status: 'done',
        depth: 2,
      });
      expect(await playerRows(second, good)).toHaveLength(2);
      expect((await call(second.url, 'GET', '/api/health')).status).toBe(200);
      // The profile of the broken game's players counts nothing of it.
      const erlan = await call(second.url, 'GET', '/api/players/Erlan');
      expect(erlan.body.analyses).toEqual([]);
    } finally {
      await second.stop();
      if (!config) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
