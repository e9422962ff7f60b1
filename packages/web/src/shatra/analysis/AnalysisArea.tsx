// What the Shatra page shows of the analysis: the button beside a finished game's result, the
// line over a reviewed position, and the panel. ShatraPage places them (ShatraPlay's slots).
import type { Side } from '@ludus/shatra';
import type { TFunction } from 'i18next';
import type { Session } from '../session';
import { moveNumber } from './rows';
import { AnalyseButton, ShatraAnalysisPanel } from './ShatraAnalysisPanel';
import type { ShatraPageAnalysis } from './usePageAnalysis';

/** The players as the summary names them: by side, and who is who against the computer. */
function playerNames(session: Session, t: TFunction): Record<Side, string> {
  const name = (side: Side) => {
    const label = t(`side.${side}`);
    if (session.opponent.kind !== 'computer') return label;
    const who = side === session.humanSide ? 'you' : 'computer';
    return t(`analysis.player.${who}`, { side: label });
  };
  return { white: name('white'), black: name('black') };
}

/** Under the status line: the Analyse button after the game, the reviewed move's caption. */
export function AnalysisNotice(props: {
  page: ShatraPageAnalysis;
  session: Session;
  t: TFunction;
}) {
  const { page, session, t } = props;
  if (page.review) {
    const move = page.review.move;
    const side = session.game.positions[move]?.turn ?? 'white';
    return (
      <p class="muted shatra-review-caption" data-testid="shatra-review-caption">
        {t(page.review.best ? 'analysis.reviewing' : 'analysis.reviewingBest', {
          number: moveNumber(session.game, move),
          side: t(`side.${side}`),
        })}
      </p>
    );
  }
  if (!page.canStart || page.analysis.run) return null;
  return <AnalyseButton t={t} onStart={page.start} />;
}

export function AnalysisPanelArea(props: {
  page: ShatraPageAnalysis;
  session: Session;
  t: TFunction;
}) {
  const { page, session, t } = props;
  const { run } = page.analysis;
  if (!run) return null;
  return (
    <ShatraAnalysisPanel
      run={run}
      game={session.game}
      names={playerNames(session, t)}
      selected={page.selected}
      t={t}
      onSelect={page.select}
      onStop={page.analysis.stop}
      onClose={() => {
        page.select(null);
        page.analysis.close();
      }}
    />
  );
}
