// The match page's parts under the import: progress, each player's figures, the list of marked
// decisions, and the chosen decision's position on a board with its figures.
import type { AnalysisTurn, GameRecord } from '@ludus/backgammon-engine';
import type { TFunction } from 'i18next';
import {
  choiceText,
  DecisionDetail,
  type Formats,
  PlayersHead,
} from '../backgammon/analysis/AnalysisPanel';
import { boardViewOf, rowOf } from '../backgammon/analysis/rows';
import { Board } from '../backgammon/Board';
import type { Colour, VariantKey } from '../backgammon/rules';
import { analysedBoardData } from '../backgammon/tableState';
import type { MatchDecision, PlayerFigures } from './matchFigures';
import { decisionIds, positionHref } from './positionLink';
import type { MatchRun } from './useMatchAnalysis';

const COLOURS: readonly Colour[] = ['white', 'black'];

export function Progress(props: { run: MatchRun; t: TFunction; onStop: () => void }) {
  const { run, t } = props;
  const counts = { done: run.done, total: run.total };
  return (
    <div class="match-progress" data-status={run.status} data-workers={run.workers}>
      <progress max={Math.max(run.total, 1)} value={run.done} aria-label={t('progress.label')} />
      <span role="status">
        {run.status === 'failed'
          ? t('progress.failed', { reason: run.error ?? '' })
          : t(`progress.${run.status}`, { ...counts, workers: run.workers })}
      </span>
      {run.status === 'running' && (
        <button
          type="button"
          class="button"
          data-action="stop-match-analysis"
          onClick={props.onStop}
        >
          {t('progress.stop')}
        </button>
      )}
    </div>
  );
}

export interface Units {
  readonly match: boolean;
  /** A chance as a percentage. */
  readonly percent: (value: number, signed?: boolean) => string;
}

function resultText(value: number, units: Units, f: Formats, t: TFunction): string {
  return units.match
    ? units.percent(value)
    : t('figures.points', { value: f.equity.format(value) });
}

export function PlayerTable(props: {
  figures: Readonly<Record<Colour, PlayerFigures>>;
  names: Readonly<Record<Colour, string>>;
  units: Units;
  t: TFunction;
  bg: TFunction;
  f: Formats;
}) {
  const { figures, t, bg, f, units } = props;
  const none = bg('analysis.none');
  const line = (key: string, label: string, cell: (p: PlayerFigures) => string, title?: string) => (
    <tr key={key} data-row={key}>
      <th scope="row" title={title}>
        {label}
      </th>
      {COLOURS.map((c) => (
        <td key={c} data-colour={c}>
          {cell(figures[c])}
        </td>
      ))}
    </tr>
  );
  const luckUnits = units.match
    ? (v: number) => units.percent(v, true)
    : (v: number) => f.equity.format(v);
  return (
    <table class="analysis-summary match-figures">
      <PlayersHead names={props.names} />
      <tbody>
        {line('error-rate', bg('analysis.errorRate'), ({ summary: s }) =>
          s.errorRate === null ? none : bg('analysis.mEMG', { value: f.rate.format(s.errorRate) }),
        )}
        {line('band', bg('analysis.band'), ({ summary: s }) =>
          s.band ? bg(`analysis.bandName.${s.band}`) : none,
        )}
        {line(
          'pr',
          t('figures.pr'),
          (p) => (p.pr === null ? none : f.rate.format(p.pr)),
          t('figures.prNote'),
        )}
        {line('decisions', t('figures.decisions'), ({ summary: s }) =>
          String(s.unforcedMoves + s.cubeDecisions),
        )}
        {line(
          'marks',
          bg('analysis.marks'),
          ({ summary: s }) => `${s.doubtful} / ${s.bad} / ${s.veryBad}`,
        )}
        {line('luck-emg', bg('analysis.luck'), ({ summary: s }) => f.equity.format(s.luck))}
        {line('luck', t(units.match ? 'figures.luckMatch' : 'figures.luckMoney'), (p) =>
          luckUnits(p.luck),
        )}
        {line('result', t('figures.result'), (p) => resultText(p.result, units, f, t))}
        {line(
          'luck-adjusted',
          t('figures.luckAdjusted'),
          (p) => resultText(p.luckAdjusted, units, f, t),
          t('figures.luckAdjustedNote'),
        )}
      </tbody>
    </table>
  );
}

/** The decisions marked doubtful, bad or very bad, each opening its position. */
export function MarkedList(props: {
  decisions: readonly MatchDecision[];
  variant: VariantKey;
  names: Readonly<Record<Colour, string>>;
  selected: number | null;
  t: TFunction;
  bg: TFunction;
  f: Formats;
  onSelect: (x: number) => void;
}) {
  const { t, bg, f } = props;
  const marked = props.decisions.flatMap((d, x) =>
    d.decision.mark === 'none' ? [] : [{ x, d, row: rowOf(d.decision, d.index, props.variant) }],
  );
  if (marked.length === 0) return <p class="muted">{t('list.none')}</p>;
  return (
    <ol class="match-marked">
      {marked.map(({ x, d, row }) => (
        <li key={x} class={`mark-${row.mark}`}>
          <button
            type="button"
            aria-pressed={props.selected === x}
            data-x={x}
            data-mark={row.mark}
            onClick={() => props.onSelect(x)}
          >
            {t('list.row', {
              game: d.game + 1,
              turn: row.turn,
              name: props.names[row.colour],
              dice: row.dice ?? bg('analysis.cubeRow'),
              played: choiceText(row.played, bg),
            })}
            {row.best && ` · ${bg('analysis.bestShort', { choice: choiceText(row.best, bg) })}`}
            {` · ${f.equity.format(-row.loss)} (${bg(`analysis.mark.${row.mark}`)})`}
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The chosen decision: its position on a board (white below), its figures, its IDs. */
export function ChosenDecision(props: {
  chosen: MatchDecision;
  turn: AnalysisTurn | undefined;
  record: GameRecord | undefined;
  variant: VariantKey;
  names: Readonly<Record<Colour, string>>;
  t: TFunction;
  bg: TFunction;
  f: Formats;
}) {
  const { chosen, t, bg, f } = props;
  const { decision } = chosen;
  const row = rowOf(decision, chosen.index, props.variant);
  const ids = props.turn && props.record ? decisionIds(decision, props.turn, props.record) : null;
  return (
    <section
      class="match-chosen panel"
      aria-labelledby="match-chosen-title"
      data-game={chosen.game}
      data-turn={decision.turn}
    >
      <h2 id="match-chosen-title">
        {t('chosen.title', {
          game: chosen.game + 1,
          turn: decision.turn,
          name: props.names[decision.colour],
        })}
      </h2>
      <div class="match-board">
        <Board
          {...analysedBoardData(boardViewOf(decision), props.variant, 'white')}
          onTarget={() => {}}
          onDrop={() => {}}
          t={bg}
        />
      </div>
      <DecisionDetail decision={decision} t={bg} f={f} row={row} />
      {ids && (
        <p class="match-ids">
          <code data-field="position-id">{`${ids.positionId}:${ids.matchId}`}</code>{' '}
          <a class="button" href={positionHref(ids)} data-action="open-position">
            {t('chosen.positionPage')}
          </a>
        </p>
      )}
    </section>
  );
}
