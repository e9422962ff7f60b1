// A duel of two sets of nets in one variant of the family, cubeless, duplicate dice (a measuring
// script, not a test):
//
//   node --import tsx packages/backgammon-engine/training/compare-variant.ts --variant tryktrak
//        --a tryktrak --b backgammon [--games 4000] [--seed 1] [--plies 0]
//
// `--a`/`--b` name the committed nets of a variant (`backgammon`, `tryktrak`), or
// `backgammon-as-before` (the backgammon nets read as tryktrak was played before it had nets of
// its own: the "backgammon" output as the ×4 level, i.e. X = P(bg) / 3, see probabilities.ts),
// or a WeightsFile or checkpoint JSON. Games come in pairs with the same dice, each set of nets playing each side
// once, so the luck of the dice largely cancels. Points are the variant's own (rules file,
// "Tryktrak", Score: 1, 2, 4, 8; "Backgammon": 1, 2, 3; no cube). Prints A's points per game with
// a 95% interval over the pairs, A's win rate, and how often each level ended a game.

import {
  type Dice,
  type DiceSource,
  type Position,
  rollDice,
  startPosition,
  swapSides,
  type VariantKey,
  winLevel,
} from '@ludus/backgammon';
import { inBearoffRange } from '../src/bearoff';
import { classifyPosition } from '../src/classify';
import { defaultNets } from '../src/default-nets';
import { type Evaluator, NeuralEvaluator } from '../src/evaluator';
import type { Probabilities } from '../src/probabilities';
import { diceFrom, seededRandom } from '../src/rng';
import { rankPlays } from '../src/search';
import type { NetSet } from '../src/weights';
import { loadNets } from './nets-file';

interface Options {
  variant: VariantKey;
  a: string;
  b: string;
  games: number;
  seed: number;
  plies: 0 | 1 | 2;
}

const MAX_TURNS = 3000;

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    variant: 'tryktrak',
    a: 'tryktrak',
    b: 'backgammon',
    games: 4000,
    seed: 1,
    plies: 0,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const key = (argv[i] ?? '').slice(2);
    const value = argv[i + 1];
    if (value === undefined) throw new Error(`option '${argv[i]}' needs a value`);
    if (key === 'variant') options.variant = asVariant(value);
    else if (key === 'a' || key === 'b') options[key] = value;
    else if (key === 'games' || key === 'seed') options[key] = Number(value);
    else if (key === 'plies' && ['0', '1', '2'].includes(value)) {
      options.plies = Number(value) as 0 | 1 | 2;
    } else throw new Error(`bad option '${argv[i]}'`);
  }
  return options;
}

function asVariant(value: string): VariantKey {
  if (value === 'backgammon' || value === 'tryktrak') return value;
  throw new Error(`unknown variant '${value}'`);
}

/** The committed nets of a variant, the backgammon nets as tryktrak read them before, or a file. */
function evaluatorNamed(name: string): Evaluator {
  if (name === 'backgammon-as-before') return new AsBefore(new NeuralEvaluator(defaultNets()));
  const nets: NetSet =
    name === 'backgammon' || name === 'tryktrak' ? defaultNets(name) : loadNets(name);
  return new NeuralEvaluator(nets);
}

/**
 * Tryktrak equity used to count the backgammon nets' P(backgammon) as the ×4 level (2 extra
 * points); in today's meaning that is X = P(bg) / 3, which gives the same equity and so the same
 * choices (finished games and the bear-off database are exact in both).
 */
class AsBefore implements Evaluator {
  constructor(private readonly inner: Evaluator) {}

  evaluate(position: Position, variant: VariantKey): Probabilities {
    const p = this.inner.evaluate(position, variant);
    if (variant !== 'tryktrak' || classifyPosition(position) === 'over') return p;
    if (classifyPosition(position) === 'bearoff' && inBearoffRange(position)) return p;
    return [p[0], p[1], p[2] / 3, p[3], p[4] / 3];
  }
}

/** A recorded dice sequence, so that both games of a pair see the same rolls. */
function recordedDice(source: DiceSource): (turn: number) => Dice {
  const rolls: Dice[] = [];
  return (turn) => {
    while (rolls.length <= turn) {
      const roll = rollDice(source);
      // Rules file, "Opening": the first roll is never a double.
      if (rolls.length === 0 && roll[0] === roll[1]) continue;
      rolls.push(roll);
    }
    return rolls[turn] as Dice;
  };
}

/** Points won by the player who moves first (negative when lost; 0 if cut off). */
function playGame(
  first: Evaluator,
  second: Evaluator,
  roll: (turn: number) => Dice,
  options: Options,
): number {
  const { variant, plies } = options;
  let position: Position = startPosition(variant);
  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const mover = turn % 2 === 0 ? first : second;
    const best = rankPlays(mover, position, roll(turn), { plies, variant })[0];
    if (!best) {
      position = swapSides(position);
      continue;
    }
    if (best.play.after.player.every((n) => n === 0)) {
      const points = winLevel(variant, best.play.after.opponent).multiplier;
      return turn % 2 === 0 ? points : -points;
    }
    position = swapSides(best.play.after);
  }
  return 0;
}

function compare(options: Options): void {
  const a = evaluatorNamed(options.a);
  const b = evaluatorNamed(options.b);
  const dice = diceFrom(seededRandom(options.seed));
  const pairScores: number[] = [];
  const levels = new Map<number, number>();
  let wins = 0;
  const started = Date.now();
  for (let pair = 0; pair < options.games / 2; pair++) {
    const roll = recordedDice(dice);
    const aFirst = playGame(a, b, roll, options);
    const aSecond = -playGame(b, a, roll, options);
    for (const points of [aFirst, aSecond]) {
      if (points > 0) wins++;
      levels.set(Math.abs(points), (levels.get(Math.abs(points)) ?? 0) + 1);
    }
    pairScores.push((aFirst + aSecond) / 2);
  }
  const n = pairScores.length;
  const games = 2 * n;
  const mean = pairScores.reduce((s, x) => s + x, 0) / n;
  const variance = pairScores.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(n - 1, 1);
  const half = 1.96 * Math.sqrt(variance / n);
  const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;
  const shares = [...levels.entries()]
    .sort(([x], [y]) => x - y)
    .map(([points, count]) => `×${points} ${((100 * count) / games).toFixed(1)}%`)
    .join(', ');
  console.log(
    `${options.variant}: A ${options.a} vs B ${options.b}, ${games} games at ${options.plies}-ply, ` +
      `seed ${options.seed}: A ${signed(mean)} points/game [${signed(mean - half)}, ` +
      `${signed(mean + half)}], A won ${((100 * wins) / games).toFixed(1)}%; games ended ${shares}; ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

compare(parseOptions(process.argv.slice(2)));
