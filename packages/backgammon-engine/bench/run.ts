// `npm run bench` (this file: node --import tsx packages/backgammon-engine/bench/run.ts):
// evaluations per second of each net and of the bear-off database, against a baseline measured
// in the same run (the rules package's legal-play generator on the same positions), and
// milliseconds per move at each level, and world-class (2-ply) on 20 contact positions with and
// without its time budget: how much of the budget a move uses and how often it runs out. Median
// of 5 runs each. Figures go to docs/benchmarks.md. `--quick`: the per-level and world-class
// parts only. `--filters`: also 2-ply with wider filters on 40 close contact moves.

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
import { LEVEL_SETTINGS, LEVELS } from '../src/levels';
import { seededRandom } from '../src/rng';
import { rankPlays, scorePlays } from '../src/search';

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
  if (!process.argv.includes('--quick')) evaluationRates(groups, evaluator);
  const contact = groups.get('contact') ?? [];
  levelTimes(contact);
  worldClassBudget(contact, evaluator);
  if (process.argv.includes('--filters')) filterWidths(contact, evaluator);
}

function evaluationRates(groups: Map<PositionClass, Position[]>, evaluator: NeuralEvaluator): void {
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
}

function levelTimes(contact: readonly Position[]): void {
  const dice = seededDice(7);
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

/**
 * World-class on 20 contact positions (a fixed roll each): each move once without a budget
 * (the full 2-ply search) and once with the level's budget. A move whose full search takes
 * longer than the budget is one where the budget runs out (the level then keeps the 1-ply
 * ranking for the plays it could not finish).
 */
function worldClassBudget(contact: readonly Position[], evaluator: NeuralEvaluator): void {
  const { budgetMs, plies } = LEVEL_SETTINGS['world-class'];
  const dice = seededDice(11);
  const moves = Array.from({ length: 20 }, (_, i) => ({
    position: contact[i * 53 + 7] ?? startPosition(),
    dice: rollDice(dice),
  }));
  const now = () => performance.now();
  const full: number[] = [];
  const budgeted: number[] = [];
  for (const { position, dice: roll } of moves) {
    let start = now();
    rankPlays(evaluator, position, roll, { plies, variant: 'backgammon' });
    full.push(now() - start);
    start = now();
    rankPlays(evaluator, position, roll, { plies, variant: 'backgammon', now, budgetMs });
    budgeted.push(now() - start);
  }
  const over = full.filter((ms) => ms > budgetMs).length;
  const ms = (values: number[], pick: (sorted: number[]) => number): string =>
    pick([...values].sort((a, b) => a - b)).toFixed(0);
  console.log(
    `world-class, ${moves.length} contact positions: full 2-ply median ${ms(full, median)} ms, ` +
      `max ${ms(full, (v) => v[v.length - 1] ?? 0)} ms; budget ${budgetMs} ms runs out on ` +
      `${over} of ${moves.length}; with the budget median ${ms(budgeted, median)} ms, max ` +
      `${ms(budgeted, (v) => v[v.length - 1] ?? 0)} ms`,
  );
}

/**
 * 2-ply with the default filter and two wider second filters, each move once, on 40 contact
 * moves where 2-ply has work to do (the two best plays within 0.04 at 0-ply): does a wider
 * filter fit the world-class budget?
 */
function filterWidths(contact: readonly Position[], evaluator: NeuralEvaluator): void {
  const dice = seededDice(11);
  const moves: { position: Position; dice: ReturnType<typeof rollDice> }[] = [];
  for (let i = 0; moves.length < 40 && i < contact.length; i += 37) {
    const position = contact[i] ?? startPosition();
    const roll = rollDice(dice);
    const scored = scorePlays(evaluator, position, roll, 'backgammon');
    const [first, second] = scored;
    if (first && second && second.value >= first.value - 0.04) moves.push({ position, dice: roll });
  }
  const first = { keep: 8, within: 0.16 };
  for (const second of [
    { keep: 3, within: 0.04 },
    { keep: 5, within: 0.08 },
    { keep: 8, within: 0.16 },
  ]) {
    const times = moves.map(({ position, dice: roll }) => {
      const start = performance.now();
      rankPlays(evaluator, position, roll, {
        plies: 2,
        variant: 'backgammon',
        filter: [first, second],
      });
      return performance.now() - start;
    });
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(
      `2-ply, then ${second.keep} within ${second.within}, ${moves.length} close moves: median ` +
        `${median(times).toFixed(0)} ms, mean ${mean.toFixed(0)} ms, max ` +
        `${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms, over 1.5 s ` +
        `${times.filter((t) => t > 1500).length}, over 2 s ${times.filter((t) => t > 2000).length}`,
    );
  }
}

main();
