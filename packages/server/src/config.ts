// The server's settings from the environment: PORT (8080), HOST (127.0.0.1: loopback only, until
// a deployment puts a proxy in front and says otherwise), LUDUS_DATA_DIR (./data) for SQLite, or
// DATABASE_URL for PostgreSQL, LUDUS_WEB_ROOT (packages/web/dist) for the built web app, and
// LUDUS_TRUST_PROXY (`1`, or the proxy's addresses) behind a proxy that terminates TLS, and
// REDIS_URL for several processes serving one site (without it, everything stays in-process),
// with LUDUS_REDIS_PREFIX (`ludus:`, several sites on one Redis) and LUDUS_LEASE_MS (10000: how
// long a dead process's games wait before another takes them over), and LUDUS_ABANDON_GRACE_MS
// (40000: how long a player may be away before the opponent may claim the win), and
// LUDUS_SQLITE_SYNC (`full`, or `normal`: what a commit survives, db/connect.ts).
import { resolve } from 'node:path';
import type { ServerOptions } from './app';

export function configFromEnv(env: NodeJS.ProcessEnv, cwd: string): ServerOptions {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  }
  const url = env.DATABASE_URL?.trim();
  const proxy = env.LUDUS_TRUST_PROXY?.trim();
  const redis = env.REDIS_URL?.trim();
  const grace = env.LUDUS_ABANDON_GRACE_MS?.trim();
  const abandonGraceMs = grace ? Number(grace) : undefined;
  if (abandonGraceMs !== undefined && !(Number.isInteger(abandonGraceMs) && abandonGraceMs >= 0)) {
    throw new Error(`LUDUS_ABANDON_GRACE_MS must be a number of milliseconds, not ${grace}`);
  }
  const prefix = env.LUDUS_REDIS_PREFIX?.trim();
  const lease = env.LUDUS_LEASE_MS?.trim();
  const ttlMs = lease ? Number(lease) : undefined;
  if (ttlMs !== undefined && !(Number.isInteger(ttlMs) && ttlMs >= 300)) {
    throw new Error(
      `LUDUS_LEASE_MS must be a whole number of milliseconds, at least 300, not ${lease}`,
    );
  }
  const sync = env.LUDUS_SQLITE_SYNC?.trim().toLowerCase() || 'full';
  if (sync !== 'full' && sync !== 'normal') {
    throw new Error(`LUDUS_SQLITE_SYNC must be full or normal, not ${env.LUDUS_SQLITE_SYNC}`);
  }
  const dataDir = resolve(cwd, env.LUDUS_DATA_DIR ?? 'data');
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    storage: url ? { kind: 'postgres', url } : { kind: 'sqlite', dataDir, synchronous: sync },
    webRoot: resolve(cwd, env.LUDUS_WEB_ROOT ?? 'packages/web/dist'),
    trustProxy: !proxy ? false : proxy === '1' || proxy === 'true' ? true : proxy,
    ...(abandonGraceMs === undefined ? {} : { abandonGraceMs }),
    ...(redis
      ? {
          redis: {
            url: redis,
            ...(prefix ? { prefix } : {}),
            ...(ttlMs === undefined ? {} : { ttlMs }),
          },
        }
      : {}),
  };
}
