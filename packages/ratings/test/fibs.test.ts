// The FIBS formula against worked examples computed by hand from the published formula
// (FIBS help "ratings": P(underdog) = 1/(10^(D·√N/2000)+1), change = 4·√N·P(the other result)).
import { describe, expect, it } from 'vitest';
import { fibsBoost, fibsUpdate, fibsWinProbability } from '../src/fibs';

const seasoned = (rating: number) => ({ rating, experience: 1000 });

describe('the FIBS rating formula', () => {
  it('equal players: a 1-point match moves 2 points, a 5-point match 4·√5·½ = 4.472', () => {
    const one = fibsUpdate(seasoned(1500), seasoned(1500), 1);
    expect(one.change).toBeCloseTo(2, 10);
    expect(one.winner.rating).toBeCloseTo(1502, 10);
    expect(one.loser.rating).toBeCloseTo(1498, 10);
    expect(fibsUpdate(seasoned(1500), seasoned(1500), 5).change).toBeCloseTo(4.4721, 4);
  });

  it('1800 against 1500 in a 5-point match: the favourite wins 68.4%, gains 2.826, or loses 6.118', () => {
    // D·√N/2000 = 300·2.23607/2000 = 0.335410; 10^0.335410 = 2.164798; P(upset) = 0.315976.
    expect(fibsWinProbability(1800, 1500, 5)).toBeCloseTo(0.684024, 5);
    expect(fibsUpdate(seasoned(1800), seasoned(1500), 5).change).toBeCloseTo(2.82617, 4);
    expect(fibsUpdate(seasoned(1500), seasoned(1800), 5).change).toBeCloseTo(6.1181, 4);
  });

  it('the longer match favours the better player more', () => {
    expect(fibsWinProbability(1700, 1500, 11)).toBeGreaterThan(fibsWinProbability(1700, 1500, 1));
  });

  it("new players' changes are boosted until 400 points of matches", () => {
    expect(fibsBoost(0)).toBe(5);
    expect(fibsBoost(250)).toBe(2.5);
    expect(fibsBoost(400)).toBe(1);
    const fresh = fibsUpdate({ rating: 1500, experience: 0 }, seasoned(1500), 1);
    expect(fresh.winner).toEqual({ rating: 1510, experience: 1 });
    expect(fresh.loser).toEqual({ rating: 1498, experience: 1001 });
  });

  it('refuses a match length below 1', () => {
    expect(() => fibsUpdate(seasoned(1500), seasoned(1500), 0)).toThrow(RangeError);
  });
});
