// The local backgammon / tryktrak play page (the table in the page): the shared board, status,
// controls, score and move list (TableParts.tsx), and what only this page has: new game, loading
// a record, the computer, the post-game analysis.
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n';
import type { PageProps } from '../pages';
import { lazyComponent } from '../shell/lazyComponent';
import { useHint } from '../table/useHint';
import { AnalysisLauncher } from './analysis/AnalysisLauncher';
import type { AnalysisControl } from './analysis/useAnalysis';
import { usePageAnalysis } from './analysis/usePageAnalysis';
import { ResignMenu } from './Controls';
import { KeyboardHelp } from './KeyboardHelp';
import { LocalAids } from './LocalAids';
import { MoveList } from './MoveList';
import { PlaySettings } from './PlaySettings';
import { playPrefs } from './playPrefs';
import { recordEntries } from './record';
import type { Colour } from './rules';
import { COMPUTER_COLOUR, finishedGames, type Session } from './session';
import {
  colourNames,
  EndSessionButton,
  NextGameButton,
  ResultPanel,
  ScoreBoard,
  StatusLine,
  TableBoard,
  TableControls,
} from './TableParts';
import { Tools } from './Tools';
import { localViewer, tableStateOf } from './tableState';
import { type Controller, useBackgammon } from './useBackgammon';
import { useLocalQuestions } from './useLocalQuestions';

export { readyToOpen } from './localGame';

/** The local result's buttons: the next game or a new match, and the analysis. */
function LocalResult({
  controller,
  t,
  onAnalyse,
}: {
  controller: Controller;
  t: TFunction;
  onAnalyse: () => void;
}) {
  const { session } = controller;
  return (
    <ResultPanel shown={session} names={colourNames(t)} t={t}>
      {session.match.winner || session.ended ? (
        <button
          type="button"
          class="button primary"
          data-action="play-again"
          onClick={() => controller.newSession()}
        >
          {t('actions.playAgain')}
        </button>
      ) : (
        <NextGameButton controller={controller} t={t} />
      )}
      <EndSessionButton controller={controller} t={t} />
      <button type="button" class="button" data-action="analyse" onClick={onAnalyse}>
        {t('analysis.analyse')}
      </button>
    </ResultPanel>
  );
}

/** The players' names as the score board shows them: colour, and who is who against the computer. */
function playerNames(session: Session, t: TFunction): Record<Colour, string> {
  const name = (c: Colour) =>
    session.spec.opponent.kind === 'computer'
      ? `${t(`colour.${c}`)} (${c === COMPUTER_COLOUR ? t('player.computer') : t('player.you')})`
      : t(`colour.${c}`);
  return { white: name('white'), black: name('black') };
}

// The panel's code (with its styles and the summary's) loads when an analysis first opens.
const AnalysisPanel = lazyComponent(() =>
  import('./analysis/AnalysisPanel').then((m) => m.AnalysisPanel),
);

/** The analysis: the launcher after a finished game, the panel while one is open. */
function AnalysisArea(props: {
  session: Session;
  analysis: AnalysisControl;
  selected: number | null;
  onSelect: (index: number | null) => void;
  onStart: (gameIndex: number) => void;
  t: TFunction;
}) {
  const { session, analysis, t } = props;
  if (!analysis.run) {
    return <AnalysisLauncher games={finishedGames(session).length} t={t} onStart={props.onStart} />;
  }
  return (
    <AnalysisPanel
      run={analysis.run}
      variant={session.spec.variant}
      names={playerNames(session, t)}
      selected={props.selected}
      t={t}
      onSelect={props.onSelect}
      onStop={analysis.stop}
      onClose={() => {
        props.onSelect(null);
        analysis.close();
      }}
    />
  );
}

export function BackgammonPage({ game }: PageProps) {
  const t = useT('backgammon');
  const controller = useBackgammon(game);
  const { session } = controller;
  const [flipped, setFlipped] = useState(false);
  const page = usePageAnalysis(session);
  const { analysis, view } = page;
  const hotSeat = session.spec.opponent.kind === 'friend';
  // A finished online game handed over by the history page opens with its last game analysed
  // (after usePageAnalysis's own opening effect, which closes any analysis).
  useEffect(() => {
    if (controller.handed) page.start(finishedGames(session).length - 1);
  }, []);
  const table = tableStateOf(controller, view);
  // New game, a paste and the home page's new game over a game in progress: asked first.
  const questions = useLocalQuestions(controller, t);
  const { state, current, mover, humanToAct, legal, boardTurn } = table;
  const viewer = localViewer(state, hotSeat && playPrefs.value.turnBoard, flipped);
  const hint = useHint(controller.hintView, session.seq);

  // The open analysis comes first in the side panel (in view beside the board); the launcher
  // sits with the score.
  const analysisArea = (
    <AnalysisArea
      session={session}
      analysis={analysis}
      selected={page.selected}
      onSelect={page.select}
      onStart={page.start}
      t={t}
    />
  );
  return (
    <section class="page play-page" data-game={game}>
      <h1 class="visually-hidden">{t(`title.${game}`)}</h1>
      <div class="board-area" data-view={view ? `analysis-${page.selected}` : 'game'}>
        <div class="board-wrap">
          <TableBoard controller={controller} table={table} viewer={viewer} view={view} t={t} />
        </div>
      </div>
      <aside class="side-panel">
        <h2 class="game-title">{t(`title.${game}`)}</h2>
        <LocalResult
          controller={controller}
          t={t}
          onAnalyse={() => page.start(finishedGames(session).length - 1)}
        />
        {analysis.run && analysisArea}
        <StatusLine
          shown={session}
          mover={mover}
          thinking={controller.thinking}
          names={colourNames(t)}
          computer={session.spec.opponent.kind === 'computer' ? COMPUTER_COLOUR : null}
          t={t}
        />
        <TableControls controller={controller} table={table} t={t} />
        <LocalAids
          hint={hint}
          computer={session.spec.opponent.kind === 'computer'}
          mayTakeBack={controller.mayTakeBack}
          onTakeBack={controller.takeBack}
          turn={boardTurn}
          mover={mover}
          variant={session.spec.variant}
          onShow={controller.playForced}
          t={t}
        />
        {controller.computerFailed && (
          <button type="button" class="button" onClick={controller.retryComputer}>
            {t('actions.retry')}
          </button>
        )}
        <ScoreBoard shown={session} state={state} labels={playerNames(session, t)} t={t} />
        {!analysis.run && analysisArea}
        {humanToAct && (
          <ResignMenu legal={legal} cubeValue={current.cube.value} t={t} onAct={controller.act} />
        )}
        <MoveList entries={recordEntries(state)} t={t} />
        <Tools shown={session} t={t} onFlip={() => setFlipped((f) => !f)} local={questions} />
        <PlaySettings hotSeat={hotSeat} t={t}>
          <KeyboardHelp controller={controller} table={table} t={t} />
        </PlaySettings>
      </aside>
      {questions.dialog}
    </section>
  );
}
