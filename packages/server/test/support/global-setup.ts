// The server project's global setup: one PostgreSQL cluster for the whole run. When it cannot
// start, the reason is provided instead, and every PostgreSQL test fails with it (postgresUrl()
// in pg.ts): a PostgreSQL test never skips silently, and the SQLite tests still run.
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresError: string;
  }
}

export default async function setup(project: TestProject) {
  try {
    const postgres = await startPostgres();
    project.provide('postgresUrl', postgres.url);
    project.provide('postgresError', '');
    return () => postgres.stop();
  } catch (error) {
    project.provide('postgresUrl', '');
    project.provide('postgresError', error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
