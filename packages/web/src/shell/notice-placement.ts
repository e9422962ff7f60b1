// Where the messages go: at the top or the bottom edge of the window, whichever leaves the
// board's pieces and points uncovered, else beside the board when it fills the window's height
// (issue 22, item 6). The page scrolls and the board moves, so this is decided again on every
// scroll and resize while a message shows.
import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

export type NoticeEdge = 'top' | 'bottom' | 'side';

/** The narrowest a message may be beside the board. */
const SIDE_MIN_PX = 200;

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly right: number;
}

/** The boards of every game page (a static board in a panel is no place to play). */
const BOARDS = '.bg-board, .shatra-board:not(.shatra-static)';
const MARGIN_PX = 6;

/** The edge to use for `height` pixels of messages beside a board at `board` (window px). */
export function clearEdge(
  board: Box | null,
  height: number,
  window: { readonly width: number; readonly height: number },
  margin: number,
): NoticeEdge {
  if (board === null) return 'top';
  const above = board.top - margin;
  const below = window.height - board.bottom - margin;
  if (above >= height) return 'top';
  if (below >= height) return 'bottom';
  if (window.width - board.right - 2 * margin >= SIDE_MIN_PX) return 'side';
  return above >= below ? 'top' : 'bottom';
}

export interface Placement {
  readonly edge: NoticeEdge;
  /** Beside the board: the room right of it, in px. */
  readonly room: number;
}

export function useClearEdge(box: RefObject<HTMLElement>, showing: boolean): Placement {
  const [placement, setPlacement] = useState<Placement>({ edge: 'top', room: 0 });
  useLayoutEffect(() => {
    if (!showing) return;
    const place = () => {
      const board = document.querySelector(BOARDS)?.getBoundingClientRect() ?? null;
      const height = box.current?.getBoundingClientRect().height ?? 0;
      const size = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const edge = clearEdge(board, height, size, MARGIN_PX);
      const room = board === null ? 0 : size.width - board.right - 2 * MARGIN_PX;
      setPlacement((old) => (old.edge === edge && old.room === room ? old : { edge, room }));
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [showing, box]);
  return placement;
}
