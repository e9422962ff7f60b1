// The backgammon / tryktrak play page: board, status, controls, score, move list and tools.
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n';
import type { PageProps } from '../pages';
import { AnalysisLauncher, AnalysisPanel } from './analysis/AnalysisPanel';
import type { BoardView } from './analysis/rows';
import type { AnalysisControl } from './analysis/useAnalysis';
import { usePageAnalysis } from './analysis/usePageAnalysis';
import { Board } from './Board';
import { boardPicture, type DiceShown, moverToTarget, targetToMover } from './boardModel';
import { Controls, ResignMenu } from './Controls';
import type { BoardTarget } from './geometry';
import { MoveList } from './MoveList';
import { lastPlay, lostTurn, recordEntries, refusedResignation } from './record';
import { type Colour, type GameState, otherColour, pipCount } from './rules';
import {
  actor,
  COMPUTER_COLOUR,
  finishedGames,
  isHuman,
  type Session,
  shownGame,
  unseenResult,
} from './session';
import { Tools } from './Tools';
import {
  currentPosition as currentPositionOf,
  destinations,
  diceUsed,
  movablePoints,
  type Turn,
} from './turn';
import { type Controller, useBackgammon } from './useBackgammon';

/** The dice of an analysed roll, all unused. */
function viewDice(view: BoardView): DiceShown | null {
  if (!view.dice) return null;
  const [a, b] = view.dice;
  const values = a === b ? [a, a, a, a] : [a, b];
  return { colour: view.onRoll, values, used: values.map(() => false) };
}

function sideOf(state: GameState, colour: Colour): readonly number[] {
  return state.turn === colour ? state.position.player : state.position.opponent;
}

function diceShown(state: GameState, turn: Turn | null): DiceShown | null {
  const { phase } = state;
  const moving =
    phase.kind === 'moving'
      ? phase
      : phase.kind === 'resigning' && phase.resume.kind === 'moving'
        ? phase.resume
        : null;
  if (!moving) return null;
  const values =
    moving.dice[0] === moving.dice[1]
      ? [moving.dice[0], moving.dice[0], moving.dice[0], moving.dice[0]]
      : [...moving.dice];
  return { colour: state.turn, values, used: turn ? diceUsed(turn) : values.map(() => false) };
}

function StatusLine({
  session,
  mover,
  thinking,
  t,
}: {
  session: Session;
  mover: Colour | null;
  thinking: boolean;
  t: TFunction;
}) {
  const state = session.match.current.state;
  const colour = (c: Colour) => t(`colour.${c}`);
  const { phase } = state;
  const lines: string[] = [];
  const lost = lostTurn(state);
  // Read from the game's last event, so that it shows only until the next action.
  const refused = refusedResignation(state);
  if (refused && !isHuman(session.spec, refused)) lines.push(t('status.refused'));
  if (lost)
    lines.push(
      t('status.noMove', { colour: colour(lost.colour), dice: `${lost.dice[0]}-${lost.dice[1]}` }),
    );
  switch (phase.kind) {
    case 'opening':
      lines.push(t('status.opening'));
      break;
    case 'rolling':
      lines.push(t('status.toRoll', { colour: colour(state.turn) }));
      break;
    case 'moving':
      lines.push(
        t('status.toMove', {
          colour: colour(state.turn),
          dice: `${phase.dice[0]}-${phase.dice[1]}`,
        }),
      );
      break;
    case 'doubled':
      lines.push(
        t('status.doubled', {
          colour: colour(state.turn),
          other: colour(otherColour(state.turn)),
          value: state.cube.value * 2,
        }),
      );
      break;
    case 'beavered':
      lines.push(
        t('status.beavered', {
          colour: colour(otherColour(state.turn)),
          other: colour(state.turn),
          value: state.cube.value,
        }),
      );
      break;
    case 'resigning':
      lines.push(
        t('status.resigning', {
          colour: colour(phase.by),
          level: t(`level.${phase.level}`),
          other: colour(otherColour(phase.by)),
        }),
      );
      break;
    case 'over':
      break;
  }
  return (
    <div class="status" aria-live="polite" data-phase={phase.kind} data-to-act={mover ?? ''}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p class="thinking" aria-hidden={!thinking}>
        {thinking ? t('status.thinking') : '\u00a0'}
      </p>
    </div>
  );
}

function ResultPanel({
  controller,
  t,
  onAnalyse,
}: {
  controller: Controller;
  t: TFunction;
  onAnalyse: () => void;
}) {
  const { session } = controller;
  const finished = unseenResult(session);
  if (finished?.state.phase.kind !== 'over') return null;
  const { result } = finished.state.phase;
  const matchWinner = session.match.winner;
  return (
    <div class="result panel" role="status" data-result={result.winner}>
      <p class="result-line">
        {t(`result.${result.reason}`, {
          colour: t(`colour.${result.winner}`),
          level: t(`level.${result.level}`),
          count: result.points,
        })}
      </p>
      {matchWinner && (
        <p class="result-line">{t('result.match', { colour: t(`colour.${matchWinner}`) })}</p>
      )}
      {matchWinner ? (
        <button
          type="button"
          class="button primary"
          data-action="play-again"
          onClick={() => controller.newSession()}
        >
          {t('actions.playAgain')}
        </button>
      ) : (
        <button
          type="button"
          class="button primary"
          data-action="next-game"
          onClick={controller.nextGame}
        >
          {t('actions.nextGame')}
        </button>
      )}
      <button type="button" class="button" data-action="analyse" onClick={onAnalyse}>
        {t('analysis.analyse')}
      </button>
    </div>
  );
}

function ScoreBoard({ session, state, t }: { session: Session; state: GameState; t: TFunction }) {
  const { match } = session;
  const length = match.rules.length;
  return (
    <dl class="scoreboard">
      <div>
        <dt>{t('score.kind')}</dt>
        <dd>{length === 0 ? t('score.money') : t('score.match', { count: length })}</dd>
      </div>
      {(['white', 'black'] as const).map((c) => (
        <div key={c} data-score={c}>
          <dt>
            <span class={`swatch swatch-${c}`} aria-hidden="true" />
            {t(`colour.${c}`)}
            {session.spec.opponent.kind === 'computer' &&
              ` (${c === COMPUTER_COLOUR ? t('player.computer') : t('player.you')})`}
          </dt>
          <dd>
            {t('score.points', { count: match.score[c] })} ·{' '}
            {t('score.pips', { count: pipCount(sideOf(state, c)) })}
          </dd>
        </div>
      ))}
      {match.current.crawford && (
        <div>
          <dt>{t('score.crawford')}</dt>
          <dd>{t('score.crawfordGame')}</dd>
        </div>
      )}
    </dl>
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
  const { session, turn } = controller;
  const [viewer, setViewer] = useState<Colour>('white');
  const page = usePageAnalysis(session);
  const { analysis, view } = page;
  // A finished online game handed over by the history page opens with its last game analysed
  // (after usePageAnalysis's own opening effect, which closes any analysis).
  useEffect(() => {
    if (controller.handed) page.start(finishedGames(session).length - 1);
  }, []);
  const state = shownGame(session);
  const current = session.match.current.state;
  const mover = actor(session, controller.toAct);
  // Nobody in particular makes the opening roll (both players roll one die): the human does.
  const humanToAct = controller.seat !== null && !controller.thinking;
  const legal = unseenResult(session) ? [] : controller.legal;

  // A selected analysis row shows its position read-only: no turn on the board.
  const boardTurn = turn && mover && !view ? turn : null;
  const picture = view
    ? boardPicture(view.position, view.onRoll, viewer)
    : boardPicture(boardTurn ? currentPositionOf(boardTurn) : state.position, state.turn, viewer);
  const toTarget = (point: number) => moverToTarget(point, state.turn, viewer);
  const movable = boardTurn ? movablePoints(boardTurn).map(toTarget) : [];
  const selected = boardTurn?.selected != null ? toTarget(boardTurn.selected) : null;
  const dests =
    boardTurn?.selected != null
      ? destinations(boardTurn, boardTurn.selected).map((d) => toTarget(d.to))
      : [];
  const last = view ? { colour: view.onRoll, from: view.from, to: view.to } : lastPlay(state);
  const toViewer = (points: readonly number[]) =>
    last ? points.map((point) => moverToTarget(point, last.colour, viewer)) : [];
  const lastMove = { from: toViewer(last?.from ?? []), to: toViewer(last?.to ?? []) };
  const dice = view ? viewDice(view) : diceShown(state, boardTurn);
  const fromTarget = (target: BoardTarget) => targetToMover(target, state.turn, viewer);

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
          <Board
            picture={picture}
            variant={state.rules.variant}
            cube={state.rules.cubeInUse && !view ? state.cube : null}
            dice={dice}
            movable={movable}
            selected={selected}
            destinations={dests}
            lastMove={lastMove}
            onTarget={(target) => {
              if (view) return;
              const point = fromTarget(target);
              if (point !== null) controller.click(point);
            }}
            onDrop={(from, to) => {
              if (view) return;
              const a = fromTarget(from);
              const b = fromTarget(to);
              if (a !== null && b !== null) controller.drop(a, b);
            }}
            t={t}
          />
        </div>
      </div>
      <aside class="side-panel">
        <h2 class="game-title">{t(`title.${game}`)}</h2>
        <ResultPanel
          controller={controller}
          t={t}
          onAnalyse={() => page.start(finishedGames(session).length - 1)}
        />
        {analysis.run && analysisArea}
        <StatusLine session={session} mover={mover} thinking={controller.thinking} t={t} />
        <Controls
          state={current}
          legal={legal}
          humanToAct={humanToAct}
          turn={boardTurn}
          mover={mover}
          t={t}
          onAct={controller.act}
          onUndo={controller.undo}
          onConfirm={controller.confirm}
          onForced={controller.playForced}
          onTyped={controller.playTyped}
        />
        {controller.computerFailed && (
          <button type="button" class="button" onClick={controller.retryComputer}>
            {t('actions.retry')}
          </button>
        )}
        <ScoreBoard session={session} state={state} t={t} />
        {!analysis.run && analysisArea}
        {humanToAct && (
          <ResignMenu legal={legal} cubeValue={current.cube.value} t={t} onAct={controller.act} />
        )}
        <MoveList entries={recordEntries(state)} t={t} />
        <Tools
          session={session}
          t={t}
          onFlip={() => setViewer((v) => otherColour(v))}
          onNewGame={() => controller.newSession()}
          onImport={controller.importRecord}
        />
      </aside>
    </section>
  );
}
