// What only the local Shatra page offers a person at this device: a hint (the engine's best move
// with its score, the move marked on the board) and taking back their last move against the
// computer. Online tables have neither: a later issue brings rated games, where hints must stay
// off and a move, once sent, stands.
import { findLegalMove, type Position } from '@ludus/shatra';
import type { TFunction } from 'i18next';
import type { ShatraHintAnswer } from '../computer/protocol';
import { language } from '../i18n';
import { AidButtons } from '../table/AidButtons';
import type { HintControl } from '../table/useHint';
import { moveSquares } from './adapter';

/** Beyond this the engine has found a forced win or loss (shatra-engine search.ts DECISIVE). */
const FORCED = 999_000;

/** The hint's move as squares to mark on the board, or none (no hint ready). */
export function hintedSquares(control: HintControl, position: Position): number[] {
  const { state } = control;
  if (state.status !== 'ready' || state.hint.game !== 'shatra' || !state.hint.hint) return [];
  const move = findLegalMove(position, state.hint.hint.move);
  return move.ok ? moveSquares(move.value) : [];
}

function scoreText(t: TFunction, score: number): string {
  if (score >= FORCED) return t('hint.forcedWin');
  if (score <= -FORCED) return t('hint.forcedLoss');
  // Centi-shatras as shatras, as chess engines show centipawns as pawns.
  const format = new Intl.NumberFormat(language.value, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  return format.format(score / 100);
}

function HintText(props: { hint: HintControl; t: TFunction }) {
  const { hint, t } = props;
  const { state } = hint;
  if (state.status === 'idle') return null;
  if (state.status === 'thinking') return <p class="muted">{t('hint.thinking')}</p>;
  if (state.status === 'failed') {
    return <p role="alert">{t('hint.failed', { reason: state.reason })}</p>;
  }
  const answer: ShatraHintAnswer | null = state.hint.game === 'shatra' ? state.hint.hint : null;
  if (!answer) return <p class="muted">{t('hint.nothing')}</p>;
  const { move, depth } = answer;
  return (
    <>
      <p data-testid="shatra-hint-move">
        {t('hint.best', { move, score: scoreText(t, answer.score), depth })}
      </p>
      <p class="muted">{t('hint.scoreNote')}</p>
    </>
  );
}

export function ShatraAids(props: {
  hint: HintControl;
  /** Whether the computer plays here (take-back is against the computer only). */
  computer: boolean;
  mayTakeBack: boolean;
  onTakeBack: () => void;
  t: TFunction;
}) {
  const { hint, t } = props;
  return (
    <section class="shatra-aids" aria-label={t('hint.aids')}>
      <AidButtons
        hint={hint}
        computer={props.computer}
        mayTakeBack={props.mayTakeBack}
        onTakeBack={props.onTakeBack}
        class="shatra-controls"
        t={t}
      />
      <div class="shatra-hint" aria-live="polite" data-hint={hint.state.status}>
        <HintText hint={hint} t={t} />
      </div>
    </section>
  );
}
