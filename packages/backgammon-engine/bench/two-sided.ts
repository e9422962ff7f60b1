// The two-sided bear-off database's figures (docs/benchmarks.md, "two-sided bear-off database"):
// build time per variant and per checker cap (wall clock and CPU time of this thread), and
// lookups per second on a fixed, seeded corpus of in-range positions (2,000 positions, each
// looked up 100 times, as an evaluator looks up a position it has at hand). Median of 5 runs each.
// Command: node --import tsx packages/backgammon-engine/bench/two-sided.ts

import type { Position, VariantKey } from '@ludus/backgammon';
import { buildTwoSidedBearoff, TWO_SIDED_CHECKERS } from '../src/bearoff-two-sided';
import { seededRandom } from '../src/rng';

const RUNS = 5;
const CORPUS = 2_000;
const REPEATS = 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Wall-clock and CPU milliseconds of one call. */
function timed(work: () => void): { wall: number; cpu: number } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  work();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

/** Home boards of 1..TWO_SIDED_CHECKERS checkers, each checker on a uniform point. */
function corpus(count: number): Position[] {
  const random = seededRandom(2026);
  const side = (): number[] => {
    const cells = new Array<number>(25).fill(0);
    const checkers = 1 + Math.floor(random.next() * TWO_SIDED_CHECKERS);
    for (let i = 0; i < checkers; i++) {
      const point = Math.floor(random.next() * 6);
      cells[point] = (cells[point] ?? 0) + 1;
    }
    return cells;
  };
  return Array.from({ length: count }, () => ({ player: side(), opponent: side() }));
}

function buildFigures(variant: VariantKey, cap: number): void {
  const runs = Array.from({ length: RUNS }, () => timed(() => buildTwoSidedBearoff(variant, cap)));
  const wall = median(runs.map((run) => run.wall));
  const cpu = median(runs.map((run) => run.cpu));
  console.log(
    `${variant}, up to ${cap} checkers a side: built in ${wall.toFixed(0)} ms wall, ` +
      `${cpu.toFixed(0)} ms CPU (median of ${RUNS})`,
  );
}

function lookupFigures(variant: VariantKey, positions: readonly Position[]): void {
  const db = buildTwoSidedBearoff(variant);
  let sum = 0;
  const rates = Array.from({ length: RUNS }, () => {
    const { cpu } = timed(() => {
      for (let repeat = 0; repeat < REPEATS; repeat++) {
        for (const position of positions) sum += db.winProbability(position) ?? 0;
      }
    });
    return ((positions.length * REPEATS) / cpu) * 1000;
  });
  // The sum keeps the lookups from being optimised away and shows the corpus is in range.
  console.log(
    `${variant}: ${median(rates).toFixed(0)} lookups/s of winProbability (CPU time, ` +
      `${positions.length} positions × ${REPEATS}, mean win ` +
      `${(sum / positions.length / REPEATS / RUNS).toFixed(4)})`,
  );
}

function main(): void {
  buildTwoSidedBearoff('backgammon', 3); // warm-up: compile the hot loops first
  for (const variant of ['backgammon', 'tryktrak'] as const) {
    for (const cap of [4, 5, TWO_SIDED_CHECKERS]) buildFigures(variant, cap);
  }
  const positions = corpus(CORPUS);
  for (const variant of ['backgammon', 'tryktrak'] as const) lookupFigures(variant, positions);
}

main();
