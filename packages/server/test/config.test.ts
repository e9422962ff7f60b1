// The settings main.ts reads from the environment: loopback by default, SQLite in ./data unless
// DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src';

describe('configFromEnv', () => {
  it('defaults: 127.0.0.1:8080, SQLite in ./data, the built web app, no proxy trusted', () => {
    expect(configFromEnv({}, '/srv/ludus')).toEqual({
      host: '127.0.0.1',
      port: 8080,
      storage: { kind: 'sqlite', dataDir: '/srv/ludus/data', synchronous: 'full' },
      webRoot: '/srv/ludus/packages/web/dist',
      trustProxy: false,
      // The analysis of finished games, at the engines' own depths.
      analysis: {},
    });
  });

  it('DATABASE_URL selects PostgreSQL; LUDUS_DATA_DIR, PORT, HOST, LUDUS_TRUST_PROXY', () => {
    const url = 'postgres://ludus@127.0.0.1:5432/ludus';
    expect(configFromEnv({ DATABASE_URL: url }, '/x').storage).toEqual({ kind: 'postgres', url });
    const env = {
      LUDUS_DATA_DIR: '/var/lib/ludus',
      PORT: '9000',
      HOST: '::1',
      LUDUS_TRUST_PROXY: '1',
    };
    expect(configFromEnv(env, '/x')).toMatchObject({
      host: '::1',
      port: 9000,
      storage: { kind: 'sqlite', dataDir: '/var/lib/ludus' },
      trustProxy: true,
    });
    expect(() => configFromEnv({ PORT: 'eighty' }, '/x')).toThrow('PORT must be a port number');
  });

  it('LUDUS_SQLITE_SYNC: full (the default) or normal; anything else is refused', () => {
    const sync = (value?: string) => {
      const { storage } = configFromEnv(
        value === undefined ? {} : { LUDUS_SQLITE_SYNC: value },
        '/x',
      );
      return storage.kind === 'sqlite' ? storage.synchronous : undefined;
    };
    expect(sync()).toBe('full');
    expect(sync('normal')).toBe('normal');
    expect(sync(' NORMAL ')).toBe('normal');
    expect(sync('full')).toBe('full');
    expect(() => sync('off')).toThrow('LUDUS_SQLITE_SYNC must be full or normal');
  });

  it('REDIS_URL shares the processes through Redis; without it, nothing is shared', () => {
    const url = 'redis://127.0.0.1:6379/0';
    expect(configFromEnv({ REDIS_URL: url }, '/x').redis).toEqual({ url });
    expect(configFromEnv({ REDIS_URL: ' ' }, '/x').redis).toBeUndefined();
  });

  it('LUDUS_ANALYSIS=off stops the analysis; its depths are whole numbers in range', () => {
    expect(configFromEnv({ LUDUS_ANALYSIS: 'off' }, '/x').analysis).toBeUndefined();
    const env = { LUDUS_ANALYSIS_PLIES: '0', LUDUS_ANALYSIS_SHATRA_DEPTH: '3' };
    expect(configFromEnv(env, '/x').analysis).toEqual({ plies: 0, shatraDepth: 3 });
    expect(() => configFromEnv({ LUDUS_ANALYSIS_PLIES: '4' }, '/x')).toThrow(
      'LUDUS_ANALYSIS_PLIES must be a whole number from 0 to 3',
    );
    expect(() => configFromEnv({ LUDUS_ANALYSIS_SHATRA_DEPTH: 'deep' }, '/x')).toThrow(
      'LUDUS_ANALYSIS_SHATRA_DEPTH must be a whole number from 2 to 8',
    );
    expect(() => configFromEnv({ LUDUS_ANALYSIS: 'maybe' }, '/x')).toThrow(
      'LUDUS_ANALYSIS must be on or off',
    );
  });
});
