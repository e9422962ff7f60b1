// `npm run bench` (or `node --import tsx packages/shatra-engine/bench/run.ts`): search speed in
// nodes per second over a fixed corpus (positions from seeded random games), each searched
// under a fixed node budget with the master level; the median of 5 runs, and the same-run speed
// of the rules package's move generator as a baseline (positions per second), so that figures
// from a busy machine can still be compared by their ratio. Not a test.
import { legalMoves, type Position, play, positionOutcome, START_POSITION } from '@ludus/shatra';
import { chooseMove, seededRng } from '../src/index';

const NODES = 20_000;
const RUNS = 5;

function corpus(count: number): Position[] {
  const rng = seededRng(2026);
  const positions: Position[] = [START_POSITION];
  while (positions.length < count) {
    let position = START_POSITION;
    const plies = 6 + rng.below(20);
    for (let i = 0; i < plies && positionOutcome(position) === undefined; i++) {
      const moves = legalMoves(position);
      position = play(position, moves[rng.below(moves.length)] as (typeof moves)[number]);
    }
    if (positionOutcome(position) === undefined && legalMoves(position).length >= 5)
      positions.push(position);
  }
  return positions;
}

function searchRun(positions: readonly Position[]): { nps: number; cpuNps: number; depth: number } {
  let nodes = 0;
  let depth = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const position of positions) {
    const answer = chooseMove(position, { nodes: NODES });
    if (!answer.ok) throw new Error(answer.message);
    nodes += answer.value.nodes;
    depth += answer.value.depth;
  }
  const used = process.cpuUsage(cpu);
  return {
    nps: nodes / ((performance.now() - started) / 1000),
    // Per second of processor time: what a dedicated core would give on a busy machine.
    cpuNps: nodes / ((used.user + used.system) / 1e6),
    depth: depth / positions.length,
  };
}

function generatorRun(positions: readonly Position[]): number {
  const started = performance.now();
  let count = 0;
  for (let k = 0; k < 20; k++)
    for (const position of positions) {
      legalMoves(position);
      count++;
    }
  return count / ((performance.now() - started) / 1000);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const positions = corpus(12);
searchRun(positions.slice(0, 3)); // warm-up
const nps: number[] = [];
const cpuNps: number[] = [];
const gen: number[] = [];
let depth = 0;
for (let r = 0; r < RUNS; r++) {
  const run = searchRun(positions);
  nps.push(run.nps);
  cpuNps.push(run.cpuNps);
  depth = run.depth;
  gen.push(generatorRun(positions));
}
console.log(
  `shatra-engine: ${positions.length} positions, ${NODES} nodes each, master level, ${RUNS} runs`,
);
console.log(
  `  search: median ${Math.round(median(nps))} nodes/s (runs: ${nps.map(Math.round).join(', ')})`,
);
console.log(`  per processor second: median ${Math.round(median(cpuNps))} nodes/s`);
console.log(`  mean completed depth at ${NODES} nodes: ${depth.toFixed(1)}`);
console.log(
  `  baseline legalMoves: median ${Math.round(median(gen))} positions/s; ratio nodes/positions ${(median(nps) / median(gen)).toFixed(3)}`,
);
