// The parts of the Shatra page beside the board: status line, choice dialog, move list, the
// captured pieces and the new-game form. All text comes from the `shatra` namespace.
import { isLevel, type Level, SHATRA_LEVELS } from '@ludus/session';
import type { Move, Outcome, Side } from '@ludus/shatra';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { InteractionState, MoveStep } from './boardState';
import { PieceShape } from './pieces';
import { current, moveRows, type ShatraOpponent, type Shown } from './session';

export function outcomeText(t: TFunction, outcome: Outcome): string {
  if (outcome.kind === 'draw') return t(`result.draw.${outcome.reason}`);
  return t(`result.win.${outcome.reason}`, {
    winner: t(`side.${outcome.winner}`),
    loser: t(`side.${outcome.winner === 'white' ? 'black' : 'white'}`),
  });
}

export function StatusLine(props: {
  t: TFunction;
  session: Shown;
  /** The one side the person here plays (its turn is "your move"), or null. */
  you: Side | null;
  outcome: Outcome | undefined;
  thinking: boolean;
  waiting?: boolean;
  threatenedSides: readonly Side[];
}) {
  const { t, session, you } = props;
  const turn = current(session).turn;
  let text: string;
  if (props.outcome) text = outcomeText(t, props.outcome);
  else if (props.waiting) text = t('status.waiting');
  else if (props.thinking) text = t('status.thinking');
  else if (turn === you) text = t('status.yourMove', { side: t(`side.${turn}`) });
  else text = t('status.toMove', { side: t(`side.${turn}`) });
  return (
    <div class="shatra-status-box">
      <p class="shatra-status" role="status" aria-live="polite" data-testid="shatra-status">
        {text}
      </p>
      {/* Always in the page, so that a biy becoming threatened is read out as it happens. */}
      <p class="shatra-threat" aria-live="polite" data-testid="shatra-threat">
        {props.outcome
          ? null
          : props.threatenedSides
              .map((side) => t('status.threatened', { side: t(`side.${side}`) }))
              .join(' ')}
      </p>
    </div>
  );
}

function variantLabel(t: TFunction, step: MoveStep): string {
  if (step.promotion) return t('choice.promoteTo', { piece: t(`piece.${step.promotion}`) });
  return t(`choice.${step.kind}`);
}

export function ChoiceDialog(props: {
  t: TFunction;
  interaction: InteractionState;
  side: Side;
  onChoose: (step: MoveStep) => void;
  onCancel: () => void;
}) {
  const { t, interaction } = props;
  const choice = interaction.choice;
  const dialog = useRef<HTMLDivElement>(null);
  // Keyboard users land in the dialog when it opens.
  useEffect(() => {
    if (choice) dialog.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [choice]);
  if (!choice) return null;
  const promotion = choice.variants.some((v) => v.promotion);
  return (
    <div
      ref={dialog}
      class="shatra-dialog"
      role="dialog"
      aria-modal="false"
      aria-labelledby="shatra-choice-title"
    >
      <h2 id="shatra-choice-title">
        {promotion ? t('choice.promotionTitle') : t('choice.title', { square: choice.target })}
      </h2>
      <div class="choices">
        {choice.variants.map((variant) => (
          <button
            type="button"
            class="button"
            key={`${variant.kind}-${variant.promotion ?? ''}`}
            data-choice={variant.promotion ?? variant.kind}
            onClick={() => props.onChoose(variant)}
          >
            {variant.promotion ? (
              <svg viewBox="0 0 10 10" class="shatra-board" aria-hidden="true">
                <PieceShape piece={{ side: props.side, role: variant.promotion }} style="discs" />
              </svg>
            ) : null}{' '}
            {variantLabel(t, variant)}
          </button>
        ))}
        <button type="button" class="button" onClick={props.onCancel}>
          {t('choice.cancel')}
        </button>
      </div>
    </div>
  );
}

export function MoveList(props: { t: TFunction; session: Shown }) {
  const { t, session } = props;
  const rows = moveRows(session);
  const lastIndex = session.game.moves.length - 1;
  const list = useRef<HTMLOListElement>(null);
  // Keep the newest move in sight as the list grows.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastIndex]);
  const cell = (entry: { text: string; index: number } | undefined) =>
    entry ? (
      <span
        class={entry.index === lastIndex ? 'current' : undefined}
        aria-current={entry.index === lastIndex ? 'step' : undefined}
      >
        {entry.text}
      </span>
    ) : (
      <span>…</span>
    );
  return (
    <section class="panel" aria-labelledby="shatra-moves-title">
      <h2 id="shatra-moves-title">{t('moves.title')}</h2>
      {rows.length === 0 ? (
        <p class="muted">{t('moves.none')}</p>
      ) : (
        <ol class="shatra-moves" data-testid="shatra-moves" ref={list}>
          {rows.map((row) => (
            <li key={row.number}>
              {cell(row.white)} {row.black ? cell(row.black) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function NewGameForm(props: {
  t: TFunction;
  initial: ShatraOpponent;
  onStart: (opponent: ShatraOpponent, side: Side) => void;
}) {
  const { t } = props;
  const [kind, setKind] = useState<ShatraOpponent['kind']>(props.initial.kind);
  const [level, setLevel] = useState<Level>(
    props.initial.kind === 'computer' ? props.initial.level : 'intermediate',
  );
  const [side, setSide] = useState<Side>('white');
  const start = (event: Event) => {
    event.preventDefault();
    props.onStart(kind === 'friend' ? { kind } : { kind, level }, side);
  };
  return (
    <form class="panel shatra-new" onSubmit={start}>
      <h2>{t('newGame.title')}</h2>
      <label>
        {t('newGame.opponent')}{' '}
        <select
          value={kind}
          onChange={(e) => setKind((e.currentTarget as HTMLSelectElement).value as typeof kind)}
        >
          <option value="computer">{t('newGame.computer')}</option>
          <option value="friend">{t('newGame.friend')}</option>
        </select>
      </label>{' '}
      {kind === 'computer' ? (
        <>
          <label>
            {t('newGame.level')}{' '}
            <select
              value={level}
              onChange={(e) => {
                const { value } = e.currentTarget as HTMLSelectElement;
                if (isLevel(value)) setLevel(value);
              }}
            >
              {SHATRA_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`newGame.levels.${l}`)}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            {t('newGame.side')}{' '}
            <select
              value={side}
              onChange={(e) => setSide((e.currentTarget as HTMLSelectElement).value as Side)}
            >
              <option value="white">{t('side.white')}</option>
              <option value="black">{t('side.black')}</option>
            </select>
          </label>{' '}
        </>
      ) : null}
      <button type="submit" class="button primary">
        {t('newGame.start')}
      </button>
    </form>
  );
}

export function lastMoveOf(session: Shown): Move | undefined {
  return session.game.moves[session.game.moves.length - 1];
}

const POOL_ROLES = ['batyr', 'tura', 'jalkyn'] as const;

/** The captured batyr/tura/jalkyn of each side: what that side's shatras may promote to. */
export function PoolLine(props: { t: TFunction; session: Shown }) {
  const { t } = props;
  const { pool } = current(props.session);
  const sideText = (side: Side) => {
    const names = POOL_ROLES.flatMap((role) =>
      Array.from({ length: pool[side][role] }, () => t(`piece.${role}`)),
    );
    return names.length > 0 ? names.join(', ') : t('pool.none');
  };
  return (
    <p class="muted shatra-pool" data-testid="shatra-pool">
      {t('pool.title')}: {t('side.white')} — {sideText('white')}; {t('side.black')} —{' '}
      {sideText('black')}
    </p>
  );
}
