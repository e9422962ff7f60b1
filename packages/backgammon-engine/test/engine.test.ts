import { ALL_ROLLS, startPosition, swapSides } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { matchIdState } from '../../backgammon/test/support/match-id-state';
import { contextFromMatchId, createEngine, doublerContext, MONEY_GAME } from '../src/engine';
import type { Evaluator } from '../src/evaluator';
import { seededRandom } from '../src/rng';
import { position } from './boards';

/** A fake evaluator with a fixed opinion: the side on roll wins 85%, no gammons. */
const confident: Evaluator = { evaluate: () => [0.85, 0, 0, 0, 0] };

describe('engine', () => {
  it('answers a double from the taker’s side as cubeDecision does from the doubler’s', () => {
    const engine = createEngine({ evaluator: confident, level: 'advanced' });
    const doubler = position({ 6: 5, 8: 3, 13: 5, 24: 2 }, { 6: 5, 8: 3, 13: 5, 24: 2 });
    expect(engine.cubeDecision(doubler, MONEY_GAME).response).toBe('pass');
    expect(engine.answerDouble(swapSides(doubler), MONEY_GAME)).toBe('pass');
  });

  it('swaps ownership and the score for the other player', () => {
    const context = doublerContext({
      variant: 'backgammon',
      cubeValue: 2,
      owner: 'me',
      stakes: { kind: 'match', myAway: 3, opponentAway: 5, crawford: false, postCrawford: false },
    });
    expect(context.owner).toBe('opponent');
    expect(context.stakes).toEqual({
      kind: 'match',
      myAway: 5,
      opponentAway: 3,
      crawford: false,
      postCrawford: false,
    });
  });

  it('reads the game context of a Match ID from the player on roll', () => {
    const context = contextFromMatchId(
      matchIdState({
        cubeValue: 4,
        cubeOwner: 'white',
        onRoll: 'black',
        toAct: 'black',
        matchLength: 7,
        score: { white: 6, black: 2 },
      }),
      'backgammon',
      false,
    );
    expect(context).toEqual({
      variant: 'backgammon',
      cubeValue: 4,
      owner: 'opponent',
      stakes: { kind: 'match', myAway: 5, opponentAway: 1, crawford: false, postCrawford: true },
    });
  });

  it('replays the same choices from the same seed at a noisy level', () => {
    const choices = (seed: number) => {
      const engine = createEngine({ level: 'beginner', random: seededRandom(seed) });
      return ALL_ROLLS.map((dice) => engine.chooseMove(startPosition(), dice, MONEY_GAME)?.play);
    };
    expect(choices(11)).toEqual(choices(11));
  });
});
