// Group commit on SQLite and on PostgreSQL: the appends of several games that come in together
// share one transaction, yet each is decided alone: a game not at its fromSeq is refused and
// nothing of it written, while the others' events are; any other failure (here an event row
// that is already there) rolls the shared transaction back, and every append is then written or
// refused on its own. What is read back is what the database holds after each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TableEvent } from '@ludus/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage, type StorageConfig } from '../src/db/connect';
import { GroupCommit } from '../src/games/group-commit';
import { eventsOf, findGame, insertGame, type Progress, SeqMismatch } from '../src/games/store';
import { freshPostgresDatabase } from './support/pg';
import { insertTestUser, testGameRow } from './support/rows';

const dirs: string[] = [];
const STORAGES: ReadonlyArray<[string, () => Promise<StorageConfig>]> = [
  [
    'SQLite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ludus-group-commit-'));
      dirs.push(dir);
      return { kind: 'sqlite', dataDir: dir };
    },
  ],
  ['PostgreSQL', async () => ({ kind: 'postgres', url: await freshPostgresDatabase() })],
];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const AT = '2026-12-03T12:00:00.000Z';

/** The opening roll as event `seq` (its shape does not matter to the store). */
const roll = (seq: number): TableEvent =>
  ({ seq, seat: 'white', intent: { kind: 'roll' }, dice: [3, 1] }) as unknown as TableEvent;

const progress = (fromSeq: number): Progress => ({
  fromSeq,
  events: [roll(fromSeq + 1)],
  status: 'playing',
  result: null,
  at: AT,
  clock: null,
  nonce: 'n',
});

describe.each(STORAGES)('group commit on %s', (_label, config) => {
  let storage: Storage;
  let commits: GroupCommit;
  let games = 0;

  beforeAll(async () => {
    storage = await openStorage(await config());
    commits = new GroupCommit(storage.appends);
    await insertTestUser(storage.db, AT);
  });
  afterAll(() => storage.close());

  async function newGame(): Promise<string> {
    games += 1;
    const id = `game${games}`;
    await insertGame(storage.db, testGameRow(id, AT));
    return id;
  }

  const seqs = async (id: string) => (await eventsOf(storage.db, id)).map((e) => e.seq);
  const seqOfRow = async (id: string) => Number((await findGame(storage.db, id))?.seq);

  it('writes the appends that come in together, each game its own events', async () => {
    const ids = await Promise.all([newGame(), newGame(), newGame()]);
    await Promise.all(ids.map((id) => commits.append(id, progress(0))));
    await Promise.all(ids.map((id) => commits.append(id, progress(1))));
    for (const id of ids) {
      expect(await seqs(id)).toEqual([1, 2]);
      expect(await seqOfRow(id)).toBe(2);
    }
  });

  it('writes one batch at a time: what comes in meanwhile is the next batch, whole', async () => {
    const batches: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The real writer, the first batch held until the others have come in.
    const serial = new GroupCommit(async (batch) => {
      batches.push(batch.length);
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      if (batches.length === 1) await held;
      try {
        return await storage.appends(batch);
      } finally {
        inFlight -= 1;
      }
    });
    const ids = await Promise.all([newGame(), newGame(), newGame(), newGame()]);
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = serial.append(ids[0] as string, progress(0));
    await turn();
    await turn();
    const later = [];
    for (const id of ids.slice(1)) {
      later.push(serial.append(id, progress(0)));
      await turn();
    }
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([1, 3]);
    expect(mostInFlight).toBe(1);
    for (const id of ids) expect(await seqs(id)).toEqual([1]);
  });

  it('refuses a game not at its fromSeq and writes nothing of it; the others go on', async () => {
    const [good, stale] = await Promise.all([newGame(), newGame()]);
    const results = await Promise.allSettled([
      commits.append(good, progress(0)),
      commits.append(stale, progress(5)),
    ]);
    expect(results[0].status).toBe('fulfilled');
    expect(results[1].status === 'rejected' && results[1].reason).toBeInstanceOf(SeqMismatch);
    expect(await seqs(good)).toEqual([1]);
    expect(await seqs(stale)).toEqual([]);
    expect(await seqOfRow(stale)).toBe(0);
  });

  it('one append per transaction (maxBatch 1, as on PostgreSQL) decides each alike', async () => {
    const alone = new GroupCommit(storage.appends, 1);
    const [good, stale] = await Promise.all([newGame(), newGame()]);
    const results = await Promise.allSettled([
      alone.append(good, progress(0)),
      alone.append(stale, progress(3)),
      alone.append(good, progress(0)),
    ]);
    // The two copies run side by side (on PostgreSQL, on two connections): either may win.
    const [first, refused, second] = results.map((r) => r.status);
    expect(refused).toBe('rejected');
    expect([first, second].sort()).toEqual(['fulfilled', 'rejected']);
    expect(await seqs(good)).toEqual([1]);
    expect(await seqs(stale)).toEqual([]);
  });

  it('after any other failure, writes or refuses each append on its own', async () => {
    const [good, broken] = await Promise.all([newGame(), newGame()]);
    // An event row the game's seq does not know of: the guard passes, the insert fails.
    await storage.db
      .insertInto('game_events')
      .values({
        game_id: broken,
        seq: 1,
        seat: 'white',
        intent: '{}',
        dice: '[]',
        created_at: AT,
        clock: null,
        nonce: null,
      })
      .execute();
    const results = await Promise.allSettled([
      commits.append(good, progress(0)),
      commits.append(broken, progress(0)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await seqs(good)).toEqual([1]);
    expect(await seqOfRow(good)).toBe(1);
    // Its row and log as they were: the failed append's update was rolled back with it.
    expect(await seqOfRow(broken)).toBe(0);
    expect(await seqs(broken)).toEqual([1]);
  });
});
