// The verifiable dice (docs/fair-dice.md) end to end over real sockets: the commitment shown
// before the first roll, the seed never sent before the end, each player's client seed and each
// roll's nonce required and checked, and a whole game's downloaded record verified by verifyMat
// and by `npx ludus verify` (a tampered copy fails). Shatra rolls no dice: nothing changes there.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  commitmentOf,
  type DiceRecord,
  deriveRoll,
  diceRecordLines,
  readDiceRecord,
  verifyMat,
} from '@ludus/fair-dice';
import type { TableEvent } from '@ludus/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { eventsSeen, finished, startBot } from './support/play';
import { type TestServer, testServer } from './support/server';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let server: TestServer;
let files: string;
beforeAll(async () => {
  server = await testServer();
  files = mkdtempSync(join(tmpdir(), 'ludus-dice-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(files, { recursive: true, force: true });
});

/** `npx ludus verify FILE` on `text`: its exit status and output lines. */
function ludusVerify(name: string, text: string): Promise<{ code: number; lines: string[] }> {
  const file = join(files, name);
  writeFileSync(file, text);
  return new Promise((resolve) => {
    execFile('npx', ['ludus', 'verify', file], { cwd: ROOT }, (error, stdout) => {
      const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
      resolve({ code, lines: stdout.trimEnd().split('\n') });
    });
  });
}

/** The record text with its dice lines replaced by those of `record`. */
function withRecord(text: string, record: DiceRecord): string {
  const kept = text.split('\n').filter((line) => !line.startsWith('; [Dice'));
  const at = kept.findIndex((line) => line.startsWith('; [')) + 1;
  return [...kept.slice(0, at), ...diceRecordLines(record), ...kept.slice(at)].join('\n');
}

/** A nonce other than `nonce` that derives other dice for the same roll (as a pair). */
function otherNonce(record: DiceRecord, roll: number): string {
  const base = { ...record, roll, nonce: record.nonces[roll - 1] ?? '' };
  const dice = [...deriveRoll(record.serverSeed, base)].sort().join();
  for (let i = 0; ; i += 1) {
    const nonce = `tampered${i}`;
    if ([...deriveRoll(record.serverSeed, { ...base, nonce })].sort().join() !== dice) return nonce;
  }
}

const rollsIn = (events: readonly TableEvent[]) =>
  events.reduce((n, event) => n + event.dice.length / 2, 0);

async function playWhole(game: 'backgammon' | 'tryktrak') {
  const [white, black] = [await guest(server.url, 'Aigerim'), await guest(server.url, 'Bolat')];
  const body = { game, matchLength: 1, clientSeed: 'white-seed_1' };
  const table = await createGame(server.url, white, body);
  const summary = (await call(server.url, 'GET', `/api/games/${table}`)).body;
  const commitment = summary.diceCommitment as string;
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);
  // Every watcher is shown the commitment with the seats, before any roll.
  const watcher = await TestClient.connect(server.url);
  await watcher.request({ type: 'watch', table });
  const seats = watcher.seen.find((m) => m.type === 'seats' && m.table === table);
  expect(seats).toMatchObject({ status: 'open', commitment });
  expect((await call(server.url, 'GET', `/api/games/${table}/record`)).status).toBe(409);

  const a = await TestClient.connect(server.url, { cookie: white });
  const b = await TestClient.connect(server.url, { cookie: black });
  await b.request({ type: 'join', table, clientSeed: 'black-seed-2' });
  const bots = [startBot(a, table, 'white'), startBot(b, table, 'black')];
  await finished(watcher, table);
  for (const bot of bots) expect(bot.errors).toEqual([]);
  const events = eventsSeen(watcher, table);
  const record = await call(server.url, 'GET', `/api/games/${table}/record`);
  expect(record.status).toBe(200);
  const revealed = readDiceRecord(record.text.split('\n'));
  if (!revealed.ok) throw new Error(revealed.message);
  // Nothing any client was sent before the end held the seed.
  for (const client of [a, b, watcher]) {
    expect(JSON.stringify(client.seen)).not.toContain(revealed.value.serverSeed);
  }
  for (const client of [a, b, watcher]) client.close();
  return { table, commitment, events, text: record.text, record: revealed.value };
}

describe('a whole game over real sockets, then its record verified', () => {
  for (const game of ['backgammon', 'tryktrak'] as const) {
    it(`${game}: every roll matches; a tampered nonce, seed or commitment does not`, async () => {
      const { table, commitment, events, text, record } = await playWhole(game);
      const rolls = rollsIn(events);
      expect(rolls).toBeGreaterThan(2);
      expect(record).toMatchObject({
        gameId: table,
        commitment,
        whiteSeed: 'white-seed_1',
        blackSeed: 'black-seed-2',
      });
      expect(commitmentOf(record.serverSeed)).toBe(commitment);
      expect(record.nonces).toHaveLength(rolls);

      const checked = verifyMat(text);
      expect(checked.ok && checked.value.mismatch).toBeNull();
      expect(checked.ok && checked.value.checked.map((c) => c.roll)).toEqual(
        Array.from({ length: rolls }, (_, i) => i + 1),
      );
      const good = await ludusVerify(`${table}.mat`, text);
      expect(good.code).toBe(0);
      expect(good.lines.at(-1)).toBe(`verified: ${rolls} rolls`);
      expect(good.lines.filter((line) => /^roll \d+: /.test(line))).toHaveLength(rolls);

      // The last roll's nonce changed: that roll, and only it, fails.
      const nonces = [...record.nonces];
      nonces[rolls - 1] = otherNonce(record, rolls);
      const tampered = withRecord(text, { ...record, nonces });
      const bad = await ludusVerify(`${table}-nonce.mat`, tampered);
      expect(bad.code).toBe(1);
      expect(bad.lines.at(-1)).toMatch(new RegExp(`^mismatch at roll ${rolls}: `));
      const mismatch = verifyMat(tampered);
      expect(mismatch.ok && mismatch.value.mismatch?.roll).toBe(rolls);

      // Another seed (its last digit changed): not the committed one, a mismatch at roll 1.
      const last = record.serverSeed.at(-1) === '0' ? '1' : '0';
      const seed = `${record.serverSeed.slice(0, -1)}${last}`;
      const forged = await ludusVerify(
        `${table}-seed.mat`,
        withRecord(text, { ...record, serverSeed: seed }),
      );
      expect(forged.code).toBe(1);
      expect(forged.lines.at(-1)).toMatch(/^mismatch at roll 1: /);
      // A seed with a commitment made to fit it: the commitment holds, the rolls do not.
      const refit = { ...record, serverSeed: seed, commitment: commitmentOf(seed) };
      const refitted = verifyMat(withRecord(text, refit));
      expect(refitted.ok && refitted.value.mismatch).not.toBeNull();
    });
  }
});

describe('client seeds and nonces: required where the dice roll, refused when malformed', () => {
  let white: string;
  let black: string;
  beforeAll(async () => {
    white = await guest(server.url, 'Seeder');
    black = await guest(server.url, 'Nonce');
  });

  it('a new backgammon or tryktrak game without a seed, or with a malformed one: 400', async () => {
    for (const body of [
      { game: 'backgammon' },
      { game: 'tryktrak', matchLength: 3 },
      { game: 'backgammon', clientSeed: 'a:b' },
      { game: 'backgammon', clientSeed: '' },
      { game: 'backgammon', clientSeed: 'x'.repeat(65) },
      { game: 'shatra', clientSeed: 'ü' },
    ]) {
      const reply = await call(server.url, 'POST', '/api/games', { body, cookie: white });
      expect(reply, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: 'bad-request' },
      });
      expect(String(reply.body.message)).toMatch(/clientSeed/);
    }
  });

  it('a seat without a seed, or with a malformed one: bad-message, the seat stays free', async () => {
    const table = await createGame(server.url, white, { game: 'backgammon', clientSeed: 'w' });
    const b = await TestClient.connect(server.url, { cookie: black });
    for (const clientSeed of [undefined, 'a b', 'a:b', '', 'x'.repeat(65), 'ä', 42]) {
      const reply = await b.request({ type: 'join', table, clientSeed });
      expect(reply, String(clientSeed)).toMatchObject({ type: 'error', code: 'bad-message' });
      expect(String(reply.message)).toMatch(/clientSeed/);
    }
    const summary = await call(server.url, 'GET', `/api/games/${table}`);
    expect(summary.body).toMatchObject({ status: 'open', seats: { black: null } });
    const joined = await b.request({ type: 'join', table, clientSeed: 'b' });
    expect(joined).toMatchObject({ type: 'view', view: { viewer: 'black' } });
    const row = await server.services.db
      .selectFrom('games')
      .select(['seed', 'white_seed', 'black_seed'])
      .where('id', '=', table)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ white_seed: 'w', black_seed: 'b' });
    expect(row.seed).toMatch(/^[0-9a-f]{64}$/);
    b.close();
  });

  it('a roll without a nonce, or with a malformed one: bad-message, nothing rolled', async () => {
    const table = await createGame(server.url, white, { game: 'tryktrak', clientSeed: 'w' });
    const a = await TestClient.connect(server.url, { cookie: white });
    const b = await TestClient.connect(server.url, { cookie: black });
    await b.request({ type: 'join', table, clientSeed: 'b' });
    const roll = { type: 'intent', table, seq: 0, intent: { kind: 'roll' } };
    for (const nonce of [undefined, 'a:b', 'a b', '', 'x'.repeat(65), 'ñ', 7]) {
      const reply = await a.request({ ...roll, nonce });
      expect(reply, String(nonce)).toMatchObject({ type: 'error', code: 'bad-message' });
      expect(String(reply.message)).toMatch(/nonce/);
    }
    expect((await call(server.url, 'GET', `/api/games/${table}`)).body.seq).toBe(0);
    // A refused roll drew nothing for good: the next nonce rolls roll 1, and is the one stored.
    a.send({ ...roll, nonce: 'opening-nonce' });
    const sent = await b.next((m) => m.type === 'events' && m.table === table);
    const event = (sent.events as TableEvent[])[0];
    const rows = await server.services.db
      .selectFrom('game_events')
      .select(['seq', 'nonce'])
      .where('game_id', '=', table)
      .execute();
    expect(rows).toEqual([{ seq: 1, nonce: 'opening-nonce' }]);
    const dice = await server.services.db
      .selectFrom('games')
      .select(['seed', 'white_seed', 'black_seed'])
      .where('id', '=', table)
      .executeTakeFirstOrThrow();
    const context = { gameId: table, whiteSeed: 'w', blackSeed: 'b' };
    expect(event?.dice.slice(0, 2)).toEqual([
      ...deriveRoll(dice.seed, { ...context, roll: 1, nonce: 'opening-nonce' }),
    ]);
    a.close();
    b.close();
  });

  it('Shatra rolls no dice: no seed needed, no commitment shown', async () => {
    const table = await createGame(server.url, white, { game: 'shatra', clientSeed: undefined });
    const summary = await call(server.url, 'GET', `/api/games/${table}`);
    expect(summary.body.diceCommitment).toBeUndefined();
    const b = await TestClient.connect(server.url, { cookie: black });
    expect(await b.request({ type: 'join', table })).toMatchObject({ type: 'view' });
    const seats = b.seen.find((m) => m.type === 'seats' && m.table === table);
    expect(seats).toBeDefined();
    expect(seats?.commitment).toBeUndefined();
    b.close();
  });
});
