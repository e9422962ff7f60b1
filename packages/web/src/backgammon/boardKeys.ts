// Moving the keyboard's cursor over the backgammon board: the arrow keys go to the target next
// to the cursor as the screen shows it (pure; the board, Board.tsx, keeps the cursor).
import { sameTarget } from './boardModel';
import type { BoardTarget } from './geometry';

export type Direction = 'up' | 'down' | 'left' | 'right';

export const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const points = (list: readonly number[]): BoardTarget[] =>
  list.map((point) => ({ kind: 'point', point }));

/**
 * The targets in the viewer's numbering as the screen shows them (geometry.ts), in two rows:
 * the top row 13–18, the viewer's bar, 19–24, the other's tray; the bottom row 12–7, the
 * other's bar, 6–1, the viewer's tray.
 */
const SCREEN_ROWS: readonly (readonly BoardTarget[])[] = [
  [
    ...points([13, 14, 15, 16, 17, 18]),
    { kind: 'bar', viewerSide: true },
    ...points([19, 20, 21, 22, 23, 24]),
    { kind: 'tray', viewerSide: false },
  ],
  [
    ...points([12, 11, 10, 9, 8, 7]),
    { kind: 'bar', viewerSide: false },
    ...points([6, 5, 4, 3, 2, 1]),
    { kind: 'tray', viewerSide: true },
  ],
];

/** The target next to `from` on the screen in `direction`; it stays put at an edge. */
export function neighbourTarget(from: BoardTarget, direction: Direction): BoardTarget {
  const row = SCREEN_ROWS.findIndex((cells) => cells.some((t) => sameTarget(t, from)));
  const cells = SCREEN_ROWS[row];
  if (!cells) return from;
  const column = cells.findIndex((t) => sameTarget(t, from));
  const there = SCREEN_ROWS[direction === 'up' ? 0 : direction === 'down' ? 1 : row] ?? cells;
  const step = direction === 'left' ? -1 : direction === 'right' ? 1 : 0;
  return there[Math.min(Math.max(column + step, 0), there.length - 1)] ?? from;
}

/** A field the person may be typing in: the board and the page's keys leave it alone. */
export function typingIn(element: EventTarget | null): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}
