// The game server's time: what its clocks, flags and abandonment grace read (`now`) and the
// timers they arm (`after`). Real by default; a test injects a manual time (ServerOptions.time)
// and advances it, so that a 40 s grace or a 102 s bank is tested exactly and at once. Leases,
// pings and Redis timeouts keep the real clock: they measure the machine, not the game.
export interface TimeSource {
  /** Milliseconds, as Date.now(). */
  now(): number;
  /** Runs `run` once, `ms` from now; returns what cancels it. Never keeps the process alive. */
  after(ms: number, run: () => void): () => void;
}

export const realTime: TimeSource = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * `promise`, or null when it has not settled within `ms` of real time (Redis away: its commands
 * wait for the connection to come back).
 */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
