// A finished game of the session as the engine's analysis reads it: its rules, where it began,
// its events and the match score before it. Pure.
import { type GameRecord, matchGameRecord } from '@ludus/backgammon-engine';
import { parsePositionId } from '../rules';
import { finishedGames, type Session } from '../session';

/** The record of finished game `index` (0 = the first), or null when there is none. */
export function gameRecordOf(session: Session, index: number): GameRecord | null {
  const game = finishedGames(session)[index];
  if (!game) return null;
  const base = matchGameRecord(session.match.rules.length, game);
  // A pasted Position ID starts the first game there, white to roll (session.ts).
  const id = session.spec.startPositionId;
  if (index > 0 || id === undefined) return base;
  const position = parsePositionId(id, base.rules.variant);
  return position.ok ? { ...base, setup: { position: position.value, turn: 'white' } } : base;
}
