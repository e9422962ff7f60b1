// The match page (#/match): a whole match or session imported (a .mat file, dropped or pasted;
// or handed over by the backgammon page or the online history), analysed in background workers,
// each player's figures, white's chances over the match as a graph whose points open their
// position on a board here, and the marked decisions.
import { type AnalysisTurn, analysisTurns, type GameRecord } from '@ludus/backgammon-engine';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { useFormats } from '../backgammon/analysis/AnalysisPanel';
import { takeHandedMatch } from '../handover';
import { language, useT } from '../i18n';
import { EquityGraph } from './EquityGraph';
import { ImportPanel } from './ImportPanel';
import { ChosenDecision, MarkedList, PlayerTable, Progress, type Units } from './MatchParts';
import { gameStarts, graphPoints, matchDecisions, playerFigures } from './matchFigures';
import { type ImportedMatch, type ImportRefusal, readMatchText } from './matchImport';
import {
  type Depth,
  type MatchAnalysis,
  type MatchRun,
  useMatchAnalysis,
} from './useMatchAnalysis';
import '../backgammon/analysis/analysis.css';
import './match.css';

function usePercent(): Units['percent'] {
  const lng = language.value;
  return useMemo(() => {
    const plain = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1 });
    const signed = new Intl.NumberFormat(lng, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    return (value: number, sign = false) => (sign ? signed : plain).format(value);
  }, [lng]);
}

function Refusal({ refusal, t }: { refusal: ImportRefusal; t: ReturnType<typeof useT> }) {
  return (
    <div class="match-refusal panel" role="alert" data-error={refusal.error}>
      <p>{t(`refusal.${refusal.error}`)}</p>
      {refusal.line !== null && (
        <p data-field="refusal-line">{t('refusal.line', { line: refusal.line })}</p>
      )}
      <p>
        {t('refusal.reason')} <q data-field="refusal-reason">{refusal.reason}</q>
      </p>
    </div>
  );
}

/** The imported match and the refusal of the last text read; a handed-over match read at once. */
function useImportedMatch(analysis: MatchAnalysis, plies: Depth) {
  const [imported, setImported] = useState<ImportedMatch | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const read = (text: string, fileName?: string) => {
    const result = readMatchText(text, fileName);
    if (!result.ok) {
      // A bad file changes nothing but the message.
      setRefusal({ error: result.error, reason: result.reason, line: result.line });
      return;
    }
    setRefusal(null);
    setImported(result.value);
    analysis.start(result.value, plies);
  };
  useEffect(() => {
    const handed = takeHandedMatch();
    if (handed !== null) read(handed);
  }, []);
  return { imported, refusal, read };
}

export function MatchPage() {
  const t = useT('match');
  const analysis = useMatchAnalysis();
  const [plies, setPlies] = useState<Depth>(2);
  const { imported, refusal, read } = useImportedMatch(analysis, plies);
  const run = analysis.run;
  return (
    <section class="page match-page" aria-labelledby="match-title">
      <h1 id="match-title">{t('title')}</h1>
      <p class="lead">{t('lead')}</p>
      <ImportPanel
        t={t}
        plies={plies}
        onPlies={(depth) => {
          setPlies(depth);
          if (imported) analysis.start(imported, depth);
        }}
        onText={read}
      />
      {refusal && <Refusal refusal={refusal} t={t} />}
      {run && <Progress run={run} t={t} onStop={analysis.stop} />}
      {run && <p class="muted">{t('depth.used', { count: run.plies })}</p>}
      {/* A new match (or depth) starts a fresh view: nothing selected. */}
      {imported && run && <MatchView key={`${run.plies}`} imported={imported} run={run} t={t} />}
    </section>
  );
}

/** The analysed match: each player's figures, the graph and the chosen position, the list. */
function MatchView(props: { imported: ImportedMatch; run: MatchRun; t: ReturnType<typeof useT> }) {
  const { imported, run, t } = props;
  const bg = useT('backgammon');
  const f = useFormats();
  const percent = usePercent();
  const [selected, setSelected] = useState<number | null>(null);
  const decisions = useMemo(() => matchDecisions(run.games), [run.games]);
  const figures = useMemo(() => playerFigures(imported.match, decisions), [imported, decisions]);
  const points = useMemo(() => graphPoints(decisions), [decisions]);
  const turns = useMemo(() => imported.games.map(turnsOf), [imported]);
  useEffect(() => setSelected(null), [imported]);
  // The chosen position comes into view (on a phone it is below the graph).
  useEffect(() => {
    if (selected !== null) {
      document.querySelector('.match-chosen')?.scrollIntoView({ block: 'nearest' });
    }
  }, [selected]);
  const chosen = selected === null ? undefined : decisions[selected];
  const units: Units = { match: imported.length > 0, percent };
  const { names } = imported;
  const common = { names, t, bg, f } as const;
  return (
    <>
      <p class="match-heading" data-field="match-heading">
        {t(units.match ? 'heading.match' : 'heading.money', {
          ...names,
          length: imported.length,
          games: imported.games.length,
        })}
      </p>
      <div class="match-summary">
        <PlayerTable figures={figures} units={units} {...common} />
        <p class="muted">{t('figures.prNote')}</p>
        <p class="muted">{t('figures.luckAdjustedNote')}</p>
      </div>
      <div class="match-explore">
        {points.length > 0 && (
          <EquityGraph
            points={points}
            starts={gameStarts(decisions)}
            span={decisions.length}
            selected={selected}
            match={units.match}
            names={names}
            t={t}
            format={(y) => percent(y)}
            onSelect={(p) => setSelected(p.x)}
          />
        )}
        {chosen && (
          <ChosenDecision
            chosen={chosen}
            turn={turns[chosen.game]?.[chosen.decision.turn - 1]}
            record={imported.games[chosen.game]}
            variant={imported.variant}
            {...common}
          />
        )}
      </div>
      <section class="panel" aria-labelledby="match-list-title">
        <h2 id="match-list-title">{t('list.title')}</h2>
        <MarkedList
          decisions={decisions}
          variant={imported.variant}
          selected={selected}
          onSelect={setSelected}
          {...common}
        />
      </section>
    </>
  );
}

function turnsOf(record: GameRecord): AnalysisTurn[] {
  const replayed = analysisTurns(record);
  return replayed.ok ? replayed.value : [];
}
