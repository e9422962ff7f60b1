// The server as the load script runs it (a child process of its own, as in production): the
// same configuration from the environment as main.ts, but with limits for bots that send
// intents as fast as the server answers (a person's socket would be closed at that pace).
import { startServer } from '../src/app';
import { configFromEnv } from '../src/config';
import { samplePromoted } from './promoted';

samplePromoted(process.env);
const options = configFromEnv(process.env, process.cwd());
const unlimited = 10_000_000;
const server = await startServer({
  ...options,
  limits: { httpPerMinute: unlimited, accountPerMinute: unlimited, socketMessages: unlimited },
});
console.log(`data: ${server.where}`);
console.log(`ludus server listening at ${server.url}`);
process.on('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
