// The post-game analysis's judgement of one move (analysis.ts), on positions from the engine's
// own tests (shatra.test.ts): a better capture missed, a forced win missed, a forced move.
import { findLegalMove, type Move, makeMove, type Position, START_POSITION } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_DEPTH,
  judgeGameMove,
  judgeMove,
  LOSS_CAP,
  MARK_THRESHOLDS,
  markOf,
  pliesToEnd,
} from '../src/analysis';
import { place } from './helpers';
import { gameFrom } from './views';

function move(position: Position, text: string): Move {
  const found = findLegalMove(position, text);
  if (!found.ok) throw new Error(found.message);
  return found.value;
}

/** White's tura on 39 may jump the batyr on 32 (to 25, 18 or 11) or the shatra on 40. */
const BATYR_OR_SHATRA = place('K61 R39 k2 q32 s40');
const TAKES_BATYR = ['39x11', '39x18', '39x25'];

describe('judging one move of a game', () => {
  it('marks taking the shatra instead of the batyr a blunder, and shows the batyr capture', () => {
    const judged = judgeMove(BATYR_OR_SHATRA, move(BATYR_OR_SHATRA, '39x41'));
    expect(makeMove(judged.played)).toBe('39x41');
    expect(TAKES_BATYR).toContain(makeMove(judged.best));
    expect(judged.bestScore).toBeGreaterThan(judged.playedScore);
    expect(judged.loss).toBe(judged.bestScore - judged.playedScore);
    expect(judged.loss).toBeGreaterThanOrEqual(MARK_THRESHOLDS.blunder);
    expect(judged).toMatchObject({ mark: 'blunder', forced: false, depth: ANALYSIS_DEPTH });
  });

  it('finds no fault in the best move', () => {
    const judged = judgeMove(BATYR_OR_SHATRA, move(BATYR_OR_SHATRA, '39x25'));
    expect(makeMove(judged.best)).toBe('39x25');
    expect(judged).toMatchObject({ loss: 0, mark: 'none', forced: false });
    expect(judged.bestScore).toBe(judged.playedScore);
  });

  it('marks a missed forced win a blunder, with the win in plies', () => {
    // 27-26 (or 27-19) forces a win in three plies through Black's compulsory capture; 46-47
    // lets it go (shatra.test.ts, "finds the win in three plies").
    const position = place('K61 R46 S27 S34 k18 s25');
    const judged = judgeMove(position, move(position, '46-47'));
    expect(['27-26', '27-19']).toContain(makeMove(judged.best));
    expect(pliesToEnd(judged.bestScore)).toBe(3);
    expect(pliesToEnd(judged.playedScore)).toBeNull();
    expect(judged.loss).toBe(LOSS_CAP - judged.playedScore);
    expect(judged.mark).toBe('blunder');
    const winning = judgeMove(position, move(position, '27-26'));
    expect(winning).toMatchObject({ loss: 0, mark: 'none' });
  });

  it('does not judge a forced move', () => {
    // Black's only move is the compulsory capture 25x27x41, after which White takes the biy.
    const position = place('K61 R46 S26 S34 k18 s25', 'black');
    const judged = judgeMove(position, move(position, '25x27x41'));
    expect(judged).toMatchObject({ forced: true, loss: 0, mark: 'none' });
    expect(pliesToEnd(judged.playedScore)).toBe(-2);
  });

  it('judges a move of a game from the positions before it', () => {
    const game = gameFrom(START_POSITION, ['49-42', '14-21']);
    const judged = judgeGameMove(game, 1, { depth: 2 });
    expect(makeMove(judged.played)).toBe('14-21');
    expect(judged.depth).toBe(2);
    expect(judged.loss).toBeGreaterThanOrEqual(0);
    expect(() => judgeGameMove(game, 2)).toThrow(/no move 3/);
  });

  it('refuses a move that is not legal in the position', () => {
    const other = move(START_POSITION, '49-42');
    expect(() => judgeMove(BATYR_OR_SHATRA, other)).toThrow(/not a legal move/);
  });
});

describe('the marks', () => {
  it('follow the documented thresholds', () => {
    expect(markOf(0)).toBe('none');
    expect(markOf(MARK_THRESHOLDS.inaccuracy - 1)).toBe('none');
    expect(markOf(MARK_THRESHOLDS.inaccuracy)).toBe('inaccuracy');
    expect(markOf(MARK_THRESHOLDS.mistake)).toBe('mistake');
    expect(markOf(MARK_THRESHOLDS.blunder)).toBe('blunder');
    expect(markOf(2 * LOSS_CAP)).toBe('blunder');
  });
});
