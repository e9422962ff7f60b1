// The match page (#/match): a whole match or session imported (a .mat file, dropped or pasted;
// or handed over by the backgammon page or the online history), analysed in background workers,
// each player's figures, white's chances over the match as a graph whose points open their
// position on a board here, and the marked decisions.
import { analysisTurns } from '@ludus/backgammon-engine';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { useFormats } from '../backgammon/analysis/AnalysisPanel';
import { takeHandedMatch } from '../handover';
import { language, useT } from '../i18n';
import { EquityGraph } from './EquityGraph';
import { ImportPanel } from './ImportPanel';
import { ChosenDecision, MarkedList, PlayerTable, Progress, type Units } from './MatchParts';
import { gameStarts, graphPoints, matchDecisions, playerFigures } from './matchFigures';
import { type ImportedMatch, type ImportRefusal, readMatchText } from './matchImport';
import { type Depth, useMatchAnalysis } from './useMatchAnalysis';
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

export function MatchPage() {
  const t = useT('match');
  const bg = useT('backgammon');
  const f = useFormats();
  const percent = usePercent();
  const analysis = useMatchAnalysis();
  const [plies, setPlies] = useState<Depth>(2);
  const [imported, setImported] = useState<ImportedMatch | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const [selected, setSelected] = useState<number | null>(null);

  const read = (text: string, fileName?: string, depth: Depth = plies) => {
    const result = readMatchText(text, fileName);
    if (!result.ok) {
      // A bad file changes nothing but the message.
      setRefusal({ error: result.error, reason: result.reason, line: result.line });
      return;
    }
    setRefusal(null);
    setSelected(null);
    setImported(result.value);
    analysis.start(result.value, depth);
  };
  // A match handed over by another page is read as the page opens.
  useEffect(() => {
    const handed = takeHandedMatch();
    if (handed !== null) read(handed);
  }, []);

  const run = analysis.run;
  const decisions = useMemo(() => matchDecisions(run?.games ?? []), [run?.games]);
  const figures = useMemo(
    () => (imported ? playerFigures(imported.match, decisions) : null),
    [imported, decisions],
  );
  const points = useMemo(() => graphPoints(decisions), [decisions]);
  const turns = useMemo(
    () =>
      (imported?.games ?? []).map((record) => {
        const replayed = analysisTurns(record);
        return replayed.ok ? replayed.value : [];
      }),
    [imported],
  );
  const chosen = selected === null ? undefined : decisions[selected];
  const units: Units = { match: (imported?.length ?? 0) > 0, percent };
  const select = (x: number) => setSelected(x);
  // The chosen position comes into view (on a phone it is below the graph).
  useEffect(() => {
    if (selected !== null)
      document.querySelector('.match-chosen')?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
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
      {imported && (
        <p class="match-heading" data-field="match-heading">
          {t(units.match ? 'heading.match' : 'heading.money', {
            white: imported.names.white,
            black: imported.names.black,
            length: imported.length,
            games: imported.games.length,
          })}
        </p>
      )}
      {run && <Progress run={run} t={t} onStop={analysis.stop} />}
      {run && <p class="muted">{t('depth.used', { count: run.plies })}</p>}
      {imported && figures && (
        <div class="match-summary">
          <PlayerTable figures={figures} names={imported.names} units={units} t={t} bg={bg} f={f} />
          <p class="muted">{t('figures.prNote')}</p>
          <p class="muted">{t('figures.luckAdjustedNote')}</p>
        </div>
      )}
      <div class="match-explore">
        {imported && points.length > 0 && (
          <EquityGraph
            points={points}
            starts={gameStarts(decisions)}
            span={decisions.length}
            selected={selected}
            match={units.match}
            names={imported.names}
            t={t}
            format={(y) => percent(y)}
            onSelect={(p) => select(p.x)}
          />
        )}
        {imported && chosen && (
          <ChosenDecision
            chosen={chosen}
            turn={turns[chosen.game]?.[chosen.decision.turn - 1]}
            record={imported.games[chosen.game]}
            variant={imported.variant}
            names={imported.names}
            t={t}
            bg={bg}
            f={f}
          />
        )}
      </div>
      {imported && run && (
        <section class="panel" aria-labelledby="match-list-title">
          <h2 id="match-list-title">{t('list.title')}</h2>
          <MarkedList
            decisions={decisions}
            variant={imported.variant}
            names={imported.names}
            selected={selected}
            t={t}
            bg={bg}
            f={f}
            onSelect={select}
          />
        </section>
      )}
    </section>
  );
}
