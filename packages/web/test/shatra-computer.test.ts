import { legalMoves, makeMove, readPosition, START_FEN, START_POSITION } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import {
  type DrawOfferRequest,
  isShatraMoveAnswer,
  PROTOCOL_VERSION,
  type ShatraMoveRequest,
} from '../src/computer/protocol';
import { answerShatra, chooseMove, evaluateForWhite } from '../src/shatra/computer';

function position(text: string) {
  const read = readPosition(text);
  if (!read.ok) throw new Error(read.message);
  return read.value;
}

// White tura on 44 may take Black's batyr on 30 (44x23, 44x16) or the shatra on 41 (44x40, 44x39).
const BATYR_OR_SHATRA = '3/3/3/k/7/7/5q1/7/2s2R1/7/K/3/3/3 w - - - 0';
// Black's biy and one shatra against White's batyr and tura: Black is far behind. White to move
// offers the draw here, so the computer judging it plays Black.
const BLACK_LOST = '3/3/3/k/s6/7/7/7/7/Q5R/K/3/3/3 w - - - 0';

// Black to move has only its biy (on 36) against White's whole army: hopeless.
const BARE_BIY = '3/3/3/1/7/k6/7/7/7/SSSSSSS/K/BRB/SRS/SQS b - - - 0';

const request = (
  position: string,
  kind: 'move' | 'draw-offer',
  level: 1 | 2 | 3 = 2,
): ShatraMoveRequest | DrawOfferRequest => {
  const base = {
    protocol: PROTOCOL_VERSION,
    id: 7,
    game: 'shatra',
    level,
    budgetMs: 2000,
  } as const;
  return kind === 'move'
    ? { ...base, kind, position, history: [] }
    : { ...base, kind, position, history: [] };
};

describe('the Shatra computer', () => {
  it('evaluates the start position as level', () => {
    expect(evaluateForWhite(START_POSITION)).toBe(0);
  });

  it('takes the batyr rather than the shatra, at every level', () => {
    for (const level of [1, 2, 3] as const) {
      const result = chooseMove(position(BATYR_OR_SHATRA), level, 2000);
      expect(['44x23', '44x16']).toContain(result && makeMove(result.move));
    }
  });

  it('answers a move request with a legal move of the start position', () => {
    const answer = answerShatra(request(START_FEN, 'move', 3));
    expect(answer.kind).toBe('shatra-move');
    const legal = legalMoves(START_POSITION).map(makeMove);
    expect(legal).toContain(answer.kind === 'shatra-move' ? answer.move : '');
  });

  it('keeps to its time budget and still answers with a legal move', () => {
    let clock = 0;
    const now = () => (clock += 5);
    const result = chooseMove(START_POSITION, 3, 20, [], now);
    if (!result) throw new Error('no move');
    expect(legalMoves(START_POSITION).map(makeMove)).toContain(makeMove(result.move));
    expect(result.depth).toBeLessThan(3);
  });

  it('accepts a draw when lost and declines it when winning', () => {
    expect(answerShatra(request(BLACK_LOST, 'draw-offer'))).toEqual({
      kind: 'draw-response',
      id: 7,
      accept: true,
    });
    const winning = BLACK_LOST.replace(' w ', ' b ');
    expect(answerShatra(request(winning, 'draw-offer'))).toEqual({
      kind: 'draw-response',
      id: 7,
      accept: false,
    });
  });

  it('answers a malformed position with an error naming the field', () => {
    const answer = answerShatra(request('3/3/3/k w - - - 0', 'move'));
    expect(answer.kind).toBe('error');
    expect(answer.kind === 'error' && answer.message).toMatch(/bad position/);
  });

  it('resigns a hopeless game at the master level, and only there', () => {
    const master = answerShatra({ ...request(BARE_BIY, 'move', 3), budgetMs: 1000 });
    expect(master.kind).toBe('shatra-move');
    expect(master.kind === 'shatra-move' && master.resign).toBe(true);
    const legal = legalMoves(position(BARE_BIY)).map(makeMove);
    expect(legal).toContain(master.kind === 'shatra-move' ? master.move : '');
    const club = answerShatra({ ...request(BARE_BIY, 'move', 2), budgetMs: 1000 });
    expect(club.kind).toBe('shatra-move');
    expect(club).not.toHaveProperty('resign');
  });

  it('does not resign the start position at the master level', () => {
    const answer = answerShatra({ ...request(START_FEN, 'move', 3), budgetMs: 500 });
    expect(answer.kind).toBe('shatra-move');
    expect(answer).not.toHaveProperty('resign');
  });

  it('checks the shape of a move answer at the page: resign is absent or true', () => {
    const answer = { kind: 'shatra-move', id: 3, move: '18-12' };
    expect(isShatraMoveAnswer(answer)).toBe(true);
    expect(isShatraMoveAnswer({ ...answer, resign: true })).toBe(true);
    expect(isShatraMoveAnswer({ ...answer, resign: false })).toBe(false);
    expect(isShatraMoveAnswer({ ...answer, resign: 'yes' })).toBe(false);
    expect(isShatraMoveAnswer({ ...answer, move: 12 })).toBe(false);
    expect(isShatraMoveAnswer({ kind: 'draw-response', id: 3, accept: true })).toBe(false);
    expect(isShatraMoveAnswer(null)).toBe(false);
  });
});
