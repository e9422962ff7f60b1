// What a load run plays against: its server processes (bench/server.ts, children of their own,
// as in production), on a throw-away SQLite directory or PostgreSQL cluster, with a throw-away
// redis-server when there are several, and nginx in front when asked. The PostgreSQL and Redis
// are the server tests' own (test/support/), started the way their global setup starts them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { startNginx } from '../test/support/nginx';
import { startPostgres } from '../test/support/postgres';
import { startRedis } from '../test/support/redis';
import { findProcess, treeCpuSeconds } from './cpu';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface Setup {
  readonly storage: 'sqlite' | 'postgres';
  readonly processes: number;
  readonly nginx: boolean;
  /** A directory for the server processes' CPU profiles (node --cpu-prof), if wanted. */
  readonly profile?: string;
  /**
   * Another checkout whose server to run (its `packages/server/bench/server.ts`, its modules):
   * a baseline measured under this same load generator.
   */
  readonly serverRoot?: string;
}

export interface Running {
  /** Where the players connect: nginx, or the processes themselves. */
  readonly entries: readonly string[];
  /** Each server process, for its /metrics. */
  readonly processes: readonly string[];
  /** Their process ids (none for servers given by URL): CPU time from /proc where /metrics has none. */
  readonly pids: readonly number[];
  /** CPU seconds so far of the helpers that report none themselves, by name. */
  helpersCpu(): Record<string, number>;
  stop(): Promise<void>;
}

function spawnServer(env: Record<string, string>, profile: string | undefined, cwd = root) {
  const cpuProfile = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : [];
  // The flags every server process starts with (src/node-flags.ts), then any for the servers
  // alone, for collector experiments (a later flag wins): NODE_OPTIONS refuses most V8 flags
  // (--heap-growing-percent, for one) and would reach this load generator too.
  const extra = (process.env.LUDUS_BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const flags = [...SERVER_NODE_FLAGS, ...extra];
  const args = [...flags, ...cpuProfile, '--import', 'tsx', 'packages/server/bench/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd,
    // The analysis of finished games (a worker thread busy for seconds a game) would load the
    // same cores as the intents measured here: off unless the caller's environment says on.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LUDUS_ANALYSIS: process.env.LUDUS_ANALYSIS ?? 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening at (http:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return { child: child as ChildProcess, url, stop };
}

/** Starts everything `setup` asks for; on a failure, stops what had started. */
export async function start(setup: Setup): Promise<Running> {
  const stops: Array<() => Promise<void> | void> = [];
  const helpers: Record<string, number> = {};
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const env: Record<string, string> = {};
    if (setup.storage === 'postgres') {
      const pg = await startPostgres();
      stops.push(() => pg.stop());
      env.DATABASE_URL = pg.url;
      const port = new URL(pg.url).port;
      const pid = findProcess((c) => c.includes('postgres') && c.includes(`-p ${port}`));
      if (pid) helpers.postgres = pid;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'ludus-bench-'));
      stops.push(() => rmSync(dir, { recursive: true, force: true }));
      env.LUDUS_DATA_DIR = dir;
    }
    if (setup.processes > 1) {
      const redis = await startRedis();
      stops.push(() => redis.stop());
      env.REDIS_URL = redis.url;
      const { port } = new URL(redis.url);
      // redis-server renames itself "redis-server 127.0.0.1:PORT" once it runs.
      const pid = findProcess(
        (c) =>
          c.includes('redis-server') && (c.includes(`:${port}`) || c.includes(`--port ${port}`)),
      );
      if (pid) helpers.redis = pid;
    }
    if (setup.nginx) env.LUDUS_TRUST_PROXY = '1';
    const processes: string[] = [];
    const pids: number[] = [];
    for (let i = 0; i < setup.processes; i += 1) {
      const server = spawnServer(env, setup.profile, setup.serverRoot);
      // Awaited before the database or Redis it uses is stopped (stops run in reverse).
      stops.push(server.stop);
      processes.push(await server.url);
      pids.push(server.child.pid as number);
    }
    let entries: readonly string[] = processes;
    if (setup.nginx) {
      // deploy/nginx.conf itself, on plain HTTP (as the figures in docs/benchmarks.md were taken).
      const nginx = await startNginx({ upstreams: processes, tls: false });
      stops.push(() => nginx.stop());
      helpers.nginx = nginx.pid;
      entries = [nginx.url];
    }
    const helpersCpu = () =>
      Object.fromEntries(Object.entries(helpers).map(([name, pid]) => [name, treeCpuSeconds(pid)]));
    return { entries, processes, pids, helpersCpu, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
