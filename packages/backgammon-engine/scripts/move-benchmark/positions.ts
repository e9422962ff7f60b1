// Checker-play decisions for the move benchmark from seeded games of the ludus engine against
// itself (a measuring script, not a test):
//
//   node --import tsx packages/backgammon-engine/scripts/move-benchmark/positions.ts
//        [--decisions 1500] [--seed 1] > /tmp/ludus-positions.jsonl
//
// Even games are played at the 'intermediate' level, odd ones at 'casual' (seeded noise on the
// evaluation, so the games wander into the positions weaker play reaches too). One eligible
// decision in 3 or 4 (seeded) is kept, so that kept positions are not too alike. Eligible: at
// least two legal plays (plays are distinct by resulting position), and not a bear-off position
// (both sides home, no contact): there ludus consults its exact database, not a net, so those
// decisions would not tell nets apart. Money game, cube centred and unused. One JSON line per
// decision: source, game, turn, position (GNU Backgammon Position ID, side on roll), dice.

import {
  type Dice,
  type DiceSource,
  legalPlays,
  makePositionId,
  type Position,
  rollDice,
  startPosition,
  swapSides,
} from '@ludus/backgammon';
import { classifyPosition } from '../../src/classify';
import { createEngine, MONEY_GAME } from '../../src/engine';
import type { Level } from '../../src/levels';
import { diceFrom, type RandomSource, seededRandom } from '../../src/rng';
import { readOptions } from './options';

export interface SampledDecision {
  readonly source: string;
  readonly game: number;
  readonly turn: number;
  readonly position: string;
  readonly dice: Dice;
}

/** The opening roll of a game is never a double: equal dice are rolled again. */
function openingDice(dice: DiceSource): Dice {
  for (;;) {
    const roll = rollDice(dice);
    if (roll[0] !== roll[1]) return roll;
  }
}

/** Whether a decision may enter the set: a real choice, judged by a net. */
export function eligible(position: Position, dice: Dice): boolean {
  if (classifyPosition(position) === 'bearoff') return false;
  return legalPlays(position, dice).length >= 2;
}

/** One self-play game; calls `keep` for each decision the sampler picks. */
function playGame(
  game: number,
  level: Level,
  random: RandomSource,
  keep: (decision: SampledDecision) => void,
): void {
  const engine = createEngine({ level, random });
  const dice = diceFrom(random);
  const gap = (): number => 3 + Math.floor(random.next() * 2);
  let untilNext = gap();
  let position: Position = startPosition();
  for (let turn = 0; turn < 1000; turn++) {
    const roll = turn === 0 ? openingDice(dice) : rollDice(dice);
    if (eligible(position, roll)) {
      untilNext--;
      if (untilNext === 0) {
        keep({
          source: `ludus-${level}`,
          game,
          turn,
          position: makePositionId(position),
          dice: roll,
        });
        untilNext = gap();
      }
    }
    const chosen = engine.chooseMove(position, roll, MONEY_GAME);
    if (chosen?.play.after.player.every((n) => n === 0)) return;
    position = swapSides(chosen ? chosen.play.after : position);
  }
}

function main(): void {
  const options = readOptions(process.argv.slice(2), { decisions: 1500, seed: 1 });
  const random = seededRandom(options.seed);
  let kept = 0;
  for (let game = 0; kept < options.decisions; game++) {
    const level: Level = game % 2 === 0 ? 'intermediate' : 'casual';
    playGame(game, level, random, (decision) => {
      if (kept >= options.decisions) return;
      kept++;
      process.stdout.write(`${JSON.stringify(decision)}\n`);
    });
  }
}

main();
