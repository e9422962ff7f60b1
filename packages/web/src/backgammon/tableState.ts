// What the shared table components read from a controller, worked out once: the game shown,
// who must act, whether a person here may act, and the board's highlights in the viewer's frame.
// Pure, for the local page and the online table alike.
import type { BackgammonIntent } from '@ludus/session';
import type { BoardView } from './analysis/rows';
import type { BoardProps } from './Board';
import {
  boardPicture,
  type CubeShown,
  type DiceShown,
  moverToTarget,
  targetToMover,
} from './boardModel';
import type { TableController } from './controller';
import type { BoardTarget } from './geometry';
import { lastPlay } from './record';
import { type Colour, type GameState, otherColour, type VariantKey } from './rules';
import { actor, shownGame, unseenResult } from './session';
import { currentPosition, destinations, diceUsed, movablePoints, type Turn } from './turn';

export interface TableState {
  /** The game the board shows (a just-finished one until its result is seen). */
  readonly state: GameState;
  /** The current game (the next one while a result is shown). */
  readonly current: GameState;
  /** Who must act in the current game, or null (opening roll, a result to see). */
  readonly mover: Colour | null;
  /** A person here may act now (the computer is not thinking). */
  readonly humanToAct: boolean;
  /** What they may do (nothing while a result is to be seen but the next game). */
  readonly legal: readonly BackgammonIntent[];
  /** The person's turn on the board while they play a roll, else null. */
  readonly boardTurn: Turn | null;
}

/** `view`: an analysed position shown read-only (no turn on the board then). */
export function tableStateOf(controller: TableController, view: BoardView | null): TableState {
  const { shown, turn } = controller;
  const mover = actor(shown, controller.toAct);
  return {
    state: shownGame(shown),
    current: shown.match.current.state,
    mover,
    // Nobody in particular makes the opening roll (both players roll one die): the person does.
    humanToAct: controller.seat !== null && !controller.thinking,
    legal: unseenResult(shown) ? [] : controller.legal,
    boardTurn: turn && mover && !view ? turn : null,
  };
}

/**
 * The side the local page's board is seen from: White's (the person's against the computer),
 * or in hot-seat with `turnToMover`, the side of the player on roll once the opening roll has
 * named one; Flip (`flipped`) turns it round.
 */
export function localViewer(state: GameState, turnToMover: boolean, flipped: boolean): Colour {
  const base = turnToMover && state.phase.kind !== 'opening' ? state.turn : 'white';
  return flipped ? otherColour(base) : base;
}

/** The dice of an analysed roll, all unused. */
function viewDice(view: BoardView): DiceShown | null {
  if (!view.dice) return null;
  const [a, b] = view.dice;
  const values = a === b ? [a, a, a, a] : [a, b];
  return { colour: view.onRoll, values, used: values.map(() => false) };
}

/**
 * The opening roll until the first move: each player's die on its own side (rules file, "Common
 * to every variant", Opening: each player rolls one die), as the big sites draw it: with
 * `opening-dice` while the winner plays them, with `roll-afresh` until the winner rolls.
 */
function openingDice(state: GameState, turn: Turn | null): DiceShown | null {
  const last = state.history[state.history.length - 1];
  if (last?.kind !== 'opening-roll') return null;
  const { phase } = state;
  const owners: Colour[] = ['white', 'black'];
  if (phase.kind === 'rolling') {
    return { colour: state.turn, values: [last.white, last.black], used: [false, false], owners };
  }
  if (phase.kind !== 'moving' || state.rules.opening !== 'opening-dice') return null;
  const values = [...phase.dice];
  return {
    colour: state.turn,
    values,
    used: turn ? diceUsed(turn) : [false, false],
    owners: values.map((die) => (die === last.white ? 'white' : 'black')),
  };
}

function diceShown(state: GameState, turn: Turn | null): DiceShown | null {
  const opening = openingDice(state, turn);
  if (opening) return opening;
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

/**
 * The cube as the board draws it. An offered double is shown at its offered value on the side
 * of the player who must answer, until the answer (rules file, "Doubling cube": a take doubles
 * the cube and passes it to the taker). After a beaver the beaver owns the cube and has
 * redoubled at once, so the doubler must answer that redouble: the cube waits on the doubler's
 * side at twice the beaver's value (GNU Backgammon's beaver, as `@ludus/backgammon` plays it).
 */
export function cubeShown(state: GameState): CubeShown {
  const { cube, phase } = state;
  switch (phase.kind) {
    case 'doubled':
      return { value: cube.value * 2, owner: cube.owner, offeredTo: otherColour(state.turn) };
    case 'beavered':
      return { value: cube.value * 2, owner: cube.owner, offeredTo: state.turn };
    default:
      return { value: cube.value, owner: cube.owner, offeredTo: null };
  }
}

export type BoardData = Omit<BoardProps, 'onTarget' | 'onDrop' | 't'> & {
  /** A clicked target in the mover's numbering, or null when it is not the mover's to use. */
  readonly toMover: (target: BoardTarget) => number | null;
};

/** What the board draws from `viewer`'s side: the position, dice, cube and highlights. */
export function boardData(table: TableState, viewer: Colour, view: BoardView | null): BoardData {
  const { state, boardTurn } = table;
  const picture = view
    ? boardPicture(view.position, view.onRoll, viewer)
    : boardPicture(boardTurn ? currentPosition(boardTurn) : state.position, state.turn, viewer);
  const toTarget = (point: number) => moverToTarget(point, state.turn, viewer);
  const last = view ? { colour: view.onRoll, from: view.from, to: view.to } : lastPlay(state);
  const toViewer = (points: readonly number[]) =>
    last ? points.map((point) => moverToTarget(point, last.colour, viewer)) : [];
  return {
    picture,
    variant: state.rules.variant,
    cube: state.rules.cubeInUse && !view ? cubeShown(state) : null,
    dice: view ? viewDice(view) : diceShown(state, boardTurn),
    movable: boardTurn ? movablePoints(boardTurn).map(toTarget) : [],
    selected: boardTurn?.selected != null ? toTarget(boardTurn.selected) : null,
    destinations:
      boardTurn?.selected != null
        ? destinations(boardTurn, boardTurn.selected).map((d) => toTarget(d.to))
        : [],
    lastMove: { from: toViewer(last?.from ?? []), to: toViewer(last?.to ?? []) },
    toMover: (target) => targetToMover(target, state.turn, viewer),
  };
}

/**
 * An analysed position alone, read-only, from `viewer`'s side (the match page: no table behind
 * it): the position before the decision, the roll, the played move's ends.
 */
export function analysedBoardData(
  view: BoardView,
  variant: VariantKey,
  viewer: Colour,
): Omit<BoardProps, 'onTarget' | 'onDrop' | 't'> {
  const toViewer = (points: readonly number[]) =>
    points.map((point) => moverToTarget(point, view.onRoll, viewer));
  return {
    picture: boardPicture(view.position, view.onRoll, viewer),
    variant,
    cube: null,
    dice: viewDice(view),
    movable: [],
    selected: null,
    destinations: [],
    lastMove: { from: toViewer(view.from), to: toViewer(view.to) },
  };
}
