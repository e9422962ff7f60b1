// The profile and leaderboard pages' pure parts: the rating chart's geometry, the routes, the
// new-game form's "Rated" (registered players, matches and Shatra only), how a rating reads, and
// what the profile shows of the server's analyses.
import { CreateGameRequestSchema, checked, type RatingChange } from '@ludus/protocol';
import { describe, expect, it } from 'vitest';
import { bandOf, playerRate, shownRate } from '../src/online/analysis-view';
import type { FinishedGame } from '../src/online/api';
import { createRequest, DEFAULT_CHOICES, offersRated } from '../src/online/lobby';
import { CHART, chartGeometry } from '../src/online/rating-chart';
import { ratingParts } from '../src/online/rating-view';

// router.ts touches `window` and `location` at import: stubs.
Object.assign(globalThis, {
  window: { addEventListener() {} },
  location: { hash: '', search: '' },
});
const { parseRoute, routeHref } = await import('../src/router');

const change = (game: string, before: number, after: number): RatingChange => ({
  game,
  at: '2025-01-01T00:00:00.000Z',
  opponent: 'Bolat',
  score: after > before ? 1 : 0,
  before,
  after,
  deviation: null,
});

describe('the rating chart', () => {
  it('has no chart without changes', () => {
    expect(chartGeometry([])).toBeNull();
  });

  it('one game: two points, the rise drawn upwards, from the left edge to the right', () => {
    const chart = chartGeometry([change('g1', 1500, 1510)]);
    expect(chart).not.toBeNull();
    if (!chart) return;
    expect(chart.steps).toBe(1);
    expect(chart.points.map((p) => [p.rating, p.game])).toEqual([
      [1500, null],
      [1510, 'g1'],
    ]);
    const [start, end] = chart.points;
    expect(start?.x).toBe(CHART.left);
    expect(end?.x).toBe(CHART.width - CHART.right);
    expect(end?.y).toBeLessThan(start?.y ?? 0);
    expect(chart.path).toBe(`M${start?.x} ${start?.y} L${end?.x} ${end?.y}`);
    expect({ first: chart.first, last: chart.last, high: chart.high, low: chart.low }).toEqual({
      first: 1500,
      last: 1510,
      high: 1510,
      low: 1500,
    });
  });

  it('round ticks that cover every rating, inside the plot', () => {
    const chart = chartGeometry([
      change('a', 1500, 1563.2),
      change('b', 1563.2, 1421.7),
      change('c', 1421.7, 1480),
    ]);
    if (!chart) throw new Error('no chart');
    const values = chart.ticks.map((t) => t.value);
    expect(values.length).toBeGreaterThanOrEqual(2);
    expect(values.length).toBeLessThanOrEqual(5);
    expect(Math.min(...values)).toBeLessThanOrEqual(chart.low);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(chart.high);
    const step = (values[1] ?? 0) - (values[0] ?? 0);
    expect([20, 25, 50, 100]).toContain(step);
    for (const point of chart.points) {
      expect(point.y).toBeGreaterThanOrEqual(CHART.top);
      expect(point.y).toBeLessThanOrEqual(CHART.height - CHART.bottom);
    }
    // The lowest rating is the lowest point (largest y).
    const lowest = chart.points.reduce((a, b) => (b.y > a.y ? b : a));
    expect(lowest.rating).toBe(1421.7);
  });
});

describe('the routes', () => {
  it('a profile and a leaderboard round-trip; #/leaderboard alone is backgammon’s', () => {
    for (const route of [
      { page: 'profile', player: 'Ayşe Nur' },
      { page: 'leaderboard', game: 'shatra' },
    ] as const) {
      expect(parseRoute(routeHref(route))).toEqual(route);
    }
    expect(parseRoute('#/leaderboard')).toEqual({ page: 'leaderboard', game: 'backgammon' });
    expect(parseRoute('#/leaderboard/chess').page).toBe('not-found');
  });
});

describe('"Rated" in the new-game form', () => {
  it('is offered to registered players, for a match or a Shatra game with a clock', () => {
    const clock = 'standard' as const;
    expect(offersRated({ game: 'backgammon', matchLength: 5, clock }, true)).toBe(true);
    expect(offersRated({ game: 'shatra', matchLength: 0, clock }, true)).toBe(true);
    expect(offersRated({ game: 'backgammon', matchLength: 0, clock }, true)).toBe(false);
    expect(offersRated({ game: 'tryktrak', matchLength: 0, clock }, true)).toBe(false);
    expect(offersRated({ game: 'backgammon', matchLength: 5, clock }, false)).toBe(false);
    expect(offersRated({ game: 'backgammon', matchLength: 5, clock: 'none' }, true)).toBe(false);
    expect(offersRated({ game: 'shatra', matchLength: 0, clock: 'none' }, true)).toBe(false);
  });

  it('asks for a rated game only where it is offered; the request is one the server takes', () => {
    const rated = { ...DEFAULT_CHOICES, clock: 'fast' as const, rated: true };
    const request = createRequest(rated, true);
    expect(request).toMatchObject({ rated: true, matchLength: 5, clock: { kind: 'delay' } });
    expect(checked(CreateGameRequestSchema, request).ok).toBe(true);
    expect(createRequest(rated, false)).not.toHaveProperty('rated');
    expect(createRequest({ ...rated, matchLength: 0 }, true)).not.toHaveProperty('rated');
    expect(createRequest({ ...rated, clock: 'none' }, true)).not.toHaveProperty('rated');
    const shatra = createRequest({ ...rated, game: 'shatra' }, true);
    expect(shatra).toMatchObject({ rated: true, clock: { kind: 'fischer' } });
    expect(checked(CreateGameRequestSchema, shatra).ok).toBe(true);
  });
});

describe('a rating as shown', () => {
  it('whole points; Glicko-2 with its deviation, provisional from 110', () => {
    expect(ratingParts({ rating: 1510.4, deviation: null })).toEqual({
      rating: 1510,
      deviation: null,
      provisional: false,
    });
    expect(ratingParts({ rating: 1662.3, deviation: 290.3 })).toMatchObject({
      deviation: 290,
      provisional: true,
    });
    expect(ratingParts({ rating: 1662.3, deviation: 80 }).provisional).toBe(false);
  });
});

describe('the profile’s error rates', () => {
  const game = (analysis: FinishedGame['analysis']): FinishedGame => ({
    id: 'g1',
    game: 'backgammon',
    matchLength: 1,
    white: 'Aigerim',
    black: 'Bolat',
    result: null,
    startedAt: '2025-01-01T00:00:00.000Z',
    finishedAt: '2025-01-01T00:10:00.000Z',
    analysis,
  });

  it('the profile player’s own seat’s rate, or why there is none', () => {
    const done = game({ status: 'done', depth: 2, errorRates: { white: 4.5, black: null } });
    expect(playerRate(done, 'Aigerim')).toEqual({ kind: 'rate', value: 4.5 });
    expect(playerRate(done, 'Bolat')).toEqual({ kind: 'none' });
    expect(playerRate(done, 'Somebody else')).toEqual({ kind: 'none' });
    expect(playerRate(game({ status: 'pending' }), 'Aigerim')).toEqual({ kind: 'pending' });
    expect(playerRate(game({ status: 'failed' }), 'Bolat')).toEqual({ kind: 'failed' });
  });

  it('mEMG as they are, with gnubg’s band; Shatra’s centi-shatras as shatras, with none', () => {
    expect(shownRate('mEMG', 7.25)).toBe(7.25);
    expect(bandOf('mEMG', 4.9)).toBe('world-class');
    expect(bandOf('mEMG', 5)).toBe('expert');
    expect(shownRate('centi-shatra', 37.5)).toBe(0.375);
    expect(bandOf('centi-shatra', 1)).toBeNull();
  });
});
