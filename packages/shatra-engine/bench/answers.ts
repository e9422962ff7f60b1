// `node --import tsx packages/shatra-engine/bench/answers.ts [depth] [file]`: the search's answers
// at a fixed depth (default 5) on 24 positions from seeded random games (the start among them),
// one line per position: the move, the score, the nodes searched and the principal variation.
// With a file of an earlier run (of another commit) it compares the two line by line and exits
// 1 on any difference, so that a change meant only for speed shows it changes no answer: same
// moves, scores and node counts (docs/benchmarks.md, issue 24). Not a test: it takes seconds.
import { readFileSync } from 'node:fs';
import { chooseMove } from '../src/index';
import { benchCorpus } from './corpus';

const depth = Number(process.argv[2] ?? 5);
const earlier = process.argv[3];
const lines: string[] = [];
let total = 0;
const cpu = process.cpuUsage();
for (const [i, position] of benchCorpus(24, 24, 24).entries()) {
  // A node budget far beyond the depth's need: no clock, so that the answers are deterministic.
  const answer = chooseMove(position, { level: 'world-class', depth, nodes: 1e12 });
  if (!answer.ok) throw new Error(answer.message);
  const { move, score, nodes, pv } = answer.value;
  total += nodes;
  lines.push(`${i} ${move} ${score} ${nodes} ${pv.join(' ')}`);
}
const used = process.cpuUsage(cpu);
for (const line of lines) console.log(line);
console.log(`total ${total} nodes at depth ${depth}`);
console.error(
  `${Math.round(total / ((used.user + used.system) / 1e6))} nodes per processor second`,
);
if (earlier !== undefined) {
  const before = readFileSync(earlier, 'utf8').trim().split('\n');
  const now = [...lines, `total ${total} nodes at depth ${depth}`];
  const differ = now.filter((line, i) => line !== before[i]);
  if (differ.length > 0 || before.length !== now.length) {
    console.error(`${differ.length} lines differ from ${earlier}, first: ${differ[0]}`);
    process.exit(1);
  }
  console.error(`same answers as ${earlier}`);
}
