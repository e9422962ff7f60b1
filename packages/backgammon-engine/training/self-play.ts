// One game of self-play and its TD(λ) update, in the forward view: every position of the game is
// moved toward its λ-return, computed backwards from the result once the game is over (the
// "offline λ-return" algorithm; with the small per-game steps it matches TD(λ) closely). Play is
// 0-ply greedy on cubeless equity; the dice are the only exploration, as in TD-Gammon. The
// variant's rules decide the plays, and its meaning of the five numbers the targets
// (probabilities.ts: for tryktrak the third and fifth are the scaled mean of the ×4/×8 points).

import {
  type Dice,
  type DiceSource,
  type Position,
  rollDice,
  startPosition,
  swapSides,
  type VariantKey,
} from '@ludus/backgammon';
import { classifyPosition } from '../src/classify';
import { type NeuralEvaluator, netFor } from '../src/evaluator';
import { trainStep } from '../src/mlp';
import { cubelessEquity, invert, type Probabilities } from '../src/probabilities';
import { afterPlay, scorePlays } from '../src/search';

const MAX_TURNS = 2000;

export interface GameRecord {
  readonly turns: number;
  /** Points the first player won (negative: lost): backgammon 1..3, tryktrak 1, 2, 4 or 8. */
  readonly result: number;
}

function openingRoll(dice: DiceSource): Dice {
  // Rules file, "Opening": equal dice are rolled again, so the first play is never a double.
  for (;;) {
    const roll = rollDice(dice);
    if (roll[0] !== roll[1]) return roll;
  }
}

/** Plays one game with `evaluator`, then trains its nets on it; returns what happened. */
export function playAndLearn(
  evaluator: NeuralEvaluator,
  dice: DiceSource,
  lambda: number,
  rate: number,
  variant: VariantKey = 'backgammon',
): GameRecord {
  const states: Position[] = [];
  const values: Probabilities[] = [];
  let position = startPosition(variant);
  let finished = false;
  for (let turn = 0; turn < MAX_TURNS && !finished; turn++) {
    const roll = turn === 0 ? openingRoll(dice) : rollDice(dice);
    const best = scorePlays(evaluator, position, roll, variant)[0];
    states.push(position);
    if (!best) {
      const next = swapSides(position);
      values.push(invert(evaluator.evaluate(next, variant)));
      position = next;
      continue;
    }
    values.push(best.probabilities);
    finished = best.play.after.player.every((n) => n === 0);
    if (!finished) position = swapSides(best.play.after);
    else values[values.length - 1] = afterPlay(evaluator, best.play.after, variant);
  }
  learn(evaluator, states, values, finished, lambda, rate);
  const last = values[values.length - 1];
  const points = last ? Math.round(cubelessEquity(last, variant)) : 0;
  const firstWon = states.length % 2 === 1;
  return { turns: states.length, result: finished ? (firstWon ? points : -points) : 0 };
}

const scratch = new Float32Array(1024);

function learn(
  evaluator: NeuralEvaluator,
  states: readonly Position[],
  values: readonly Probabilities[],
  finished: boolean,
  lambda: number,
  rate: number,
): void {
  if (!finished) return; // a game cut off at MAX_TURNS has no result to learn from
  let target: Probabilities | undefined;
  for (let t = states.length - 1; t >= 0; t--) {
    const value = values[t];
    const state = states[t];
    if (!value || !state) continue;
    target = target ? blend(value, invert(target), lambda) : value;
    const positionClass = classifyPosition(state);
    if (positionClass === 'bearoff' || positionClass === 'over') continue;
    const name = netFor(positionClass);
    const net = evaluator.nets[name];
    evaluator.evaluateNet(state, name); // fills the evaluator's input and activations
    trainStep(net, evaluator.input, evaluator.activationsOf(name), target, rate, scratch);
  }
}

/** (1 − λ) · the one-step estimate + λ · the λ-return of the next position. */
function blend(estimate: Probabilities, next: Probabilities, lambda: number): Probabilities {
  const mix = (i: number): number => (1 - lambda) * (estimate[i] ?? 0) + lambda * (next[i] ?? 0);
  return [mix(0), mix(1), mix(2), mix(3), mix(4)];
}
