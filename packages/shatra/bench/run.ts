// `npm run bench` (from the repository root) runs this: move generation speed over a fixed
// corpus of positions from seeded playouts. A benchmark, not a test: figures go to
// docs/benchmarks.md. Each figure is the median of RUNS runs; the position-string parser on the
// same corpus, in the same run, is the baseline that makes figures from different machines
// comparable (ratio = generator speed / parser speed).
import { legalMoves, makeFen, type Position, play, readPosition } from '../src/index';
import { playout } from '../test/playout';

const RUNS = 7;
const GAMES = 300;

function corpus(): Position[] {
  const positions: Position[] = [];
  for (let seed = 1; seed <= GAMES; seed++)
    positions.push(...playout(90_000 + seed, 1000, undefined, 6).positions);
  return positions;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Items per second of `work` over `count` items, median of RUNS runs after one warm-up: by the
 * wall clock, and per second of CPU time of this process (what one core does when the machine
 * is shared and the wall clock also counts time spent waiting for a core).
 */
function measure(count: number, work: () => number): { perSecond: number; perCpuSecond: number } {
  work();
  const rates: number[] = [];
  const cpuRates: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    const c = process.cpuUsage();
    work();
    const cpu = process.cpuUsage(c);
    rates.push(count / ((performance.now() - t) / 1000));
    cpuRates.push(count / ((cpu.user + cpu.system) / 1e6));
  }
  return { perSecond: median(rates), perCpuSecond: median(cpuRates) };
}

const positions = corpus();
const fens = positions.map(makeFen);
let moveCount = 0;
const gen = measure(positions.length, () => {
  let n = 0;
  for (const p of positions) n += legalMoves(p).length;
  moveCount = n;
  return n;
});
if (moveCount === 0) throw new Error('empty corpus');
const parse = measure(fens.length, () => {
  let n = 0;
  for (const f of fens) n += readPosition(f).ok ? 1 : 0;
  return n;
});
const sample = positions.filter((_, i) => i % 10 === 0);
const lists = sample.map(legalMoves);
let played = 0;
for (const l of lists) played += l.length;
const plays = measure(played, () => {
  let n = 0;
  for (const [i, p] of sample.entries())
    for (const m of lists[i] ?? []) n += play(p, m).quietMoves >= 0 ? 1 : 0;
  return n;
});

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
console.log(
  `corpus: ${positions.length} positions from ${GAMES} seeded playouts, ${moveCount} legal moves`,
);
const line = (label: string, r: { perSecond: number; perCpuSecond: number }, unit: string): void =>
  console.log(
    `${label.padEnd(13)} ${fmt(r.perSecond)} ${unit}/s wall, ${fmt(r.perCpuSecond)} ${unit}/s CPU`,
  );
console.log(`median of ${RUNS} runs each`);
line('legalMoves:', gen, 'positions');
line('readPosition:', parse, 'positions');
console.log(
  `ratio legalMoves / readPosition (baseline): ${(gen.perSecond / parse.perSecond).toFixed(2)} wall, ${(gen.perCpuSecond / parse.perCpuSecond).toFixed(2)} CPU`,
);
line('play:', plays, 'moves');
