// A process that holds shared entries in Redis, then lives on until it is killed: a spectator and
// the black seat's player at LUDUS_TEST_TABLE, the table in the lobby, and the table's lease. The tests kill it with SIGKILL
// (no clean close) to see its entries vanish by themselves. Run with node --import tsx.
import { connectRedis, type RedisOptions } from '../../src/shared/redis/hub';
import { redisLobby } from '../../src/shared/redis/lobby';
import { redisOwnership } from '../../src/shared/redis/ownership';
import { redisPresence } from '../../src/shared/redis/presence';
import { registerProcess } from '../../src/shared/redis/processes';

const options = JSON.parse(process.env.LUDUS_TEST_REDIS ?? '') as RedisOptions;
const table = process.env.LUDUS_TEST_TABLE ?? '';
const log = (message: string, error?: unknown) => console.error(message, error ?? '');
const hub = await connectRedis(options, log);
await registerProcess(hub);
const presence = redisPresence(hub, log);
presence.enter(table, 'a socket');
presence.seatEnter(table, 'black', 'a seat socket');
redisLobby(hub, log).put({
  table,
  game: 'backgammon',
  matchLength: 3,
  seats: { white: 'Holder', black: null },
  status: 'open',
  createdAt: new Date().toISOString(),
});
const owned = await redisOwnership(hub, log).claim(table);
// The writes above went out on the same connection before this: done once it answers.
await hub.commands.ping();
console.log(owned ? 'ready' : 'not owner');
setInterval(() => undefined, 60_000);
