// Beside the board: what a click on it does (add a checker of a colour, or remove one), the
// presets, and the rest of the position: the player on roll, the dice, the cube and the match
// (or money play with its options). Each control reports a new setup; the page checks it.
import type { TFunction } from 'i18next';
import { type Colour, type Die, MAX_CUBE, MAX_MATCH_LENGTH } from '../backgammon/rules';
import { emptyBoard, type PositionSetup, startSetup } from './setup';

export type EditTool = 'add' | 'remove';

export interface EditChoice {
  readonly tool: EditTool;
  readonly colour: Colour;
}

interface ControlProps {
  readonly setup: PositionSetup;
  readonly t: TFunction;
  readonly onChange: (setup: PositionSetup) => void;
}

const COLOURS: readonly Colour[] = ['white', 'black'];
const CUBE_VALUES = [1, 2, 4, 8, 16, 32, 64].filter((value) => value <= MAX_CUBE);
const MATCH_CHOICES = Array.from({ length: 25 }, (_, i) => i + 1);

/** Every roll once, higher die first, as players name them: 6-6, 6-5, …, 1-1. */
const ROLLS: readonly (readonly [Die, Die])[] = ([6, 5, 4, 3, 2, 1] as const).flatMap((high) =>
  ([6, 5, 4, 3, 2, 1] as const).filter((low) => low <= high).map((low) => [high, low] as const),
);

function Radios<V extends string>(props: {
  readonly legend: string;
  readonly name: string;
  readonly value: V;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly onChange: (value: V) => void;
}) {
  return (
    <fieldset class="position-radios">
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The editing tool and colour, and the presets. */
export function EditTools(props: {
  readonly choice: EditChoice;
  readonly onChoice: (choice: EditChoice) => void;
  readonly setup: PositionSetup;
  readonly t: TFunction;
  readonly onChange: (setup: PositionSetup) => void;
}) {
  const { choice, t, setup } = props;
  const colours = COLOURS.map((value) => ({ value, label: t(`colour.${value}`) }));
  return (
    <section class="panel position-edit" aria-labelledby="position-edit-title">
      <h2 id="position-edit-title">{t('edit.heading')}</h2>
      <div class="position-edit-row">
        <Radios
          legend={t('edit.tool')}
          name="edit-tool"
          value={choice.tool}
          options={[
            { value: 'add', label: t('edit.add') },
            { value: 'remove', label: t('edit.remove') },
          ]}
          onChange={(tool) => props.onChoice({ ...choice, tool })}
        />
        <Radios
          legend={t('edit.colour')}
          name="edit-colour"
          value={choice.colour}
          options={colours}
          onChange={(colour) => props.onChoice({ ...choice, colour })}
        />
      </div>
      <p class="position-help">{t('edit.help')}</p>
      <div class="controls">
        <button
          type="button"
          class="button"
          data-action="start-position"
          onClick={() => props.onChange({ ...setup, board: startSetup().board })}
        >
          {t('edit.start')}
        </button>
        <button
          type="button"
          class="button"
          data-action="empty-board"
          onClick={() => props.onChange(emptyBoard(setup))}
        >
          {t('edit.empty')}
        </button>
      </div>
    </section>
  );
}

/** The player on roll, the dice and the cube. */
export function TurnControls({ setup, t, onChange }: ControlProps) {
  const roll = setup.dice === null ? '' : `${Math.max(...setup.dice)}-${Math.min(...setup.dice)}`;
  return (
    <div class="position-controls">
      <Radios
        legend={t('edit.onRoll')}
        name="on-roll"
        value={setup.onRoll}
        options={COLOURS.map((value) => ({ value, label: t(`colour.${value}`) }))}
        onChange={(onRoll) => onChange({ ...setup, onRoll })}
      />
      <label class="position-field">
        <span>{t('edit.dice')}</span>
        <select
          data-field="dice"
          value={roll}
          onChange={(event) => {
            const chosen = ROLLS.find(([a, b]) => `${a}-${b}` === event.currentTarget.value);
            onChange({ ...setup, dice: chosen ?? null });
          }}
        >
          <option value="">{t('edit.noDice')}</option>
          {ROLLS.map(([a, b]) => (
            <option key={`${a}-${b}`} value={`${a}-${b}`}>{`${a}-${b}`}</option>
          ))}
        </select>
      </label>
      <label class="position-field">
        <span>{t('edit.cubeValue')}</span>
        <select
          data-field="cube-value"
          value={String(setup.cubeValue)}
          onChange={(event) => onChange({ ...setup, cubeValue: Number(event.currentTarget.value) })}
        >
          {CUBE_VALUES.map((value) => (
            <option key={value} value={String(value)}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label class="position-field">
        <span>{t('edit.cubeOwner')}</span>
        <select
          data-field="cube-owner"
          value={setup.cubeOwner}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const cubeOwner = value === 'white' || value === 'black' ? value : 'centred';
            onChange({ ...setup, cubeOwner });
          }}
        >
          <option value="centred">{t('edit.centred')}</option>
          {COLOURS.map((value) => (
            <option key={value} value={value}>
              {t(`colour.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A whole number typed in, kept within [low, high]. */
function clampedNumber(text: string, low: number, high: number): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, low), high) : low;
}

/** Money play or a match: its length, the score and the Crawford game; money's options. */
export function MatchControls({ setup, t, onChange }: ControlProps) {
  const { matchLength } = setup;
  const lengths =
    MATCH_CHOICES.includes(matchLength) || matchLength === 0
      ? MATCH_CHOICES
      : [...MATCH_CHOICES, matchLength];
  const setLength = (text: string) => {
    const length = clampedNumber(text, 0, MAX_MATCH_LENGTH);
    const top = Math.max(length - 1, 0);
    const score = {
      white: Math.min(setup.score.white, top),
      black: Math.min(setup.score.black, top),
    };
    onChange({ ...setup, matchLength: length, score, crawford: length > 0 && setup.crawford });
  };
  return (
    <div class="position-controls">
      <label class="position-field">
        <span>{t('edit.game')}</span>
        <select
          data-field="match-length"
          value={String(matchLength)}
          onChange={(event) => setLength(event.currentTarget.value)}
        >
          <option value="0">{t('edit.money')}</option>
          {lengths.map((length) => (
            <option key={length} value={String(length)}>
              {t('edit.matchTo', { count: length })}
            </option>
          ))}
        </select>
      </label>
      {matchLength > 0 ? (
        <>
          {COLOURS.map((colour) => (
            <label key={colour} class="position-field">
              <span>{t('edit.score', { colour: t(`colour.${colour}`) })}</span>
              <input
                type="number"
                min={0}
                max={matchLength - 1}
                data-field={`score-${colour}`}
                value={setup.score[colour]}
                onChange={(event) => {
                  const points = clampedNumber(event.currentTarget.value, 0, matchLength - 1);
                  onChange({ ...setup, score: { ...setup.score, [colour]: points } });
                }}
              />
            </label>
          ))}
          <Check
            label={t('edit.crawford')}
            checked={setup.crawford}
            onChange={(crawford) => onChange({ ...setup, crawford })}
          />
        </>
      ) : (
        <>
          <Check
            label={t('edit.jacoby')}
            checked={setup.jacoby}
            onChange={(jacoby) => onChange({ ...setup, jacoby })}
          />
          <Check
            label={t('edit.beavers')}
            checked={setup.beavers}
            onChange={(beavers) => onChange({ ...setup, beavers })}
          />
        </>
      )}
    </div>
  );
}

function Check(props: {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <label class="position-check">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}
