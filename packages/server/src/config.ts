// The server's settings from the environment: PORT (8080), HOST (127.0.0.1: loopback only, until
// a deployment puts a proxy in front and says otherwise), LUDUS_DATA_DIR (./data) for SQLite, or
// DATABASE_URL for PostgreSQL, LUDUS_WEB_ROOT (packages/web/dist) for the built web app, and
// LUDUS_TRUST_PROXY (`1`, or the proxy's addresses) behind a proxy that terminates TLS, and
// REDIS_URL for several processes serving one site (without it, everything stays in-process),
// with LUDUS_REDIS_PREFIX (`ludus:`, several sites on one Redis) and LUDUS_LEASE_MS (10000: how
// long a dead process's games wait before another takes them over), and LUDUS_ABANDON_GRACE_MS
// (40000: how long a player may be away before the opponent may claim the win), and
// LUDUS_SQLITE_SYNC (`full`, or `normal`: what a commit survives, db/connect.ts). The analysis of
// finished games runs unless LUDUS_ANALYSIS=off, at LUDUS_ANALYSIS_PLIES (backgammon and
// tryktrak's checker play, 0–3; the engine's analysis default, 2) and LUDUS_ANALYSIS_SHATRA_DEPTH
// (Shatra's full-width plies, 2–8; the engine's default, 4).
import { resolve } from 'node:path';
import type { AnalysisSettings } from './analysis/analyser';
import type { ServerOptions } from './app';

/** A whole number from `min` to `max` from the environment, or undefined when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number, max: number) {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${text}`);
  }
  return value;
}

/** The analysis's settings over its defaults, or undefined when LUDUS_ANALYSIS=off. */
function analysisFromEnv(env: NodeJS.ProcessEnv): Partial<AnalysisSettings> | undefined {
  const switched = env.LUDUS_ANALYSIS?.trim().toLowerCase();
  if (switched === 'off') return undefined;
  if (switched && switched !== 'on') {
    throw new Error(`LUDUS_ANALYSIS must be on or off, not ${env.LUDUS_ANALYSIS}`);
  }
  const plies = wholeNumber(env, 'LUDUS_ANALYSIS_PLIES', 0, 3);
  const shatraDepth = wholeNumber(env, 'LUDUS_ANALYSIS_SHATRA_DEPTH', 2, 8);
  return {
    ...(plies === undefined ? {} : { plies }),
    ...(shatraDepth === undefined ? {} : { shatraDepth }),
  };
}

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
  const analysis = analysisFromEnv(env);
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
    ...(analysis ? { analysis } : {}),
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
