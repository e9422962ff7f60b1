// A database of its own in the run's PostgreSQL cluster, or a failure saying why there is none.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabase } from './postgres';

export async function freshPostgresDatabase(): Promise<string> {
  const url = inject('postgresUrl');
  if (!url) throw new Error(`PostgreSQL could not start: ${inject('postgresError')}`);
  return createDatabase(url, `ludus_${randomBytes(6).toString('hex')}`);
}
