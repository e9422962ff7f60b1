// A Shatra game in the page: the table of @ludus/session behind the page's choices (opponent,
// the person's side, the start, the computer's seed). What is saved is the choices and the
// table's intent log; restoring replays the log through the table, so a saved game can only come
// back as a sequence of legal intents. What the page shows (Session) is the table's view.
import {
  type LogEntry,
  type Seat,
  type SeatPlayer,
  type ShatraIntent,
  type ShatraSpec,
  type ShatraTable,
  type ShatraView,
  save,
  seededDiceProvider,
  shatraRecord,
  shatraTables,
} from '@ludus/session';
import {
  type Game,
  makeFen,
  makeMove,
  type Outcome,
  opposite,
  type Position,
  type Result,
  type Side,
} from '@ludus/shatra';
import type { Opponent } from '../setup';

export type ShatraOpponent = Opponent;

/** The page's choices: everything a saved game needs besides the table's log. */
export interface SessionSpec {
  readonly opponent: ShatraOpponent;
  /** The side the person plays against the computer (both sides against a friend). */
  readonly humanSide: Side;
  /** The start position string (a pasted position); the standard start when absent. */
  readonly start?: string;
  /** The seed of the computer's noise: a restored game replays the same computer. */
  readonly seed: number;
}

/** What is stored (format 2): the page's choices and the table's log. */
export interface SavedSession {
  readonly spec: SessionSpec;
  readonly log: readonly LogEntry<ShatraIntent>[];
}

/** What the page shows: the table's public state under the page's choices. */
export interface Session {
  readonly opponent: ShatraOpponent;
  readonly humanSide: Side;
  readonly game: Game;
  /** The table's last event number: it grows with every accepted intent. */
  readonly seq: number;
  /** The seat whose draw offer waits for an answer, or null. */
  readonly drawOffer: Seat | null;
}

/** The seats: against the computer it takes the side the person does not play. */
export function tableSpecOf(spec: SessionSpec): ShatraSpec {
  const { opponent, humanSide } = spec;
  const seats =
    opponent.kind === 'computer'
      ? ({
          [humanSide]: { kind: 'human' },
          [opposite(humanSide)]: { kind: 'computer', level: opponent.level },
        } as ShatraSpec['seats'])
      : ({ white: { kind: 'human' }, black: { kind: 'human' } } as const);
  return { game: 'shatra', ...(spec.start === undefined ? {} : { start: spec.start }), seats };
}

/** Replays `log` from the spec's start; the first intent the rules refuse is named. */
export function restoreTable(
  spec: SessionSpec,
  log: readonly LogEntry<ShatraIntent>[],
): Result<ShatraTable> {
  // Shatra draws no dice: the provider is never read.
  const dice = seededDiceProvider(spec.seed);
  return shatraTables.restore({ spec: tableSpecOf(spec), log }, dice);
}

export function startTable(spec: SessionSpec): Result<ShatraTable> {
  return restoreTable(spec, []);
}

export function savedOf(spec: SessionSpec, table: ShatraTable): SavedSession {
  return { spec, log: save(table).log as LogEntry<ShatraIntent>[] };
}

export function sessionOf(spec: SessionSpec, view: ShatraView): Session {
  const { opponent, humanSide } = spec;
  return {
    opponent,
    humanSide,
    game: view.state.shatra,
    seq: view.seq,
    drawOffer: view.state.shatra.outcome ? null : view.state.drawOffer,
  };
}

/** The seat of the computer, or null in a game between two people here. */
export function computerSeat(spec: SessionSpec): Seat | null {
  return spec.opponent.kind === 'computer' ? opposite(spec.humanSide) : null;
}

/** What the board and panels read: the game alone (a local session or a server table's view). */
export type Shown = Pick<Session, 'game'>;

export function current(session: Shown): Position {
  return session.game.position;
}

/** The current position as a position string (the tools panel's export). */
export function exportPosition(session: Shown): string {
  return makeFen(current(session));
}

export function outcome(session: Shown): Outcome | undefined {
  return session.game.outcome;
}

/** Whether the person may move now: the game goes on and it is a side the person plays. */
export function userToMove(session: Session): boolean {
  if (outcome(session)) return false;
  return session.opponent.kind === 'friend' || current(session).turn === session.humanSide;
}

/** The seat a person here resigns or offers a draw for: theirs, or in hot-seat the mover's. */
export function actingSeat(session: Session): Seat {
  return session.opponent.kind === 'computer' ? session.humanSide : current(session).turn;
}

/**
 * The seat whose person here may answer the pending draw offer now, or null. Against the computer
 * that is the person's seat when the computer offered; in hot-seat it is the other side, on its
 * own turn: the offerer makes their move first, and the opponent answers at the board (moving
 * instead declines, as at a server table).
 */
export function drawAnswerer(session: Session): Seat | null {
  const offer = session.drawOffer;
  if (offer === null || outcome(session)) return null;
  const answering = opposite(offer);
  if (session.opponent.kind === 'computer') {
    return answering === session.humanSide ? answering : null;
  }
  return current(session).turn === answering ? answering : null;
}

/** A game has begun and not ended: a new game would throw it away. */
export function inProgress(session: Shown): boolean {
  return session.game.moves.length > 0 && !outcome(session);
}

export interface MoveRow {
  readonly number: number;
  readonly white?: { readonly text: string; readonly index: number };
  readonly black?: { readonly text: string; readonly index: number };
}

/** The move list in rows of White's and Black's move (a game may start with Black to move). */
export function moveRows(session: Shown): MoveRow[] {
  const rows: MoveRow[] = [];
  const { moves, positions } = session.game;
  moves.forEach((move, index) => {
    const entry = { text: makeMove(move), index };
    const last = rows[rows.length - 1];
    if ((positions[index] as Position).turn === 'white') {
      rows.push({ number: rows.length + 1, white: entry });
    } else if (last?.white && !last.black) {
      rows[rows.length - 1] = { ...last, black: entry };
    } else {
      rows.push({ number: rows.length + 1, black: entry });
    }
  });
  return rows;
}

/**
 * A seat's name in the exported record, in the page's language through `translate`: "Player",
 * or the computer by its level's name as the new-game form shows it, `Computer (World class)`.
 */
export function recordPlayerName(
  player: SeatPlayer,
  translate: (ns: string, key: string, options?: Record<string, unknown>) => string,
): string {
  if (player.kind === 'human') return translate('shatra', 'record.player');
  const level = translate('common', `home.engineLevels.${player.level}`);
  return translate('shatra', 'record.computer', { level });
}

/**
 * The game record with players named by seat (the computer by its level's name) and the date;
 * `nameOf` names them in the page's language (else the session's English names).
 */
export function exportRecord(
  table: ShatraTable,
  date = new Date(),
  nameOf?: (player: SeatPlayer) => string,
): string {
  const { white, black } = table.spec.seats;
  const names: Record<string, string> = nameOf
    ? { White: nameOf(white), Black: nameOf(black) }
    : {};
  return shatraRecord(table, {
    ...names,
    Date: date.toISOString().slice(0, 10).replaceAll('-', '.'),
  });
}
