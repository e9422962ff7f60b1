// Glicko-2 against the published example (Glickman, "Example of the Glicko-2 system", 2013,
// section 3): a 1500 player (RD 200, σ 0.06, τ 0.5) beats a 1400 (RD 30), loses to a 1550
// (RD 100) and to a 1700 (RD 300): 1464.06, RD 151.52, σ 0.05999.
import { describe, expect, it } from 'vitest';
import { GLICKO2_START, glicko2Update } from '../src/glicko2';

describe('Glicko-2', () => {
  it("matches the paper's worked example", () => {
    const player = { rating: 1500, deviation: 200, volatility: 0.06 };
    const games = [
      { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
    ];
    const after = glicko2Update(player, games, 0.5);
    // The paper rounds its intermediate values (μ′ = −0.2069, φ′ = 0.8722) before scaling back,
    // so its figures hold to about ±0.01.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.015);
    expect(Math.abs(after.deviation - 151.52)).toBeLessThan(0.015);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it('a period without games only widens the deviation', () => {
    const after = glicko2Update({ rating: 1600, deviation: 50, volatility: 0.06 }, []);
    expect(after.rating).toBe(1600);
    expect(after.deviation).toBeCloseTo(Math.sqrt(50 ** 2 + (0.06 * 173.7178) ** 2), 6);
  });

  it('a draw between equal new players changes no rating and narrows both deviations', () => {
    const after = glicko2Update(GLICKO2_START, [{ opponent: GLICKO2_START, score: 0.5 }]);
    expect(after.rating).toBeCloseTo(1500, 6);
    expect(after.deviation).toBeLessThan(350);
  });
});
