// The Shatra page's side of the analysis, as backgammon's (backgammon/analysis/usePageAnalysis.ts):
// which moves of the finished game are judged, which row is shown on the board, and when both
// end (a new game, a pasted record or any change of the table closes the analysis).
import { makeFen } from '@ludus/shatra';
import { useEffect, useState } from 'preact/hooks';
import { outcome, type Session } from '../session';
import { type BoardReview, judgedMoves, recordOf, reviewOf } from './rows';
import { type ShatraAnalysisControl, useShatraAnalysis } from './useShatraAnalysis';

export interface ShatraPageAnalysis {
  readonly analysis: ShatraAnalysisControl;
  /** The selected move (index into the game's moves), or null. */
  readonly selected: number | null;
  /** What the board shows instead of the game while a row is selected. */
  readonly review: BoardReview | null;
  /** The game is over and has moves to judge. */
  readonly canStart: boolean;
  start(): void;
  select(move: number | null): void;
}

export function useShatraPageAnalysis(session: Session): ShatraPageAnalysis {
  const analysis = useShatraAnalysis();
  const [selected, setSelected] = useState<number | null>(null);
  const { game } = session;
  const ended = outcome(session) !== undefined;
  const startKey = makeFen(game.start);
  useEffect(() => {
    setSelected(null);
    analysis.close();
  }, [session.seq, startKey, ended]);
  const moves = judgedMoves(game, session.opponent, session.humanSide);
  const judgement =
    selected === null ? undefined : analysis.run?.judgements.find((j) => j.move === selected);
  return {
    analysis,
    selected,
    review: judgement ? reviewOf(game, judgement) : null,
    canStart: ended && moves.length > 0,
    start: () => {
      setSelected(null);
      analysis.start(recordOf(game), moves);
    },
    select: (move) => {
      setSelected(move);
      // On a phone the board is above the panel: bring it into view.
      if (move !== null) {
        document.querySelector('.shatra-board-wrap')?.scrollIntoView({ block: 'nearest' });
      }
    },
  };
}
