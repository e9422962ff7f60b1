// One process's link to Redis: a command connection, a subscriber connection apart from it (a
// connection in subscriber mode can run no other command), one whose commands fail at once while
// Redis is away (for HTTP requests), this process's id, and a heartbeat.
// Whatever a process shares lives under keys that expire unless the heartbeat refreshes them, so
// that a dead process's entries (lobby tables, spectators, game leases) vanish by themselves.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export interface RedisOptions {
  readonly url: string;
  /** Every key and channel starts with it (several sites, or tests, may share one Redis). */
  readonly prefix?: string;
  /** How long a process's entries outlive its last heartbeat (leases too). */
  readonly ttlMs?: number;
}

export const DEFAULT_TTL_MS = 10_000;

type Beat = () => Promise<void>;

/** The URL without its password, for messages. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL (not a URL)';
  }
}

export interface RedisHub {
  readonly commands: Redis;
  /**
   * A connection whose commands fail at once while Redis is away (no offline queue) and after a
   * second without an answer: for what must not make a request wait for Redis's return (the
   * HTTP rate limits, which then let requests through; the health check).
   */
  readonly failFast: Redis;
  /** This process's id: random per start, the owner's token in a lease. */
  readonly process: string;
  readonly prefix: string;
  readonly ttlMs: number;
  /** Handles each message on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, handler: (text: string) => void): () => void;
  /** Settles when every subscription asked for so far is active on the server. */
  subscribed(): Promise<void>;
  /** Runs `beat` on every heartbeat (every third of the TTL), until close. */
  onBeat(beat: Beat): void;
  /** Runs before the connections close (releasing leases, say). */
  onClose(cleanup: () => Promise<void>): void;
  close(): Promise<void>;
}

export async function connectRedis(
  options: RedisOptions,
  log: (message: string, error?: unknown) => void,
): Promise<RedisHub> {
  const prefix = options.prefix ?? 'ludus:';
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  // lazyConnect: connect() below fails at start, with the reason, when Redis cannot be reached.
  const commands = new Redis(options.url, { lazyConnect: true, enableAutoPipelining: true });
  const subscriber = commands.duplicate();
  const failFast = commands.duplicate({ enableOfflineQueue: false, commandTimeout: 1_000 });
  let lastError: unknown;
  for (const [name, connection] of [
    ['commands', commands],
    ['subscriber', subscriber],
    ['fail-fast', failFast],
  ] as const) {
    // ioredis reconnects by itself; an unhandled 'error' event would end the process instead.
    connection.on('error', (error) => {
      lastError = error;
      log(`redis (${name})`, error);
    });
  }
  try {
    await commands.connect();
    await subscriber.connect();
    await failFast.connect();
  } catch (error) {
    // Not retried for ever in the background: the server does not start without its Redis.
    commands.disconnect();
    subscriber.disconnect();
    failFast.disconnect();
    const why = String(lastError ?? error);
    throw new Error(`Redis at ${safeUrl(options.url)} cannot be reached: ${why}`);
  }

  const channels = new Map<string, Set<(text: string) => void>>();
  const pending = new Set<Promise<unknown>>();
  const track = (promise: Promise<unknown>) => {
    const done = promise.catch((error) => log('redis subscription', error));
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  subscriber.on('message', (channel: string, text: string) => {
    for (const handler of [...(channels.get(channel) ?? [])]) handler(text);
  });

  const beats: Beat[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  let beating = false;
  const heartbeat = setInterval(async () => {
    // A beat that outlasts the interval (Redis slow or away) is not run twice at once.
    if (beating) return;
    beating = true;
    for (const beat of beats) await beat().catch((error) => log('redis heartbeat', error));
    beating = false;
  }, ttlMs / 3);
  heartbeat.unref();

  return {
    commands,
    failFast,
    process: randomUUID(),
    prefix,
    ttlMs,
    subscribe(channel, handler) {
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
        track(subscriber.subscribe(channel));
      }
      handlers.add(handler);
      return () => {
        if (!handlers.delete(handler) || handlers.size > 0) return;
        channels.delete(channel);
        track(subscriber.unsubscribe(channel));
      };
    },
    subscribed: async () => {
      await Promise.all([...pending]);
    },
    onBeat: (beat) => beats.push(beat),
    onClose: (cleanup) => cleanups.push(cleanup),
    async close() {
      clearInterval(heartbeat);
      // Last registered, first run: the parts go before the process says it is gone.
      for (const cleanup of cleanups.reverse()) {
        await cleanup().catch((error) => log('redis close', error));
      }
      subscriber.disconnect();
      failFast.disconnect();
      await commands.quit().catch(() => commands.disconnect());
    },
  };
}
