// The backgammon/tryktrak board: an SVG drawing of a BoardPicture with highlights, reporting
// clicks, drops and keys on targets. It knows no rules: what may move where comes in as data.
import type { TFunction } from 'i18next';
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Checker, Cube, Die, Stack } from './BoardParts';
import { ARROWS, neighbourTarget, typingIn } from './boardKeys';
import {
  type BoardPicture,
  type CubeShown,
  type DiceShown,
  sameTarget,
  viewerPointName,
} from './boardModel';
import {
  BAR_RECT,
  BOARD_HEIGHT,
  BOARD_WIDTH,
  type BoardTarget,
  barCheckerCentre,
  barHitRect,
  CHECKER,
  checkerCentre,
  diceRects,
  FRAME_RECT,
  HALVES,
  labelPosition,
  nearestTarget,
  pointBaseStrip,
  pointHitRect,
  pointTriangle,
  STACK,
  TRAY_RECT,
  targetAt,
  touchReach,
  trayHitRect,
  traySlice,
} from './geometry';
import { type Colour, otherColour, type VariantKey } from './rules';

export interface BoardProps {
  readonly picture: BoardPicture;
  readonly variant: VariantKey;
  readonly cube: CubeShown | null;
  readonly dice: DiceShown | null;
  /** Targets holding a checker that may move now. */
  readonly movable: readonly BoardTarget[];
  readonly selected: BoardTarget | null;
  readonly destinations: readonly BoardTarget[];
  /** Where the last play went from and to (marked lightly). */
  readonly lastMove: { readonly from: readonly BoardTarget[]; readonly to: readonly BoardTarget[] };
  readonly onTarget: (target: BoardTarget) => void;
  readonly onDrop: (from: BoardTarget, to: BoardTarget) => void;
  readonly t: TFunction;
  /**
   * The colour of a checker picked up at `from` (the position page's set-up, where either
   * colour moves); by default the colour of the dice, else the viewer's.
   */
  readonly dragColour?: (from: BoardTarget) => Colour;
}

interface Drag {
  readonly from: BoardTarget;
  readonly colour: Colour;
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  readonly moved: boolean;
}

/** How far (in board units) a pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD = 12;

/** The least width, in screen pixels, across which a target in play answers taps (WCAG 2.5.5). */
const TOUCH_PX = 44;

function has(list: readonly BoardTarget[], target: BoardTarget): boolean {
  return list.some((x) => sameTarget(x, target));
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

/** Pointer dragging of a movable checker; a press that does not travel stays a click. */
function useDrag(props: BoardProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const toSvg = (clientX: number, clientY: number) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return null;
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };
  const start = (target: BoardTarget, event: PointerEvent) => {
    if (!has(props.movable, target) || event.button !== 0) return;
    const at = toSvg(event.clientX, event.clientY);
    const colour = props.dragColour?.(target) ?? props.dice?.colour ?? props.picture.viewer;
    if (at) setDrag({ from: target, colour, pointerId: event.pointerId, ...at, moved: false });
  };
  const move = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const at = toSvg(event.clientX, event.clientY);
    if (!at) return;
    const moved = drag.moved || Math.hypot(at.x - drag.x, at.y - drag.y) > DRAG_THRESHOLD;
    if (moved && !drag.moved) svg.current?.setPointerCapture(event.pointerId);
    setDrag({ ...drag, ...at, moved });
  };
  const end = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (!drag.moved) return; // a click: onClick handles it
    const at = toSvg(event.clientX, event.clientY);
    const under = at ? targetAt(at.x, at.y) : null;
    const near = at ? nearestTarget(at.x, at.y, props.destinations, reach()) : null;
    const target = under && has(props.destinations, under) ? under : (near ?? under);
    if (target && !sameTarget(target, drag.from)) props.onDrop(drag.from, target);
  };
  /** How far a tap may miss a target (board units): see `touchReach`. */
  const reach = () => {
    const matrix = svg.current?.getScreenCTM();
    return matrix ? touchReach(Math.hypot(matrix.a, matrix.b), TOUCH_PX) : 0;
  };
  /**
   * The target a click on `target` means: itself, or where it is not in play, the nearest
   * target in play within reach of the pointer (a tap that just missed a narrow point).
   */
  const tapped = (target: BoardTarget, event: MouseEvent): BoardTarget => {
    const inPlay = [
      ...props.movable,
      ...props.destinations,
      ...(props.selected ? [props.selected] : []),
    ];
    if (has(inPlay, target) || event.detail === 0) return target; // detail 0: not a pointer
    const at = toSvg(event.clientX, event.clientY);
    return (at && nearestTarget(at.x, at.y, inPlay, reach())) || target;
  };
  return { svg, drag, start, move, end, tapped, cancel: () => setDrag(null) };
}

type Dragging = ReturnType<typeof useDrag>;

/** The keyboard's cursor: the one target in the tab order. */
interface Cursor {
  readonly at: BoardTarget;
  set(target: BoardTarget): void;
}

/**
 * The keyboard's cursor over the board. The arrow keys move it (boardKeys.ts) and Escape puts a
 * picked-up checker back; Enter and Space act on the target under it (targetAttributes). When
 * the person's turn begins (after the roll) it goes to the first checker that may move, and
 * takes the focus, so that the keys play at once.
 */
function useCursor(props: BoardProps, svg: { current: SVGSVGElement | null }) {
  const [at, setAt] = useState<BoardTarget>(() => props.movable[0] ?? { kind: 'point', point: 24 });
  const focus = (target: BoardTarget, preventScroll: boolean) =>
    svg.current
      ?.querySelector<SVGGElement>(`[data-target="${targetKey(target)}"]`)
      ?.focus({ preventScroll });
  const playing = props.movable.length > 0 || props.selected !== null;
  const wasPlaying = useRef(playing);
  useEffect(() => {
    const started = playing && !wasPlaying.current;
    wasPlaying.current = playing;
    const first = props.movable[0];
    if (!started || !first) return;
    setAt(first);
    if (!typingIn(document.activeElement)) focus(first, true);
  }, [playing]);
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      const next = neighbourTarget(at, direction);
      setAt(next);
      focus(next, false);
    } else if (event.key === 'Escape' && props.selected) {
      props.onTarget(props.selected);
    }
  };
  return { at, set: setAt, onKeyDown };
}

/** Labels, focus, highlight classes and handlers of one clickable target. */
function targetAttributes(
  props: BoardProps,
  dragging: Dragging,
  target: BoardTarget,
  label: string,
  cursor: Cursor,
) {
  const selected = props.selected !== null && sameTarget(props.selected, target);
  const destination = has(props.destinations, target);
  const active = has(props.movable, target) || destination || selected;
  const classes = ['target'];
  if (active) classes.push('target-active');
  if (destination) classes.push('target-destination');
  if (selected) classes.push('target-selected');
  return {
    role: 'button' as const,
    // One target is in the tab order, the keyboard's cursor; the arrow keys move it.
    // SVG attributes are case-sensitive: `tabindex`, not `tabIndex`.
    tabindex: sameTarget(cursor.at, target) ? 0 : -1,
    'aria-label': label,
    'aria-disabled': active ? undefined : ('true' as const),
    'data-target': targetKey(target),
    class: classes.join(' '),
    onClick: (event: MouseEvent) => {
      if (!dragging.drag?.moved) props.onTarget(dragging.tapped(target, event));
    },
    onFocus: () => cursor.set(target),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        props.onTarget(target);
      }
    },
    onPointerDown: (event: PointerEvent) => dragging.start(target, event),
  };
}

/** The screen-reader text of a target: name, contents, and what may be done there. */
function describe(
  props: BoardProps,
  target: BoardTarget,
  name: string,
  owner: Colour | null,
  count: number,
) {
  const { t } = props;
  const parts = [name];
  parts.push(
    owner && count > 0
      ? t('board.checkers', { count, colour: t(`colour.${owner}`) })
      : t('board.empty'),
  );
  if (props.selected !== null && sameTarget(props.selected, target))
    parts.push(t('board.selected'));
  else if (has(props.movable, target)) parts.push(t('board.canMove'));
  if (has(props.destinations, target)) parts.push(t('board.destination'));
  return parts.join(', ');
}

/** Checkers on a target, one fewer while one of them is being dragged away. */
function shownCount(dragging: Dragging, target: BoardTarget, count: number): number {
  const drag = dragging.drag;
  return drag?.moved && sameTarget(drag.from, target) ? count - 1 : count;
}

interface LayerProps {
  readonly props: BoardProps;
  readonly dragging: Dragging;
  readonly cursor: Cursor;
}

function Points({ props, dragging, cursor }: LayerProps) {
  const { picture, t } = props;
  const items: JSX.Element[] = [];
  for (const { point, owner, count } of picture.points) {
    const target: BoardTarget = { kind: 'point', point };
    const name = viewerPointName(point, picture.viewer, props.variant);
    const label = describe(props, target, t('board.point', { name }), owner, count);
    const shown = shownCount(dragging, target, count);
    const arrived = has(props.lastMove.to, target);
    const last = arrived || has(props.lastMove.from, target);
    const marker = checkerCentre(point, Math.min(count, STACK - 1));
    items.push(
      <g key={point} {...targetAttributes(props, dragging, target, label, cursor)}>
        <rect class="hit-area" {...pointHitRect(point)} />
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
          <circle class="dest-marker" {...marker} r={CHECKER / 5} />
        )}
        {last && <rect class="last-marker" {...pointBaseStrip(point)} rx={3} />}
        <text
          class={`point-label${last ? ' point-label-last' : ''}`}
          {...labelPosition(point)}
          dominant-baseline="central"
        >
          {name}
        </text>
      </g>,
    );
  }
  return <>{items}</>;
}

function BarsAndTrays({ props, dragging, cursor }: LayerProps) {
  const { picture, t } = props;
  const items: JSX.Element[] = [];
  for (const viewerSide of [true, false]) {
    const colour = viewerSide ? picture.viewer : otherColour(picture.viewer);
    const bar: BoardTarget = { kind: 'bar', viewerSide };
    const onBar = shownCount(dragging, bar, picture.bar[colour]);
    const barLabel = describe(
      props,
      bar,
      t('board.bar', { colour: t(`colour.${colour}`) }),
      colour,
      picture.bar[colour],
    );
    items.push(
      <g key={`bar-${viewerSide}`} {...targetAttributes(props, dragging, bar, barLabel, cursor)}>
        <rect class="hit-area" {...barHitRect(viewerSide)} />
        {onBar > 0 && (
          <Stack
            centre={(k) => barCheckerCentre(viewerSide, k)}
            colour={colour}
            count={onBar}
            limit={4}
            movable={has(props.movable, bar)}
          />
        )}
      </g>,
    );
    const tray: BoardTarget = { kind: 'tray', viewerSide };
    const off = picture.off[colour];
    const trayLabel = describe(
      props,
      tray,
      t('board.off', { colour: t(`colour.${colour}`) }),
      colour,
      off,
    );
    items.push(
      <g key={`tray-${viewerSide}`} {...targetAttributes(props, dragging, tray, trayLabel, cursor)}>
        <rect class="hit-area" {...trayHitRect(viewerSide)} />
        {Array.from({ length: off }, (_, k) => (
          <rect
            key={k}
            class={`tray-checker checker-${colour}`}
            {...traySlice(viewerSide, k)}
            rx={3}
          />
        ))}
        {has(props.destinations, tray) && (
          <rect class="dest-tray" {...trayHitRect(viewerSide)} rx={6} />
        )}
      </g>,
    );
  }
  return <>{items}</>;
}

function Dice({ dice, viewer }: { dice: DiceShown; viewer: Colour }) {
  const { owners } = dice;
  const rects = owners
    ? owners.flatMap((owner) => diceRects(owner === viewer, 1))
    : diceRects(dice.colour === viewer, dice.values.length);
  return (
    <>
      {rects.map((rect, i) => (
        <Die key={i} {...rect} value={dice.values[i] ?? 1} used={dice.used[i] ?? false} />
      ))}
    </>
  );
}

export function Board(props: BoardProps) {
  const { picture, t } = props;
  const dragging = useDrag(props);
  const cursor = useCursor(props, dragging.svg);
  const ghost = dragging.drag?.moved ? dragging.drag : null;
  return (
    <svg
      ref={dragging.svg}
      class="bg-board"
      viewBox={`0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`}
      aria-label={t('board.label')}
      onPointerMove={dragging.move}
      onPointerUp={dragging.end}
      onPointerCancel={dragging.cancel}
      onKeyDown={cursor.onKeyDown}
      data-viewer={picture.viewer}
    >
      <desc>{t('board.keysHint')}</desc>
      <rect class="board-frame" {...FRAME_RECT} rx={10} />
      {HALVES.map((half) => (
        <rect key={half.x} class="board-felt" {...half} />
      ))}
      <rect class="board-bar" {...BAR_RECT} />
      <rect class="board-tray" {...TRAY_RECT} />
      <Points props={props} dragging={dragging} cursor={cursor} />
      <BarsAndTrays props={props} dragging={dragging} cursor={cursor} />
      {props.cube && <Cube cube={props.cube} viewer={picture.viewer} t={t} />}
      {props.dice && <Dice dice={props.dice} viewer={picture.viewer} />}
      {ghost && (
        <g class="drag-ghost" pointer-events="none">
          <Checker cx={ghost.x} cy={ghost.y} colour={ghost.colour} />
        </g>
      )}
    </svg>
  );
}
