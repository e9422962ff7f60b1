// White's chances over the match as an SVG plot: x the decisions in order across the games
// (each game's start marked), y white's winning chances (a match: match winning chances).
// Every point is a button (one tab stop for the graph, arrows move between points, Enter or a
// click opens that position).
import type { TFunction } from 'i18next';
import { useRef } from 'preact/hooks';
import type { GraphPoint } from './matchFigures';

const WIDTH = 800;
const HEIGHT = 260;
const PAD = { left: 60, right: 10, top: 12, bottom: 24 } as const;

export interface EquityGraphProps {
  readonly points: readonly GraphPoint[];
  /** x of each game's start after the first. */
  readonly starts: readonly number[];
  /** How many decisions the x axis spans. */
  readonly span: number;
  /** The selected point's x, or null. */
  readonly selected: number | null;
  readonly match: boolean;
  readonly names: { readonly white: string };
  readonly t: TFunction;
  readonly format: (chance: number) => string;
  readonly onSelect: (point: GraphPoint) => void;
}

export function EquityGraph(props: EquityGraphProps) {
  const { points, t, selected } = props;
  const svg = useRef<SVGSVGElement>(null);
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const xOf = (x: number) => PAD.left + (props.span <= 1 ? 0 : (x / (props.span - 1)) * innerW);
  const yOf = (y: number) => PAD.top + (1 - y) * innerH;
  const focusPoint = (i: number) => {
    const target = svg.current?.querySelectorAll<SVGElement>('.graph-point')[i];
    target?.focus();
  };
  const active = Math.max(
    0,
    points.findIndex((p) => p.x === selected),
  );
  const title = t(props.match ? 'graph.titleMatch' : 'graph.titleMoney', {
    name: props.names.white,
  });
  return (
    <figure class="match-graph">
      <figcaption id="match-graph-title">{title}</figcaption>
      <svg ref={svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} data-points={points.length}>
        <title>{title}</title>
        {[0, 0.5, 1].map((y) => (
          <g key={y} class="graph-grid">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yOf(y)} y2={yOf(y)} />
            <text x={PAD.left - 6} y={yOf(y) + 5} text-anchor="end">
              {props.format(y)}
            </text>
          </g>
        ))}
        {props.starts.map((x, i) => (
          <g key={x} class="graph-game">
            <line x1={xOf(x - 0.5)} x2={xOf(x - 0.5)} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
            <text x={xOf(x - 0.5) + 4} y={HEIGHT - 6}>
              {t('graph.game', { number: i + 2 })}
            </text>
          </g>
        ))}
        <polyline
          class="graph-line"
          points={points.map((p) => `${xOf(p.x)},${yOf(p.y)}`).join(' ')}
        />
        {points.map((p, i) => (
          // biome-ignore lint/a11y/useSemanticElements: an SVG point has no HTML button to be
          <circle
            key={p.x}
            class={`graph-point${p.x === selected ? ' selected' : ''}`}
            cx={xOf(p.x)}
            cy={yOf(p.y)}
            r={p.x === selected ? 7 : 4.5}
            role="button"
            // SVG attributes are case-sensitive: `tabindex`, not `tabIndex`.
            tabindex={i === active ? 0 : -1}
            aria-pressed={p.x === selected}
            aria-label={t('graph.point', {
              game: p.game + 1,
              decision: p.index + 1,
              chance: props.format(p.y),
            })}
            data-x={p.x}
            onClick={() => props.onSelect(p)}
            onKeyDown={(event) => {
              const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
              if (step !== undefined) {
                event.preventDefault();
                focusPoint(Math.min(points.length - 1, Math.max(0, i + step)));
              } else if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                props.onSelect(p);
              }
            }}
          />
        ))}
      </svg>
    </figure>
  );
}
