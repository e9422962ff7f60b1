// Size and build time of the whole turn as data (`turnTree`; docs/benchmarks.md, "backgammon:
// the turn tree"). Run: node --import tsx packages/backgammon/scripts/turn-tree-bench.ts
// The worst cases are doubles: from the start, with fifteen checkers spread as singles, and
// with checkers on the bar; then the biggest tree over seeded corpora. Times are medians of 7
// builds after a warm-up, in CPU time (process.cpuUsage, less distorted by a shared machine).

import { startPosition } from '../src/position';
import { type TurnTree, turnTree } from '../src/turn-tree';
import type { Dice, Die, Position, VariantKey } from '../src/types';
import { position } from '../test/support/boards';
import { randomPositionQueries, selfPlayQueries } from './queries';

function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function buildMs(at: Position, dice: Dice, variant: VariantKey): number {
  turnTree(at, dice, variant);
  const times: number[] = [];
  for (let run = 0; run < 7; run++) {
    const started = cpuMs();
    turnTree(at, dice, variant);
    times.push(cpuMs() - started);
  }
  return times.sort((a, b) => a - b)[3] ?? 0;
}

/** Root-to-play routes: what a tree without shared nodes would hold as leaves. */
function routeCount(tree: TurnTree): number {
  const routes = new Array<number>(tree.nodes.length).fill(0);
  for (let i = tree.nodes.length - 1; i >= 0; i--) {
    const node = tree.nodes[i];
    if (!node) continue;
    routes[i] = node.play ? 1 : node.next.reduce((sum, b) => sum + (routes[b.node] ?? 0), 0);
  }
  return routes[0] ?? 0;
}

function report(name: string, at: Position, dice: Dice, variant: VariantKey = 'backgammon') {
  const tree = turnTree(at, dice, variant);
  const branches = tree.nodes.reduce((sum, node) => sum + node.next.length, 0);
  const kib = JSON.stringify(tree).length / 1024;
  console.log(
    `| ${name} | ${dice.join('-')} | ${tree.plays.length} | ${routeCount(tree)} | ` +
      `${tree.nodes.length} | ${branches} | ${kib.toFixed(0)} | ${buildMs(at, dice, variant).toFixed(2)} |`,
  );
}

const doubles = [1, 2, 3, 4, 5, 6].map((d) => [d, d] as [Die, Die]);
/** Fourteen singles on 22 … 4 and one more on `first`: the most checkers free to move. */
function singles(first: number) {
  const player: Record<number, number> = { [first]: 1 };
  for (const point of [22, 20, 18, 16, 14, 12, 11, 10, 9, 8, 7, 6, 5, 4]) player[point] = 1;
  return position(player, { 2: 15 });
}
// Fifteen singles, nothing of the opponent's in the way; the same with one on the bar.
const spread = singles(24);
const barOne = singles(25);

console.log('| position | roll | plays | routes | nodes | branches | JSON KiB | build ms |');
console.log('| --- | --- | --: | --: | --: | --: | --: | --: |');
for (const dice of doubles) report('start', startPosition(), dice);
report('start', startPosition(), [6, 5]);
for (const dice of doubles) report('15 singles spread', spread, dice);
for (const dice of doubles) report('1 on the bar, 14 spread', barOne, dice);
report(
  'bear-off, tryktrak',
  position({ 6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2 }, { 1: 15 }),
  [1, 1],
  'tryktrak',
);

const corpus = [...selfPlayQueries(7, 3000), ...randomPositionQueries(8, 3000)];
let biggest = { nodes: 0, name: '' };
const started = cpuMs();
for (const query of corpus) {
  for (const variant of ['backgammon', 'tryktrak'] as const) {
    const tree = turnTree(query.position, query.dice, variant);
    if (tree.nodes.length > biggest.nodes) {
      biggest = {
        nodes: tree.nodes.length,
        name: `${query.source} ${query.dice.join('-')} ${variant}`,
      };
    }
  }
}
const average = (cpuMs() - started) / corpus.length / 2;
console.log(
  `\n${corpus.length * 2} trees of seeded self-play and random positions (both variants): ` +
    `${average.toFixed(3)} ms each on average; the biggest ${biggest.nodes} nodes (${biggest.name})`,
);
