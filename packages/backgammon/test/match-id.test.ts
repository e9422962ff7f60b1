import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchIdStates } from '../scripts/match-id-arbitrary';
import { makeMatchId, parseMatchId } from '../src/index';
import { matchIdState } from './support/match-id-state';

describe('Match ID', () => {
  it('decodes the start of a money game as gnubg shows a bare position', () => {
    // gnubg's bare position has black (its player 1) on roll and to act, and Jacoby on.
    expect(parseMatchId('cAkAAAAAAAAA')).toEqual({
      ok: true,
      value: matchIdState({ onRoll: 'black', toAct: 'black', jacoby: true }),
    });
  });

  it('decodes an ID gnubg made from known fields', () => {
    // gnubg.matchid() of cube 4 owned by player 1, player 0 on roll with 5-2, player 1 to act,
    // 7-point match at 3-5, Jacoby off.
    expect(parseMatchId('EonqADAAKAAE')).toEqual({
      ok: true,
      value: matchIdState({
        cubeValue: 4,
        cubeOwner: 'black',
        onRoll: 'white',
        toAct: 'black',
        dice: [5, 2],
        matchLength: 7,
        score: { white: 3, black: 5 },
        jacoby: false,
      }),
    });
  });

  it('round-trips every state: parse(make(x)) = x and make(parse(id)) = id', () => {
    fc.assert(
      fc.property(matchIdStates, (state) => {
        const id = makeMatchId(state);
        expect(id).toMatch(/^[A-Za-z0-9+/]{12}$/);
        expect(parseMatchId(id)).toEqual({ ok: true, value: state });
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the dice in their stored order (gnubg stores the higher first)', () => {
    const base = parseMatchId('cAkAAAAAAAAA');
    if (!base.ok) throw new Error(base.message);
    expect(makeMatchId({ ...base.value, dice: [2, 5] })).toBe('cAkVAAAAAAAA');
    expect(parseMatchId('cAkVAAAAAAAA')).toMatchObject({ value: { dice: [2, 5] } });
  });

  it('refuses malformed and meaningless IDs with a clear error', () => {
    expect(parseMatchId('cAkAAAAAAAA')).toMatchObject({ ok: false, error: 'match-id-syntax' });
    expect(parseMatchId('cAkAAAAAAA!A')).toMatchObject({ ok: false, error: 'match-id-syntax' });
    // Cube owner code 2: 0b10 in bits 4–5 of the first byte (0x20 → 'I' then 'A').
    expect(parseMatchId('IAkAAAAAAAAA')).toMatchObject({ ok: false, error: 'match-id-invalid' });
    // A first die of 7.
    expect(parseMatchId('cIkHAAAAAAAA')).toMatchObject({ ok: false, error: 'match-id-invalid' });
  });

  it("refuses a cube above 64, the rules' highest", () => {
    // Bits 0–3 hold 15: a cube of 32768 (gnubg refuses any cube above 4096; the rules stop at 64).
    expect(parseMatchId('fwkAAAAAAAAA')).toEqual({
      ok: false,
      error: 'match-id-invalid',
      message: 'a cube of 32768: the cube stops at 64',
    });
    expect(parseMatchId(makeMatchId(matchIdState({ cubeValue: 64 })))).toMatchObject({ ok: true });
  });

  it('refuses a double offered with the cube at 64 or in the Crawford game', () => {
    const at64 = makeMatchId(matchIdState({ cubeValue: 64, doubleOffered: true }));
    expect(parseMatchId(at64)).toEqual({
      ok: false,
      error: 'match-id-invalid',
      message: 'a double offered with the cube at 64',
    });
    const crawford = makeMatchId(
      matchIdState({ matchLength: 5, score: { white: 4, black: 2 }, crawford: true }),
    );
    expect(parseMatchId(crawford)).toMatchObject({ ok: true });
    const doubledInCrawford = makeMatchId(
      matchIdState({
        matchLength: 5,
        score: { white: 4, black: 2 },
        crawford: true,
        doubleOffered: true,
      }),
    );
    expect(parseMatchId(doubledInCrawford)).toEqual({
      ok: false,
      error: 'match-id-invalid',
      message: 'a double offered in the Crawford game',
    });
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const parsed = parseMatchId(text);
        if (parsed.ok) expect(makeMatchId(parsed.value)).toBe(text.trim());
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9+/]{12}$/), (text) => {
        const parsed = parseMatchId(text);
        if (parsed.ok) expect(makeMatchId(parsed.value)).toBe(text);
      }),
    );
  });
});
