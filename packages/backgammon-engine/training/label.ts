// Labelling positions for supervised training with the engine's own lookahead:
//
//   node --import tsx packages/backgammon-engine/training/label.ts --weights CHECKPOINT
//        --seed 1 --positions 20000 --out DIR/labels-1.jsonl [--plies 1] [--sample 0.25]
//        [--noise 0.03] [--rollout TRIALS [--truncate MOVES]]
//
// Self-play games with the given nets at 0-ply, with a little seeded noise on each play's
// equity so that the games wander off the nets' favourite lines (σ = --noise money points);
// each position before a roll is kept with probability --sample when a net judges it (contact,
// crashed, or a race outside the bear-off database) and labelled with its cubeless
// probabilities looking --plies rolls ahead (search.ts evaluateAhead: every roll's best play by
// 0-ply, the bear-off database in its range). A net trained toward these labels learns what
// its own lookahead knows, the bootstrapping the strongest open engines use (gnubg, wildbg:
// training on positions evaluated deeper than the net itself). One JSON line per position:
// {"id": Position ID, "c": class, "p": five probabilities}; lines are appended and flushed, so
// a stopped run keeps what it labelled (start it again with another seed to add more).
//
// --rollout TRIALS labels each position with a rollout instead (src/rollout.ts: TRIALS games
// played out at 0-ply from it, first roll stratified, stopped at the bear-off database or after
// --truncate single moves), whose average is unbiased with respect to the engine's play; its
// dice come from their own stream seeded from --seed, so a run is reproducible.

import { appendFileSync } from 'node:fs';
import {
  type Dice,
  makePositionId,
  type Position,
  rollDice,
  startPosition,
  swapSides,
} from '@ludus/backgammon';
import { inBearoffRange } from '../src/bearoff';
import { classifyPosition } from '../src/classify';
import { NeuralEvaluator } from '../src/evaluator';
import { diceFrom, gaussian, type RandomSource, seededRandom } from '../src/rng';
import { rollout } from '../src/rollout';
import { evaluateAhead, rankPlays } from '../src/search';
import { loadNets } from './nets-file';

interface Options {
  weights: string;
  seed: number;
  positions: number;
  out: string;
  plies: number;
  sample: number;
  /** Trials of a rollout label; 0: label by the look-ahead of --plies. */
  rollout: number;
  /** Single moves after which a rollout trial is judged by the nets (0: played to the end). */
  truncate: number;
  noise: number;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    weights: '',
    seed: 1,
    positions: 1000,
    out: '',
    plies: 1,
    sample: 0.25,
    rollout: 0,
    truncate: 0,
    noise: 0.03,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const key = (argv[i] ?? '').slice(2) as keyof Options;
    const value = argv[i + 1];
    if (!(argv[i] ?? '').startsWith('--') || value === undefined || !(key in options)) {
      throw new Error(`unknown or incomplete option '${argv[i]}'`);
    }
    if (key === 'weights' || key === 'out') options[key] = value;
    else options[key] = Number(value);
  }
  if (!options.out) throw new Error('--out FILE is required');
  return options;
}

function netJudges(position: Position): string | undefined {
  const positionClass = classifyPosition(position);
  if (positionClass === 'over') return undefined;
  if (positionClass === 'bearoff' && inBearoffRange(position)) return undefined;
  return positionClass === 'bearoff' ? 'race' : positionClass;
}

function openingRoll(random: RandomSource): Dice {
  const dice = diceFrom(random);
  for (;;) {
    const roll = rollDice(dice);
    if (roll[0] !== roll[1]) return roll; // rules file, "Opening": doubles are rolled again
  }
}

/** Plays one noisy 0-ply game, calling `visit` with each position before its roll. */
function playGame(
  evaluator: NeuralEvaluator,
  random: RandomSource,
  noise: number,
  visit: (position: Position) => void,
): void {
  const dice = diceFrom(random);
  let position = startPosition('backgammon');
  for (let turn = 0; turn < 2000; turn++) {
    visit(position);
    const roll = turn === 0 ? openingRoll(random) : rollDice(dice);
    const best = rankPlays(evaluator, position, roll, {
      plies: 0,
      variant: 'backgammon',
      ...(noise > 0 ? { noise: () => noise * gaussian(random) } : {}),
    })[0];
    if (!best) {
      position = swapSides(position);
      continue;
    }
    if (best.play.after.player.every((n) => n === 0)) return;
    position = swapSides(best.play.after);
  }
}

function label(options: Options): void {
  const evaluator = new NeuralEvaluator(loadNets(options.weights));
  const random = seededRandom(options.seed);
  const rolloutRandom = seededRandom(options.seed + 0x9e3779b9);
  const labelOf = (position: Position) =>
    options.rollout > 0
      ? rollout(evaluator, position, {
          variant: 'backgammon',
          trials: options.rollout,
          random: rolloutRandom,
          ...(options.truncate > 0 ? { truncate: options.truncate } : {}),
        })
      : evaluateAhead(evaluator, position, 'backgammon', options.plies);
  const started = Date.now();
  let labelled = 0;
  let games = 0;
  while (labelled < options.positions) {
    games++;
    playGame(evaluator, random, options.noise, (position) => {
      if (labelled >= options.positions) return;
      const netClass = netJudges(position);
      if (!netClass || random.next() >= options.sample) return;
      const p = labelOf(position);
      const line = { id: makePositionId(position), c: netClass, p: p.map((x) => +x.toFixed(5)) };
      appendFileSync(options.out, `${JSON.stringify(line)}\n`);
      labelled++;
      if (labelled % 500 === 0) {
        const seconds = (Date.now() - started) / 1000;
        console.log(
          `${labelled} positions in ${games} games, ${(labelled / seconds).toFixed(1)}/s`,
        );
      }
    });
  }
  console.log(`done: ${labelled} positions from ${games} games into ${options.out}`);
}

label(parseOptions(process.argv.slice(2)));
