// `npm run bench` (or `node --import tsx packages/shatra-engine/bench/run.ts`): search speed in
// nodes per second of processor time (process.cpuUsage) over a fixed corpus (the start and
// positions from seeded random games), each searched by the master level under a fixed node
// budget; the product engine and the frozen pre-issue-24 engine (bench/baseline/) on the same
// positions in the same run, alternating, the median of RUNS runs each, and their ratio: a ratio
// measured in one run stays meaningful on a busy machine where absolute figures do not. Not a test.
import { legalMoves, type Position } from '@ludus/shatra';
import { chooseMove } from '../src/index';
import { chooseMove as baselineChooseMove } from './baseline/index';
import { benchCorpus } from './corpus';

const NODES = 20_000;
const RUNS = 5;

/** What both engines answer: the nodes searched and the depth completed. */
type Chooser = (
  position: Position,
  request: { readonly nodes: number },
) => ReturnType<typeof baselineChooseMove>;

interface Run {
  readonly cpuNps: number;
  readonly depth: number;
}

function searchRun(choose: Chooser, positions: readonly Position[]): Run {
  let nodes = 0;
  let depth = 0;
  const cpu = process.cpuUsage();
  for (const position of positions) {
    const answer = choose(position, { nodes: NODES });
    if (!answer.ok) throw new Error(answer.message);
    nodes += answer.value.nodes;
    depth += answer.value.depth;
  }
  const used = process.cpuUsage(cpu);
  // Per second of processor time: what a dedicated core would give on a busy machine.
  return { cpuNps: nodes / ((used.user + used.system) / 1e6), depth: depth / positions.length };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const positions = benchCorpus(12, 2026, 20);
// Warm-up: both engines' hot code compiled before the first measured run.
searchRun(chooseMove, positions.slice(0, 3));
searchRun(baselineChooseMove, positions.slice(0, 3));
const fast: Run[] = [];
const baseline: Run[] = [];
for (let r = 0; r < RUNS; r++) {
  fast.push(searchRun(chooseMove, positions));
  baseline.push(searchRun(baselineChooseMove, positions));
}
const report = (name: string, runs: Run[]) => {
  const nps = runs.map((run) => run.cpuNps);
  console.log(
    `  ${name}: median ${Math.round(median(nps))} nodes per processor second (runs: ${nps.map(Math.round).join(', ')}); mean completed depth ${(runs[0] as Run).depth.toFixed(1)}`,
  );
  return median(nps);
};
console.log(
  `shatra-engine: ${positions.length} positions, ${NODES} nodes each, master level, ${RUNS} runs`,
);
const fastNps = report('engine  ', fast);
const baselineNps = report('baseline', baseline);
console.log(`  ratio engine / baseline: ${(fastNps / baselineNps).toFixed(2)}`);

// Depth under the wall clock, in one middle-game position of the corpus (the one with the most
// legal moves): what a player of the web app or the protocol gets at 1 s and 3 s a move.
const middle = positions.reduce((a, b) => (legalMoves(b).length > legalMoves(a).length ? b : a));
for (const timeMs of [1000, 3000]) {
  for (const [name, choose] of [
    ['engine  ', chooseMove],
    ['baseline', baselineChooseMove],
  ] as const) {
    const answer = choose(middle, { timeMs });
    if (!answer.ok) throw new Error(answer.message);
    const { depth, nodes, elapsedMs } = answer.value;
    console.log(
      `  ${name} at ${timeMs} ms: depth ${depth}, ${nodes} nodes in ${Math.round(elapsedMs)} ms`,
    );
  }
}
