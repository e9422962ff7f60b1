// The wire thread's entry: the load generator runs its TypeScript through tsx, which a worker
// thread does not inherit, so it is registered here before the thread's module loads (as the
// server's SQLite thread does: src/db/sqlite-worker-entry.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./wire-thread.ts');
