// A picture of a Shatra position for the rules pages and panels: the same drawing as the play
// board, with square numbers and the threatened biys' mark, and no interaction (one image with a
// caption for screen readers, which says what a threat means in words).
import './shatra.css';
import type { BoardPiece } from './boardState';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  CELL,
  DITCH,
  MARGIN,
  SQUARES,
  type SquareNumber,
  squareOrigin,
} from './layout';
import { PieceShape, ThreatMark } from './pieces';

export function StaticBoard(props: {
  readonly pieces: ReadonlyMap<SquareNumber, BoardPiece>;
  readonly label: string;
  /** Squares of biys the opponent could capture at once: marked as on the play board. */
  readonly threatened?: readonly SquareNumber[];
}) {
  const road = squareOrigin(2, 'white');
  return (
    <svg
      class="shatra-board shatra-static"
      viewBox={`0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`}
      role="img"
      aria-label={props.label}
    >
      <rect class="frame" x="0" y="0" width={BOARD_WIDTH} height={BOARD_HEIGHT} rx="2" />
      <rect
        class="ditch"
        x={MARGIN - 1}
        y={MARGIN + 7 * CELL}
        width={7 * CELL + 2}
        height={DITCH}
      />
      {SQUARES.map((square) => {
        const { x, y } = squareOrigin(square.square, 'white');
        const region = square.region.endsWith('fortress')
          ? 'fortress'
          : square.region.endsWith('gate')
            ? 'gate'
            : 'field';
        return (
          <rect
            key={square.square}
            class={`sq sq-${region} ${square.dark ? 'sq-dark' : 'sq-light'}`}
            x={x}
            y={y}
            width={CELL}
            height={CELL}
          />
        );
      })}
      <line
        class="great-road"
        x1={road.x + CELL / 2}
        y1={MARGIN + 0.5}
        x2={road.x + CELL / 2}
        y2={BOARD_HEIGHT - MARGIN - 0.5}
      />
      {SQUARES.map((square) => {
        const { x, y } = squareOrigin(square.square, 'white');
        const piece = props.pieces.get(square.square);
        return (
          <g key={square.square}>
            {piece && props.threatened?.includes(square.square) ? (
              <g transform={`translate(${x} ${y})`}>
                <ThreatMark />
              </g>
            ) : null}
            {piece ? (
              <g transform={`translate(${x} ${y})`}>
                <PieceShape piece={piece} style="discs" />
              </g>
            ) : null}
            <text class="square-number" x={x + 0.6} y={y + 2.3}>
              {square.square}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
