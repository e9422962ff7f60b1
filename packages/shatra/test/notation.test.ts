import { describe, expect, it } from 'vitest';
import { makeFen, makeMove, parseFen, parseMove, readPosition, START_FEN } from '../src/index';
import { fen, pos } from './helpers';

describe('shatra.md "Notation": moves', () => {
  it.each([
    ['46-39', { kind: 'move', from: 46, to: 39 }],
    ['39x25x11', { kind: 'capture', from: 39, landings: [25, 11] }],
    ['54@40', { kind: 'drop', from: 54, to: 40 }],
    ['5-2=R', { kind: 'move', from: 5, to: 2, promotion: 'tura' }],
    [
      '24x10x2=Qx9',
      { kind: 'capture', from: 24, landings: [10, 2, 9], promotion: { at: 1, role: 'batyr' } },
    ],
    ['2=Q', { kind: 'promote', square: 2, role: 'batyr' }],
    ['7x1=B', { kind: 'capture', from: 7, landings: [1], promotion: { at: 0, role: 'jalkyn' } }],
  ])('%s', (text, move) => {
    expect(parseMove(text)).toEqual({ ok: true, value: move });
    expect(makeMove(move as never)).toBe(text);
  });

  it.each([
    '',
    '46',
    '46-',
    '0-5',
    '46-63',
    '046-39',
    '46x',
    '46-39=K',
    '46-39=q',
    '2=S',
    '1x2=Qx3=R',
    '54@',
    'x5',
    '46–39',
  ])('refuses %j', (text) => {
    expect(parseMove(text)).toMatchObject({ ok: false, error: 'notation' });
  });
});

describe('shatra.md "Notation": the position string', () => {
  it('round-trips the start', () => {
    const setup = parseFen(START_FEN);
    expect(setup.ok && makeFen(setup.value)).toBe(START_FEN);
  });

  it('canonical form: pool alphabetical, White first; pending e, s (White first), d; reserve W, b, Wb, -', () => {
    const pieces = 'K53 R59 S21 s30 s35 k17';
    const text = fen(pieces, { reserve: 'W', pool: 'rQBq', pending: 'd59,s35<34,s21<20,e30' });
    const canonical = fen(pieces, { reserve: 'W', pool: 'BQqr', pending: 'e30,s21<20,s35<34,d59' });
    const p = readPosition(text);
    expect(p.ok && makeFen(p.value)).toBe(canonical);
    // 'bW' is read as 'Wb' (here refused: Black has no reserve piece).
    expect(readPosition(text.replace(' W ', ' bW '))).toMatchObject({
      ok: false,
      error: 'reserve',
    });
    expect(makeFen(pos(fen('K53 b9 k17', { reserve: 'bW' })))).toBe(
      fen('K53 b9 k17', { reserve: 'Wb' }),
    );
    expect(makeFen(pos(fen('K52 b9 k17', { reserve: 'b' })))).toBe(
      fen('K52 b9 k17', { reserve: 'b' }),
    );
  });

  it.each([
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS w Wb - - 0', 'board'],
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSS/K/BRB/SRS/SQS w Wb - - 0', 'board'],
    ['sqs/srs/brb/k/ssxssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0', 'board'],
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS x Wb - - 0', 'turn'],
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w WB - - 0', 'reserve'],
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb K - 0', 'pool'],
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - x9 0', 'pending'],
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - -1', 'count'],
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - -', 'fields'],
    // Validation (fromSetup): each names its field too.
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb Q - 0', 'material'],
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - e35 0', 'pending'],
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - d53 0', 'pending'],
    ['sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - s46<47 0', 'pending'],
    [fen('K52 K51 k17'), 'board'],
    [fen('S52 s17'), 'board'],
    [fen('K52 S60 k17', { reserve: 'Wb' }), 'reserve'],
    [fen('K52 Q1 Q2 k17'), 'material'],
    [fen('K52 R1 R2 k17', { pool: 'R' }), 'material'],
  ])('%s is refused for its %s field', (text, field) => {
    const r = readPosition(text);
    expect(r).toMatchObject({ ok: false, error: field });
    expect(
      !r.ok &&
        r.message.startsWith(
          field === 'fields' ? 'position string' : field === 'turn' ? 'side to move' : field,
        ),
    ).toBe(true);
  });

  it('reads exactly the ASCII of the notation: no Kelvin sign (U+212A) for K', () => {
    const kelvin = START_FEN.replace('/K/', '/\u212A/');
    expect(readPosition(kelvin)).toEqual({
      ok: false,
      error: 'fields',
      message:
        "position string: '\u212A' (U+212A) at character 39 is not in the notation (printable ASCII)",
    });
  });

  it('reads exactly the ASCII of the notation: no non-breaking space between or around fields', () => {
    const nbsp = START_FEN.replaceAll(' ', '\u00A0');
    expect(readPosition(nbsp)).toMatchObject({
      ok: false,
      error: 'fields',
      message:
        "position string: '\u00A0' (U+00A0) at character 52 is not in the notation (printable ASCII)",
    });
    // Around the string too: only ASCII spaces are ignored there.
    expect(readPosition(`${START_FEN}\u00A0`)).toMatchObject({ ok: false, error: 'fields' });
    expect(readPosition(`  ${START_FEN}  `).ok).toBe(true);
  });

  it('accepts what is reachable: a missing biy (the game is over), shatras on their own back row', () => {
    expect(readPosition(fen('K52 S35')).ok).toBe(true);
    expect(readPosition(fen('K52 S60 s1 k17')).ok).toBe(true);
    expect(readPosition(START_FEN).ok).toBe(true);
  });
});
