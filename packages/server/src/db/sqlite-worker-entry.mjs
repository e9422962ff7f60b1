// The SQLite thread's entry: the server runs its TypeScript sources through tsx, which a worker
// thread does not inherit, so it is registered here before the thread's module loads.
import { register } from 'tsx/esm/api';

register();
await import('./sqlite-worker.ts');
