// A quick duel of two sets of nets at 0-ply, cubeless money games, to see whether a training
// step helped (a measuring script, not a test):
//
//   node --import tsx packages/backgammon-engine/training/compare.ts --a NEW.json --b OLD.json
//        [--games 2000] [--seed 1] [--plies 0]
//
// Games come in pairs with the same dice, each set of nets playing each side once ("duplicate"
// play: the luck of the dice largely cancels). Prints A's points per game (single 1, gammon 2,
// backgammon 3, rules file "Backgammon", Score) with a 95% interval over the pairs, and wins.

import {
  type Dice,
  type DiceSource,
  type Position,
  rollDice,
  startPosition,
  swapSides,
  winLevel,
} from '@ludus/backgammon';
import { NeuralEvaluator } from '../src/evaluator';
import { diceFrom, seededRandom } from '../src/rng';
import { rankPlays } from '../src/search';
import { loadNets } from './nets-file';

interface Options {
  a: string;
  b: string;
  games: number;
  seed: number;
  plies: number;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { a: '', b: '', games: 2000, seed: 1, plies: 0 };
  for (let i = 0; i < argv.length; i += 2) {
    const key = (argv[i] ?? '').slice(2) as keyof Options;
    const value = argv[i + 1];
    if (value === undefined || !(key in options)) throw new Error(`bad option '${argv[i]}'`);
    if (key === 'a' || key === 'b') options[key] = value;
    else options[key] = Number(value);
  }
  return options;
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

/** Points won by the player who moves first (negative when lost). */
function playGame(
  first: NeuralEvaluator,
  second: NeuralEvaluator,
  roll: (turn: number) => Dice,
  plies: 0 | 1 | 2,
): number {
  let position: Position = startPosition('backgammon');
  for (let turn = 0; turn < 3000; turn++) {
    const mover = turn % 2 === 0 ? first : second;
    const best = rankPlays(mover, position, roll(turn), { plies, variant: 'backgammon' })[0];
    if (!best) {
      position = swapSides(position);
      continue;
    }
    if (best.play.after.player.every((n) => n === 0)) {
      const points = winLevel('backgammon', best.play.after.opponent).multiplier;
      return turn % 2 === 0 ? points : -points;
    }
    position = swapSides(best.play.after);
  }
  return 0;
}

function compare(options: Options): void {
  const a = new NeuralEvaluator(loadNets(options.a));
  const b = new NeuralEvaluator(loadNets(options.b));
  const dice = diceFrom(seededRandom(options.seed));
  const plies = options.plies as 0 | 1 | 2;
  const pairScores: number[] = [];
  let wins = 0;
  let games = 0;
  for (let pair = 0; pair < options.games / 2; pair++) {
    const roll = recordedDice(dice);
    const aFirst = playGame(a, b, roll, plies);
    const aSecond = -playGame(b, a, roll, plies);
    wins += (aFirst > 0 ? 1 : 0) + (aSecond > 0 ? 1 : 0);
    games += 2;
    pairScores.push((aFirst + aSecond) / 2);
  }
  const n = pairScores.length;
  const mean = pairScores.reduce((s, x) => s + x, 0) / n;
  const variance = pairScores.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(n - 1, 1);
  const half = 1.96 * Math.sqrt(variance / n);
  console.log(
    `A ${options.a || 'committed'} vs B ${options.b || 'committed'}, ${games} games at ${plies}-ply: ` +
      `A ${mean >= 0 ? '+' : ''}${mean.toFixed(3)} points/game [${(mean - half).toFixed(3)}, ` +
      `${(mean + half).toFixed(3)}], A won ${((100 * wins) / games).toFixed(1)}%`,
  );
}

compare(parseOptions(process.argv.slice(2)));
