// The live processes: each one's key `process:<id>` expires unless its heartbeat refreshes it,
// and the set `processes` names every process that may still hold entries, so that a reader
// finds the per-process keys (lobby tables, spectators) without scanning the key space. A member
// whose key has expired is taken out by the next heartbeat of any process, which then announces
// it on `processes:gone` so that lobby screens refresh.
import type { RedisHub } from './hub';

const keys = (hub: RedisHub) => ({
  alive: (id: string) => `${hub.prefix}process:${id}`,
  members: `${hub.prefix}processes`,
  gone: `${hub.prefix}processes:gone`,
});

/** The channel that says some process's entries have vanished. */
export const goneChannel = (hub: RedisHub) => keys(hub).gone;

/** Makes this process known, alive while its heartbeat runs; gone at once on a clean close. */
export async function registerProcess(hub: RedisHub): Promise<void> {
  const k = keys(hub);
  const { commands: redis, process: me, ttlMs } = hub;
  await redis.multi().set(k.alive(me), '1', 'PX', ttlMs).sadd(k.members, me).exec();
  hub.onBeat(async () => {
    await redis.multi().set(k.alive(me), '1', 'PX', ttlMs).sadd(k.members, me).exec();
    const members = await redis.smembers(k.members);
    const alive = await Promise.all(members.map((id) => redis.exists(k.alive(id))));
    const dead = members.filter((_, i) => alive[i] === 0);
    if (dead.length === 0) return;
    // Only the process whose SREM removed a member announces it: one message per death.
    if ((await redis.srem(k.members, ...dead)) > 0) await redis.publish(k.gone, dead.join(' '));
  });
  hub.onClose(async () => {
    await redis.multi().del(k.alive(me)).srem(k.members, me).exec();
    await redis.publish(k.gone, me);
  });
}

/** The processes that may hold entries (some may have just died: their keys are gone then). */
export function processes(hub: RedisHub): Promise<string[]> {
  return hub.commands.smembers(keys(hub).members);
}
