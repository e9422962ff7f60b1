// Game ownership as a lease in Redis: `owner:<table>` holds the owning process's id, set only if
// absent (SET NX) with an expiry, renewed by the heartbeat while the process lives, so that a
// dead process's games are free to be taken once its leases expire. Renewal and release compare
// the holder first (in a Lua script, atomically): a process never extends or deletes a lease
// another process took after its own expired. Each lease's validity is counted from when its
// last successful claim or renewal was sent (never later than Redis set the expiry), less a
// margin for the write in flight: past it, `holds` says no and the process writes nothing.
// The same leases, under keys of their own (`analysis:<game>`), say which process analyses a
// finished game (analysis/analyser.ts).
import type { Ownership } from '../ownership';
import type { RedisHub } from './hub';

/** Extends the lease if this process still holds it: 1, else 0. */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0`;

/** Deletes the lease if this process holds it: 1, else 0. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0`;

export interface RedisOwnership extends Ownership {
  /** The tables whose lease this process holds, as far as it knows. */
  owned(): ReadonlySet<string>;
}

/** What the leases are of: their keys' namespace, and the word for one in messages. */
export interface LeaseKind {
  readonly keys: string;
  readonly what: string;
}

export const GAME_LEASES: LeaseKind = { keys: 'owner', what: 'game' };
export const ANALYSIS_LEASES: LeaseKind = { keys: 'analysis', what: 'the analysis of game' };

export function redisOwnership(
  hub: RedisHub,
  log: (message: string, error?: unknown) => void,
  kind: LeaseKind = GAME_LEASES,
): RedisOwnership {
  const { commands: redis, process: me, prefix, ttlMs } = hub;
  const keyOf = (table: string) => `${prefix}${kind.keys}:${table}`;
  const owned = new Set<string>();
  /** Until when (Date.now()) each owned lease is surely still this process's. */
  const validUntil = new Map<string, number>();
  const margin = Math.min(ttlMs / 5, 2_000);
  const lostListeners: Array<(table: string) => void> = [];
  const renew = async (table: string) => {
    const sentAt = Date.now();
    const renewed = await redis.eval(RENEW, 1, keyOf(table), me, ttlMs);
    if (renewed === 1) validUntil.set(table, sentAt + ttlMs - margin);
    return renewed;
  };
  const forget = (table: string) => {
    validUntil.delete(table);
    return owned.delete(table);
  };

  hub.onBeat(async () => {
    const tables = [...owned];
    const renewed = await Promise.all(tables.map(renew));
    tables.forEach((table, i) => {
      if (renewed[i] === 1 || !forget(table)) return;
      log(`${kind.what} ${table}: its lease was lost`);
      for (const listener of lostListeners) listener(table);
    });
  });
  hub.onClose(async () => {
    // A clean stop hands its games over at once instead of after the expiry.
    await Promise.all([...owned].map((table) => redis.eval(RELEASE, 1, keyOf(table), me)));
    owned.clear();
    validUntil.clear();
  });

  return {
    process: me,
    ttlMs,
    async claim(table) {
      const key = keyOf(table);
      const sentAt = Date.now();
      const taken = (await redis.set(key, me, 'PX', ttlMs, 'NX')) === 'OK';
      if (taken) validUntil.set(table, sentAt + ttlMs - margin);
      if (taken || (await renew(table)) === 1) {
        owned.add(table);
        return true;
      }
      return false;
    },
    async release(table) {
      forget(table);
      await redis.eval(RELEASE, 1, keyOf(table), me);
    },
    holds: (table) => owned.has(table) && Date.now() < (validUntil.get(table) ?? 0),
    async holders(tables) {
      const found: Array<string | undefined> = [];
      // In slices: one MGET of thousands of keys would hold Redis up for the others.
      for (let i = 0; i < tables.length; i += 500) {
        const keys = tables.slice(i, i + 500).map(keyOf);
        for (const holder of await redis.mget(keys)) found.push(holder ?? undefined);
      }
      return found;
    },
    owned: () => owned,
    onLost: (listener) => lostListeners.push(listener),
  };
}
