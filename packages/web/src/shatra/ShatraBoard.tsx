// The Shatra board: an SVG drawing of the 62 squares with the pieces, driven by the headless
// interaction state (boardState.ts). It knows no rules: the legal moves come in as `options`,
// and a finished interaction is reported through `onPlay`. Click-click, drag and keyboard
// (arrows move the cursor, Enter or Space acts, Escape cancels) all go through the same state.
import './shatra.css';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'preact/hooks';
import { BestMoveArrow } from './BestMoveArrow';
import {
  type BoardPiece,
  chainView,
  clickSquare,
  dragDrop,
  dragStart,
  IDLE,
  type InteractionState,
  type MoveOption,
  movableSquares,
  type Target,
  type Transition,
  targets,
} from './boardState';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  CELL,
  coordinateName,
  DITCH,
  type Direction,
  MARGIN,
  neighbourOnScreen,
  type Orientation,
  SQUARES,
  type SquareLayout,
  type SquareNumber,
  squareAtPoint,
  squareOrigin,
} from './layout';
import { PieceShape, type PieceStyle, ThreatMark } from './pieces';

export interface ShatraBoardProps<M> {
  readonly pieces: ReadonlyMap<SquareNumber, BoardPiece>;
  readonly orientation: Orientation;
  /** The legal moves of the side the user plays now; empty while the user may not move. */
  readonly options: readonly MoveOption<M>[];
  readonly interaction: InteractionState;
  readonly onInteraction: (transition: Transition<M>) => void;
  readonly lastMove: readonly SquareNumber[];
  /** The squares of a hinted move (the local page's Hint): outlined, apart from the last move. */
  readonly hinted?: readonly SquareNumber[];
  /** Squares of biys the opponent could capture at once: drawn with a red halo and ring. */
  readonly threatened: readonly SquareNumber[];
  readonly showNumbers: boolean;
  readonly pieceStyle: PieceStyle;
  readonly t: TFunction;
  /** The engine's best move, drawn as an arrow (the post-game analysis), or none. */
  readonly bestMove?: readonly SquareNumber[] | null;
}

interface Drag {
  readonly from: SquareNumber;
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  readonly before: InteractionState;
  readonly viaTarget: boolean;
  x: number;
  y: number;
  moved: boolean;
}

/** The pieces as they stand mid-chain: the mover on its landing square, its start empty. */
function displayedPieces(
  pieces: ReadonlyMap<SquareNumber, BoardPiece>,
  state: InteractionState,
): Map<SquareNumber, BoardPiece> {
  const shown = new Map(pieces);
  const { at } = chainView(state);
  if (state.selected === null || at === null || at === state.selected) return shown;
  const mover = pieces.get(state.selected);
  if (!mover) return shown;
  shown.delete(state.selected);
  // A shatra promoted mid-chain goes on as its new piece (shatra.md, "Promotion").
  const promoted = state.taken.find((step) => step.promotion)?.promotion;
  shown.set(at, promoted ? { side: mover.side, role: promoted } : mover);
  return shown;
}

function pieceName(t: TFunction, piece: BoardPiece): string {
  return t('piece.described', { side: t(`side.${piece.side}`), piece: t(`piece.${piece.role}`) });
}

function squareLabel(
  t: TFunction,
  square: SquareLayout,
  piece: BoardPiece | undefined,
  flags: { selected: boolean; target: Target | undefined; threatened: boolean; jumped: boolean },
): string {
  const parts = [t('square.name', { n: square.square, coordinate: coordinateName(square.square) })];
  parts.push(piece ? pieceName(t, piece) : t('square.empty'));
  if (flags.selected) parts.push(t('square.selected'));
  if (flags.target) parts.push(t(`square.target.${flags.target.kinds[0] ?? 'move'}`));
  if (flags.threatened) parts.push(t('square.threatened'));
  if (flags.jumped) parts.push(t('square.jumped'));
  return parts.join(', ');
}

function squareClass(square: SquareLayout): string {
  const region = square.region.endsWith('fortress')
    ? 'fortress'
    : square.region.endsWith('gate')
      ? 'gate'
      : 'field';
  return `sq sq-${region} ${square.dark ? 'sq-dark' : 'sq-light'}`;
}

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

function TargetMark({ target, x, y }: { target: Target; x: number; y: number }) {
  const kind = target.kinds.includes('jump') ? 'jump' : (target.kinds[0] ?? 'move');
  if (kind === 'jump') {
    return (
      <circle
        class="target target-jump"
        cx={x + 5}
        cy={y + 5}
        r="4.3"
        fill="none"
        stroke-width="0.9"
      />
    );
  }
  if (kind === 'drop') {
    return (
      <rect
        class="target target-drop"
        x={x + 3}
        y={y + 3}
        width="4"
        height="4"
        stroke-width="0.6"
      />
    );
  }
  return <circle class={`target target-${kind}`} cx={x + 5} cy={y + 5} r="1.6" />;
}

function BoardBackground() {
  const ditchY = MARGIN + 7 * CELL;
  return (
    <g class="background">
      <rect class="frame" x="0" y="0" width={BOARD_WIDTH} height={BOARD_HEIGHT} rx="2" />
      <rect class="ditch" x={MARGIN - 1} y={ditchY} width={7 * CELL + 2} height={DITCH} />
    </g>
  );
}

/** File d, the great road, drawn as a dashed line over the squares and under the pieces. */
function GreatRoad({ orientation }: { readonly orientation: Orientation }) {
  const road = squareOrigin(2, orientation);
  return (
    <line
      class="great-road"
      x1={road.x + CELL / 2}
      y1={MARGIN + 0.5}
      x2={road.x + CELL / 2}
      y2={BOARD_HEIGHT - MARGIN - 0.5}
    />
  );
}

/** Everything the drawing needs, derived once per render from the props. */
interface BoardView {
  readonly shown: Map<SquareNumber, BoardPiece>;
  readonly targetAt: Map<SquareNumber, Target>;
  readonly movable: Set<SquareNumber>;
  /** Where the selected (or moving) piece stands, or null. */
  readonly active: SquareNumber | null;
  readonly jumped: Set<SquareNumber>;
  readonly threatened: Set<SquareNumber>;
  readonly last: Set<SquareNumber>;
  readonly hinted: Set<SquareNumber>;
}

function boardView<M>(props: ShatraBoardProps<M>): BoardView {
  const { interaction: state, options } = props;
  const { at, jumped } = chainView(state);
  return {
    shown: displayedPieces(props.pieces, state),
    targetAt: new Map(targets(state, options).map((target) => [target.square, target])),
    movable: state.taken.length === 0 ? movableSquares(options) : new Set<SquareNumber>(),
    active: state.selected === null ? null : at,
    jumped: new Set(jumped),
    threatened: new Set(props.threatened),
    last: new Set(props.lastMove),
    hinted: new Set(props.hinted ?? []),
  };
}

/** The 62 squares as buttons: colour, last move, selection, movable pieces, and the labels. */
function SquareButtons(props: {
  view: BoardView;
  orientation: Orientation;
  cursor: SquareNumber;
  onFocus: (square: SquareNumber) => void;
  t: TFunction;
}) {
  const { view } = props;
  return (
    <>
      {SQUARES.map((square) => {
        const n = square.square;
        const { x, y } = squareOrigin(n, props.orientation);
        const selected = view.active === n;
        const flags = {
          selected,
          target: view.targetAt.get(n),
          threatened: view.threatened.has(n) && !view.jumped.has(n),
          jumped: view.jumped.has(n),
        };
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG square cannot be a <button>.
          <g
            key={n}
            role="button"
            data-square={n}
            tabindex={props.cursor === n ? 0 : -1}
            aria-label={squareLabel(props.t, square, view.shown.get(n), flags)}
            aria-pressed={selected}
            onFocus={() => props.onFocus(n)}
          >
            <rect class={squareClass(square)} x={x} y={y} width={CELL} height={CELL} />
            {view.last.has(n) ? (
              <rect class="last-move" x={x} y={y} width={CELL} height={CELL} />
            ) : null}
            {view.hinted.has(n) ? (
              <rect
                class="hint-move"
                x={x + 0.6}
                y={y + 0.6}
                width={CELL - 1.2}
                height={CELL - 1.2}
              />
            ) : null}
            {selected ? <rect class="selected" x={x} y={y} width={CELL} height={CELL} /> : null}
            {view.movable.has(n) && !selected ? (
              <rect
                class="movable"
                x={x + 0.4}
                y={y + 0.4}
                width={CELL - 0.8}
                height={CELL - 0.8}
              />
            ) : null}
          </g>
        );
      })}
    </>
  );
}

/** Pieces, threat glows, target marks and square numbers, above the squares and the road. */
function PieceLayer(props: {
  view: BoardView;
  orientation: Orientation;
  pieceStyle: PieceStyle;
  showNumbers: boolean;
  hidden: SquareNumber | undefined;
}) {
  const { view } = props;
  return (
    <g class="pieces">
      {SQUARES.map(({ square: n }) => {
        const { x, y } = squareOrigin(n, props.orientation);
        const piece = view.shown.get(n);
        const target = view.targetAt.get(n);
        const jumped = view.jumped.has(n);
        return (
          <g key={n}>
            {view.threatened.has(n) && !jumped && piece ? (
              <g transform={`translate(${x} ${y})`}>
                <ThreatMark />
              </g>
            ) : null}
            {piece && props.hidden !== n ? (
              <g transform={`translate(${x} ${y})`} class={jumped ? 'jumped' : undefined}>
                <PieceShape piece={piece} style={props.pieceStyle} />
              </g>
            ) : null}
            {target ? <TargetMark target={target} x={x} y={y} /> : null}
            {props.showNumbers ? (
              <text class="square-number" x={x + 0.6} y={y + 2.3}>
                {n}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

function svgPoint(svg: SVGSVGElement | null, clientX: number, clientY: number) {
  const matrix = svg?.getScreenCTM();
  if (!svg || !matrix) return { x: -1, y: -1 };
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y };
}

/**
 * Pointer input: a press on a movable piece selects it and may start a drag; a release without
 * movement is a click; a release after moving drops the piece on the square under the pointer.
 */
function usePointer<M>(
  props: ShatraBoardProps<M>,
  view: BoardView,
  svgRef: { current: SVGSVGElement | null },
  setCursor: (square: SquareNumber) => void,
) {
  const { interaction: state, options, orientation } = props;
  const [drag, setDrag] = useState<Drag | null>(null);
  const at = (event: PointerEvent) => svgPoint(svgRef.current, event.clientX, event.clientY);

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const { x, y } = at(event);
    const square = squareAtPoint(x, y, orientation);
    if (square === undefined) return;
    setCursor(square);
    const viaTarget = view.targetAt.has(square) || state.choice !== null || state.taken.length > 0;
    if (!viaTarget && view.movable.has(square)) {
      props.onInteraction({ state: dragStart(state, options, square) });
      (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    }
    const { pointerId } = event;
    setDrag({
      from: square,
      pointerId,
      startX: x,
      startY: y,
      before: state,
      viaTarget,
      x,
      y,
      moved: false,
    });
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!drag || drag.pointerId !== event.pointerId || drag.viaTarget) return;
    const { x, y } = at(event);
    const moved = drag.moved || Math.hypot(x - drag.startX, y - drag.startY) > CELL / 3;
    setDrag({ ...drag, x, y, moved });
  };

  const onPointerUp = (event: PointerEvent) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    setDrag(null);
    const { x, y } = at(event);
    if (drag.moved) {
      props.onInteraction(dragDrop(state, options, squareAtPoint(x, y, orientation)));
      return;
    }
    // No movement: a click. A piece just selected by the press stays selected; a press on the
    // already selected piece, a target or an empty square acts as a click from the state before.
    if (drag.viaTarget || drag.before.selected === drag.from || !view.movable.has(drag.from)) {
      props.onInteraction(clickSquare(drag.before, options, drag.from));
    }
  };

  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: () => setDrag(null),
  };
  return { drag, handlers };
}

export function ShatraBoard<M>(props: ShatraBoardProps<M>) {
  const { interaction: state, options, orientation, t } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const [cursor, setCursor] = useState<SquareNumber>(orientation === 'white' ? 49 : 14);
  const view = boardView(props);
  const { drag, handlers } = usePointer(props, view, svgRef, setCursor);

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      const next = neighbourOnScreen(cursor, direction, orientation);
      setCursor(next);
      svgRef.current?.querySelector<SVGGElement>(`[data-square="${next}"]`)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onInteraction(clickSquare(state, options, cursor));
    } else if (event.key === 'Escape') {
      props.onInteraction({ state: IDLE });
    }
  };

  const dragged = drag?.moved && !drag.viaTarget ? view.shown.get(drag.from) : undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a <fieldset>.
    <svg
      ref={svgRef}
      class={`shatra-board${props.pieceStyle === 'figures' ? ' figures' : ''}`}
      viewBox={`0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`}
      role="group"
      aria-label={t('board.label')}
      aria-describedby="shatra-board-help"
      {...handlers}
      onKeyDown={onKeyDown}
    >
      <BoardBackground />
      <SquareButtons
        view={view}
        orientation={orientation}
        cursor={cursor}
        onFocus={setCursor}
        t={t}
      />
      <GreatRoad orientation={orientation} />
      <PieceLayer
        view={view}
        orientation={orientation}
        pieceStyle={props.pieceStyle}
        showNumbers={props.showNumbers}
        hidden={dragged ? drag?.from : undefined}
      />
      {props.bestMove ? <BestMoveArrow squares={props.bestMove} orientation={orientation} /> : null}
      {dragged && drag ? (
        <g class="dragging" transform={`translate(${drag.x - 5} ${drag.y - 5})`}>
          <PieceShape piece={dragged} style={props.pieceStyle} />
        </g>
      ) : null}
    </svg>
  );
}
