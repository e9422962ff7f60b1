// The analysis worker thread's entry: the server runs its TypeScript sources through tsx, which
// a worker thread does not inherit, so it is registered here before the worker's module loads.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
