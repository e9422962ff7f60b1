// `npm start`: build the web app for production, then start the game server, which serves it
// and the API at http://localhost:8080 (PORT, HOST, LUDUS_DATA_DIR and DATABASE_URL as in
// packages/server/src/config.ts; SQLite in ./data unless DATABASE_URL names a PostgreSQL).
import { spawn, spawnSync } from 'node:child_process';
import { serverArguments } from './server-command.mjs';

const vite = 'node_modules/.bin/vite';
const build = spawnSync(vite, ['build', 'packages/web'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The web app did not build; see the messages above.');
  process.exit(build.status ?? 1);
}

// The server prints its address and its data directory once it listens.
const server = spawn(process.execPath, serverArguments(), {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '8080' },
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
