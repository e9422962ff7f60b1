// Export and import of a game: a pasted text is either a position string (a new game from that
// position) or a game record. Whatever is pasted is replayed through the rules package; a text
// that does not read, or a move that is not legal, gives a message and changes nothing.
import { readPosition, type Side, START_FEN } from '@ludus/shatra';
import {
  newSession,
  outcome,
  replay,
  type Session,
  type SessionResult,
  type ShatraOpponent,
} from './session';

function resultTag(session: Session): string {
  const end = outcome(session);
  if (!end) return '*';
  if (end.kind === 'draw') return '1/2-1/2';
  return end.winner === 'white' ? '1-0' : '0-1';
}

function numberedMoves(session: Session): string {
  const parts: string[] = [];
  let fullMove = 0;
  session.record.moves.forEach((text, index) => {
    if (session.positions[index]?.turn === 'white') {
      fullMove++;
      parts.push(`${fullMove}.`);
    } else if (index === 0) {
      fullMove = 1;
      parts.push('1...');
    }
    parts.push(text);
  });
  return parts.join(' ');
}

/** A PGN-like record: tag lines, then the numbered moves in the rules file's notation. */
export function exportRecord(session: Session, date = new Date()): string {
  const players =
    session.record.opponent.kind === 'friend'
      ? { white: 'Player', black: 'Player' }
      : session.record.humanSide === 'white'
        ? { white: 'Player', black: `Computer level ${session.record.opponent.level}` }
        : { white: `Computer level ${session.record.opponent.level}`, black: 'Player' };
  const tags = [
    ['Game', 'Shatra'],
    ['Date', date.toISOString().slice(0, 10).replaceAll('-', '.')],
    ['White', players.white],
    ['Black', players.black],
    ...(session.record.startFen === START_FEN ? [] : [['Position', session.record.startFen]]),
    ['Result', resultTag(session)],
  ];
  const header = tags.map(([name, value]) => `[${name} "${value}"]`).join('\n');
  const moves = numberedMoves(session);
  return `${header}\n\n${moves ? `${moves} ` : ''}${resultTag(session)}\n`;
}

const TAG = /^\[(\w+)\s+"([^"]*)"\]$/;
const RESULTS = new Set(['*', '1-0', '0-1', '1/2-1/2']);

function parseRecordText(text: string): { start: string; moves: string[] } | string {
  let start = START_FEN;
  const moves: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const tag = TAG.exec(line);
    if (tag) {
      if (tag[1] === 'Position') start = tag[2] ?? '';
      continue;
    }
    if (line.startsWith('[')) return `cannot read the tag line '${line}'`;
    for (const token of line.split(/\s+/)) {
      if (/^\d+\.(\.\.)?$/.test(token) || RESULTS.has(token)) continue;
      moves.push(token.replace(/^\d+\.(\.\.)?/, ''));
    }
  }
  return { start, moves };
}

/** A position string or a record → a new game (same players), or a message saying what is wrong. */
export function importRecord(
  text: string,
  opponent: ShatraOpponent,
  humanSide: Side,
): SessionResult {
  if (text === '') return { ok: false, message: 'nothing to read' };
  const asPosition = readPosition(text);
  if (asPosition.ok) {
    return { ok: true, session: newSession(asPosition.value, text, opponent, humanSide) };
  }
  const looksLikeRecord = text.startsWith('[') || /^\d+\./.test(text);
  if (!looksLikeRecord) return { ok: false, message: asPosition.message };
  const parsed = parseRecordText(text);
  if (typeof parsed === 'string') return { ok: false, message: parsed };
  return replay({ startFen: parsed.start, moves: parsed.moves, opponent, humanSide });
}
