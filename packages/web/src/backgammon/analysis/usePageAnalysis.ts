// The play page's side of the analysis: which finished game is analysed, which row is shown on
// the board, and when both end (a new session closes the analysis; any game action returns the
// board to the game).
import { useEffect, useState } from 'preact/hooks';
import type { Session } from '../session';
import { gameRecordOf } from './gameRecord';
import { type BoardView, boardViewOf } from './rows';
import { type AnalysisControl, useAnalysis } from './useAnalysis';

export interface PageAnalysis {
  readonly analysis: AnalysisControl;
  /** The selected decision (index into the run's decisions), or null. */
  readonly selected: number | null;
  /** What the board shows instead of the game while a row is selected. */
  readonly view: BoardView | null;
  start(gameIndex: number): void;
  select(index: number | null): void;
}

/** Whether the layout is stacked (a phone): the board above the side panel, not beside it. */
function boardAbovePanel(): boolean {
  const board = document.querySelector('.board-area')?.getBoundingClientRect();
  const panel = document.querySelector('.side-panel')?.getBoundingClientRect();
  return board !== undefined && panel !== undefined && panel.top >= board.bottom;
}

export function usePageAnalysis(session: Session): PageAnalysis {
  const analysis = useAnalysis();
  const [selected, setSelected] = useState<number | null>(null);
  useEffect(() => analysis.close(), [session.spec]);
  useEffect(() => setSelected(null), [session.seq]);
  const chosen = selected === null ? undefined : analysis.run?.decisions[selected];
  return {
    analysis,
    selected,
    view: chosen ? boardViewOf(chosen) : null,
    start: (gameIndex) => {
      const record = gameRecordOf(session, gameIndex);
      if (!record) return;
      setSelected(null);
      analysis.start(record, session.spec.variant, gameIndex);
    },
    select: (index) => {
      setSelected(index);
      // On a phone the board is above the panel: bring it into view. Beside the panel (a
      // desktop) the board sticks in view (analysis.css), and scrolling would move the list.
      if (index !== null && boardAbovePanel()) {
        document.querySelector('.board-wrap')?.scrollIntoView({ block: 'nearest' });
      }
    },
  };
}
