// What only the local page offers a person at this device: a hint from the engine (the best plays
// of the roll with their equities and losses, or the right cube action, as GNU Backgammon's Hint
// gives them; a play clicked is set up on the board to confirm or undo) and taking back their
// last move against the computer. Online tables have neither: a later issue brings rated games,
// where hints must stay off and a move, once sent, stands.
import type { BackgammonHint, CubeHint, HintedPlay } from '@ludus/backgammon-engine';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { language } from '../i18n';
import { AidButtons } from '../table/AidButtons';
import type { HintControl } from '../table/useHint';
import { hintPath } from './hintPath';
import { type Colour, makeNamedPlay, type VariantKey } from './rules';
import type { Turn } from './turn';
import './hint.css';

function formats(lng: string) {
  const digits = { minimumFractionDigits: 3, maximumFractionDigits: 3 };
  return {
    equity: new Intl.NumberFormat(lng, { ...digits, signDisplay: 'exceptZero' }),
    loss: new Intl.NumberFormat(lng, { ...digits, signDisplay: 'always' }),
  };
}

type Formats = ReturnType<typeof formats>;

/** The number formats of a shown hint. Only a shown hint asks for them: the page's first
 * Intl.NumberFormat loads the locale's number data (about 50 ms on a fast machine, four times
 * that on Lighthouse's mobile), which made the backgammon page's first render a long task. */
function useFormats(): Formats {
  const lng = language.value;
  return useMemo(() => formats(lng), [lng]);
}

export interface LocalAidsProps {
  readonly hint: HintControl;
  /** Whether a computer plays here (take-back is against the computer only). */
  readonly computer: boolean;
  readonly mayTakeBack: boolean;
  readonly onTakeBack: () => void;
  /** The person's turn on the board, where a clicked play is set up. */
  readonly turn: Turn | null;
  readonly mover: Colour | null;
  readonly variant: VariantKey;
  readonly onShow: (steps: Turn['played']) => void;
  readonly t: TFunction;
}

export function LocalAids(props: LocalAidsProps) {
  const { hint, t } = props;
  return (
    <section class="local-aids" aria-label={t('hint.aids')}>
      <AidButtons
        hint={hint}
        computer={props.computer}
        mayTakeBack={props.mayTakeBack}
        onTakeBack={props.onTakeBack}
        class="controls"
        t={t}
      />
      <div class="hint-result" aria-live="polite" data-hint={hint.state.status}>
        <HintResult {...props} />
      </div>
    </section>
  );
}

function HintResult(props: LocalAidsProps) {
  const { hint, t } = props;
  const { state } = hint;
  if (state.status === 'idle') return null;
  if (state.status === 'thinking') return <p class="hint-note">{t('hint.thinking')}</p>;
  if (state.status === 'failed') {
    return (
      <p class="hint-note" role="alert">
        {t('hint.failed', { reason: state.reason })}
      </p>
    );
  }
  if (state.hint.game === 'shatra') return null;
  const advice: BackgammonHint = state.hint.hint;
  if (advice.kind === 'plays') return <HintPlays {...props} plays={advice.plays} />;
  if (advice.kind === 'cube') return <CubeAdvice cube={advice.cube} t={t} />;
  return <p class="hint-note">{t('hint.nothing')}</p>;
}

function HintPlays(props: LocalAidsProps & { plays: readonly HintedPlay[] }) {
  const { plays, t, turn, mover } = props;
  const f = useFormats();
  const [shown, setShown] = useState<number | null>(null);
  // A new roll's hint starts with nothing set up on the board.
  useEffect(() => setShown(null), [plays]);
  return (
    <>
      <p class="hint-note">{t('hint.playsNote')}</p>
      <ol class="hint-plays">
        {plays.map((play, index) => {
          const path = turn ? hintPath(turn, play.steps) : null;
          const move = mover ? makeNamedPlay(play.steps, mover, props.variant) : '';
          return (
            <li key={move}>
              <button
                type="button"
                class="hint-play"
                data-hint-index={index}
                aria-pressed={shown === index}
                disabled={path === null}
                onClick={() => {
                  if (!path) return;
                  setShown(index);
                  props.onShow(path);
                }}
              >
                <span class="hint-move">{move}</span>
                <span class="hint-equity">{f.equity.format(play.equity)}</span>
                <span class="hint-loss">{index === 0 ? '' : f.loss.format(-play.loss)}</span>
                <span class="hint-ply">{t('hint.plies', { plies: play.plies })}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function CubeAdvice(props: { cube: CubeHint; t: TFunction }) {
  const { cube, t } = props;
  const f = useFormats();
  const answer = t(`analysis.cube.${cube.response}`);
  if (cube.role === 'taker') {
    return (
      <div class="hint-cube" data-hint-cube="taker">
        <p>{t('hint.rightAnswer', { answer })}</p>
        <p class="hint-note">
          {t('hint.takerEquities', {
            take: f.equity.format(-cube.doubleTake),
            pass: f.equity.format(-cube.doublePass),
          })}
        </p>
      </div>
    );
  }
  const action = t(`analysis.cube.${cube.proper}`);
  return (
    <div class="hint-cube" data-hint-cube="doubler">
      <p>{t('hint.rightAction', { action, answer })}</p>
      <p class="hint-note">
        {t('analysis.detail.cube', {
          noDouble: f.equity.format(cube.noDouble),
          doubleTake: f.equity.format(cube.doubleTake),
          doublePass: f.equity.format(cube.doublePass),
        })}
      </p>
    </div>
  );
}
