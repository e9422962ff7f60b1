// Board drawing geometry (SVG user units), pure and rules-free. Points are in the VIEWER's
// numbering: the viewer's home board (1–6) is bottom right, 7–12 bottom left, 13–18 top left,
// 19–24 top right, the bar between the halves, the borne-off trays on the right (the viewer's
// at the bottom).

export const CHECKER = 60; // checker diameter; also a point's width
const MARGIN = 8;
const LABEL = 28; // band for point numbers above and below the frame
const FRAME = 14;
const BAR_WIDTH = 64;
const TRAY_WIDTH = 72;
const MIDDLE = 64; // space between the two rows of points
export const STACK = 5; // checkers drawn per point before a count replaces the rest

const HALF = 6 * CHECKER;
const LEFT_X = MARGIN + FRAME;
const BAR_X = LEFT_X + HALF;
const RIGHT_X = BAR_X + BAR_WIDTH;
const TRAY_X = RIGHT_X + HALF + FRAME;
export const TOP_Y = MARGIN + LABEL + FRAME;
const INNER_HEIGHT = 2 * STACK * CHECKER + MIDDLE;
export const BOTTOM_Y = TOP_Y + INNER_HEIGHT;
export const MID_Y = TOP_Y + INNER_HEIGHT / 2;

export const BOARD_WIDTH = TRAY_X + TRAY_WIDTH + FRAME + MARGIN;
export const BOARD_HEIGHT = BOTTOM_Y + FRAME + LABEL + MARGIN;

export const FRAME_RECT = {
  x: MARGIN,
  y: TOP_Y - FRAME,
  width: BOARD_WIDTH - 2 * MARGIN,
  height: INNER_HEIGHT + 2 * FRAME,
};
export const HALVES = [
  { x: LEFT_X, y: TOP_Y, width: HALF, height: INNER_HEIGHT },
  { x: RIGHT_X, y: TOP_Y, width: HALF, height: INNER_HEIGHT },
];
export const BAR_RECT = { x: BAR_X, y: TOP_Y, width: BAR_WIDTH, height: INNER_HEIGHT };
export const TRAY_RECT = { x: TRAY_X, y: TOP_Y, width: TRAY_WIDTH, height: INNER_HEIGHT };

export interface PointGeometry {
  /** Left edge of the point's column. */
  readonly x: number;
  /** The point's base: the frame edge it grows from. */
  readonly baseY: number;
  /** +1 when checkers stack downward (top row), −1 upward (bottom row). */
  readonly direction: 1 | -1;
}

export function pointGeometry(point: number): PointGeometry {
  if (point >= 1 && point <= 6)
    return { x: RIGHT_X + (6 - point) * CHECKER, baseY: BOTTOM_Y, direction: -1 };
  if (point >= 7 && point <= 12)
    return { x: LEFT_X + (12 - point) * CHECKER, baseY: BOTTOM_Y, direction: -1 };
  if (point >= 13 && point <= 18)
    return { x: LEFT_X + (point - 13) * CHECKER, baseY: TOP_Y, direction: 1 };
  return { x: RIGHT_X + (point - 19) * CHECKER, baseY: TOP_Y, direction: 1 };
}

/** The triangle of a point, as an SVG polygon `points` attribute. */
export function pointTriangle(point: number): string {
  const { x, baseY, direction } = pointGeometry(point);
  const tipY = baseY + direction * (STACK * CHECKER - 8);
  return `${x},${baseY} ${x + CHECKER},${baseY} ${x + CHECKER / 2},${tipY}`;
}

/** The clickable area of a point: its whole column half. */
export function pointHitRect(point: number) {
  const { x, baseY, direction } = pointGeometry(point);
  const height = STACK * CHECKER + MIDDLE / 2;
  return { x, y: direction === 1 ? baseY : baseY - height, width: CHECKER, height };
}

/** Centre of the k-th checker (0 = nearest the base) on a point. */
export function checkerCentre(point: number, k: number): { cx: number; cy: number } {
  const { x, baseY, direction } = pointGeometry(point);
  return { cx: x + CHECKER / 2, cy: baseY + direction * (CHECKER / 2 + k * CHECKER) };
}

/** Where the number of a point is written (outside the frame). */
export function labelPosition(point: number): { x: number; y: number } {
  const { x, direction } = pointGeometry(point);
  return {
    x: x + CHECKER / 2,
    y: direction === 1 ? MARGIN + LABEL / 2 : BOTTOM_Y + FRAME + LABEL / 2,
  };
}

/** Bar checkers: the viewer's in the top half (they enter at the top right), the other's below. */
export function barCheckerCentre(viewerSide: boolean, k: number): { cx: number; cy: number } {
  const cx = BAR_X + BAR_WIDTH / 2;
  const offset = CHECKER / 2 + 4 + Math.min(k, 3) * (CHECKER - 6);
  return { cx, cy: viewerSide ? MID_Y - offset : MID_Y + offset };
}

export function barHitRect(viewerSide: boolean) {
  return {
    x: BAR_X,
    y: viewerSide ? TOP_Y : MID_Y,
    width: BAR_WIDTH,
    height: INNER_HEIGHT / 2,
  };
}

const SLICE = 14;

/** A borne-off checker drawn edge-on in a tray: the viewer's from the middle downward. */
export function traySlice(viewerSide: boolean, k: number) {
  const height = SLICE - 2;
  const y = viewerSide ? MID_Y + MIDDLE / 2 + k * SLICE : MID_Y - MIDDLE / 2 - (k + 1) * SLICE;
  return { x: TRAY_X + 8, y, width: TRAY_WIDTH - 16, height };
}

export function trayHitRect(viewerSide: boolean) {
  return {
    x: TRAY_X,
    y: viewerSide ? MID_Y : TOP_Y,
    width: TRAY_WIDTH,
    height: INNER_HEIGHT / 2,
  };
}

const CUBE = 52;
const OFFERED_CUBE = 60;

export type CubePlace = 'viewer' | 'other' | 'centre' | 'offered-viewer' | 'offered-other';

/**
 * The cube: centred between the trays, at the far end of its owner's tray, or, while a double
 * waits for its answer, in the middle of the answering player's half of the board (where that
 * player's dice go: the viewer's in the right half).
 */
export function cubeRect(place: CubePlace) {
  if (place === 'offered-viewer' || place === 'offered-other') {
    const half = place === 'offered-viewer' ? HALVES[1] : HALVES[0];
    const x = (half?.x ?? 0) + ((half?.width ?? 0) - OFFERED_CUBE) / 2;
    return { x, y: MID_Y - OFFERED_CUBE / 2, size: OFFERED_CUBE };
  }
  const x = TRAY_X + (TRAY_WIDTH - CUBE) / 2;
  const y =
    place === 'centre' ? MID_Y - CUBE / 2 : place === 'viewer' ? BOTTOM_Y - CUBE - 6 : TOP_Y + 6;
  return { x, y, size: CUBE };
}

const DIE = 50;

/** The dice of the player on roll: the viewer's in the right half, the other's in the left. */
export function diceRects(viewerSide: boolean, count: number) {
  const half = viewerSide ? HALVES[1] : HALVES[0];
  const gap = 10;
  const total = count * DIE + (count - 1) * gap;
  const startX = (half?.x ?? 0) + ((half?.width ?? 0) - total) / 2;
  return Array.from({ length: count }, (_, i) => ({
    x: startX + i * (DIE + gap),
    y: MID_Y - DIE / 2,
    size: DIE,
  }));
}

/** Which target a point in SVG coordinates falls on (for drag and drop). */
export type BoardTarget =
  | { readonly kind: 'point'; readonly point: number }
  | { readonly kind: 'bar'; readonly viewerSide: boolean }
  | { readonly kind: 'tray'; readonly viewerSide: boolean };

function inside(
  rect: { x: number; y: number; width: number; height: number },
  x: number,
  y: number,
) {
  return x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
}

export function targetAt(x: number, y: number): BoardTarget | null {
  for (let point = 1; point <= 24; point++) {
    if (inside(pointHitRect(point), x, y)) return { kind: 'point', point };
  }
  for (const viewerSide of [true, false]) {
    if (inside(barHitRect(viewerSide), x, y)) return { kind: 'bar', viewerSide };
    if (inside(trayHitRect(viewerSide), x, y)) return { kind: 'tray', viewerSide };
  }
  return null;
}

type Rect = { x: number; y: number; width: number; height: number };

/** The clickable area of a target. */
export function targetRect(target: BoardTarget): Rect {
  switch (target.kind) {
    case 'point':
      return pointHitRect(target.point);
    case 'bar':
      return barHitRect(target.viewerSide);
    case 'tray':
      return trayHitRect(target.viewerSide);
  }
}

function distanceTo(rect: Rect, x: number, y: number): number {
  const dx = Math.max(rect.x - x, 0, x - (rect.x + rect.width));
  const dy = Math.max(rect.y - y, 0, y - (rect.y + rect.height));
  return Math.hypot(dx, dy);
}

/** The candidate whose area is nearest (x, y), if one lies within `reach` board units. */
export function nearestTarget(
  x: number,
  y: number,
  candidates: readonly BoardTarget[],
  reach: number,
): BoardTarget | null {
  let best: BoardTarget | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const target of candidates) {
    const distance = distanceTo(targetRect(target), x, y);
    if (distance <= reach && distance < bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * How far beyond a target's own area a tap still counts for it (board units), so that every
 * target answers taps across at least `touchPx` screen pixels: a point is only CHECKER units
 * wide, about 26 px on a phone. `pxPerUnit` is the board's scale on screen.
 */
export function touchReach(pxPerUnit: number, touchPx: number): number {
  if (!(pxPerUnit > 0)) return 0;
  return Math.max(0, (touchPx / pxPerUnit - Math.min(CHECKER, BAR_WIDTH, TRAY_WIDTH)) / 2);
}

/** A strip along the frame edge of a point, marking the last move. */
export function pointBaseStrip(point: number) {
  const { x, baseY, direction } = pointGeometry(point);
  const height = 7;
  return { x: x + 4, y: direction === 1 ? baseY : baseY - height, width: CHECKER - 8, height };
}
