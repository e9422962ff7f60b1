// Waiting in tests for what another process (a server, Redis, PostgreSQL) makes true in its own
// time: poll, and fail with the last value read when it does not come.

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `read` every `everyMs` until `done` holds; fails after `ms` with the last value. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${ms} ms`);
    await sleep(everyMs);
  }
}
