// A rating history as an SVG line plot: the rating after each rated game, left to right, with
// a rating scale. An image to screen readers, named by its title and described by a summary
// (first and last rating, games, highest and lowest), which also shows under the plot.
import type { RatingChange } from '@ludus/protocol';
import type { TFunction } from 'i18next';
import { useId } from 'preact/hooks';
import { CHART, chartGeometry } from './rating-chart';

export function RatingChart(props: {
  readonly changes: readonly RatingChange[];
  readonly title: string;
  readonly t: TFunction;
}) {
  const { changes, title, t } = props;
  const id = useId();
  const chart = chartGeometry(changes);
  if (!chart) return <p class="muted">{t('profile.chart.none')}</p>;
  const summary = t('profile.chart.summary', {
    count: chart.steps,
    first: Math.round(chart.first),
    last: Math.round(chart.last),
    high: Math.round(chart.high),
    low: Math.round(chart.low),
  });
  const { width, height, left, right } = CHART;
  return (
    <figure class="rating-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-steps={chart.steps}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {chart.ticks.map((tick) => (
          <g key={tick.value} class="rating-tick">
            <line x1={left} x2={width - right} y1={tick.y} y2={tick.y} />
            <text x={left - 6} y={tick.y} dy="0.35em" text-anchor="end">
              {tick.value}
            </text>
          </g>
        ))}
        <path class="rating-line" d={chart.path} />
        {chart.points.map((point, index) => (
          <circle
            key={point.game ?? 'start'}
            class="rating-point"
            cx={point.x}
            cy={point.y}
            r={chart.points.length > 60 ? 1.5 : 3}
            data-index={index}
          />
        ))}
        <text
          class="rating-axis"
          x={(left + width - right) / 2}
          y={height - 4}
          text-anchor="middle"
        >
          {t('profile.chart.axis')}
        </text>
      </svg>
      <figcaption class="muted">{summary}</figcaption>
    </figure>
  );
}
