// A Shatra game in the app: the rules package's Game (moves, positions, repetition history and
// outcome) plus who plays whom. Every position and every outcome comes from the rules package;
// a saved game is the package's game record, replayed through the rules on load.
import {
  agreeDraw,
  type Game,
  type Move,
  makeMove,
  makeRecord,
  newGame,
  type Outcome,
  type Position,
  playMove as playGameMove,
  readRecord,
  resign,
  type Side,
} from '@ludus/shatra';
import type { Level } from '../computer/protocol';
import type { RecordFormat, Validation } from '../storage';

export type ShatraOpponent =
  | { readonly kind: 'computer'; readonly level: Level }
  | { readonly kind: 'friend' };

export interface Session {
  readonly game: Game;
  readonly opponent: ShatraOpponent;
  /** The side the user plays against the computer (both sides against a friend). */
  readonly humanSide: Side;
}

/** What is saved: the game as the rules package's record text, and the players. */
export interface SavedGame {
  readonly record: string;
  readonly opponent: ShatraOpponent;
  readonly humanSide: Side;
}

export type SessionResult =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly message: string };

export function current(session: Session): Position {
  return session.game.position;
}

export function outcome(session: Session): Outcome | undefined {
  return session.game.outcome;
}

export function newSession(start: Position, opponent: ShatraOpponent, humanSide: Side): Session {
  return { game: newGame(start), opponent, humanSide };
}

/** Plays a move the rules package generated (the board only offers those). */
export function playMove(session: Session, move: Move): SessionResult {
  const next = playGameMove(session.game, move);
  return next.ok
    ? { ok: true, session: { ...session, game: next.value } }
    : { ok: false, message: next.message };
}

/** The user resigns: against the computer the user's side, against a friend the side to move. */
export function resignSession(session: Session): Session {
  const side = session.opponent.kind === 'computer' ? session.humanSide : current(session).turn;
  const next = resign(session.game, side);
  return next.ok ? { ...session, game: next.value } : session;
}

/** The computer resigns its game: the side the user does not play (shatra.md, end of the game). */
export function computerResignsSession(session: Session): Session {
  if (session.opponent.kind !== 'computer') return session;
  const side = session.humanSide === 'white' ? 'black' : 'white';
  const next = resign(session.game, side);
  return next.ok ? { ...session, game: next.value } : session;
}

export function agreeDrawSession(session: Session): Session {
  const next = agreeDraw(session.game);
  return next.ok ? { ...session, game: next.value } : session;
}

/** Whether the user may move now: the game goes on and it is a side the user plays. */
export function userToMove(session: Session): boolean {
  if (outcome(session)) return false;
  return session.opponent.kind === 'friend' || current(session).turn === session.humanSide;
}

export interface MoveRow {
  readonly number: number;
  readonly white?: { readonly text: string; readonly index: number };
  readonly black?: { readonly text: string; readonly index: number };
}

/** The move list in rows of White's and Black's move (a game may start with Black to move). */
export function moveRows(session: Session): MoveRow[] {
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

function playerName(session: Session, side: Side): string {
  if (session.opponent.kind === 'friend' || side === session.humanSide) return 'Player';
  return `Computer level ${session.opponent.level}`;
}

/** The game record in the rules package's format, with players and date in the header. */
export function exportRecord(session: Session, date = new Date()): string {
  return makeRecord(session.game, {
    White: playerName(session, 'white'),
    Black: playerName(session, 'black'),
    Date: date.toISOString().slice(0, 10).replaceAll('-', '.'),
  });
}

export function saveShape(session: Session): SavedGame {
  return {
    record: makeRecord(session.game),
    opponent: session.opponent,
    humanSide: session.humanSide,
  };
}

/** A record text replayed into a session, or the package's reason why not. */
export function sessionFromRecord(
  record: string,
  opponent: ShatraOpponent,
  humanSide: Side,
): SessionResult {
  const game = readRecord(record);
  return game.ok
    ? { ok: true, session: { game: game.value, opponent, humanSide } }
    : { ok: false, message: game.message };
}

function isSide(value: unknown): value is Side {
  return value === 'white' || value === 'black';
}

function isOpponent(value: unknown): value is ShatraOpponent {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    o.kind === 'friend' ||
    (o.kind === 'computer' && (o.level === 1 || o.level === 2 || o.level === 3))
  );
}

/** The storage validator: shape first, then the record replayed through the rules. */
export function validateSaved(data: unknown): Validation<SavedGame> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'not a saved game' };
  const r = data as Record<string, unknown>;
  if (typeof r.record !== 'string') return { ok: false, message: 'no game record' };
  if (!isOpponent(r.opponent) || !isSide(r.humanSide))
    return { ok: false, message: 'unknown players' };
  const replayed = sessionFromRecord(r.record, r.opponent, r.humanSide);
  if (!replayed.ok) return { ok: false, message: replayed.message };
  return { ok: true, value: { record: r.record, opponent: r.opponent, humanSide: r.humanSide } };
}

/** The saved game in local storage (storage.ts validates it with the rules on every load). */
export const SAVED_GAME: RecordFormat<SavedGame> = {
  key: 'ludus.shatra.game',
  version: 1,
  validate: validateSaved,
};
