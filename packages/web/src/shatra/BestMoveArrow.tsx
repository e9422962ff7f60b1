// The engine's best move drawn over the board (the post-game analysis): an arrow from the piece
// through each landing square of a chain, or a ring where a shatra promotes in place.
import { CELL, type Orientation, type SquareNumber, squareCenter } from './layout';

/** The arrow head's length and half width, in board units (a square is CELL = 10). */
const HEAD = 3.6;
const HALF = 2.4;

export function BestMoveArrow(props: {
  readonly squares: readonly SquareNumber[];
  readonly orientation: Orientation;
}) {
  const points = props.squares.map((square) => squareCenter(square, props.orientation));
  const last = points[points.length - 1];
  const before = points[points.length - 2];
  if (!last) return null;
  if (!before) {
    return (
      <g class="best-move" data-best-move={props.squares.join('-')}>
        <circle class="best-move-ring" cx={last.x} cy={last.y} r={CELL * 0.42} />
      </g>
    );
  }
  // The line stops at the head's base, so that the round cap does not show past the point.
  const dx = last.x - before.x;
  const dy = last.y - before.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const base = { x: last.x - ux * HEAD, y: last.y - uy * HEAD };
  const line = [...points.slice(0, -1), base].map((p) => `${p.x},${p.y}`).join(' ');
  const head = [
    `${last.x},${last.y}`,
    `${base.x - uy * HALF},${base.y + ux * HALF}`,
    `${base.x + uy * HALF},${base.y - ux * HALF}`,
  ].join(' ');
  return (
    <g class="best-move" data-best-move={props.squares.join('-')}>
      <polyline class="best-move-line" points={line} />
      <polygon class="best-move-head" points={head} />
    </g>
  );
}
