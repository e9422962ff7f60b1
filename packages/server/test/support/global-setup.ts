// The server project's global setup: one PostgreSQL cluster and one Redis for the whole run.
// When one cannot start, the reason is provided instead, and every test that needs it fails with
// it (freshPostgresDatabase() in pg.ts, freshRedis() in redis-url.ts): such a test never skips
// silently, and the others still run.
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';
import { startRedis } from './redis';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresError: string;
    redisUrl: string;
    redisError: string;
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default async function setup(project: TestProject) {
  const stops: Array<() => void | Promise<void>> = [];
  try {
    const postgres = await startPostgres();
    project.provide('postgresUrl', postgres.url);
    project.provide('postgresError', '');
    stops.push(() => postgres.stop());
  } catch (error) {
    project.provide('postgresUrl', '');
    project.provide('postgresError', reason(error));
  }
  try {
    const redis = await startRedis();
    project.provide('redisUrl', redis.url);
    project.provide('redisError', '');
    stops.push(() => redis.stop());
  } catch (error) {
    project.provide('redisUrl', '');
    project.provide('redisError', reason(error));
  }
  return async () => {
    for (const stop of stops) await stop();
  };
}
