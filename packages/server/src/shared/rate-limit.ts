// Counters of requests per key (an address, a route) in fixed windows: HTTP rate limits read
// them through @fastify/rate-limit's store (http/rate-limit.ts). Several processes must share
// them (Redis INCR with PEXPIRE), or a client spreading its requests would get more than its due.
export interface RateCounters {
  /** Counts one hit of `key` in its current window of `windowMs`. */
  hit(key: string, windowMs: number): { readonly count: number; readonly resetInMs: number };
}

export function inProcessRateCounters(now: () => number = Date.now): RateCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweptAt = now();
  return {
    hit(key, windowMs) {
      const time = now();
      // Expired windows are dropped now and then, so that the map does not grow without bound.
      if (time - sweptAt > 60_000) {
        for (const [k, w] of windows) if (w.endsAt <= time) windows.delete(k);
        sweptAt = time;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - time };
    },
  };
}
