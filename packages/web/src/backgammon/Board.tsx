// The backgammon/tryktrak board: an SVG drawing of a BoardPicture with highlights, reporting
// clicks, drops and keys on targets. It knows no rules: what may move where comes in as data.
import type { TFunction } from 'i18next';
import { useRef, useState } from 'preact/hooks';
import { type BoardPicture, type DiceShown, sameTarget, viewerPointName } from './boardModel';
import {
  BAR_RECT,
  BOARD_HEIGHT,
  BOARD_WIDTH,
  type BoardTarget,
  barCheckerCentre,
  barHitRect,
  CHECKER,
  checkerCentre,
  cubeRect,
  diceRects,
  FRAME_RECT,
  HALVES,
  labelPosition,
  pointBaseStrip,
  pointHitRect,
  pointTriangle,
  STACK,
  TRAY_RECT,
  targetAt,
  trayHitRect,
  traySlice,
} from './geometry';
import type { Colour, VariantKey } from './rules';

export interface BoardProps {
  readonly picture: BoardPicture;
  readonly variant: VariantKey;
  readonly cube: { readonly value: number; readonly owner: Colour | null } | null;
  readonly dice: DiceShown | null;
  /** Targets holding a checker that may move now. */
  readonly movable: readonly BoardTarget[];
  readonly selected: BoardTarget | null;
  readonly destinations: readonly BoardTarget[];
  /** Where the last play went from and to (marked lightly). */
  readonly lastMove: readonly BoardTarget[];
  readonly onTarget: (target: BoardTarget) => void;
  readonly onDrop: (from: BoardTarget, to: BoardTarget) => void;
  readonly t: TFunction;
}

const PIPS: Record<number, readonly [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

function Checker({
  cx,
  cy,
  colour,
  ring,
}: {
  cx: number;
  cy: number;
  colour: Colour;
  ring?: boolean;
}) {
  return (
    <g class={`checker checker-${colour}${ring ? ' checker-movable' : ''}`}>
      <circle cx={cx} cy={cy} r={CHECKER / 2 - 2} />
      <circle cx={cx} cy={cy} r={CHECKER / 2 - 11} class="checker-inner" />
    </g>
  );
}

function Stack(props: {
  centre: (k: number) => { cx: number; cy: number };
  colour: Colour;
  count: number;
  limit: number;
  movable: boolean;
}) {
  const shown = Math.min(props.count, props.limit);
  const items = [];
  for (let k = 0; k < shown; k++) {
    const { cx, cy } = props.centre(k);
    items.push(
      <Checker
        key={k}
        cx={cx}
        cy={cy}
        colour={props.colour}
        ring={props.movable && k === shown - 1}
      />,
    );
  }
  const top = props.centre(shown - 1);
  return (
    <>
      {items}
      {props.count > props.limit && (
        <text
          x={top.cx}
          y={top.cy}
          class={`stack-count on-${props.colour}`}
          dominant-baseline="central"
        >
          {props.count}
        </text>
      )}
    </>
  );
}

function Die({
  x,
  y,
  size,
  value,
  used,
}: {
  x: number;
  y: number;
  size: number;
  value: number;
  used: boolean;
}) {
  return (
    <g class={`die${used ? ' die-used' : ''}`}>
      <rect x={x} y={y} width={size} height={size} rx={8} />
      {(PIPS[value] ?? []).map(([px, py]) => (
        <circle key={`${px}-${py}`} cx={x + px * size} cy={y + py * size} r={size * 0.09} />
      ))}
    </g>
  );
}

function useSvgPoint(svg: { current: SVGSVGElement | null }) {
  return (clientX: number, clientY: number): { x: number; y: number } | null => {
    const element = svg.current;
    const matrix = element?.getScreenCTM();
    if (!element || !matrix) return null;
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };
}

interface Drag {
  readonly from: BoardTarget;
  readonly colour: Colour;
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  readonly moved: boolean;
}

export function Board(props: BoardProps) {
  const { picture, variant, t } = props;
  const svg = useRef<SVGSVGElement>(null);
  const toSvg = useSvgPoint(svg);
  const [drag, setDrag] = useState<Drag | null>(null);
  const viewer = picture.viewer;
  const other: Colour = viewer === 'white' ? 'black' : 'white';
  const has = (list: readonly BoardTarget[], target: BoardTarget) =>
    list.some((x) => sameTarget(x, target));
  const isSelected = (target: BoardTarget) =>
    props.selected !== null && sameTarget(props.selected, target);

  const colourName = (colour: Colour) => t(`colour.${colour}`);
  const describe = (target: BoardTarget, name: string, owner: Colour | null, count: number) => {
    const parts = [name];
    parts.push(
      owner && count > 0
        ? t('board.checkers', { count, colour: colourName(owner) })
        : t('board.empty'),
    );
    if (isSelected(target)) parts.push(t('board.selected'));
    else if (has(props.movable, target)) parts.push(t('board.canMove'));
    if (has(props.destinations, target)) parts.push(t('board.destination'));
    return parts.join(', ');
  };

  const targetProps = (target: BoardTarget, label: string) => {
    const active =
      has(props.movable, target) || has(props.destinations, target) || isSelected(target);
    return {
      role: 'button' as const,
      tabindex: active ? 0 : -1,
      'aria-label': label,
      'aria-disabled': active ? undefined : ('true' as const),
      'data-target': targetKey(target),
      class: `target${active ? ' target-active' : ''}${has(props.lastMove, target) ? ' target-last' : ''}${has(props.destinations, target) ? ' target-destination' : ''}${isSelected(target) ? ' target-selected' : ''}`,
      onClick: () => {
        if (!drag?.moved) props.onTarget(target);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          props.onTarget(target);
        }
      },
      onPointerDown: (event: PointerEvent) => {
        if (!has(props.movable, target) || event.button !== 0) return;
        const at = toSvg(event.clientX, event.clientY);
        const colour = props.dice?.colour ?? viewer;
        if (at)
          setDrag({
            from: target,
            colour,
            pointerId: event.pointerId,
            x: at.x,
            y: at.y,
            moved: false,
          });
      },
    };
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const at = toSvg(event.clientX, event.clientY);
    if (!at) return;
    const moved = drag.moved || Math.hypot(at.x - drag.x, at.y - drag.y) > 12;
    if (moved && !drag.moved) svg.current?.setPointerCapture(event.pointerId);
    setDrag({ ...drag, x: at.x, y: at.y, moved });
  };

  const onPointerUp = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const current = drag;
    setDrag(null);
    if (!current.moved) return; // a click: handled by onClick
    const at = toSvg(event.clientX, event.clientY);
    const target = at ? targetAt(at.x, at.y) : null;
    if (target && !sameTarget(target, current.from)) props.onDrop(current.from, target);
  };

  const dragged = drag?.moved ? drag : null;
  const lessOne = (target: BoardTarget, count: number) =>
    dragged && sameTarget(dragged.from, target) ? count - 1 : count;

  return (
    <svg
      ref={svg}
      class="bg-board"
      viewBox={`0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`}
      aria-label={t('board.label')}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
    >
      <rect class="board-frame" {...FRAME_RECT} rx={10} />
      {HALVES.map((half) => (
        <rect key={half.x} class="board-felt" {...half} />
      ))}
      <rect class="board-bar" {...BAR_RECT} />
      <rect class="board-tray" {...TRAY_RECT} />
      {picture.points.map(({ point, owner, count }) => {
        const target: BoardTarget = { kind: 'point', point };
        const name = viewerPointName(point, viewer, variant);
        const hit = pointHitRect(point);
        const shown = lessOne(target, count);
        return (
          <g
            key={point}
            {...targetProps(target, describe(target, t('board.point', { name }), owner, count))}
          >
            <rect class="hit-area" {...hit} />
            <polygon
              class={`point point-${point % 2 === 0 ? 'a' : 'b'}`}
              points={pointTriangle(point)}
            />
            {owner && shown > 0 && (
              <Stack
                centre={(k) => checkerCentre(point, k)}
                colour={owner}
                count={shown}
                limit={STACK}
                movable={has(props.movable, target)}
              />
            )}
            {has(props.destinations, target) && (
              <circle
                class="dest-marker"
                {...markerAt(checkerCentre(point, Math.min(count, STACK - 1)))}
              />
            )}
            {has(props.lastMove, target) && (
              <rect class="last-marker" {...pointBaseStrip(point)} rx={3} />
            )}
            <text
              class={`point-label${has(props.lastMove, target) ? ' point-label-last' : ''}`}
              {...labelPosition(point)}
              dominant-baseline="central"
            >
              {name}
            </text>
          </g>
        );
      })}
      {[true, false].map((viewerSide) => {
        const colour = viewerSide ? viewer : other;
        const target: BoardTarget = { kind: 'bar', viewerSide };
        const count = picture.bar[colour];
        const label = describe(
          target,
          t('board.bar', { colour: colourName(colour) }),
          colour,
          count,
        );
        return (
          <g key={`bar-${viewerSide}`} {...targetProps(target, label)}>
            <rect class="hit-area" {...barHitRect(viewerSide)} />
            {lessOne(target, count) > 0 && (
              <Stack
                centre={(k) => barCheckerCentre(viewerSide, k)}
                colour={colour}
                count={lessOne(target, count)}
                limit={4}
                movable={has(props.movable, target)}
              />
            )}
          </g>
        );
      })}
      {[true, false].map((viewerSide) => {
        const colour = viewerSide ? viewer : other;
        const target: BoardTarget = { kind: 'tray', viewerSide };
        const count = picture.off[colour];
        const label = describe(
          target,
          t('board.off', { colour: colourName(colour) }),
          colour,
          count,
        );
        return (
          <g key={`tray-${viewerSide}`} {...targetProps(target, label)}>
            <rect class="hit-area" {...trayHitRect(viewerSide)} />
            {Array.from({ length: count }, (_, k) => (
              <rect
                key={k}
                class={`tray-checker checker-${colour}`}
                {...traySlice(viewerSide, k)}
                rx={3}
              />
            ))}
            {has(props.destinations, target) && (
              <rect class="dest-tray" {...trayHitRect(viewerSide)} rx={6} />
            )}
          </g>
        );
      })}
      {props.cube && (
        <Cube value={props.cube.value} owner={props.cube.owner} viewer={viewer} t={t} />
      )}
      {props.dice &&
        diceRects(props.dice.colour === viewer, props.dice.values.length).map((rect, i) => (
          <Die
            key={i}
            {...rect}
            value={props.dice?.values[i] ?? 1}
            used={props.dice?.used[i] ?? false}
          />
        ))}
      {dragged && (
        <g class="drag-ghost" pointer-events="none">
          <Checker cx={dragged.x} cy={dragged.y} colour={dragged.colour} />
        </g>
      )}
    </svg>
  );
}

function markerAt({ cx, cy }: { cx: number; cy: number }) {
  return { cx, cy, r: CHECKER / 5 };
}

function Cube(props: { value: number; owner: Colour | null; viewer: Colour; t: TFunction }) {
  const place = props.owner === null ? 'centre' : props.owner === props.viewer ? 'viewer' : 'other';
  const { x, y, size } = cubeRect(place);
  // A centred cube shows 64, as on a real board.
  const face = props.owner === null ? 64 : props.value;
  const label =
    props.owner === null
      ? props.t('board.cubeCentred', { value: props.value })
      : props.t('board.cubeOwned', {
          value: props.value,
          colour: props.t(`colour.${props.owner}`),
        });
  return (
    <g class="cube">
      <title>{label}</title>
      <rect x={x} y={y} width={size} height={size} rx={6} />
      <text x={x + size / 2} y={y + size / 2} dominant-baseline="central">
        {face}
      </text>
    </g>
  );
}

export function targetKey(target: BoardTarget): string {
  switch (target.kind) {
    case 'point':
      return `point-${target.point}`;
    case 'bar':
      return target.viewerSide ? 'bar-viewer' : 'bar-other';
    case 'tray':
      return target.viewerSide ? 'tray-viewer' : 'tray-other';
  }
}
