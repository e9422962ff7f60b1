// A pasted text is either a position string (a new game from that position) or a game record in
// the rules package's format. Either way it goes through the rules package; a text that does not
// read, or a move that is not legal, gives the package's message and changes nothing.
import { readPosition, type Side } from '@ludus/shatra';
import { newSession, type SessionResult, type ShatraOpponent, sessionFromRecord } from './session';

/** Position strings have six space-separated fields and start with the board's rows. */
function looksLikePosition(text: string): boolean {
  return !text.includes('\n') && /^[0-9KQRBSkqrbs/]+\s/.test(text);
}

export function importText(text: string, opponent: ShatraOpponent, humanSide: Side): SessionResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'nothing to read' };
  if (looksLikePosition(trimmed)) {
    const position = readPosition(trimmed);
    return position.ok
      ? { ok: true, session: newSession(position.value, opponent, humanSide) }
      : { ok: false, message: position.message };
  }
  return sessionFromRecord(trimmed, opponent, humanSide);
}
