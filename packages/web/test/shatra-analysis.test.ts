// Shatra's post-game analysis in the page (shatra/analysis/rows.ts) and in the worker
// (computer/shatraAnalysis.ts): which moves are judged, the record sent, the worker's answer
// through the protocol, the summary and what the board shows for a row.
import {
  findLegalMove,
  type Game,
  makeFen,
  newGame,
  playMove,
  readPosition,
  START_POSITION,
} from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import {
  isComputerRequest,
  PROTOCOL_VERSION,
  type ShatraJudgement,
} from '../src/computer/protocol';
import { answerShatraAnalysis } from '../src/computer/shatraAnalysis';
import {
  judgedMoves,
  moveNumber,
  recordOf,
  reviewOf,
  summaryOf,
} from '../src/shatra/analysis/rows';

function gameOf(moves: readonly string[], start = START_POSITION): Game {
  return moves.reduce((game, text) => {
    const move = findLegalMove(game.position, text);
    if (!move.ok) throw new Error(move.message);
    const next = playMove(game, move.value);
    if (!next.ok) throw new Error(next.message);
    return next.value;
  }, newGame(start));
}

/** White's tura on 39 may jump the batyr on 32 or the shatra on 40 (the engine's tests). */
const CAPTURE_CHOICE = '1k1/3/3/1/7/7/7/q6/Rs5/7/1/3/3/1K1 w - - - 0';

function position(text: string) {
  const read = readPosition(text);
  if (!read.ok) throw new Error(read.message);
  return read.value;
}

function request(game: Game, move: number) {
  return {
    protocol: PROTOCOL_VERSION,
    id: 5,
    kind: 'analyse',
    game: 'shatra',
    budgetMs: 30_000,
    record: recordOf(game),
    move,
  } as const;
}

describe('which moves are judged', () => {
  const game = gameOf(['49-42', '14-21', '42-35', '21-28']);

  it("against the computer, the person's own moves", () => {
    const computer = { kind: 'computer', level: 'intermediate' } as const;
    expect(judgedMoves(game, computer, 'white')).toEqual([0, 2]);
    expect(judgedMoves(game, computer, 'black')).toEqual([1, 3]);
  });

  it("in hot-seat (and a handed-over record), both players' moves", () => {
    expect(judgedMoves(game, { kind: 'friend' }, 'white')).toEqual([0, 1, 2, 3]);
  });

  it('numbers them as the move list does', () => {
    expect([0, 1, 2, 3].map((i) => moveNumber(game, i))).toEqual([1, 1, 2, 2]);
  });
});

describe('the record sent to the worker', () => {
  it('is the moves in notation, with the start only when it is not the standard one', () => {
    expect(recordOf(gameOf(['49-42', '14-21']))).toEqual({ moves: ['49-42', '14-21'] });
    const start = position(CAPTURE_CHOICE);
    expect(recordOf(newGame(start))).toEqual({ start: makeFen(start), moves: [] });
  });
});

describe('the worker judges one move per request', () => {
  it('marks taking the shatra instead of the batyr a blunder, with the better capture', () => {
    const game = gameOf(['39x41'], position(CAPTURE_CHOICE));
    const asked = request(game, 0);
    expect(isComputerRequest(asked)).toBe(true);
    const answer = answerShatraAnalysis(asked);
    if (answer.kind !== 'shatra-analysis') throw new Error(JSON.stringify(answer));
    expect(answer.moves).toBe(1);
    const j = answer.judgement;
    expect(j).toMatchObject({ move: 0, side: 'white', played: '39x41', mark: 'blunder' });
    expect(['39x11', '39x18', '39x25']).toContain(j.best);
    expect(j.loss).toBeGreaterThan(0);
    expect(j.playedEnd).toBeNull();

    // The board shows the position before the move, the played squares and the best ones.
    const review = reviewOf(game, j);
    expect(review?.position).toBe(game.positions[0]);
    expect(review?.played).toEqual([39, 41]);
    expect(review?.best?.[0]).toBe(39);
  });

  it('answers an error for a record that does not replay or a move it does not have', () => {
    const game = gameOf(['49-42']);
    const broken = answerShatraAnalysis({ ...request(game, 0), record: { moves: ['49-49'] } });
    expect(broken).toMatchObject({ kind: 'error', id: 5 });
    expect(answerShatraAnalysis(request(game, 1))).toMatchObject({
      kind: 'error',
      message: 'the game has no move 2',
    });
  });
});

describe("each player's summary", () => {
  const judged = (side: 'white' | 'black', loss: number, extra: Partial<ShatraJudgement> = {}) =>
    ({
      move: 0,
      side,
      played: 'a',
      best: 'b',
      playedScore: 0,
      bestScore: loss,
      playedEnd: null,
      bestEnd: null,
      loss,
      mark: loss >= 150 ? 'blunder' : loss >= 100 ? 'mistake' : loss >= 50 ? 'inaccuracy' : 'none',
      forced: false,
      depth: 4,
      ...extra,
    }) satisfies ShatraJudgement;

  it('counts the marks and averages the loss over the moves with a choice', () => {
    const list = [
      judged('white', 0),
      judged('white', 60),
      judged('white', 300),
      judged('white', 0, { forced: true }),
      judged('black', 120),
    ];
    expect(summaryOf(list, 'white')).toEqual({
      moves: 3,
      inaccuracies: 1,
      mistakes: 0,
      blunders: 1,
      totalLoss: 360,
      averageLoss: 120,
    });
    expect(summaryOf(list, 'black')).toMatchObject({ moves: 1, mistakes: 1, averageLoss: 120 });
    expect(summaryOf([], 'white').averageLoss).toBeNull();
  });
});
