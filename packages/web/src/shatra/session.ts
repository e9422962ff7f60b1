// A Shatra game in the app: where it started, the moves played, who plays whom, and how it
// ended if a player resigned or both agreed a draw. Pure data plus functions; every position and
// every outcome comes from the rules package (the moves are replayed through it on load, so a
// saved or pasted game is exactly as legal as the rules say).
import {
  findLegalMove,
  type Move,
  makeMove,
  type Outcome,
  type Position,
  play,
  positionOutcome,
  readPosition,
  repetitionKey,
  type Side,
} from '@ludus/shatra';
import type { Level } from '../computer/protocol';
import type { Validation } from '../storage';

export type ShatraOpponent =
  | { readonly kind: 'computer'; readonly level: Level }
  | { readonly kind: 'friend' };

export type Ending =
  | { readonly kind: 'resignation'; readonly loser: Side }
  | { readonly kind: 'agreement' };

/** What is saved and restored: enough to rebuild the game by replaying it. */
export interface SessionRecord {
  readonly startFen: string;
  readonly moves: readonly string[];
  readonly opponent: ShatraOpponent;
  /** The side the user plays against the computer (both sides against a friend). */
  readonly humanSide: Side;
  readonly ending?: Ending;
}

export interface Session {
  readonly record: SessionRecord;
  /** positions[0] is the start; positions[i + 1] follows moves[i]. */
  readonly positions: readonly Position[];
  readonly played: readonly Move[];
}

export type SessionResult =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly message: string };

export function current(session: Session): Position {
  return session.positions[session.positions.length - 1] as Position;
}

/** Rebuilds a game from its record; the first illegal move or a bad start is named. */
export function replay(record: SessionRecord): SessionResult {
  const start = readPosition(record.startFen);
  if (!start.ok) return { ok: false, message: start.message };
  const positions: Position[] = [start.value];
  const played: Move[] = [];
  for (const [index, text] of record.moves.entries()) {
    const found = findLegalMove(positions[positions.length - 1] as Position, text);
    if (!found.ok) return { ok: false, message: `move ${index + 1}: ${found.message}` };
    played.push(found.value);
    positions.push(play(positions[positions.length - 1] as Position, found.value));
  }
  return { ok: true, session: { record, positions, played } };
}

export function newSession(
  start: Position,
  startFen: string,
  opponent: ShatraOpponent,
  humanSide: Side,
): Session {
  return { record: { startFen, moves: [], opponent, humanSide }, positions: [start], played: [] };
}

/** Plays a move the rules package generated (the board only offers those). */
export function playMove(session: Session, move: Move): Session {
  return {
    record: { ...session.record, moves: [...session.record.moves, makeMove(move)] },
    positions: [...session.positions, play(current(session), move)],
    played: [...session.played, move],
  };
}

export function endSession(session: Session, ending: Ending): Session {
  return { ...session, record: { ...session.record, ending } };
}

/**
 * How the game stands: resignation or agreement first, then what the position shows (biy
 * captured, no legal move, bare biys, the 60-move count), then threefold repetition — the same
 * position (all state but the clock, the package's repetitionKey) for the third time.
 */
export function outcome(session: Session): Outcome | undefined {
  const { ending } = session.record;
  if (ending?.kind === 'resignation') {
    return {
      kind: 'win',
      winner: ending.loser === 'white' ? 'black' : 'white',
      reason: 'resignation',
    };
  }
  if (ending?.kind === 'agreement') return { kind: 'draw', reason: 'agreement' };
  const now = current(session);
  const shown = positionOutcome(now);
  if (shown) return shown;
  const key = repetitionKey(now);
  const times = session.positions.filter((p) => repetitionKey(p) === key).length;
  return times >= 3 ? { kind: 'draw', reason: 'repetition' } : undefined;
}

/** Whether the user may move now: the game goes on and it is a side the user plays. */
export function userToMove(session: Session): boolean {
  if (outcome(session)) return false;
  return (
    session.record.opponent.kind === 'friend' || current(session).turn === session.record.humanSide
  );
}

export interface MoveRow {
  readonly number: number;
  readonly white?: { readonly text: string; readonly index: number };
  readonly black?: { readonly text: string; readonly index: number };
}

/** The move list in rows of White's and Black's move (a game may start with Black to move). */
export function moveRows(session: Session): MoveRow[] {
  const rows: MoveRow[] = [];
  session.record.moves.forEach((text, index) => {
    const entry = { text, index };
    const last = rows[rows.length - 1];
    if ((session.positions[index] as Position).turn === 'white') {
      rows.push({ number: rows.length + 1, white: entry });
    } else if (last?.white && !last.black) {
      rows[rows.length - 1] = { ...last, black: entry };
    } else {
      rows.push({ number: rows.length + 1, black: entry });
    }
  });
  return rows;
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

function isEnding(value: unknown): value is Ending | undefined {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return e.kind === 'agreement' || (e.kind === 'resignation' && isSide(e.loser));
}

/** The storage validator: shape first, then the moves replayed through the rules. */
export function validateRecord(data: unknown): Validation<SessionRecord> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'not a saved game' };
  const r = data as Record<string, unknown>;
  if (typeof r.startFen !== 'string') return { ok: false, message: 'no start position' };
  if (!Array.isArray(r.moves) || !r.moves.every((m) => typeof m === 'string')) {
    return { ok: false, message: 'no move list' };
  }
  if (!isOpponent(r.opponent) || !isSide(r.humanSide) || !isEnding(r.ending)) {
    return { ok: false, message: 'unknown players or ending' };
  }
  const record: SessionRecord = {
    startFen: r.startFen,
    moves: r.moves as string[],
    opponent: r.opponent,
    humanSide: r.humanSide,
    ...(r.ending ? { ending: r.ending as Ending } : {}),
  };
  const replayed = replay(record);
  return replayed.ok ? { ok: true, value: record } : { ok: false, message: replayed.message };
}
