// `npm run bench` (this file: node --import tsx packages/backgammon-engine/bench/run.ts):
// evaluations per second of each net and of the bear-off database, against a baseline measured
// in the same run (the rules package's legal-play generator on the same positions), and
// milliseconds per move at each level. Median of 5 runs each. Figures go to docs/benchmarks.md.

import {
  legalPlays,
  type Position,
  rollDice,
  seededDice,
  startPosition,
  swapSides,
} from '@ludus/backgammon';
import { bearoffDatabase } from '../src/bearoff';
import { classifyPosition, type PositionClass } from '../src/classify';
import { defaultNets } from '../src/default-nets';
import { createEngine, MONEY_GAME } from '../src/engine';
import { NeuralEvaluator } from '../src/evaluator';
import { LEVELS } from '../src/levels';
import { seededRandom } from '../src/rng';

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Positions from seeded random games, grouped by class. */
function corpus(): Map<PositionClass, Position[]> {
  const dice = seededDice(2026);
  const random = seededRandom(2026);
  const groups = new Map<PositionClass, Position[]>();
  for (let game = 0; game < 300; game++) {
    let position = startPosition();
    for (let turn = 0; turn < 400; turn++) {
      const positionClass = classifyPosition(position);
      const group = groups.get(positionClass) ?? [];
      group.push(position);
      groups.set(positionClass, group);
      const plays = legalPlays(position, rollDice(dice));
      const play = plays[Math.floor(random.next() * plays.length)];
      if (play?.after.player.every((n) => n === 0)) break;
      position = swapSides(play ? play.after : position);
    }
  }
  return groups;
}

function perSecond(count: number, work: () => void): number {
  const start = performance.now();
  work();
  return (count / (performance.now() - start)) * 1000;
}

function main(): void {
  const groups = corpus();
  const evaluator = new NeuralEvaluator(defaultNets());
  const buildStart = performance.now();
  const db = bearoffDatabase();
  console.log(`bear-off database built in ${(performance.now() - buildStart).toFixed(0)} ms`);
  const dice = seededDice(7);
  const all = [...groups.values()].flat().slice(0, 20000);
  const rolls = all.map(() => rollDice(dice));
  const baseline = median(
    Array.from({ length: RUNS }, () =>
      perSecond(all.length, () => {
        for (const [i, p] of all.entries()) legalPlays(p, rolls[i] ?? [1, 2]);
      }),
    ),
  );
  console.log(`baseline: legalPlays ${baseline.toFixed(0)} positions/s (${all.length} positions)`);
  const nets = [
    ['contact', 'contact'],
    ['crashed', 'crashed'],
    ['race', 'race'],
  ] as const;
  for (const [positionClass, net] of nets) {
    const positions = (groups.get(positionClass) ?? []).slice(0, 20000);
    if (positions.length === 0) continue;
    const rate = median(
      Array.from({ length: RUNS }, () =>
        perSecond(positions.length, () => {
          for (const p of positions) evaluator.evaluateNet(p, net);
        }),
      ),
    );
    console.log(
      `${net} net: ${rate.toFixed(0)} evaluations/s (${positions.length} positions), ` +
        `${(rate / baseline).toFixed(2)}× the baseline`,
    );
  }
  const bearoffs = (groups.get('bearoff') ?? []).slice(0, 20000);
  const dbRate = median(
    Array.from({ length: RUNS }, () =>
      perSecond(bearoffs.length, () => {
        for (const p of bearoffs) db.probabilities(p);
      }),
    ),
  );
  console.log(
    `bear-off database: ${dbRate.toFixed(0)} evaluations/s (${bearoffs.length} positions), ` +
      `${(dbRate / baseline).toFixed(2)}× the baseline`,
  );
  const contact = groups.get('contact') ?? [];
  const sample = Array.from({ length: 10 }, (_, i) => contact[i * 97 + 11] ?? startPosition());
  for (const level of LEVELS) {
    const engine = createEngine({ level, random: seededRandom(3), now: () => performance.now() });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      for (const p of sample) engine.chooseMove(p, rollDice(dice), MONEY_GAME);
      times.push((performance.now() - start) / sample.length);
    }
    console.log(`${level}: ${median(times).toFixed(1)} ms per move (contact positions)`);
  }
}

main();
