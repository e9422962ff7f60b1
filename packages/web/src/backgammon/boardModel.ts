// From a game position to what the board shows, in the viewer's numbering, and back from a
// clicked target to the mover's numbering. Pure; the rules package supplies the point names.
import type { BoardTarget } from './geometry';
import {
  type Colour,
  type Die,
  otherColour,
  type Position,
  pointName,
  type VariantKey,
} from './rules';

export interface PointContent {
  /** Viewer numbering, 1..24. */
  readonly point: number;
  readonly owner: Colour | null;
  readonly count: number;
}

export interface BoardPicture {
  readonly viewer: Colour;
  readonly points: readonly PointContent[];
  readonly bar: Readonly<Record<Colour, number>>;
  readonly off: Readonly<Record<Colour, number>>;
}

/** `position` is from the view of `turn`, as the rules package keeps it. */
export function boardPicture(position: Position, turn: Colour, viewer: Colour): BoardPicture {
  const mine = turn === viewer ? position.player : position.opponent;
  const theirs = turn === viewer ? position.opponent : position.player;
  const other = otherColour(viewer);
  const points: PointContent[] = [];
  for (let point = 1; point <= 24; point++) {
    const own = mine[point - 1] ?? 0;
    const opposing = theirs[24 - point] ?? 0; // their point 25 − p is our point p
    points.push(
      own > 0
        ? { point, owner: viewer, count: own }
        : opposing > 0
          ? { point, owner: other, count: opposing }
          : { point, owner: null, count: 0 },
    );
  }
  const onBoard = (side: readonly number[]) => side.reduce((sum, n) => sum + n, 0);
  return {
    viewer,
    points,
    bar: { [viewer]: mine[24] ?? 0, [other]: theirs[24] ?? 0 } as Record<Colour, number>,
    off: { [viewer]: 15 - onBoard(mine), [other]: 15 - onBoard(theirs) } as Record<Colour, number>,
  };
}

/** A mover-numbered point (1..24, 25 bar, 0 off) as a board target in the viewer's frame. */
export function moverToTarget(point: number, mover: Colour, viewer: Colour): BoardTarget {
  const viewerSide = mover === viewer;
  if (point === 25) return { kind: 'bar', viewerSide };
  if (point === 0) return { kind: 'tray', viewerSide };
  return { kind: 'point', point: viewerSide ? point : 25 - point };
}

/** A board target as the mover's point number, or null when it is not the mover's to use. */
export function targetToMover(target: BoardTarget, mover: Colour, viewer: Colour): number | null {
  const moverIsViewer = mover === viewer;
  switch (target.kind) {
    case 'point':
      return moverIsViewer ? target.point : 25 - target.point;
    case 'bar':
      return target.viewerSide === moverIsViewer ? 25 : null;
    case 'tray':
      return target.viewerSide === moverIsViewer ? 0 : null;
  }
}

export function sameTarget(a: BoardTarget, b: BoardTarget): boolean {
  if (a.kind === 'point' && b.kind === 'point') return a.point === b.point;
  if (a.kind === 'bar' && b.kind === 'bar') return a.viewerSide === b.viewerSide;
  if (a.kind === 'tray' && b.kind === 'tray') return a.viewerSide === b.viewerSide;
  return false;
}

/** The name players use for a viewer-numbered point (tryktrak: 1–12 and I–XII). */
export function viewerPointName(point: number, viewer: Colour, variant: VariantKey): string {
  return pointName(point, viewer, variant);
}

/** The doubling cube as the board draws it. */
export interface CubeShown {
  /** The value on its face: the offered value while a double waits for its answer. */
  readonly value: number;
  readonly owner: Colour | null;
  /** The player who must answer an offered double (or redouble), else null. */
  readonly offeredTo: Colour | null;
}

export interface DiceShown {
  readonly colour: Colour;
  readonly values: readonly Die[];
  readonly used: readonly boolean[];
  /** The opening roll: each die's roller, the die drawn on that player's side. */
  readonly owners?: readonly Colour[];
}
