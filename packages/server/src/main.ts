// The server's process: `node --import tsx packages/server/src/main.ts` (npm start runs it after
// building the web app). Prints where it listens and where the data lives; stops cleanly on
// SIGINT or SIGTERM (a SIGKILL loses nothing written: every accepted intent is committed first).
import { startServer } from './app';
import { configFromEnv } from './config';

const options = configFromEnv(process.env, process.cwd());
const server = await startServer(options);
const shown = server.url.replace('://127.0.0.1:', '://localhost:');
const { restored, failed } = server.restored;
const notReplayable = failed.length ? `, not replayable: ${failed.join(' ')}` : '';
console.log(`data: ${server.where} (${server.services.storage})`);
console.log(`games restored: ${restored}${notReplayable}`);
// The lines tests and scripts wait for come last: everything above is printed by then.
console.log(`ludus server listening at ${server.url}`);
console.log(`ludus is running at ${shown} (Ctrl+C stops it)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
