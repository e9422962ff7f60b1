// `npm run bench:server`: simulated players on loopback play whole games against real server
// processes and time every intent's round trip. A benchmark, not a test: it prints figures
// (docs/benchmarks.md records them) and stops by itself: it sets up to --concurrent games
// (at most --ramp at once, for at most --ramp-seconds), then measures for --seconds and stops.
// This process is the load generator, a process of its own beside the servers it starts. Its
// players' sockets live on a thread of their own (wire-thread.ts), which sends each intent when
// its player's thinking is over and stamps the frames that answer it, so that the main thread's
// collections (its heap holds every player's parsed view) neither delay the stamps nor bunch
// the sends (docs/benchmarks.md, "The wire thread").
//
//   --concurrent C   games in progress at once (default 50)
//   --games N        games to begin in all (default: no bound but the time)
//   --seconds S      the measured time, once the games are in progress (default 30)
//   --think MS       each player waits 0.5–1.5 × MS before an intent (default 0: at once)
//   --ramp R         games set up at once while ramping up (default 25)
//   --ramp-seconds S measure from then even if not every game is in progress yet (default 120)
//   --settle S       play S seconds more before measuring (default 0): the games' histories
//                    grow, as in a site whose games are of all ages (a 30 s window right after
//                    the ramp measures games a few dozen events old)
//   --storage sqlite|postgres  (default sqlite; postgres: a throw-away cluster)
//   --processes P    server processes (default 1; more share a throw-away redis-server); the
//                    two players of a game connect to different processes
//   --nginx          players connect through nginx in front of the processes
//   --url U1,U2      play against servers already running instead of starting any
//   --profile DIR    the server processes write V8 CPU profiles there (node --cpu-prof) on exit;
//                    bench/profile-share.ts reads one over the report's profileWindowUs
//   --server-root DIR run the servers of another checkout (a baseline: its own server, this
//                    load generator)
// LUDUS_BENCH_SERVER_NODE_FLAGS='--flag …' in the environment: Node/V8 flags for the server
// processes only (docs/benchmarks.md, "A slower-growing old generation").
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Games } from './games';
import type { ViewStats } from './player';
import { type Running, start } from './processes';
import { percentile, type Scrape, scrape, summed } from './report';
import { type LoopDelay, Wire } from './wire';

const { values } = parseArgs({
  options: {
    concurrent: { type: 'string', default: '50' },
    games: { type: 'string', default: String(Number.MAX_SAFE_INTEGER) },
    seconds: { type: 'string', default: '30' },
    think: { type: 'string', default: '0' },
    ramp: { type: 'string', default: '25' },
    'ramp-seconds': { type: 'string', default: '120' },
    settle: { type: 'string', default: '0' },
    storage: { type: 'string', default: 'sqlite' },
    processes: { type: 'string', default: '1' },
    nginx: { type: 'boolean', default: false },
    url: { type: 'string' },
    profile: { type: 'string' },
    'server-root': { type: 'string' },
  },
});
const concurrent = Number(values.concurrent);
const storage = values.storage === 'postgres' ? 'postgres' : 'sqlite';

function given(urls: string[]): Running {
  return {
    entries: urls,
    processes: urls,
    pids: [],
    helpersCpu: () => ({}),
    stop: async () => undefined,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `target` games have begun play, or the ramp's time is up; returns its seconds. */
async function rampUp(games: Games, target: number): Promise<number> {
  const begun = performance.now();
  const limit = begun + Number(values['ramp-seconds']) * 1_000;
  while (games.started < target && performance.now() < limit && !games.error) await sleep(50);
  return (performance.now() - begun) / 1_000;
}

interface Snapshot {
  readonly at: number;
  /** CLOCK_MONOTONIC in µs, the clock of V8's CPU profiles: the window to read a profile in. */
  readonly monotonicUs: number;
  readonly servers: readonly Scrape[];
  readonly helpers: Record<string, number>;
  /** This process's CPU seconds. */
  readonly generator: number;
  readonly views: ViewStats;
}

async function snapshot(running: Running, games: Games): Promise<Snapshot> {
  const { user, system } = process.cpuUsage();
  return {
    views: { ...games.views },
    at: performance.now(),
    monotonicUs: Number(process.hrtime.bigint() / 1_000n),
    servers: await Promise.all(running.processes.map((url, i) => scrape(url, running.pids[i]))),
    helpers: running.helpersCpu(),
    generator: (user + system) / 1e6,
  };
}

/**
 * The generator's own event loop delay over the window: a saturated generator delays the round
 * trips it times, which would read as the server's latency.
 */
const LOOP_RESOLUTION_MS = 10;
const generatorLoop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
/** The histogram holds whole intervals between its timer's runs: the delay is past the period. */
const loopDelayMs = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);

function report(
  games: Games,
  rampSeconds: number,
  window: { readonly from: Snapshot; readonly to: Snapshot; readonly wireLoop: LoopDelay },
) {
  const { from, to } = window;
  const seconds = (to.at - from.at) / 1_000;
  const inWindow = games.timings.filter((t) => t.at >= from.at && t.at < to.at);
  const accepted = inWindow.filter((t) => t.accepted).map((t) => t.ms);
  const sorted = [...accepted].sort((x, y) => x - y);
  const round = (x: number) => Math.round(x * 10) / 10;
  const finished = games.finishedAt.filter((at) => at >= from.at && at < to.at).length;
  const perIntent = (cpuSeconds: number) => round((cpuSeconds * 1_000) / (accepted.length || 1));
  const cpu = (a: number, b: number) => ({
    cores: round((b - a) / seconds),
    msPerIntent: perIntent(b - a),
  });
  const server = summed(from.servers, to.servers);
  return {
    setup: {
      processes: to.servers.length,
      storage: values.url ? 'given' : storage,
      nginx: values.nginx,
      concurrent,
      thinkMs: Number(values.think),
      settleSeconds: Number(values.settle),
    },
    rampSeconds: round(rampSeconds),
    seconds: round(seconds),
    gamesInProgress: to.servers.map((s) => s.gamesInProgress),
    socketsConnected: to.servers.map((s) => s.sockets),
    serverMemoryMb: to.servers.map((s) => Math.round(s.rssBytes / 2 ** 20)),
    gamesFinished: finished,
    gamesPerSecond: round(finished / seconds),
    intentsAccepted: accepted.length,
    intentsRefused: inWindow.length - accepted.length,
    intentsPerSecond: round(accepted.length / seconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    // The views the players received in the window: whole, elided (and those that did not
    // expand: a resync each), and their mean size on the wire.
    views: viewsIn(from.views, to.views),
    generatorLoopDelayMs: {
      p50: round(loopDelayMs(generatorLoop.percentile(50))),
      p99: round(loopDelayMs(generatorLoop.percentile(99))),
      max: round(loopDelayMs(generatorLoop.max)),
    },
    // The wire thread's (wire-thread.ts), which sends the intents and stamps their answers: its
    // delays are the only ones of the generator that the round trips above contain.
    wireLoopDelayMs: {
      p50: round(window.wireLoop.p50),
      p99: round(window.wireLoop.p99),
      max: round(window.wireLoop.max),
    },
    // For bench/profile-share.ts: the measured window on the clock of the servers' CPU profiles.
    profileWindowUs: [from.monotonicUs, to.monotonicUs],
    // Arrival at the server to its decision (queue and write), the servers' mean, and the share
    // of intents they decided within 10, 25, 50 and 100 ms (their histogram's buckets).
    serverDecisionMs: round(server.decisionMs),
    serverDecidedWithinMs: server.decidedWithinMs,
    cpu: {
      servers: from.servers.map((s, i) => {
        const end = to.servers[i];
        // The share of the time its event loop was ready to run but waited for a CPU.
        const waiting =
          Math.round((((end?.waitSeconds ?? 0) - s.waitSeconds) / seconds) * 100) / 100;
        // Its event loop's own share: the core it may not exceed, whatever the other threads do.
        const mainThread = cpu(s.mainThreadSeconds, end?.mainThreadSeconds ?? 0);
        return { ...cpu(s.cpuSeconds, end?.cpuSeconds ?? 0), mainThread, waitingForCpu: waiting };
      }),
      loadGenerator: cpu(from.generator, to.generator),
      ...Object.fromEntries(
        Object.entries(to.helpers).map(([name, b]) => [name, cpu(from.helpers[name] ?? b, b)]),
      ),
    },
  };
}

function viewsIn(from: ViewStats, to: ViewStats) {
  const whole = to.whole - from.whole;
  const elided = to.elided - from.elided;
  const bytes = to.bytes - from.bytes;
  return {
    whole,
    elided,
    unexpanded: to.unexpanded - from.unexpanded,
    meanBytes: Math.round(bytes / (whole + elided || 1)),
  };
}

/** The whole run's bound: set-up, ramp, measuring and a minute to stop in. */
const HARD_LIMIT_MS =
  (Number(values['ramp-seconds']) + Number(values.settle) + Number(values.seconds) + 120) * 1_000;

async function measure(running: Running, games: Games, wire: Wire) {
  const playing = games.run();
  const rampSeconds = await rampUp(games, Math.min(concurrent, Number(values.games)));
  if (games.error) throw games.error;
  await sleep(Number(values.settle) * 1_000);
  const from = await snapshot(running, games);
  generatorLoop.reset();
  generatorLoop.enable();
  wire.startLoop();
  await sleep(Number(values.seconds) * 1_000);
  const to = await snapshot(running, games);
  generatorLoop.disable();
  const wireLoop = await wire.readLoop();
  games.stop();
  // Slots end once their players' sockets close; a stuck one does not hold the report up.
  await Promise.race([playing, sleep(30_000)]);
  if (games.error) throw games.error;
  return report(games, rampSeconds, { from, to, wireLoop });
}

async function main() {
  const running = values.url
    ? given(values.url.split(','))
    : await start({
        storage,
        processes: Number(values.processes),
        nginx: values.nginx,
        ...(values.profile ? { profile: values.profile } : {}),
        ...(values['server-root'] ? { serverRoot: values['server-root'] } : {}),
      });
  const wire = new Wire((error) => {
    games.error ??= error;
    games.stop();
  });
  const games = new Games({
    wire,
    entries: running.entries,
    concurrent,
    games: Number(values.games),
    ramp: Number(values.ramp),
    thinkMs: Number(values.think),
  });
  // Interrupted or past its bound, the run still stops what it started.
  const abort = (why: string) => {
    console.error(`load: ${why}; stopping`);
    games.stop();
    void Promise.all([running.stop(), wire.stop()]).finally(() => process.exit(1));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort(signal));
  const limit = setTimeout(() => abort(`over ${HARD_LIMIT_MS / 1_000} s`), HARD_LIMIT_MS);
  try {
    console.log(JSON.stringify(await measure(running, games, wire), null, 2));
  } finally {
    clearTimeout(limit);
    games.stop();
    await Promise.all([running.stop(), wire.stop()]);
  }
}

await main();
