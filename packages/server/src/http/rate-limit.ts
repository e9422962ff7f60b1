// @fastify/rate-limit's store over the shared counters (shared/rate-limit.ts): the plugin keeps
// its own limits and headers, the counting happens where every process can see it.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateCounters } from '../shared/rate-limit';

export function rateLimitStore(counters: RateCounters): FastifyRateLimitStoreCtor {
  const storeFor = (scope: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const { count, resetInMs } = counters.hit(`http:${scope}:${key}`, timeWindow);
      callback(null, { current: count, ttl: resetInMs });
    },
    // A route with limits of its own counts apart from the global ones.
    child: (route) => storeFor(`${String(route.method)} ${route.path}`),
  });
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin constructs the store
      return storeFor('*');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
