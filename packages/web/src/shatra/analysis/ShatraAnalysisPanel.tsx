// Shatra's post-game analysis beside the board, laid out as backgammon's (and with its styles,
// backgammon/analysis/analysis.css): progress with a Stop button, each player's summary, the
// judged moves with their loss and mark; a row selected shows its position and the engine's best
// move on the board (ShatraPage hands the review to the board).
import type { Game, Side } from '@ludus/shatra';
import { ANALYSIS_DEPTH, MARK_THRESHOLDS } from '@ludus/shatra-engine';
import type { TFunction } from 'i18next';
import { useMemo } from 'preact/hooks';
import type { ShatraJudgement } from '../../computer/protocol';
import { language } from '../../i18n';
import { AnalysisButtons } from '../../shell/AnalysisButtons';
import { moveNumber, summaryOf } from './rows';
import type { ShatraAnalysisRun } from './useShatraAnalysis';
import '../../backgammon/analysis/analysis.css';
import './analysis.css';

const SIDES: readonly Side[] = ['white', 'black'];

/** Centi-shatras as shatras (a shatra, the pawn, is 1.00). */
function useFormat() {
  const lng = language.value;
  return useMemo(() => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    const signed = new Intl.NumberFormat(lng, { ...options, signDisplay: 'exceptZero' });
    const plain = new Intl.NumberFormat(lng, options);
    return {
      score: (centi: number) => signed.format(centi / 100),
      loss: (centi: number) => plain.format(centi / 100),
    };
  }, [lng]);
}

type Format = ReturnType<typeof useFormat>;

/** A score for the mover: shatras, or a forced win or loss counted in the winner's moves. */
function scoreText(score: number, end: number | null, t: TFunction, f: Format): string {
  if (end === null) return f.score(score);
  const moves = Math.ceil(Math.abs(end) / 2);
  return end > 0 ? t('analysis.winIn', { moves }) : t('analysis.lossIn', { moves });
}

/** The button beside the result that starts the analysis of the finished game. */
export function AnalyseButton(props: { t: TFunction; onStart: () => void }) {
  return (
    <div class="shatra-controls shatra-analyse">
      <button type="button" class="button primary" data-action="analyse" onClick={props.onStart}>
        {props.t('analysis.analyse')}
      </button>
    </div>
  );
}

function Progress(props: { run: ShatraAnalysisRun; t: TFunction; onStop: () => void }) {
  const { run, t } = props;
  switch (run.status) {
    case 'running':
      return (
        <div class="analysis-progress">
          <progress
            max={Math.max(run.total, 1)}
            value={run.done}
            aria-label={t('analysis.progressLabel')}
          />
          <span>{t('analysis.progress', { done: run.done, total: run.total })}</span>
          <button type="button" class="button" data-action="stop-analysis" onClick={props.onStop}>
            {t('analysis.stop')}
          </button>
        </div>
      );
    case 'stopped':
      return (
        <p class="analysis-note">{t('analysis.stopped', { done: run.done, total: run.total })}</p>
      );
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

function Summary(props: {
  judgements: readonly ShatraJudgement[];
  names: Readonly<Record<Side, string>>;
  t: TFunction;
  f: Format;
}) {
  const { t, f } = props;
  const sides = SIDES.filter((side) => props.judgements.some((j) => j.side === side));
  const summary = sides.map((side) => ({ side, ...summaryOf(props.judgements, side) }));
  const line = (label: string, key: string, cell: (s: (typeof summary)[number]) => string) => (
    <tr data-row={key}>
      <th scope="row">{label}</th>
      {summary.map((s) => (
        <td key={s.side} data-side={s.side}>
          {cell(s)}
        </td>
      ))}
    </tr>
  );
  return (
    <table class="analysis-summary">
      <thead>
        <tr>
          <td />
          {summary.map((s) => (
            <th key={s.side} scope="col">
              <span class={`swatch swatch-${s.side}`} aria-hidden="true" />
              {props.names[s.side]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {line(t('analysis.averageLoss'), 'average-loss', (s) =>
          s.averageLoss === null ? t('analysis.none') : f.loss(s.averageLoss),
        )}
        {line(t('analysis.judgedMoves'), 'moves', (s) => String(s.moves))}
        {line(
          t('analysis.marks'),
          'marks',
          (s) => `${s.inaccuracies} / ${s.mistakes} / ${s.blunders}`,
        )}
      </tbody>
    </table>
  );
}

function Detail(props: { judgement: ShatraJudgement; t: TFunction; f: Format }) {
  const { judgement: j, t, f } = props;
  return (
    <div class="analysis-detail" data-detail="move" aria-live="polite">
      <p>
        {t('analysis.detail.played', {
          move: j.played,
          score: scoreText(j.playedScore, j.playedEnd, t, f),
        })}
      </p>
      {j.forced ? (
        <p>{t('analysis.detail.forced')}</p>
      ) : (
        <>
          <p>
            {t('analysis.detail.best', {
              move: j.best,
              score: scoreText(j.bestScore, j.bestEnd, t, f),
            })}
          </p>
          <p>
            {t('analysis.detail.loss', { loss: f.loss(j.loss) })}
            {j.mark !== 'none' && ` (${t(`analysis.mark.${j.mark}`)})`}
          </p>
        </>
      )}
    </div>
  );
}

function RowButton(props: {
  judgement: ShatraJudgement;
  game: Game;
  selected: boolean;
  t: TFunction;
  f: Format;
  onSelect: (move: number) => void;
}) {
  const { judgement: j, t, f } = props;
  return (
    <li class={`analysis-row shatra-mark-${j.mark}`}>
      <button
        type="button"
        aria-pressed={props.selected}
        data-move={j.move}
        data-mark={j.mark}
        onClick={() => props.onSelect(j.move)}
      >
        <span class="analysis-turn">{moveNumber(props.game, j.move)}</span>
        <span class="analysis-roll">
          <span class={`swatch swatch-${j.side}`} aria-hidden="true" />
          <span class="visually-hidden">{t(`side.${j.side}`)}</span>
        </span>
        <span class="analysis-moves">
          <span class="analysis-played">{j.played}</span>
          {j.best !== j.played && (
            <span class="analysis-best">{t('analysis.bestShort', { move: j.best })}</span>
          )}
        </span>
        <span class="analysis-loss">
          {j.loss > 0 ? f.score(-j.loss) : j.forced ? t('analysis.forcedShort') : ''}
          {j.mark !== 'none' && <span class="analysis-mark">{t(`analysis.mark.${j.mark}`)}</span>}
        </span>
      </button>
    </li>
  );
}

export interface ShatraAnalysisPanelProps {
  readonly run: ShatraAnalysisRun;
  readonly game: Game;
  readonly names: Readonly<Record<Side, string>>;
  /** The selected move (index into the game's moves), or null. */
  readonly selected: number | null;
  readonly t: TFunction;
  readonly onSelect: (move: number | null) => void;
  readonly onStop: () => void;
  readonly onClose: () => void;
}

export function ShatraAnalysisPanel(props: ShatraAnalysisPanelProps) {
  const { run, t, selected } = props;
  const f = useFormat();
  const chosen = run.judgements.find((j) => j.move === selected);
  return (
    <section
      class="analysis panel shatra-analysis"
      aria-labelledby="shatra-analysis-title"
      data-status={run.status}
    >
      <h2 id="shatra-analysis-title">{t('analysis.title')}</h2>
      <p class="analysis-note">
        {t('analysis.note', {
          depth: ANALYSIS_DEPTH,
          inaccuracy: f.loss(MARK_THRESHOLDS.inaccuracy),
          mistake: f.loss(MARK_THRESHOLDS.mistake),
          blunder: f.loss(MARK_THRESHOLDS.blunder),
        })}
      </p>
      <Progress run={run} t={t} onStop={props.onStop} />
      <Summary judgements={run.judgements} names={props.names} t={t} f={f} />
      <h3>{t('analysis.list')}</h3>
      {chosen && <Detail judgement={chosen} t={t} f={f} />}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ol class="analysis-rows" tabIndex={0}>
        {run.judgements.map((j) => (
          <RowButton
            key={j.move}
            judgement={j}
            game={props.game}
            selected={j.move === selected}
            t={t}
            f={f}
            onSelect={props.onSelect}
          />
        ))}
      </ol>
      <AnalysisButtons
        selected={selected !== null}
        onBack={() => props.onSelect(null)}
        onClose={props.onClose}
        class="shatra-controls"
        t={t}
      />
    </section>
  );
}
