// Where the 62 squares of the Shatra board are drawn. This is drawing geometry only (rows,
// columns, regions to shade); which moves are legal is never decided here — that is the rules
// package's job (shared/rules/shatra.md, "Board"), and so are the squares and regions drawn: they
// come from its geometry.
import {
  fileOf,
  GREAT_ROAD,
  isSquare,
  type RegionKind,
  SQUARES as RULES_SQUARES,
  rankOf,
  regionOf,
  squareAt as rulesSquareAt,
  type Side,
  SQUARE_COUNT,
} from '@ludus/shatra';

export type SquareNumber = number;

/** A region as the board's styles name it: `black-fortress`, `white-gate`, `white-half`, … */
export type Region = `${Side}-${RegionKind}`;

export interface SquareLayout {
  readonly square: SquareNumber;
  /** 0–6 for files a–g. */
  readonly file: number;
  /** 1–14, rank 1 at White's back row. */
  readonly rank: number;
  readonly region: Region;
  /** File d, the great road. */
  readonly onGreatRoad: boolean;
  /** Checkered colour: true for the dark squares (a jalkyn's drop may choose either). */
  readonly dark: boolean;
}

/** The 62 squares in traditional numbering order (index = square − 1), from the rules' geometry. */
export const SQUARES: readonly SquareLayout[] = RULES_SQUARES.map((square) => {
  const file = fileOf(square);
  const rank = rankOf(square);
  const region = regionOf(square);
  return {
    square,
    file,
    rank,
    region: `${region.side}-${region.kind}`,
    onGreatRoad: GREAT_ROAD.includes(square),
    dark: (file + rank) % 2 === 1,
  };
});

export { SQUARE_COUNT };

export function squareLayout(square: SquareNumber): SquareLayout | undefined {
  return SQUARES[square - 1];
}

export function squareAt(file: number, rank: number): SquareLayout | undefined {
  const square = rulesSquareAt(file, rank);
  return square === undefined ? undefined : squareLayout(square);
}

export function isSquareNumber(value: number): boolean {
  return isSquare(value);
}

export const FILE_LETTERS = 'abcdefg';

/** `d14` style coordinate, for screen-reader labels next to the traditional number. */
export function coordinateName(square: SquareNumber): string {
  const s = squareLayout(square);
  return s ? `${FILE_LETTERS[s.file]}${s.rank}` : '?';
}

// ---- drawing coordinates (SVG user units) ----

/** One square is CELL × CELL units. */
export const CELL = 10;
/** The ditch is drawn as a band this high between ranks 7 and 8. */
export const DITCH = 3;
export const MARGIN = 2;
export const BOARD_WIDTH = 7 * CELL + 2 * MARGIN;
export const BOARD_HEIGHT = 14 * CELL + DITCH + 2 * MARGIN;

export type Orientation = 'white' | 'black';

/** The top-left corner of a square as drawn, White at the bottom unless flipped. */
export function squareOrigin(
  square: SquareNumber,
  orientation: Orientation,
): { x: number; y: number } {
  const s = squareLayout(square);
  if (!s) return { x: 0, y: 0 };
  const column = orientation === 'white' ? s.file : 6 - s.file;
  const row = orientation === 'white' ? 14 - s.rank : s.rank - 1;
  const ditchOffset = row >= 7 ? DITCH : 0;
  return { x: MARGIN + column * CELL, y: MARGIN + row * CELL + ditchOffset };
}

export function squareCenter(
  square: SquareNumber,
  orientation: Orientation,
): { x: number; y: number } {
  const o = squareOrigin(square, orientation);
  return { x: o.x + CELL / 2, y: o.y + CELL / 2 };
}

/** The square under a point of the SVG, for drag and drop. */
export function squareAtPoint(
  x: number,
  y: number,
  orientation: Orientation,
): SquareNumber | undefined {
  const column = Math.floor((x - MARGIN) / CELL);
  const top = y - MARGIN;
  let row: number;
  if (top < 7 * CELL) row = Math.floor(top / CELL);
  else if (top < 7 * CELL + DITCH) return undefined;
  else row = Math.floor((top - DITCH) / CELL);
  if (column < 0 || column > 6 || row < 0 || row > 13) return undefined;
  const file = orientation === 'white' ? column : 6 - column;
  const rank = orientation === 'white' ? 14 - row : row + 1;
  return squareAt(file, rank)?.square;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * Keyboard navigation: the next square on screen in a direction, skipping the gaps beside the
 * fortresses by moving to the nearest square of the next row that has one.
 */
export function neighbourOnScreen(
  square: SquareNumber,
  direction: Direction,
  orientation: Orientation,
): SquareNumber {
  const s = squareLayout(square);
  if (!s) return 1;
  const flip = orientation === 'white' ? 1 : -1;
  if (direction === 'left' || direction === 'right') {
    const step = (direction === 'right' ? 1 : -1) * flip;
    return squareAt(s.file + step, s.rank)?.square ?? square;
  }
  const rankStep = (direction === 'up' ? 1 : -1) * flip;
  const rank = s.rank + rankStep;
  const row = SQUARES.filter((q) => q.rank === rank);
  if (row.length === 0) return square;
  let best = row[0] as SquareLayout;
  for (const q of row) {
    if (Math.abs(q.file - s.file) < Math.abs(best.file - s.file)) best = q;
  }
  return best.square;
}
