// `npm run bench:server`: simulated players on loopback play whole games against real server
// processes and time every intent's round trip. A benchmark, not a test: it prints figures
// (docs/benchmarks.md records them) and stops by itself, after --games games or --seconds.
//
//   --games N        games to finish in all (default 200)
//   --concurrent C   games played at once (default 50)
//   --seconds S      stop after this long in any case (default 60)
//   --think MS       each player waits about this long before an intent (default 0: at once)
//   --storage sqlite|postgres  (default sqlite; postgres: DATABASE_URL, or a throw-away cluster)
//   --processes P    server processes (default 1; more share Redis: REDIS_URL, or a throw-away
//                    redis-server); the two players of a game connect to different processes
//   --url U1,U2      play against servers already running instead of starting any
//   --profile DIR    the server processes write V8 CPU profiles there (node --cpu-prof) on exit
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startPostgres } from '../test/support/postgres';
import { startRedis } from '../test/support/redis';
import { freshNonce, Player, type Timing } from './player';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    concurrent: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    think: { type: 'string', default: '0' },
    storage: { type: 'string', default: 'sqlite' },
    processes: { type: 'string', default: '1' },
    url: { type: 'string' },
    profile: { type: 'string' },
  },
});
const games = Number(values.games);
const concurrent = Number(values.concurrent);
const seconds = Number(values.seconds);
const thinkMs = Number(values.think);
const processes = Number(values.processes);

const stops: Array<() => Promise<void> | void> = [];

function spawnServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const profile = values.profile ? ['--cpu-prof', '--cpu-prof-dir', values.profile] : [];
  const args = [...profile, '--import', 'tsx', 'packages/server/bench/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Awaited before the database or Redis it uses is stopped.
  stops.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening at (http:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve({ url: found[1], child });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

async function servers(): Promise<string[]> {
  if (values.url) return values.url.split(',');
  const env: Record<string, string> = {};
  if (values.storage === 'postgres') {
    if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
    else {
      const pg = await startPostgres();
      stops.push(() => pg.stop());
      env.DATABASE_URL = pg.url;
    }
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'ludus-bench-'));
    stops.push(() => rmSync(dir, { recursive: true, force: true }));
    env.LUDUS_DATA_DIR = dir;
  }
  if (processes > 1) {
    if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
    else {
      const redis = await startRedis();
      stops.push(() => redis.stop());
      env.REDIS_URL = redis.url;
    }
  }
  const started = [];
  for (let i = 0; i < processes; i += 1) started.push((await spawnServer(env)).url);
  return started;
}

async function guest(base: string, name: string): Promise<string> {
  const reply = await fetch(`${base}/api/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name }),
  });
  return (reply.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function createGame(base: string, cookie: string): Promise<string> {
  const reply = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ game: 'backgammon', matchLength: 1, clientSeed: freshNonce() }),
  });
  if (reply.status !== 201) throw new Error(`create: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { table: string }).table;
}

const timings: Timing[] = [];
let finishedGames = 0;
let stopping = false;
const live = new Set<Player>();

async function playOne(urls: string[], n: number): Promise<void> {
  const [first, second] = [urls[n % urls.length], urls[(n + 1) % urls.length]] as [string, string];
  const white = await guest(first, `White${n}`);
  const black = await guest(second, `Black${n}`);
  const table = await createGame(first, white);
  const options = { thinkMs, timed: (t: Timing) => timings.push(t) };
  const a = await Player.connect(first, white, table, 'white', options);
  const b = await Player.connect(second, black, table, 'black', options);
  live.add(a);
  live.add(b);
  // Begun just before the time ran out: not played (the timer closed the players it knew).
  if (stopping) for (const player of [a, b]) player.close();
  a.start(false);
  b.start(true);
  await Promise.all([a.done, b.done]);
  if (!stopping) finishedGames += 1;
  for (const player of [a, b]) {
    live.delete(player);
    player.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const urls = await servers();
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1_000;
  let begun = 0;
  const worker = async () => {
    while (begun < games && performance.now() < deadline && !stopping) {
      begun += 1;
      await playOne(urls, begun);
    }
  };
  const timer = setTimeout(() => {
    stopping = true;
    for (const player of live) player.close();
  }, seconds * 1_000);
  await Promise.all(Array.from({ length: Math.min(concurrent, games) }, worker));
  clearTimeout(timer);
  const elapsed = (performance.now() - startedAt) / 1_000;
  const accepted = timings.filter((t) => t.accepted).map((t) => t.ms);
  const sorted = [...accepted].sort((x, y) => x - y);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const report = {
    servers: urls.length,
    storage: values.url ? 'given' : values.storage,
    concurrent,
    thinkMs,
    seconds: Math.round(elapsed * 10) / 10,
    gamesFinished: finishedGames,
    gamesPerSecond: round(finishedGames / elapsed),
    intentsAccepted: accepted.length,
    intentsRefused: timings.length - accepted.length,
    intentsPerSecond: round(accepted.length / elapsed),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
  };
  console.log(JSON.stringify(report, null, 2));
}

try {
  await main();
} finally {
  for (const stop of stops.reverse()) await stop();
}
