// The position page's model: a backgammon position as it is set up (the board by colour, the
// player on roll, the dice, the cube, the score and the money options), and the one conversion
// each way between it and GNU Backgammon's Position ID and Match ID. Every check is the rules
// package's: a setup is only a position once `fromSetup` and `parseMatchId` accept it.
import {
  type Colour,
  type Die,
  fromSetup,
  type MatchIdState,
  type MatchScore,
  makeMatchId,
  makePositionId,
  otherColour,
  type Position,
  parseMatchId,
  parsePositionId,
  type Result,
  startPosition,
} from '../backgammon/rules';

/** Each colour's checkers in its own numbering: index 0..23 points 1..24, index 24 its bar. */
export interface BoardSetup {
  readonly white: readonly number[];
  readonly black: readonly number[];
}

export interface PositionSetup {
  readonly board: BoardSetup;
  /** The player whose turn it is: the one to roll, or to play the dice. */
  readonly onRoll: Colour;
  /** The roll to play; null before the roll (the cube decision is asked). */
  readonly dice: readonly [Die, Die] | null;
  readonly cubeValue: number;
  readonly cubeOwner: Colour | 'centred';
  /** Points to win; 0 for money play. */
  readonly matchLength: number;
  readonly score: MatchScore;
  readonly crawford: boolean;
  /** Money options (rules file, "Money-game options that users expect"). */
  readonly jacoby: boolean;
  /** Not in the Match ID: carried beside it (the address's `beavers=off`). */
  readonly beavers: boolean;
}

/** The two ids of a position, as GNU Backgammon writes them. */
export interface PositionIds {
  readonly positionId: string;
  readonly matchId: string;
}

/** Why a setup is no position the rules accept (the rules' own codes). */
export type SetupProblem =
  | 'too-many-checkers'
  | 'no-checkers'
  | 'shared-point'
  | 'bad-count'
  | 'wrong-length'
  | 'match-id-invalid'
  | 'match-id-syntax';

const EMPTY_SIDE: readonly number[] = Array.from({ length: 25 }, () => 0);

/** Money play from the starting position, white to roll, beavers allowed (gnubg's default). */
export function startSetup(): PositionSetup {
  const start = startPosition();
  return {
    board: { white: start.player, black: start.opponent },
    onRoll: 'white',
    dice: null,
    cubeValue: 1,
    cubeOwner: 'centred',
    matchLength: 0,
    score: { white: 0, black: 0 },
    crawford: false,
    jacoby: false,
    beavers: true,
  };
}

/** The same game with no checker on the board: a place to set a position up from nothing. */
export function emptyBoard(setup: PositionSetup): PositionSetup {
  return { ...setup, board: { white: EMPTY_SIDE, black: EMPTY_SIDE } };
}

/** The board as the rules package keeps it: from the side on roll. */
export function positionOf(setup: PositionSetup): Position {
  const { board, onRoll } = setup;
  return {
    player: board[onRoll],
    opponent: board[otherColour(onRoll)],
  };
}

/** The Match ID's fields of a setup: a game in play, nobody asked to answer anything. */
export function matchIdStateOf(setup: PositionSetup): MatchIdState {
  const { dice } = setup;
  // gnubg stores the higher die first.
  const stored: MatchIdState['dice'] =
    dice === null ? [0, 0] : [Math.max(...dice) as Die, Math.min(...dice) as Die];
  return {
    cubeValue: setup.cubeValue,
    cubeOwner: setup.cubeOwner,
    onRoll: setup.onRoll,
    toAct: setup.onRoll,
    crawford: setup.crawford,
    gameState: 'playing',
    doubleOffered: false,
    resignation: 'none',
    dice: stored,
    matchLength: setup.matchLength,
    // Kept as read even where they mean nothing (a money session's score, the Jacoby flag in a
    // match), so that a pasted Match ID comes back as it was.
    score: setup.score,
    jacoby: setup.jacoby,
  };
}

/** The ids of a setup, or why the rules refuse it (the board first, then the match). */
export function idsOf(setup: PositionSetup): Result<PositionIds, SetupProblem> {
  const { board, onRoll } = setup;
  const position = fromSetup({ player: board[onRoll], opponent: board[otherColour(onRoll)] });
  if (!position.ok) return position;
  const matchId = makeMatchId(matchIdStateOf(setup));
  // The Match ID codec refuses what no game reaches (a score past the length, a cube past 64…).
  const checked = parseMatchId(matchId);
  if (!checked.ok) return checked;
  return { ok: true, value: { positionId: makePositionId(position.value), matchId } };
}

/**
 * The setup of two ids (the Match ID's game in play: a double or a resignation waiting for its
 * answer is not kept, the page asks about the position of the player on roll). `beavers` is the
 * option the Match ID does not carry.
 */
export function setupFromIds(
  ids: PositionIds,
  beavers: boolean,
): Result<PositionSetup, 'bad-position-id' | SetupProblem> {
  const position = parsePositionId(ids.positionId);
  if (!position.ok) return position;
  const match = parseMatchId(ids.matchId);
  if (!match.ok) return match;
  const state = match.value;
  const [first, second] = state.dice;
  const { player, opponent } = position.value;
  const board: BoardSetup =
    state.onRoll === 'white'
      ? { white: player, black: opponent }
      : { white: opponent, black: player };
  return {
    ok: true,
    value: {
      board,
      onRoll: state.onRoll,
      dice: first === 0 || second === 0 ? null : [first, second],
      cubeValue: state.cubeValue,
      cubeOwner: state.cubeOwner,
      matchLength: state.matchLength,
      score: state.score,
      crawford: state.crawford,
      jacoby: state.jacoby,
      beavers,
    },
  };
}

/** Checkers of `colour` on the board (the rest are borne off). */
export function onBoard(board: BoardSetup, colour: Colour): number {
  return board[colour].reduce((sum, n) => sum + n, 0);
}
