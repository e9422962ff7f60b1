// The Shatra hint (hint.ts): the strongest level's best move with its score, to a fixed depth.
import { readPosition, START_POSITION } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { HINT_DEPTH, shatraHint } from '../src/hint';
import { gameFrom, viewOf } from './views';

describe('shatraHint', () => {
  it('finds the batyr capture, with a score, within its fixed depth', () => {
    // The position of the agent's test: White's tura on 44 takes the batyr (44x23, 44x16)
    // rather than the shatra on 41.
    const read = readPosition('3/3/3/k/7/7/5q1/7/2s2R1/7/K/3/3/3 w - - - 0');
    if (!read.ok) throw new Error(read.message);
    const hint = shatraHint(viewOf(gameFrom(read.value), 'white'), { ms: 5000 });
    expect(['44x23', '44x16']).toContain(hint?.move);
    expect(Number.isFinite(hint?.score)).toBe(true);
    expect(hint?.depth).toBeLessThanOrEqual(HINT_DEPTH);
  });

  it('answers a legal move of the view at the start, and nothing for the side not to move', () => {
    const game = gameFrom(START_POSITION);
    const hint = shatraHint(viewOf(game, 'white'), { ms: 300 });
    expect(viewOf(game, 'white').legal).toContainEqual({ kind: 'move', move: hint?.move });
    expect(shatraHint(viewOf(game, 'black'), { ms: 300 })).toBeNull();
  });
});
