// The rating history chart's geometry, pure: one point per rating the player has held (the
// first game's rating before it, then the rating after each game), laid out left to right in
// game order on a rating scale with round tick values. RatingChart.tsx draws it as SVG.
import type { RatingChange } from '@ludus/protocol';

export const CHART = { width: 320, height: 170, left: 40, right: 8, top: 10, bottom: 22 };

export interface ChartPoint {
  readonly x: number;
  readonly y: number;
  readonly rating: number;
  /** The game that led to this rating; null for the first point (the rating before). */
  readonly game: string | null;
}

export interface ChartGeometry {
  readonly points: readonly ChartPoint[];
  /** The SVG path through the points. */
  readonly path: string;
  readonly ticks: readonly { readonly y: number; readonly value: number }[];
  /** Rated games shown (points − 1). */
  readonly steps: number;
  readonly first: number;
  readonly last: number;
  readonly high: number;
  readonly low: number;
}

const TICK_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

/** A round tick step that puts at most five ticks over `span`. */
function tickStep(span: number): number {
  return TICK_STEPS.find((step) => span / step <= 4) ?? 1000;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The chart of `changes` (oldest first), or null when there is none. */
export function chartGeometry(changes: readonly RatingChange[]): ChartGeometry | null {
  const first = changes[0];
  if (!first) return null;
  const ratings = [first.before, ...changes.map((change) => change.after)];
  const games = [null, ...changes.map((change) => change.game)];
  const high = Math.max(...ratings);
  const low = Math.min(...ratings);
  const step = tickStep(Math.max(high - low, 10));
  const bottom = Math.floor(low / step) * step;
  const top = Math.max(Math.ceil(high / step) * step, bottom + step);
  const { width, height, left, right, top: upper, bottom: lower } = CHART;
  const plotWidth = width - left - right;
  const plotHeight = height - upper - lower;
  const x = (index: number) => round(left + (index * plotWidth) / (ratings.length - 1));
  const y = (rating: number) => round(upper + ((top - rating) * plotHeight) / (top - bottom));
  const points = ratings.map((rating, index) => ({
    x: x(index),
    y: y(rating),
    rating,
    game: games[index] ?? null,
  }));
  const ticks = [];
  for (let value = bottom; value <= top; value += step) ticks.push({ y: y(value), value });
  return {
    points,
    path: points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' '),
    ticks,
    steps: changes.length,
    first: first.before,
    last: ratings.at(-1) as number,
    high,
    low,
  };
}
