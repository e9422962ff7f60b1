// A backgammon/tryktrak game in the page: the table of @ludus/session behind the page's choices
// (variant, match length, money options, opponent, dice seed). What is saved is the choices and the table's
// intent log; restoring replays the log through the table with the same dice, so a saved game
// can only come back as a sequence of legal intents — anything else is reported as corrupt.
import {
  type BackgammonIntent,
  type BackgammonSpec,
  type BackgammonTable,
  type BackgammonView,
  backgammonTables,
  type DiceProvider,
  finishedGames as finishedOf,
  type LogEntry,
  SEATS,
  type Seat,
  save,
  scriptedDiceProvider,
  seededDiceProvider,
  unseenResult as unseenOf,
} from '@ludus/session';
import type { BackgammonLevel } from '../computer/protocol';
import type { Opponent } from '../setup';
import type { Validation } from '../storage';
import {
  type Colour,
  type Die,
  type GameState,
  type MatchGame,
  type MatchState,
  type Result,
  type VariantKey,
  variantOf,
} from './rules';

export type BackgammonOpponent = Opponent<BackgammonLevel>;

export interface SessionSpec {
  readonly variant: VariantKey;
  /** Points to win; 0 = money play (tryktrak: a series of games with a running score). */
  readonly matchLength: number;
  /** Money options (rules file, "Money-game options that users expect"): absent is off. */
  readonly jacoby?: boolean;
  readonly beavers?: boolean;
  readonly opponent: BackgammonOpponent;
  readonly seed: number;
  /** A pasted position to start from (GNU Backgammon Position ID, white on roll), money play. */
  readonly startPositionId?: string;
  /** Dice rolled before the seeded ones: an imported record's dice, in order. */
  readonly scriptedDice?: readonly Die[];
}

/** What is stored (format 2): the page's choices and the table's log. */
export interface SavedSession {
  readonly spec: SessionSpec;
  readonly log: readonly LogEntry<BackgammonIntent>[];
}

/**
 * What everybody at a table sees, whether the table lives in the page or on the server: the
 * game, its match, and how far the table has got. The board, status, score and move list show
 * only this.
 */
export interface MatchView {
  readonly variant: VariantKey;
  readonly match: MatchState;
  /** Finished games whose result the players have seen (the result shows until then). */
  readonly seenGames: number;
  /** The table's last event number: it grows with every accepted intent. */
  readonly seq: number;
  /** A money session its players ended (`end-session`): its running score is final. */
  readonly ended: boolean;
}

/** What the local page shows: the table's public state under the page's choices. */
export interface Session extends MatchView {
  readonly spec: SessionSpec;
}

export const MAX_MATCH_LENGTH = 25;

export interface MoneyOptions {
  readonly jacoby?: boolean;
  readonly beavers?: boolean;
}

/**
 * The options in force for a game of `variant` to `matchLength` points: the rules file gives the
 * Jacoby rule and beavers to money play with the cube only (not matches, not tryktrak).
 */
export function moneyOptionsFor(
  variant: VariantKey,
  matchLength: number,
  options: MoneyOptions,
): MoneyOptions {
  if (!variantOf(variant).cube || matchLength !== 0) return {};
  return {
    ...(options.jacoby ? { jacoby: true } : {}),
    ...(options.beavers ? { beavers: true } : {}),
  };
}

/** `spec` with only the money options its game allows. */
export function withMoneyOptions(spec: SessionSpec, options: MoneyOptions): SessionSpec {
  const { jacoby: _j, beavers: _b, ...rest } = spec;
  return { ...rest, ...moneyOptionsFor(spec.variant, spec.matchLength, options) };
}

/** The settings without an import's start position and dice: what a new game starts from. */
export function withoutStart(spec: SessionSpec): SessionSpec {
  const { startPositionId: _s, scriptedDice: _d, ...rest } = spec;
  return rest;
}

/** When playing the computer, the human plays white and the computer black. */
export const COMPUTER_COLOUR: Colour = 'black';

export function isHuman(spec: SessionSpec, colour: Colour): boolean {
  return spec.opponent.kind === 'friend' || colour !== COMPUTER_COLOUR;
}

/** The seats of the table: white is the person, black the computer or the friend. */
export function tableSpecOf(spec: SessionSpec): BackgammonSpec {
  const black =
    spec.opponent.kind === 'computer'
      ? ({ kind: 'computer', level: spec.opponent.level } as const)
      : ({ kind: 'human' } as const);
  return {
    game: spec.variant,
    matchLength: spec.matchLength,
    ...(spec.jacoby ? { jacoby: true } : {}),
    ...(spec.beavers ? { beavers: true } : {}),
    ...(spec.startPositionId === undefined ? {} : { startPositionId: spec.startPositionId }),
    seats: { white: { kind: 'human' }, black },
  };
}

/**
 * A new game's settings: the chosen ones with `changes`, without an import's start position and
 * dice, with only the money options its game allows.
 */
export function newGameSpec(chosen: SessionSpec, changes: Partial<SessionSpec>): SessionSpec {
  const next = { ...withoutStart(chosen), ...changes };
  return withMoneyOptions(next, next);
}

/** The scripted dice first, then the seeded ones. */
export function diceOf(spec: SessionSpec): DiceProvider {
  return scriptedDiceProvider(spec.scriptedDice ?? [], seededDiceProvider(spec.seed));
}

export function startTable(spec: SessionSpec): Result<BackgammonTable> {
  return backgammonTables.createTable(tableSpecOf(spec), diceOf(spec));
}

export function restoreTable(
  spec: SessionSpec,
  log: readonly LogEntry<BackgammonIntent>[],
): Result<BackgammonTable> {
  return backgammonTables.restore({ spec: tableSpecOf(spec), log }, diceOf(spec));
}

export function savedOf(spec: SessionSpec, table: BackgammonTable): SavedSession {
  return { spec, log: save(table).log as LogEntry<BackgammonIntent>[] };
}

/** A table view's public part (any viewer's: the legal intents are left out). */
export function matchViewOf(view: BackgammonView): MatchView {
  const { game, match, seenGames, ended } = view.state;
  return { variant: game, match, seenGames, seq: view.seq, ended: ended === true };
}

export function sessionOf(spec: SessionSpec, view: BackgammonView): Session {
  return { spec, ...matchViewOf(view) };
}

function stateOf(shown: MatchView) {
  return { game: shown.variant, match: shown.match, seenGames: shown.seenGames };
}

export function finishedGames(shown: MatchView): readonly MatchGame[] {
  return finishedOf(stateOf(shown));
}

/**
 * A match or money session has begun (the table took an intent) and has not ended: a new game
 * would throw it away, so the page asks first.
 */
export function sessionInProgress(shown: MatchView): boolean {
  return shown.seq > 0 && shown.match.winner === null && !shown.ended;
}

/** The last finished game while its result has not been acknowledged, else null. */
export function unseenResult(shown: MatchView): MatchGame | null {
  return unseenOf(stateOf(shown));
}

/** The game the board shows: a just-finished game until its result is seen, else the current. */
export function shownGame(shown: MatchView): GameState {
  return (unseenResult(shown) ?? shown.match.current).state;
}

/** The seat of the people at this device that acts now (hot-seat: whoever is to act). */
export function humanSeatToAct(spec: SessionSpec, toAct: readonly Seat[]): Seat | null {
  return SEATS.find((seat) => toAct.includes(seat) && isHuman(spec, seat)) ?? null;
}

/** Who must act in the current game, or null (opening roll, a result to see, match over). */
export function actor(shown: MatchView, toAct: readonly Seat[]): Colour | null {
  return toAct.length === 1 && !unseenResult(shown) ? (toAct[0] ?? null) : null;
}

export type { Validation };
