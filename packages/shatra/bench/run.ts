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

/** Items per second of `work` over `count` items, median of RUNS runs after one warm-up. */
function measure(count: number, work: () => number): { perSecond: number; check: number } {
  let check = work();
  const rates: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    check = work();
    rates.push(count / ((performance.now() - t) / 1000));
  }
  return { perSecond: median(rates), check };
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
console.log(`legalMoves:   ${fmt(gen.perSecond)} positions/s (median of ${RUNS})`);
console.log(`readPosition: ${fmt(parse.perSecond)} positions/s (baseline)`);
console.log(`ratio legalMoves / readPosition: ${(gen.perSecond / parse.perSecond).toFixed(2)}`);
console.log(`play:         ${fmt(plays.perSecond)} moves/s`);
