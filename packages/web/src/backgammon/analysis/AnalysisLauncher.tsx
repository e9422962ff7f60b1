// The buttons that start the analysis of a finished game, apart from the panel (AnalysisPanel.tsx)
// so that the page loads the panel's code only when an analysis opens.
import type { TFunction } from 'i18next';

const MAX_LISTED_GAMES = 10;

/** Buttons that start the analysis of a finished game (each game of a match on its own). */
export function AnalysisLauncher(props: {
  readonly games: number;
  readonly t: TFunction;
  readonly onStart: (gameIndex: number) => void;
}) {
  const { games, t } = props;
  if (games === 0) return null;
  // A long money session: the latest games only.
  const first = Math.max(0, games - MAX_LISTED_GAMES);
  return (
    <section class="analysis-launcher panel" aria-labelledby="analysis-launcher-title">
      <h2 id="analysis-launcher-title">{t('analysis.launcher')}</h2>
      <div class="controls">
        {Array.from({ length: games - first }, (_, offset) => first + offset).map((index) => (
          <button
            key={index}
            type="button"
            class="button"
            data-action="analyse-game"
            data-game-index={index}
            onClick={() => props.onStart(index)}
          >
            {games === 1 ? t('analysis.analyse') : t('analysis.analyseGame', { number: index + 1 })}
          </button>
        ))}
      </div>
    </section>
  );
}
