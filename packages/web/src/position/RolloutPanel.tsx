// The rollout of the position shown, for the side on roll before the roll or after a chosen
// play, cubeless or cubeful: its settings (trials, seed, truncation, variance reduction, the
// cube), Start / Stop / Resume, "Roll out the cube decision" where the side on roll may double,
// a progress bar, and the running figures (RolloutFigures.tsx) as the workers' chunks arrive
// (rollout-runner.ts). The page mounts a fresh panel for each position.
import { parseMatchId } from '@ludus/backgammon';
import { contextFromMatchId, mayDoubleIn } from '@ludus/backgammon-engine';
import type { TFunction } from 'i18next';
import { useState } from 'preact/hooks';
import type { Colour } from '../backgammon/rules';
import { RolloutFigures } from './RolloutFigures';
import type { RolloutProgress, RolloutSetup } from './rollout-runner';
import type { PositionIds } from './setup';
import { useRollout } from './useRollout';

const TRIAL_CHOICES = ['144', '1296', 'custom'] as const;
type TrialChoice = (typeof TRIAL_CHOICES)[number];
/** As many as `ludus bg rollout` allows. */
const MAX_TRIALS = 1_000_000;
const MAX_SEED = 0xffff_ffff;
const MAX_TRUNCATE = 1000;

interface Form {
  /** '' : the position before the roll; else a play of the roll, in notation. */
  readonly play: string;
  readonly trials: TrialChoice;
  readonly custom: string;
  readonly seed: string;
  readonly toEnd: boolean;
  readonly truncate: string;
  readonly varianceReduction: boolean;
  readonly cubeful: boolean;
}

const FIRST_FORM: Form = {
  play: '',
  trials: '1296',
  custom: '5184',
  seed: '1',
  toEnd: true,
  truncate: '7',
  varianceReduction: true,
  cubeful: false,
};

/** A whole number in [min, max] typed in, or null. */
function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The settings the form asks for, or null while a field holds no number in its range. */
function setupOf(form: Form, ids: PositionIds): RolloutSetup | null {
  const trials = wholeIn(form.trials === 'custom' ? form.custom : form.trials, 1, MAX_TRIALS);
  const seed = wholeIn(form.seed, 0, MAX_SEED);
  const truncate = form.toEnd ? null : wholeIn(form.truncate, 1, MAX_TRUNCATE);
  if (trials === null || seed === null || (!form.toEnd && truncate === null)) return null;
  const play = form.play === '' ? null : form.play;
  const cube = form.cubeful ? 'cubeful' : 'cubeless';
  return { ids, trials, seed, truncate, varianceReduction: form.varianceReduction, play, cube };
}

/**
 * Whether the position has a cube decision to roll out: before the roll (no dice set, as the
 * analysis shows the cube action), the side on roll free to double (engine cube.ts).
 */
function hasCubeDecision(ids: PositionIds): boolean {
  const match = parseMatchId(ids.matchId);
  if (!match.ok || match.value.dice[0] !== 0) return false;
  return mayDoubleIn(contextFromMatchId(match.value, 'backgammon', false));
}

function SettingsFields(props: {
  readonly form: Form;
  readonly plays: readonly string[];
  readonly locked: boolean;
  readonly onForm: (form: Form) => void;
  readonly t: TFunction;
}) {
  const { form, locked, t } = props;
  const set = (change: Partial<Form>) => props.onForm({ ...form, ...change });
  const value = (event: Event) => (event.currentTarget as HTMLInputElement).value;
  return (
    <fieldset class="position-rollout-settings" disabled={locked}>
      <legend>{t('rollout.settings')}</legend>
      {props.plays.length > 0 ? (
        <label>
          {t('rollout.what')}{' '}
          <select
            data-field="rollout-play"
            value={form.play}
            onChange={(e) => set({ play: value(e) })}
          >
            <option value="">{t('rollout.beforeRoll')}</option>
            {props.plays.map((play) => (
              <option key={play} value={play}>
                {t('rollout.afterPlay', { play })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        {t('rollout.trials')}{' '}
        <select
          data-field="rollout-trials"
          value={form.trials}
          onChange={(e) => set({ trials: value(e) as TrialChoice })}
        >
          {TRIAL_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 'custom' ? t('rollout.custom') : choice}
            </option>
          ))}
        </select>
      </label>
      {form.trials === 'custom' ? (
        <label>
          {t('rollout.customTrials')}{' '}
          <input
            data-field="rollout-custom"
            inputMode="numeric"
            value={form.custom}
            onInput={(e) => set({ custom: value(e) })}
          />
        </label>
      ) : null}
      <label>
        {t('rollout.seed')}{' '}
        <input
          data-field="rollout-seed"
          inputMode="numeric"
          value={form.seed}
          onInput={(e) => set({ seed: value(e) })}
        />
      </label>
      <label>
        <input
          type="checkbox"
          data-field="rollout-to-end"
          checked={form.toEnd}
          onChange={(e) => set({ toEnd: (e.currentTarget as HTMLInputElement).checked })}
        />
        {t('rollout.toEnd')}
      </label>
      {form.toEnd ? null : (
        <label>
          {t('rollout.truncate')}{' '}
          <input
            data-field="rollout-truncate"
            inputMode="numeric"
            value={form.truncate}
            onInput={(e) => set({ truncate: value(e) })}
          />
        </label>
      )}
      <label>
        <input
          type="checkbox"
          data-field="rollout-vr"
          checked={form.varianceReduction}
          onChange={(e) =>
            set({ varianceReduction: (e.currentTarget as HTMLInputElement).checked })
          }
        />
        {t('rollout.varianceReduction')}
      </label>
      <label>
        {t('rollout.cube')}{' '}
        <select
          data-field="rollout-cube"
          value={form.cubeful ? 'cubeful' : 'cubeless'}
          onChange={(e) => set({ cubeful: value(e) === 'cubeful' })}
        >
          <option value="cubeless">{t('rollout.cubeless')}</option>
          <option value="cubeful">{t('rollout.cubeful')}</option>
        </select>
      </label>
    </fieldset>
  );
}

function ProgressBar(props: { readonly progress: RolloutProgress; readonly t: TFunction }) {
  const { progress, t } = props;
  const done = progress.sums.trials;
  return (
    <div class="position-rollout-progress">
      <div
        class="position-rollout-bar"
        role="progressbar"
        aria-label={t('rollout.progress')}
        aria-valuemin={0}
        aria-valuemax={progress.asked}
        aria-valuenow={done}
        data-state={progress.state}
      >
        <span style={{ width: `${(100 * done) / progress.asked}%` }} />
      </div>
      <p aria-live="polite" data-field="rollout-status">
        {t(`rollout.state.${progress.state}`, { done, asked: progress.asked })}
        {progress.reason ? ` ${t('rollout.failed', { reason: progress.reason })}` : ''}
      </p>
    </div>
  );
}

export function RolloutPanel(props: {
  readonly ids: PositionIds;
  /** The plays of the position's roll the analysis lists (none before the roll). */
  readonly plays: readonly string[];
  readonly onRoll: Colour;
  readonly t: TFunction;
}) {
  const { t } = props;
  const [form, setForm] = useState<Form>(FIRST_FORM);
  /** What the running (or last) rollout was started with: its figures are read by it. */
  const [started, setStarted] = useState<RolloutSetup | null>(null);
  const rollout = useRollout();
  const { progress } = rollout;
  const setup = setupOf(form, props.ids);
  const state = progress?.state;
  const start = (chosen: RolloutSetup) => {
    setStarted(chosen);
    rollout.start(chosen);
  };
  const cubeDecision = hasCubeDecision(props.ids);
  return (
    <section class="panel position-rollout" aria-labelledby="position-rollout-title">
      <h2 id="position-rollout-title">{t('rollout.heading')}</h2>
      <p class="position-help">{t('rollout.lead')}</p>
      <SettingsFields
        form={form}
        plays={props.plays}
        locked={progress !== null}
        onForm={setForm}
        t={t}
      />
      {setup ? null : <p role="alert">{t('rollout.invalid')}</p>}
      <div class="position-rollout-buttons">
        {progress === null ? (
          <button type="button" disabled={!setup} onClick={() => setup && start(setup)}>
            {t('rollout.start')}
          </button>
        ) : null}
        {progress === null && cubeDecision ? (
          <button
            type="button"
            data-action="rollout-cube"
            disabled={!setup}
            onClick={() => setup && start({ ...setup, play: null, cube: 'action' })}
          >
            {t('rollout.rollCube')}
          </button>
        ) : null}
        {state === 'running' ? (
          <button type="button" onClick={rollout.stop}>
            {t('rollout.stop')}
          </button>
        ) : null}
        {state === 'stopped' || state === 'failed' ? (
          <button type="button" onClick={rollout.resume}>
            {t('rollout.resume')}
          </button>
        ) : null}
        {progress !== null && state !== 'running' ? (
          <button type="button" onClick={rollout.clear}>
            {t('rollout.new')}
          </button>
        ) : null}
      </div>
      {progress ? <ProgressBar progress={progress} t={t} /> : null}
      {progress && started ? (
        <RolloutFigures
          sums={progress.sums}
          mode={started.cube}
          play={started.play}
          onRoll={props.onRoll}
          t={t}
        />
      ) : null}
    </section>
  );
}
