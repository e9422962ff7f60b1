// The local pages' Hint and Take back buttons, the same in both games (each page's namespace has
// the keys `hint.button` and `hint.takeBack`); take-back is offered against the computer only.
import type { TFunction } from 'i18next';
import type { HintControl } from './useHint';

export function AidButtons(props: {
  readonly hint: HintControl;
  readonly computer: boolean;
  readonly mayTakeBack: boolean;
  readonly onTakeBack: () => void;
  /** The row's class in the page's own styles. */
  readonly class: string;
  readonly t: TFunction;
}) {
  const { hint, t } = props;
  return (
    <div class={props.class}>
      <button
        type="button"
        class="button"
        data-action="hint"
        disabled={!hint.available}
        onClick={hint.ask}
      >
        {t('hint.button')}
      </button>
      {props.computer && (
        <button
          type="button"
          class="button"
          data-action="take-back"
          disabled={!props.mayTakeBack}
          onClick={props.onTakeBack}
        >
          {t('hint.takeBack')}
        </button>
      )}
    </div>
  );
}
