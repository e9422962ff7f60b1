import { describe, expect, it } from 'vitest';
import {
  agreeDraw,
  type Game,
  makeRecord,
  newGame,
  playMove,
  positionOutcome,
  readRecord,
  resign,
  tryPlay,
} from '../src/index';
import { after, expectMoves, fen, move, pos } from './helpers';

function playAll(game: Game, moves: string[]): Game {
  let g = game;
  for (const m of moves) {
    const r = playMove(g, move(m));
    if (!r.ok) throw new Error(`${m}: ${r.message}`);
    g = r.value;
  }
  return g;
}

describe('shatra.md "End of the game"', () => {
  it('capturing the biy wins; the game ends when that move ends', () => {
    const text = fen('K52 S35 k28 s14');
    expectMoves(text, ['35x21x10']);
    const end = pos(after(text, '35x21x10'));
    expect(positionOutcome(end)).toEqual({ kind: 'win', winner: 'white', reason: 'biy-captured' });
    expect(tryPlay(end, move('52-51'))).toMatchObject({ ok: false, error: 'game-over' });
  });

  it('no legal move on your turn loses (all blocked)', () => {
    const text = fen('K52 S15 S16 S23 S24 S29 S31 k17', { turn: 'b' });
    expectMoves(text, []);
    expect(positionOutcome(pos(text))).toEqual({
      kind: 'win',
      winner: 'white',
      reason: 'no-legal-move',
    });
  });

  it('draw: only the two biys left', () => {
    const text = fen('K52 S35 k28', { turn: 'b' });
    expect(positionOutcome(pos(after(text, '28x42')))).toEqual({
      kind: 'draw',
      reason: 'bare-biys',
    });
  });

  it('draw: 60 moves in a row without capture, shatra move, drop or promotion (ours: each move one)', () => {
    const text = fen('K52 Q42 k17 s11', { count: 59 });
    expect(positionOutcome(pos(text))).toBeUndefined();
    const sixty = after(text, '42-43');
    expect(sixty.endsWith(' 60')).toBe(true);
    expect(positionOutcome(pos(sixty))).toEqual({ kind: 'draw', reason: 'sixty-moves' });
    expectMoves(sixty, []);
    // A shatra move, a drop and a promotion each restart the count; biy and batyr moves do not.
    expect(after(fen('K52 Q42 k17 s11', { count: 30, turn: 'b' }), '11-18').endsWith(' 0')).toBe(
      true,
    );
    expect(after(fen('K52 Q42 k17 s11', { count: 30, turn: 'b' }), '17-16').endsWith(' 31')).toBe(
      true,
    );
    expect(after(fen('K52 S60 k17', { count: 30, reserve: 'W' }), '60@40').endsWith(' 0')).toBe(
      true,
    );
  });

  it('draw: the same position with the same side to move for the third time', () => {
    const start = pos(fen('K52 Q42 k17 s11'));
    const shuffle = ['52-51', '17-16', '51-52', '16-17'];
    const twice = playAll(newGame(start), shuffle);
    expect(twice.outcome).toBeUndefined();
    const thrice = playAll(twice, shuffle);
    expect(thrice.outcome).toEqual({ kind: 'draw', reason: 'repetition' });
    expect(playMove(thrice, move('52-51'))).toMatchObject({ ok: false, error: 'finished' });
  });

  it('repetition ignores the 60-move count (0, 4 and 8 at the three occurrences)', () => {
    const start = pos(fen('K52 Q42 k17 s11'));
    const g = playAll(newGame(start), [
      '42-43',
      '17-16',
      '43-42',
      '16-17',
      '42-43',
      '17-16',
      '43-42',
      '16-17',
    ]);
    expect(g.outcome).toEqual({ kind: 'draw', reason: 'repetition' });
  });

  it('resignation and an agreed draw', () => {
    const g = newGame();
    expect(resign(g)).toMatchObject({
      ok: true,
      value: { outcome: { kind: 'win', winner: 'black', reason: 'resignation' } },
    });
    expect(agreeDraw(g)).toMatchObject({
      ok: true,
      value: { outcome: { kind: 'draw', reason: 'agreement' } },
    });
  });
});

describe('game records (PGN-like)', () => {
  it('export and import a game with headers and result', () => {
    const g = playAll(newGame(), ['49-35', '14-28', '35x21', '15x27']);
    const text = makeRecord(g, { White: 'Ayana', Black: 'Computer', Date: '2026.12.01' });
    expect(text).toBe(
      '[White "Ayana"]\n[Black "Computer"]\n[Date "2026.12.01"]\n[Result "*"]\n\n1. 49-35 14-28 2. 35x21 15x27 *\n',
    );
    const back = readRecord(text);
    expect(back.ok && back.value.moves.length).toBe(4);
    expect(
      back.ok && makeRecord(back.value, { White: 'Ayana', Black: 'Computer', Date: '2026.12.01' }),
    ).toBe(text);
  });

  it('a record from a set-up position, a finished game, and a bad move named', () => {
    const start = pos(fen('K52 S35 k28 s14'));
    const g = playAll(newGame(start), ['35x21x10']);
    const text = makeRecord(g, { White: 'A', Black: 'B' });
    expect(text).toContain('[Termination "biy-captured"]');
    expect(text).toContain(`[Position "${fen('K52 S35 k28 s14')}"]`);
    expect(text.trimEnd().endsWith('1. 35x21x10 1-0')).toBe(true);
    expect(readRecord(text)).toMatchObject({ ok: true, value: { outcome: { winner: 'white' } } });
    expect(readRecord('[Result "*"]\n\n1. 49-35 14-29 *')).toMatchObject({
      ok: false,
      error: 'move',
    });
    expect(readRecord('[Result "0-1"]\n\n1. 49-35 0-1')).toMatchObject({
      ok: true,
      value: { outcome: { kind: 'win', winner: 'black', reason: 'resignation' } },
    });
  });
});
