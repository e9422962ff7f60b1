// A throw-away Redis for the server's tests: redis-server on 127.0.0.1 on a free port, in a
// temporary directory of its own, with nothing persisted (no RDB snapshots, no append-only file),
// stopped and removed after the run. Each test that needs Redis gets a key prefix of its own
// (freshRedis), so that test files running side by side do not see each other's entries.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres';

export interface RunningRedis {
  /** redis://127.0.0.1:PORT */
  readonly url: string;
  stop(): Promise<void>;
}

const SERVER = '/usr/bin/redis-server';

/** Resolves when the server answers PING on `port`; rejects after `ms`. */
async function answers(port: number, exited: () => string | undefined, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const why = exited();
    if (why) throw new Error(why);
    const pong = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.setTimeout(1_000);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      for (const event of ['error', 'timeout']) {
        socket.once(event, () => {
          socket.destroy();
          resolve(false);
        });
      }
    });
    if (pong) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startRedis(): Promise<RunningRedis> {
  if (!existsSync(SERVER)) {
    throw new Error(
      'Redis is not installed (no /usr/bin/redis-server): run `npm test`, which installs the Debian package redis-server, or apt-get install redis-server',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'ludus-redis-'));
  const port = await freePort();
  const log = join(dir, 'log');
  // redis-server runs as root (it only warns), so no unprivileged user is needed, unlike initdb.
  const args = [
    ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--logfile', log],
    ...['--save', '', '--appendonly', 'no', '--daemonize', 'no', '--protected-mode', 'yes'],
  ];
  const child: ChildProcess = spawn(SERVER, args, { stdio: 'ignore' });
  let exit: string | undefined;
  const logText = () => (existsSync(log) ? readFileSync(log, 'utf8').slice(-2_000) : '');
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = `redis-server exited (${code ?? signal}): ${logText()}`;
      resolve();
    });
    child.once('error', (error) => {
      exit = `redis-server could not run: ${error.message}`;
      resolve();
    });
  });
  const cleanUp = async () => {
    if (exit === undefined) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await answers(port, () => exit, 15_000);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop: cleanUp };
}
