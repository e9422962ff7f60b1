// The static evaluator: the cubeless probabilities of a position for the side on roll, from the
// bear-off database when both sides are in its range, else from the net of the position's class.
// Search and cube logic see only the `Evaluator` interface (house style: AI depends on rules
// through an evaluator interface, testable with fakes).

import { type Position, type VariantKey, winLevel } from '@ludus/backgammon';
import { bearoffDatabase, inBearoffRange } from './bearoff';
import { classifyPosition, type PositionClass } from './classify';
import { encodePosition, INPUTS } from './encoding';
import { type Activations, activationsFor, forward } from './mlp';
import { consistent, invert, type Probabilities, wonAtLevel } from './probabilities';
import type { NetName, NetSet } from './weights';

export interface Evaluator {
  /** Cubeless probabilities for the side on roll of `position`, before it rolls. */
  evaluate(position: Position, variant: VariantKey): Probabilities;
}

/** The probabilities of a game already over: one side has no checker left. */
export function finishedGame(position: Position, variant: VariantKey): Probabilities | undefined {
  const playerDone = position.player.every((n) => n === 0);
  const opponentDone = position.opponent.every((n) => n === 0);
  if (!playerDone && !opponentDone) return undefined;
  const winner = playerDone;
  const loser = winner ? position.opponent : position.player;
  // The level in the variant's own meaning of the five numbers (probabilities.ts, LEVEL_STEPS).
  const won = wonAtLevel(variant, winLevel(variant, loser).multiplier);
  return winner ? won : invert(won);
}

export function netFor(positionClass: PositionClass): NetName {
  switch (positionClass) {
    case 'contact':
      return 'contact';
    case 'crashed':
      return 'crashed';
    case 'race':
    case 'bearoff':
    case 'over':
      return 'race';
  }
}

/** The neural evaluator; reuses its scratch buffers, so one instance serves one thread. */
export class NeuralEvaluator implements Evaluator {
  readonly input = new Float32Array(INPUTS);
  private readonly activations: Record<NetName, Activations>;

  constructor(readonly nets: NetSet) {
    this.activations = {
      contact: activationsFor(nets.contact),
      crashed: activationsFor(nets.crashed),
      race: activationsFor(nets.race),
    };
  }

  evaluate(position: Position, variant: VariantKey): Probabilities {
    const positionClass = classifyPosition(position);
    if (positionClass === 'over') {
      return finishedGame(position, variant) ?? [0.5, 0, 0, 0, 0];
    }
    if (positionClass === 'bearoff' && inBearoffRange(position)) {
      return consistent(bearoffDatabase(variant).probabilities(position));
    }
    return this.evaluateNet(position, netFor(positionClass));
  }

  /** The raw net output for a position, whatever its class (training uses this). */
  evaluateNet(position: Position, name: NetName): Probabilities {
    encodePosition(position, this.input);
    return consistent(forward(this.nets[name], this.input, this.activations[name]));
  }

  activationsOf(name: NetName): Activations {
    return this.activations[name];
  }
}
