// Legal-play generation throughput (`npm run bench`, or
// `node --import tsx packages/backgammon/bench/run.ts`). Two fixed corpora of (position, dice)
// queries: positions met in random self-play games (what a bot searches) and the stress mix of
// the gnubg differential test (random positions, many open doubles with hundreds of plays).
// Each figure is the median of 7 runs after a warm-up run, in queries per second of CPU time
// (process.cpuUsage, so that other processes on a shared machine distort it less than wall
// time). Baselines measured in the same run: the plain reference generator of the tests and the
// Position ID codec.

import { type Query, randomPositionQueries, selfPlayQueries } from '../scripts/queries';
import { FastPlayGenerator } from '../src/fast-generator';
import { countLegalPlays, legalPlays } from '../src/moves';
import { makePositionId, parsePositionId } from '../src/position-id';
import { VARIANTS } from '../src/variants';
import { referencePlays } from '../test/support/reference-generator';

const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

/** Queries per CPU second of `body` over `queries`, median of RUNS runs after a warm-up. */
function measure(name: string, queries: number, body: () => number): number {
  const checksum = body();
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = cpuSeconds();
    if (body() !== checksum) throw new Error(`${name}: results changed between runs`);
    rates.push(queries / (cpuSeconds() - started));
  }
  const rate = median(rates);
  const figure = Math.round(rate).toLocaleString('en').padStart(10);
  console.log(`  ${name.padEnd(44)} ${figure} queries/s  (${checksum} plays)`);
  return rate;
}

function generators(corpus: readonly Query[]): { fast: number; count: number; plays: number } {
  const generator = new FastPlayGenerator();
  const boards = corpus.map((q) => Int8Array.from([...q.position.player, ...q.position.opponent]));
  const rules = VARIANTS.backgammon;
  const fast = measure('fast path (FastPlayGenerator, in place)', corpus.length, () => {
    let plays = 0;
    for (const [i, q] of corpus.entries()) {
      generator.load(boards[i] ?? []);
      plays += generator.generate(q.dice[0], q.dice[1], rules);
    }
    return plays;
  });
  const count = measure('countLegalPlays (public, no objects)', corpus.length, () => {
    let plays = 0;
    for (const q of corpus) plays += countLegalPlays(q.position, q.dice);
    return plays;
  });
  const plays = measure('legalPlays (public, immutable Play objects)', corpus.length, () => {
    let total = 0;
    for (const q of corpus) total += legalPlays(q.position, q.dice).length;
    return total;
  });
  return { fast, count, plays };
}

const games = selfPlayQueries(20261201, 20_000);
const stress = randomPositionQueries(20261202, 5_000);
console.log(`self-play corpus: ${games.length} queries, median of ${RUNS} runs`);
const onGames = generators(games);
const baselineCorpus = games.filter((_, i) => i % 10 === 0);
const reference = measure('baseline: reference generator (tests)', baselineCorpus.length, () => {
  let plays = 0;
  for (const q of baselineCorpus) plays += referencePlays(q.position, q.dice).size;
  return plays;
});
const codec = measure('baseline: Position ID make + parse', games.length, () => {
  let ok = 0;
  for (const q of games) if (parsePositionId(makePositionId(q.position)).ok) ok++;
  return ok;
});
console.log(
  `stress corpus: ${stress.length} random positions (bar, bear-off, primes, open doubles)`,
);
const onStress = generators(stress);
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
console.log('ratios on the self-play corpus:');
console.log(`  fast path / reference generator ${ratio(onGames.fast, reference)}`);
console.log(`  fast path / Position ID codec   ${ratio(onGames.fast, codec)}`);
console.log(`  legalPlays / reference generator ${ratio(onGames.plays, reference)}`);
console.log(`stress / self-play, fast path: ${ratio(onStress.fast, onGames.fast)}`);
