// The action buttons: exactly the intents the table offers the person to act now.

import type { BackgammonIntent } from '@ludus/session';
import type { TFunction } from 'i18next';
import { useState } from 'preact/hooks';
import { SHORTCUT_KEYS } from './KeyboardHelp';
import { playNotation, typedMoveExample } from './record';
import type { Colour, GameState, WinLevel } from './rules';
import { finishedPlay, forcedPlay, type Turn } from './turn';

export interface ControlsProps {
  readonly state: GameState;
  readonly legal: readonly BackgammonIntent[];
  /** Whether a human is to act now (false while the computer thinks or after the end). */
  readonly humanToAct: boolean;
  readonly turn: Turn | null;
  readonly mover: Colour | null;
  readonly t: TFunction;
  readonly onAct: (action: BackgammonIntent) => void;
  readonly onUndo: () => void;
  readonly onConfirm: () => void;
  readonly onForced: (steps: Turn['played']) => void;
  /** A move typed in the game's notation; the rules package decides if it is legal. */
  readonly onTyped: (notation: string) => boolean;
}

function has(legal: readonly BackgammonIntent[], kind: BackgammonIntent['kind']): boolean {
  return legal.some((action) => action.kind === kind);
}

function Button(props: {
  label: string;
  onClick: () => void;
  primary?: boolean;
  disabled?: boolean;
  id?: string;
}) {
  return (
    <button
      type="button"
      class={`button${props.primary ? ' primary' : ''}`}
      disabled={props.disabled}
      onClick={props.onClick}
      data-action={props.id}
      aria-keyshortcuts={
        props.id ? SHORTCUT_KEYS[props.id as keyof typeof SHORTCUT_KEYS] : undefined
      }
    >
      {props.label}
    </button>
  );
}

export function Controls(props: ControlsProps) {
  const { legal, t, humanToAct, turn } = props;
  const buttons = [];
  if (humanToAct && has(legal, 'roll')) {
    buttons.push(
      <Button
        key="roll"
        id="roll"
        primary
        label={t('actions.roll')}
        onClick={() => props.onAct({ kind: 'roll' })}
      />,
    );
  }
  if (humanToAct && has(legal, 'double')) {
    buttons.push(
      <Button
        key="double"
        id="double"
        label={t('actions.double')}
        onClick={() => props.onAct({ kind: 'double' })}
      />,
    );
  }
  if (humanToAct && has(legal, 'take')) {
    buttons.push(
      <Button
        key="take"
        id="take"
        primary
        label={t('actions.take')}
        onClick={() => props.onAct({ kind: 'take' })}
      />,
    );
    buttons.push(
      <Button
        key="pass"
        id="pass"
        label={t('actions.pass')}
        onClick={() => props.onAct({ kind: 'pass' })}
      />,
    );
  }
  if (humanToAct && has(legal, 'beaver')) {
    buttons.push(
      <Button
        key="beaver"
        id="beaver"
        label={t('actions.beaver')}
        onClick={() => props.onAct({ kind: 'beaver' })}
      />,
    );
  }
  if (humanToAct && has(legal, 'accept-resignation')) {
    buttons.push(
      <Button
        key="accept"
        id="accept"
        primary
        label={t('actions.accept')}
        onClick={() => props.onAct({ kind: 'accept-resignation' })}
      />,
    );
    buttons.push(
      <Button
        key="reject"
        id="reject"
        label={t('actions.reject')}
        onClick={() => props.onAct({ kind: 'reject-resignation' })}
      />,
    );
  }
  if (turn) {
    const finished = finishedPlay(turn);
    const forced = turn.played.length === 0 ? forcedPlay(turn) : null;
    if (forced && props.mover) {
      const notation = playNotation(forced, props.mover, props.state.rules.variant);
      buttons.push(
        <Button
          key="forced"
          id="forced"
          label={t('actions.playForced', { move: notation })}
          onClick={() => props.onForced(forced.steps as Turn['played'])}
        />,
      );
    }
    buttons.push(
      <Button
        key="undo"
        id="undo"
        label={t('actions.undo')}
        disabled={turn.played.length === 0}
        onClick={props.onUndo}
      />,
    );
    buttons.push(
      <Button
        key="confirm"
        id="confirm"
        primary
        label={t('actions.confirm')}
        disabled={!finished}
        onClick={props.onConfirm}
      />,
    );
  }
  return (
    <>
      <div class="controls">{buttons}</div>
      <TypedMove
        enabled={turn !== null}
        example={typedMoveExample(props.state.rules.variant, props.mover ?? 'white')}
        t={t}
        onTyped={props.onTyped}
      />
    </>
  );
}

/** Typing a move (`24/18 13/11`, `bar/22*`, `6/off`): always shown, usable on one's own turn. */
function TypedMove(props: {
  enabled: boolean;
  /** A play in the game's own point names, for the hint. */
  example: string;
  t: TFunction;
  onTyped: (notation: string) => boolean;
}) {
  const [text, setText] = useState('');
  return (
    <form
      class="typed-move"
      onSubmit={(event) => {
        event.preventDefault();
        if (props.onTyped(text)) setText('');
      }}
    >
      <label class="visually-hidden" for="typed-move">
        {props.t('actions.typeMove', { example: props.example })}
      </label>
      <input
        id="typed-move"
        type="text"
        autocomplete="off"
        spellcheck={false}
        placeholder={props.t('actions.typeMove', { example: props.example })}
        value={text}
        disabled={!props.enabled}
        onInput={(event) => setText(event.currentTarget.value)}
        data-field="typed-move"
      />
      <button
        type="submit"
        class="button"
        disabled={!props.enabled || text.trim() === ''}
        data-action="play-typed"
      >
        {props.t('actions.playTyped')}
      </button>
    </form>
  );
}

export function ResignMenu(props: {
  readonly legal: readonly BackgammonIntent[];
  readonly cubeValue: number;
  readonly t: TFunction;
  readonly onAct: (action: BackgammonIntent) => void;
}) {
  const levels = props.legal
    .filter((a): a is Extract<BackgammonIntent, { kind: 'resign' }> => a.kind === 'resign')
    .map((a) => a.level as WinLevel);
  if (levels.length === 0) return null;
  return (
    <details class="resign-menu">
      <summary>{props.t('actions.resign')}</summary>
      <div class="controls">
        {levels.map((level) => (
          <Button
            key={level}
            id={`resign-${level}`}
            label={props.t('actions.resignLevel', { level: props.t(`level.${level}`) })}
            onClick={() => props.onAct({ kind: 'resign', level })}
          />
        ))}
      </div>
    </details>
  );
}
