// The parts of a backgammon/tryktrak table that the local page and the online table share: the
// board with its highlights, the status line, the result, the score. They show a controller's
// table (controller.ts); the names of the players come from the page (colours locally, the
// players' names online).
import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import type { BoardView } from './analysis/rows';
import { Board } from './Board';
import { Controls } from './Controls';
import { mayEndSession, type TableController } from './controller';
import { lostTurn, refusedResignation } from './record';
import { type Colour, type GameState, otherColour, pipCount } from './rules';
import { type MatchView, shownGame, unseenResult } from './session';
import { boardData, type TableState } from './tableState';

/** How the page names each colour's player. */
export type Names = Readonly<Record<Colour, string>>;

/** The colours' own names (White, Black). */
export function colourNames(t: TFunction): Names {
  return { white: t('colour.white'), black: t('colour.black') };
}

function sideOf(state: GameState, colour: Colour): readonly number[] {
  return state.turn === colour ? state.position.player : state.position.opponent;
}

/** The board of `table` from `viewer`'s side; clicks and drops go to the controller. */
export function TableBoard(props: {
  controller: TableController;
  table: TableState;
  viewer: Colour;
  /** An analysed position shown read-only, or null for the game. */
  view: BoardView | null;
  t: TFunction;
}) {
  const { controller, view } = props;
  const { toMover, ...drawn } = boardData(props.table, props.viewer, view);
  return (
    <Board
      {...drawn}
      onTarget={(target) => {
        if (view) return;
        const point = toMover(target);
        if (point !== null) controller.click(point);
      }}
      onDrop={(from, to) => {
        if (view) return;
        const a = toMover(from);
        const b = toMover(to);
        if (a !== null && b !== null) controller.drop(a, b);
      }}
      t={props.t}
    />
  );
}

function phaseLine(state: GameState, names: Names, t: TFunction): string | null {
  const { phase } = state;
  switch (phase.kind) {
    case 'opening':
      return t('status.opening');
    case 'rolling':
      return t('status.toRoll', { colour: names[state.turn] });
    case 'moving':
      return t('status.toMove', {
        colour: names[state.turn],
        dice: `${phase.dice[0]}-${phase.dice[1]}`,
      });
    case 'doubled':
      return t('status.doubled', {
        colour: names[state.turn],
        other: names[otherColour(state.turn)],
        value: state.cube.value * 2,
      });
    case 'beavered':
      // The beaver took and redoubled at once: the doubler answers the cube at twice its value.
      return t('status.beavered', {
        colour: names[otherColour(state.turn)],
        other: names[state.turn],
        value: state.cube.value * 2,
      });
    case 'resigning':
      return t('status.resigning', {
        colour: names[phase.by],
        level: t(`level.${phase.level}`),
        other: names[otherColour(phase.by)],
      });
    case 'over':
      return null;
  }
}

export function StatusLine(props: {
  shown: MatchView;
  mover: Colour | null;
  thinking: boolean;
  names: Names;
  /** The colour the computer plays, if any (its refusal of a resignation is said here). */
  computer: Colour | null;
  t: TFunction;
}) {
  const { names, t } = props;
  // While a finished game's result is shown, the status speaks of that game (phase over: no
  // line), not of the next game's opening roll.
  const state = shownGame(props.shown);
  const lines: string[] = [];
  const lost = lostTurn(state);
  // Read from the game's last event, so that it shows only until the next action.
  const refused = refusedResignation(state);
  if (refused && refused === props.computer) lines.push(t('status.refused'));
  if (lost)
    lines.push(
      t('status.noMove', { colour: names[lost.colour], dice: `${lost.dice[0]}-${lost.dice[1]}` }),
    );
  const phase = phaseLine(state, names, t);
  if (phase !== null) lines.push(phase);
  return (
    <div
      class="status"
      aria-live="polite"
      data-phase={state.phase.kind}
      data-to-act={props.mover ?? ''}
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p class="thinking" aria-hidden={!props.thinking}>
        {props.thinking ? t('status.thinking') : '\u00a0'}
      </p>
    </div>
  );
}

/** A finished game's result while it is to be seen, with the page's buttons below it. */
export function ResultPanel(props: {
  shown: MatchView;
  names: Names;
  t: TFunction;
  children: ComponentChildren;
}) {
  const { shown, names, t } = props;
  const finished = unseenResult(shown);
  if (finished?.state.phase.kind !== 'over') return null;
  const { result } = finished.state.phase;
  const matchWinner = shown.match.winner;
  return (
    <div class="result panel" role="status" data-result={result.winner}>
      <p class="result-line">
        {t(`result.${result.reason}`, {
          colour: names[result.winner],
          level: t(`level.${result.level}`),
          count: result.points,
        })}
      </p>
      {matchWinner && (
        <p class="result-line">{t('result.match', { colour: names[matchWinner] })}</p>
      )}
      {shown.ended && (
        <p class="result-line" data-result="session-over">
          {t('result.sessionOver', {
            white: names.white,
            black: names.black,
            whitePoints: shown.match.score.white,
            blackPoints: shown.match.score.black,
          })}
        </p>
      )}
      {props.children}
    </div>
  );
}

/** The button that ends a money session between games, where the table allows it now. */
export function EndSessionButton(props: { controller: TableController; t: TFunction }) {
  if (!mayEndSession(props.controller)) return null;
  return (
    <button
      type="button"
      class="button"
      data-action="end-session"
      onClick={props.controller.endSession}
    >
      {props.t('actions.endSession')}
    </button>
  );
}

/** The next game of a match or money session, after a game's result (both pages). */
export function NextGameButton(props: { controller: TableController; t: TFunction }) {
  return (
    <button
      type="button"
      class="button primary"
      data-action="next-game"
      onClick={props.controller.nextGame}
    >
      {props.t('actions.nextGame')}
    </button>
  );
}

/** The kind of play, each player's points and pips, the Crawford game. */
export function ScoreBoard(props: {
  shown: MatchView;
  state: GameState;
  /** The players as the score board labels them. */
  labels: Names;
  t: TFunction;
}) {
  const { shown, state, t } = props;
  const { match } = shown;
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
            {props.labels[c]}
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

/** The game's buttons for the person here, from the table's controller and state (both pages). */
export function TableControls(props: {
  controller: TableController;
  table: TableState;
  t: TFunction;
}) {
  const { controller, table, t } = props;
  return (
    <Controls
      state={table.current}
      legal={table.legal}
      humanToAct={table.humanToAct}
      turn={table.boardTurn}
      mover={table.mover}
      t={t}
      onAct={controller.act}
      onUndo={controller.undo}
      onConfirm={controller.confirm}
      onForced={controller.playForced}
      onTyped={controller.playTyped}
    />
  );
}
