// The post-game analysis beside the board: progress, each player's error rate, rating band,
// marks and luck, and the list of decisions; a row selected shows its position on the board.
import { type Decision, type PlayerSummary, summarise } from '@ludus/backgammon-engine';
import type { TFunction } from 'i18next';
import { useMemo } from 'preact/hooks';
import { language } from '../../i18n';
import { AnalysisButtons } from '../../shell/AnalysisButtons';
import { type Colour, type VariantKey, variantOf } from '../rules';
import { listed, type Row, rowOf } from './rows';
import type { AnalysisRun } from './useAnalysis';
import './analysis.css';

const COLOURS: readonly Colour[] = ['white', 'black'];

function formatter(digits: number, signed: boolean): Intl.NumberFormat {
  return new Intl.NumberFormat(language.value, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  });
}

/** The analysis's number formats in the page's language (the match page uses them too). */
export function useFormats() {
  const lng = language.value;
  return useMemo(
    () => ({ equity: formatter(3, true), rate: formatter(1, false), luck: formatter(1, true) }),
    [lng],
  );
}

export type Formats = ReturnType<typeof useFormats>;

function Progress({ run, t, onStop }: { run: AnalysisRun; t: TFunction; onStop: () => void }) {
  const total = run.total ?? 0;
  switch (run.status) {
    case 'running':
      return (
        <div class="analysis-progress">
          <progress
            max={Math.max(total, 1)}
            value={run.done}
            aria-label={t('analysis.progressLabel')}
          />
          <span>
            {run.total === null
              ? t('analysis.starting')
              : t('analysis.progress', { done: run.done, total })}
          </span>
          <button type="button" class="button" data-action="stop-analysis" onClick={onStop}>
            {t('analysis.stop')}
          </button>
        </div>
      );
    case 'stopped':
      return <p class="analysis-note">{t('analysis.stopped', { done: run.done, total })}</p>;
    case 'failed':
      return (
        <p class="analysis-note" role="alert">
          {t('analysis.failed', { reason: run.error ?? '' })}
        </p>
      );
    case 'done':
      return null;
  }
}

/** The head row of a per-player figures table: each colour's swatch and player's name. */
export function PlayersHead({ names }: { readonly names: Readonly<Record<Colour, string>> }) {
  return (
    <thead>
      <tr>
        <td />
        {COLOURS.map((c) => (
          <th key={c} scope="col">
            <span class={`swatch swatch-${c}`} aria-hidden="true" />
            {names[c]}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function SummaryTable(props: {
  summary: Readonly<Record<Colour, PlayerSummary>>;
  t: TFunction;
  f: Formats;
  names: Readonly<Record<Colour, string>>;
  /** Whether the game has a doubling cube (tryktrak has none: no cube line). */
  cube: boolean;
}) {
  const { summary, t, f } = props;
  const line = (label: string, cell: (s: PlayerSummary) => string, key: string) => (
    <tr key={key} data-row={key}>
      <th scope="row">{label}</th>
      {COLOURS.map((c) => (
        <td key={c} data-colour={c}>
          {cell(summary[c])}
        </td>
      ))}
    </tr>
  );
  const none = t('analysis.none');
  return (
    <table class="analysis-summary">
      <PlayersHead names={props.names} />
      <tbody>
        {line(
          t('analysis.errorRate'),
          (s) =>
            s.errorRate === null ? none : t('analysis.mEMG', { value: f.rate.format(s.errorRate) }),
          'error-rate',
        )}
        {line(
          t('analysis.band'),
          (s) => (s.band ? t(`analysis.bandName.${s.band}`) : none),
          'band',
        )}
        {line(t('analysis.unforcedMoves'), (s) => String(s.unforcedMoves), 'moves')}
        {props.cube && line(t('analysis.cubeDecisions'), (s) => String(s.cubeDecisions), 'cube')}
        {line(t('analysis.marks'), (s) => `${s.doubtful} / ${s.bad} / ${s.veryBad}`, 'marks')}
        {line(t('analysis.luck'), (s) => f.equity.format(s.luck), 'luck')}
        {line(
          t('analysis.luckRate'),
          (s) =>
            s.luckRate === null ? none : t('analysis.mEMG', { value: f.luck.format(s.luckRate) }),
          'luck-rate',
        )}
        {line(t('analysis.luckyRolls'), (s) => `${s.lucky} / ${s.veryLucky}`, 'lucky')}
        {line(t('analysis.unluckyRolls'), (s) => `${s.unlucky} / ${s.veryUnlucky}`, 'unlucky')}
      </tbody>
    </table>
  );
}

export function choiceText(choice: Row['played'], t: TFunction): string {
  if ('cube' in choice) return t(`analysis.cube.${choice.cube}`);
  if ('resign' in choice) {
    return t(`analysis.resign.${choice.resign}`, { level: t(`level.${choice.level}`) });
  }
  return choice.move === '' ? t('analysis.noMove') : choice.move;
}

function RowButton(props: {
  row: Row;
  selected: boolean;
  t: TFunction;
  f: Formats;
  onSelect: (index: number) => void;
}) {
  const { row, t, f } = props;
  return (
    <li class={`analysis-row mark-${row.mark}`}>
      <button
        type="button"
        aria-pressed={props.selected}
        data-decision={row.index}
        data-mark={row.mark}
        onClick={() => props.onSelect(row.index)}
      >
        <span class="analysis-turn">{row.turn}</span>
        <span class="analysis-roll">
          <span class={`swatch swatch-${row.colour}`} aria-hidden="true" />
          <span class="visually-hidden">{t(`colour.${row.colour}`)}: </span>
          {row.dice ?? ('cube' in row.played ? t('analysis.cubeRow') : '')}
        </span>
        <span class="analysis-moves">
          <span class="analysis-played">{choiceText(row.played, t)}</span>
          {row.best && (
            <span class="analysis-best">
              {t('analysis.bestShort', { choice: choiceText(row.best, t) })}
            </span>
          )}
        </span>
        <span class="analysis-loss">
          {row.loss > 0 ? f.equity.format(-row.loss) : ''}
          {row.mark !== 'none' && (
            <span class="analysis-mark">{t(`analysis.mark.${row.mark}`)}</span>
          )}
        </span>
      </button>
    </li>
  );
}

/** A decision's figures: the plays' equities, or the cube's, or the resignation's. */
export function DecisionDetail({
  decision,
  t,
  f,
  row,
}: {
  decision: Decision;
  t: TFunction;
  f: Formats;
  row: Row;
}) {
  if (decision.kind === 'move') {
    return (
      <div class="analysis-detail" data-detail="move">
        <p>
          {t('analysis.detail.played', {
            move: choiceText(row.played, t),
            equity: f.equity.format(decision.playedEquity),
          })}
        </p>
        <p>
          {t('analysis.detail.best', {
            move: choiceText(row.best ?? row.played, t),
            equity: f.equity.format(decision.bestEquity),
          })}
        </p>
        <p>
          {decision.choice
            ? t('analysis.detail.loss', { loss: f.equity.format(-decision.loss) })
            : t('analysis.detail.forced')}
        </p>
        <p>
          {t('analysis.detail.luck', { luck: f.equity.format(decision.luck) })}
          {decision.luckMark !== 'none' && ` (${t(`analysis.luckMark.${decision.luckMark}`)})`}
        </p>
      </div>
    );
  }
  if (decision.kind === 'beaver-answer') {
    return (
      <div class="analysis-detail" data-detail="beaver-answer">
        <p>
          {t('analysis.detail.beaverAnswer', {
            take: f.equity.format(decision.beaverTake),
            pass: f.equity.format(decision.beaverPass),
          })}
        </p>
        <p>{t('analysis.detail.proper', { action: t(`analysis.cube.${decision.proper}`) })}</p>
        <p>{t('analysis.detail.loss', { loss: f.equity.format(-decision.loss) })}</p>
      </div>
    );
  }
  if (decision.kind === 'resign' || decision.kind === 'resign-answer') {
    // The values are the resigner's; the answerer's are their negatives.
    const sign = decision.kind === 'resign' ? 1 : -1;
    const { playOn, resign } = decision.equities;
    return (
      <div class="analysis-detail" data-detail="resignation">
        <p>
          {t('analysis.detail.resignation', {
            playOn: f.equity.format(sign * playOn),
            resign: f.equity.format(sign * resign),
          })}
        </p>
        <p>{t('analysis.detail.proper', { action: choiceText(row.best ?? row.played, t) })}</p>
        <p>{t('analysis.detail.loss', { loss: f.equity.format(-decision.loss) })}</p>
        <p>{t('analysis.detail.notCounted')}</p>
      </div>
    );
  }
  const { noDouble, doubleTake, doublePass, doubleBeaver } = decision.equities;
  return (
    <div class="analysis-detail" data-detail="cube">
      <p>
        {t('analysis.detail.cube', {
          noDouble: f.equity.format(noDouble),
          doubleTake: f.equity.format(doubleTake),
          doublePass: f.equity.format(doublePass),
        })}
        {doubleBeaver !== null &&
          t('analysis.detail.cubeBeaver', { doubleBeaver: f.equity.format(doubleBeaver) })}
      </p>
      <p>{t('analysis.detail.proper', { action: t(`analysis.cube.${decision.proper}`) })}</p>
      <p>{t('analysis.detail.loss', { loss: f.equity.format(-decision.loss) })}</p>
    </div>
  );
}

export interface AnalysisPanelProps {
  readonly run: AnalysisRun;
  readonly variant: VariantKey;
  readonly names: Readonly<Record<Colour, string>>;
  readonly selected: number | null;
  readonly t: TFunction;
  readonly onSelect: (index: number | null) => void;
  readonly onStop: () => void;
  readonly onClose: () => void;
}

export function AnalysisPanel(props: AnalysisPanelProps) {
  const { run, t, variant, selected } = props;
  const f = useFormats();
  const summary = useMemo(() => summarise(run.decisions), [run.decisions]);
  const rows = useMemo(
    () => run.decisions.flatMap((d, index) => (listed(d) ? [rowOf(d, index, variant)] : [])),
    [run.decisions, variant],
  );
  const chosen = selected === null ? undefined : run.decisions[selected];
  const chosenRow = rows.find((r) => r.index === selected);
  // Tryktrak has no doubling cube (rules file, "Tryktrak"): no cube wording at all.
  const { cube } = variantOf(variant);
  return (
    <section class="analysis panel" aria-labelledby="analysis-title" data-status={run.status}>
      <h2 id="analysis-title">{t('analysis.title', { number: run.gameIndex + 1 })}</h2>
      <p class="analysis-note">{t(cube ? 'analysis.depth' : 'analysis.depthNoCube')}</p>
      <Progress run={run} t={t} onStop={props.onStop} />
      <SummaryTable summary={summary} t={t} f={f} names={props.names} cube={cube} />
      <h3>{t(cube ? 'analysis.list' : 'analysis.listMoves')}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ol class="analysis-rows" tabIndex={0}>
        {rows.map((row) => (
          <RowButton
            key={row.index}
            row={row}
            selected={row.index === selected}
            t={t}
            f={f}
            onSelect={props.onSelect}
          />
        ))}
      </ol>
      {/* Under the list, so that a click moves no row: the clicked one stays where it was. */}
      {chosen && chosenRow && <DecisionDetail decision={chosen} t={t} f={f} row={chosenRow} />}
      <AnalysisButtons
        selected={selected !== null}
        onBack={() => props.onSelect(null)}
        onClose={props.onClose}
        class="controls"
        t={t}
      />
    </section>
  );
}
