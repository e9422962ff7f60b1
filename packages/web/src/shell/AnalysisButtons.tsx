// The buttons under a post-game analysis's list, in both games: back to the game from a selected
// row's position, and closing the analysis (each page's namespace has the `analysis.*` keys).
import type { TFunction } from 'i18next';

export function AnalysisButtons(props: {
  /** Whether a row's position is shown on the board. */
  readonly selected: boolean;
  readonly onBack: () => void;
  readonly onClose: () => void;
  /** The row's class in the page's own styles. */
  readonly class: string;
  readonly t: TFunction;
}) {
  const { t } = props;
  return (
    <div class={props.class}>
      {props.selected && (
        <button
          type="button"
          class="button"
          data-action="analysis-board-back"
          onClick={props.onBack}
        >
          {t('analysis.backToGame')}
        </button>
      )}
      <button type="button" class="button" data-action="close-analysis" onClick={props.onClose}>
        {t('analysis.close')}
      </button>
    </div>
  );
}
