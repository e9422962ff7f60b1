// The run's Redis for one test, under a key prefix of its own, or a failure saying why there is
// none.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { RedisOptions } from '../../src/shared/redis/hub';

export function freshRedis(options: { ttlMs?: number } = {}): RedisOptions {
  const url = inject('redisUrl');
  if (!url) throw new Error(`Redis could not start: ${inject('redisError')}`);
  return { url, prefix: `test-${randomBytes(6).toString('hex')}:`, ...options };
}
