// Before/after of the speed work, measured in one process so that the load of the shared machine
// hits both alike: the evaluator and the search of an older copy of src/ against the current
// ones, alternating, on the same positions and rolls, with the committed nets.
//
//   git archive 9ff0e16 packages/backgammon-engine/src | tar -x -C packages/backgammon-engine/.before --strip-components=2
//   node --import tsx packages/backgammon-engine/bench/compare.ts [packages/backgammon-engine/.before]
//
// (The copy must sit inside the repository so that it resolves @ludus/backgammon; 9ff0e16 is
// the commit of the speed snapshot, the code before the speed work.) Prints, per round, the
// contact evaluations per second and the milliseconds of a 1-ply and a 2-ply move of each, and
// the median ratio of 5 rounds.

import { pathToFileURL } from 'node:url';
import {
  type Dice,
  legalPlays,
  type Position,
  rollDice,
  seededDice,
  startPosition,
  swapSides,
} from '@ludus/backgammon';
import { classifyPosition } from '../src/classify';
import { defaultNets } from '../src/default-nets';
import { type Evaluator, NeuralEvaluator } from '../src/evaluator';
import { seededRandom } from '../src/rng';
import { rankPlays, type SearchOptions } from '../src/search';
import type { NetSet } from '../src/weights';

type Rank = (e: Evaluator, p: Position, d: Dice, o: SearchOptions) => unknown;
interface Side {
  readonly evaluator: Evaluator;
  readonly rank: Rank;
}

/** Contact positions of seeded random games, as bench/run.ts samples them. */
function contactPositions(): Position[] {
  const dice = seededDice(2026);
  const random = seededRandom(2026);
  const found: Position[] = [];
  for (let game = 0; game < 300; game++) {
    let position = startPosition();
    for (let turn = 0; turn < 400; turn++) {
      if (classifyPosition(position) === 'contact') found.push(position);
      const plays = legalPlays(position, rollDice(dice));
      const play = plays[Math.floor(random.next() * plays.length)];
      if (play?.after.player.every((n) => n === 0)) break;
      position = swapSides(play ? play.after : position);
    }
  }
  return found;
}

async function oldSide(dir: string, nets: NetSet): Promise<Side> {
  const base = pathToFileURL(`${dir}/src/`);
  const evaluatorModule = await import(new URL('evaluator.ts', base).href);
  const searchModule = await import(new URL('search.ts', base).href);
  return { evaluator: new evaluatorModule.NeuralEvaluator(nets), rank: searchModule.rankPlays };
}

function time(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? 'packages/backgammon-engine/.before';
  const nets = defaultNets();
  const before = await oldSide(dir, nets);
  const after: Side = { evaluator: new NeuralEvaluator(nets), rank: rankPlays };
  const contact = contactPositions();
  const evaluations = contact.slice(0, 5000);
  const dice = seededDice(11);
  const moves = Array.from({ length: 20 }, (_, i) => ({
    position: contact[i * 53 + 7] ?? startPosition(),
    dice: rollDice(dice),
  }));
  const figures = (side: Side) => {
    const evalMs = time(() => {
      for (const p of evaluations) side.evaluator.evaluate(p, 'backgammon');
    });
    const ply = (plies: 1 | 2) =>
      time(() => {
        for (const m of moves)
          side.rank(side.evaluator, m.position, m.dice, { plies, variant: 'backgammon' });
      }) / moves.length;
    return [(evaluations.length / evalMs) * 1000, ply(1), ply(2)] as const;
  };
  const ratios: number[][] = [[], [], []];
  for (let round = 0; round < 5; round++) {
    const [e0, a0, b0] = figures(before);
    const [e1, a1, b1] = figures(after);
    ratios[0]?.push(e1 / e0);
    ratios[1]?.push(a0 / a1);
    ratios[2]?.push(b0 / b1);
    console.log(
      `round ${round + 1}: contact evaluations/s ${e0.toFixed(0)} → ${e1.toFixed(0)}; ` +
        `1-ply ${a0.toFixed(1)} → ${a1.toFixed(1)} ms/move; 2-ply ${b0.toFixed(0)} → ${b1.toFixed(0)} ms/move`,
    );
  }
  const [e, one, two] = ratios.map((r) => median(r).toFixed(2));
  console.log(`median speed-up: evaluations ×${e}, 1-ply ×${one}, 2-ply ×${two}`);
}

await main();
