// Spectators over Redis: each process counts its own sockets per table (in memory, as in one
// process) and writes the counts to its hash `presence:<process>`, which expires unless the
// heartbeat refreshes it; a table's count is the sum over the live processes' hashes. Every
// change is announced on `presence:changed` (the table's id), a dead process on `processes:gone`.
import { LocalWatchers, type Presence } from '../presence';
import type { RedisHub } from './hub';
import { goneChannel, processes } from './processes';

export function redisPresence(
  hub: RedisHub,
  log: (message: string, error?: unknown) => void,
): Presence {
  const { commands: redis, prefix, ttlMs } = hub;
  const hashOf = (id: string) => `${prefix}presence:${id}`;
  const mine = hashOf(hub.process);
  const changedChannel = `${prefix}presence:changed`;
  const watchers = new LocalWatchers();

  // One socket's change: the commands go out in order on the one connection.
  const write = (table: string) => {
    const count = watchers.count(table);
    const change = count > 0 ? redis.hset(mine, table, count) : redis.hdel(mine, table);
    Promise.all([change, redis.pexpire(mine, ttlMs), redis.publish(changedChannel, table)]).catch(
      (error) => log('presence: not written to redis', error),
    );
  };

  hub.onBeat(async () => {
    // The hash expired (Redis away longer than the TTL, or restarted): written anew.
    if ((await redis.pexpire(mine, ttlMs)) === 1 || watchers.tables.size === 0) return;
    const counts = [...watchers.tables].flatMap(([table, set]) => [table, set.size]);
    await redis
      .multi()
      .hset(mine, ...counts)
      .pexpire(mine, ttlMs)
      .exec();
  });
  hub.onClose(async () => {
    await redis.del(mine);
  });

  return {
    enter(table, connection) {
      if (watchers.enter(table, connection)) write(table);
    },
    leave(table, connection) {
      if (watchers.leave(table, connection)) write(table);
    },
    async spectators(table) {
      const ids = await processes(hub);
      const counts = await Promise.all(ids.map((id) => redis.hget(hashOf(id), table)));
      return counts.reduce((sum, count) => sum + Number(count ?? 0), 0);
    },
    onChange(listener) {
      const stopChanged = hub.subscribe(changedChannel, (table) => listener(table));
      const stopGone = hub.subscribe(goneChannel(hub), () => listener(undefined));
      return () => {
        stopChanged();
        stopGone();
      };
    },
  };
}
