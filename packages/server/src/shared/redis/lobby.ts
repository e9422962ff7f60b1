// The lobby over Redis: each process writes the entries of the games it owns to its hash
// `lobby:<process>` (table → entry as JSON), which expires unless the heartbeat refreshes it, so
// that a dead process's tables leave the lobby by themselves; the list is the union of the live
// processes' hashes. Every change is announced on `lobby:changed`.
import { type LobbyDirectory, type LobbyEntry, newestFirst } from '../lobby';
import type { RedisHub } from './hub';
import { goneChannel, processes } from './processes';

export function redisLobby(
  hub: RedisHub,
  log: (message: string, error?: unknown) => void,
): LobbyDirectory {
  const { commands: redis, prefix, ttlMs } = hub;
  const hashOf = (id: string) => `${prefix}lobby:${id}`;
  const mine = hashOf(hub.process);
  const changedChannel = `${prefix}lobby:changed`;
  // This process's entries, to write anew should its hash have expired.
  const entries = new Map<string, LobbyEntry>();

  const written = (change: Promise<unknown>, table: string) => {
    Promise.all([change, redis.pexpire(mine, ttlMs), redis.publish(changedChannel, table)]).catch(
      (error) => log('lobby: not written to redis', error),
    );
  };

  hub.onBeat(async () => {
    if ((await redis.pexpire(mine, ttlMs)) === 1 || entries.size === 0) return;
    const fields = [...entries].flatMap(([table, entry]) => [table, JSON.stringify(entry)]);
    await redis
      .multi()
      .hset(mine, ...fields)
      .pexpire(mine, ttlMs)
      .exec();
    await redis.publish(changedChannel, '');
  });
  hub.onClose(async () => {
    await redis.del(mine);
  });

  return {
    put(entry) {
      entries.set(entry.table, entry);
      written(redis.hset(mine, entry.table, JSON.stringify(entry)), entry.table);
    },
    remove(table) {
      if (entries.delete(table)) written(redis.hdel(mine, table), table);
    },
    async list() {
      const ids = await processes(hub);
      const hashes = await Promise.all(ids.map((id) => redis.hvals(hashOf(id))));
      // A game taken over may be listed by its old owner until that one's hash expires: once.
      const byTable = new Map<string, LobbyEntry>();
      for (const text of hashes.flat()) {
        const entry = JSON.parse(text) as LobbyEntry;
        byTable.set(entry.table, entry);
      }
      return newestFirst([...byTable.values()]);
    },
    onChange(listener) {
      const stopChanged = hub.subscribe(changedChannel, () => listener());
      const stopGone = hub.subscribe(goneChannel(hub), () => listener());
      return () => {
        stopChanged();
        stopGone();
      };
    },
  };
}
