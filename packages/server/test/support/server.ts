// The server started in-process on a free loopback port, on SQLite in a temporary directory
// (or the given storage), and its cleanup.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Limits, type RunningServer, startServer } from '../../src';
import type { AnalysisSettings } from '../../src/analysis/analyser';
import type { StorageConfig } from '../../src/db/connect';
import type { LeaderboardRules } from '../../src/ratings/queries';
import type { RedisOptions } from '../../src/shared/redis/hub';
import type { TimeSource } from '../../src/time';

/** Limits high enough for bots that play whole games in seconds. */
export const GENEROUS: Partial<Limits> = {
  socketMessages: 100_000,
  httpPerMinute: 100_000,
  accountPerMinute: 100_000,
};

export interface TestServer extends RunningServer {
  readonly dataDir: string;
  stop(): Promise<void>;
}

export async function testServer(
  options: {
    limits?: Partial<Limits>;
    storage?: StorageConfig;
    dataDir?: string;
    redis?: RedisOptions;
    abandonGraceMs?: number;
    leaderboard?: Partial<LeaderboardRules>;
    time?: TimeSource;
    /** The analysis of finished games (off unless given; tests give cheap depths). */
    analysis?: Partial<AnalysisSettings>;
    /** A folder of static files served at `/`, as the built web app is. */
    webRoot?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ludus-server-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    storage: options.storage ?? { kind: 'sqlite', dataDir },
    limits: options.limits ?? GENEROUS,
    ...(options.redis ? { redis: options.redis } : {}),
    ...(options.abandonGraceMs === undefined ? {} : { abandonGraceMs: options.abandonGraceMs }),
    ...(options.leaderboard ? { leaderboard: options.leaderboard } : {}),
    ...(options.time ? { time: options.time } : {}),
    ...(options.analysis ? { analysis: options.analysis } : {}),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  return {
    ...server,
    dataDir,
    async stop() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
