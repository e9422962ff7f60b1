// Whether this process reaches its Redis now, asked on the fail-fast connection and bounded:
// while Redis is away the shared connection queues commands until it returns (ioredis's offline
// queue), so a request that reads the lobby or registers a game would wait for seconds. The
// health check and the routes that need Redis ask this first and answer at once instead.
import type { Services } from '../services';

/** How long the question waits for Redis's answer. */
const REDIS_WAIT_MS = 1_000;

/** True without Redis (one process: nothing to reach), else whether a ping came back in time. */
export async function reachesRedis(services: Services): Promise<boolean> {
  const { pingRedis } = services;
  if (!pingRedis) return true;
  return Promise.race([
    pingRedis().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), REDIS_WAIT_MS).unref()),
  ]);
}
