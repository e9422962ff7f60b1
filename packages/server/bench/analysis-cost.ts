// What the server's analysis of one finished game costs (docs/benchmarks.md): games played by
// random legal intents (a seeded generator), then analysed as the server does (analysis/jobs.ts
// and analyse.ts) — in this thread for the time per game, then in the worker thread while this
// thread's event loop delay is sampled, the game server's responsiveness during an analysis.
// Run by hand: node --import tsx packages/server/bench/analysis-cost.ts [games per kind] [kinds…]
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mulberry32 } from '@ludus/core';
import {
  apply,
  createTable,
  type Intent,
  legalIntents,
  SEATS,
  seededDiceProvider,
  type Table,
  type TableSpec,
  tableOver,
} from '@ludus/session';
import { analyseJob } from '../src/analysis/analyse';
import { DEFAULT_ANALYSIS } from '../src/analysis/analyser';
import { jobOf } from '../src/analysis/jobs';
import { AnalysisThread } from '../src/analysis/thread';

// No cube actions and no resignations: random doubles end games after a few moves, and the
// figures are for whole games.
const PLAYED = new Set(['roll', 'move', 'next-game']);
const HUMAN = { kind: 'human' } as const;

function randomGame(spec: TableSpec, seed: number): Table {
  const random = mulberry32(seed);
  const made = createTable(spec, seededDiceProvider(seed));
  if (!made.ok) throw new Error(made.message);
  let table = made.value;
  for (let step = 0; step < 2000 && !tableOver(table); step++) {
    const options = SEATS.flatMap((seat) =>
      legalIntents(table, seat)
        .filter((intent: Intent) => PLAYED.has(intent.kind))
        .map((intent) => ({ seat, intent })),
    );
    const chosen = options[random() % Math.max(1, options.length)];
    if (!chosen) break;
    const next = apply(table, chosen.seat, chosen.intent);
    if (!next.ok) throw new Error(next.message);
    table = next.value.table;
  }
  return table;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(label: string, spec: TableSpec, games: number) {
  const tables = Array.from({ length: games }, (_, i) => randomGame(spec, 1000 + i));
  const jobs = tables.map((table, i) => jobOf(`${label}-${i}`, table, DEFAULT_ANALYSIS));
  const times: number[] = [];
  const decisions: number[] = [];
  for (const job of jobs) {
    const start = performance.now();
    const outcome = analyseJob(job);
    times.push(performance.now() - start);
    if (!outcome.ok) throw new Error(outcome.message);
    decisions.push(outcome.seats.white.decisions + outcome.seats.black.decisions);
  }
  // The same jobs in the worker thread, this thread idle but for a 1 ms timer: its loop delay,
  // against the same thread idle as long with no worker (the machine's own noise).
  const thread = new AnalysisThread(600_000);
  await thread.run({ ...jobs[0], id: 'warm-up' } as never);
  const tick = setInterval(() => {}, 1);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const began = performance.now();
  delay.enable();
  for (const job of jobs) await thread.run(job);
  delay.disable();
  const baseline = monitorEventLoopDelay({ resolution: 1 });
  baseline.enable();
  await new Promise((resolve) => setTimeout(resolve, performance.now() - began));
  baseline.disable();
  clearInterval(tick);
  await thread.stop();
  const ms = (ns: number) => (ns / 1e6).toFixed(2);
  const perDecision = times.map((t, i) => t / Math.max(1, decisions[i] ?? 1));
  console.log(
    `${label}: ${games} games, median ${median(decisions)} decisions, median ${Math.round(median(times))} ms a game (max ${Math.round(Math.max(...times))}), median ${Math.round(median(perDecision))} ms a decision; ` +
      `event loop delay with the worker running p50 ${ms(delay.percentile(50))} / p99 ${ms(delay.percentile(99))} / max ${ms(delay.max)} ms, ` +
      `idle without it p50 ${ms(baseline.percentile(50))} / p99 ${ms(baseline.percentile(99))} / max ${ms(baseline.max)} ms`,
  );
}

const games = Number(process.argv[2] ?? 5);
const kinds = process.argv.slice(3);
const wanted = (kind: string) => kinds.length === 0 || kinds.includes(kind);
const seats = { white: HUMAN, black: HUMAN };
if (wanted('backgammon')) {
  await measure('backgammon 1-point', { game: 'backgammon', matchLength: 1, seats }, games);
}
if (wanted('tryktrak')) {
  await measure('tryktrak 1-point', { game: 'tryktrak', matchLength: 1, seats }, games);
}
if (wanted('shatra')) await measure('shatra', { game: 'shatra', seats }, games);
