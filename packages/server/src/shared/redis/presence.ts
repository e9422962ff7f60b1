// Presence over Redis: each process counts its own sockets per table (in memory, as in one
// process) and writes the counts to its hash `presence:<process>` — a table's spectators under
// the table's id, a seat's player's sockets under `<table>@<seat>` — which expires unless the
// heartbeat refreshes it; a count is the sum over the live processes' hashes. A spectator change
// is announced on `presence:changed`, a seat's on `presence:seats` (the table's id: the game's
// owner reads its seats anew), a dead process on `processes:gone`.

import { LocalWatchers, type Presence, seatKey } from '../presence';
import type { Seat } from '../types';
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
  const seatsChannel = `${prefix}presence:seats`;
  const watchers = new LocalWatchers();
  const seats = new LocalWatchers();

  // One socket's change: the commands go out in order on the one connection, so that whoever
  // hears the announcement reads the count written.
  const write = (from: LocalWatchers, key: string, channel: string, table: string) => {
    const count = from.count(key);
    const change = count > 0 ? redis.hset(mine, key, count) : redis.hdel(mine, key);
    Promise.all([change, redis.pexpire(mine, ttlMs), redis.publish(channel, table)]).catch(
      (error) => log('presence: not written to redis', error),
    );
  };

  hub.onBeat(async () => {
    // The hash expired (Redis away longer than the TTL, or restarted): written anew.
    if ((await redis.pexpire(mine, ttlMs)) === 1) return;
    const counts = [...watchers.tables, ...seats.tables].flatMap(([key, set]) => [key, set.size]);
    if (counts.length === 0) return;
    await redis
      .multi()
      .hset(mine, ...counts)
      .pexpire(mine, ttlMs)
      .exec();
  });
  hub.onClose(async () => {
    await redis.del(mine);
  });

  /** The sums of some fields over the live processes' hashes. */
  const summed = async (...keys: string[]) => {
    const ids = await processes(hub);
    const rows = await Promise.all(ids.map((id) => redis.hmget(hashOf(id), ...keys)));
    return keys.map((_, i) => rows.reduce((sum, row) => sum + Number(row[i] ?? 0), 0));
  };

  const announced = (channel: string, listener: (table: string | undefined) => void) => {
    const stopChanged = hub.subscribe(channel, (table) => listener(table));
    const stopGone = hub.subscribe(goneChannel(hub), () => listener(undefined));
    return () => {
      stopChanged();
      stopGone();
    };
  };

  return {
    enter(table, connection) {
      if (watchers.enter(table, connection)) write(watchers, table, changedChannel, table);
    },
    leave(table, connection) {
      if (watchers.leave(table, connection)) write(watchers, table, changedChannel, table);
    },
    spectators: async (table) => (await summed(table))[0] ?? 0,
    onChange: (listener) => announced(changedChannel, listener),
    seatEnter(table: string, seat: Seat, connection: string) {
      const key = seatKey(table, seat);
      if (seats.enter(key, connection)) write(seats, key, seatsChannel, table);
    },
    seatLeave(table: string, seat: Seat, connection: string) {
      const key = seatKey(table, seat);
      if (seats.leave(key, connection)) write(seats, key, seatsChannel, table);
    },
    async seated(table) {
      const [white = 0, black = 0] = await summed(seatKey(table, 'white'), seatKey(table, 'black'));
      return { white: white > 0, black: black > 0 };
    },
    onSeatChange: (listener) => announced(seatsChannel, listener),
  };
}
