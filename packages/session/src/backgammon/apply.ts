// Applying one intent of one seat: the table's own checks (the intent's kind, the match's or the
// session's end, whose turn it is, a result still to be seen), then the handler of its kind.
// `end-session` has its own checks (handlers.ts), so that a refusal names the real reason.
import type { Result } from '@ludus/backgammon';
import type { Applied } from '../tables';
import type { BackgammonIntent, BackgammonTable, Intent, Seat } from '../types';
import { answerResignation, cube, endSession, move, nextGame, resign, roll } from './handlers';
import { refuse } from './outcome';
import { isSeat, resignableLevels, seatsToAct, unseenResult } from './turns';

const KINDS: ReadonlySet<unknown> = new Set<BackgammonIntent['kind']>([
  'roll',
  'move',
  'double',
  'take',
  'pass',
  'beaver',
  'resign',
  'accept-resignation',
  'reject-resignation',
  'next-game',
  'end-session',
]);

/** Intents may come from the wire: anything but an object of a backgammon kind is unknown. */
function isBackgammonIntent(intent: unknown): intent is BackgammonIntent {
  return typeof intent === 'object' && intent !== null && KINDS.has((intent as Intent).kind);
}

/** The seats the table waits for, and the seat not on turn offering to resign. */
function mayAct(table: BackgammonTable, seat: Seat, intent: BackgammonIntent): boolean {
  if (seatsToAct(table.spec, table.state).includes(seat)) return true;
  return intent.kind === 'resign' && isSeat(seat) && resignableLevels(table.state).length > 0;
}

function dispatch(
  table: BackgammonTable,
  seat: Seat,
  intent: BackgammonIntent,
): Result<Applied<BackgammonTable>> {
  switch (intent.kind) {
    case 'roll':
      return roll(table, seat);
    case 'move':
      return move(table, seat, intent);
    case 'double':
    case 'take':
    case 'pass':
    case 'beaver':
      return cube(table, seat, intent);
    case 'resign':
      return resign(table, seat, intent);
    case 'accept-resignation':
    case 'reject-resignation':
      return answerResignation(table, seat, intent);
    case 'next-game':
      return nextGame(table, seat);
    case 'end-session':
      return endSession(table, seat);
  }
}

/** Applies one intent; a refusal says why with a string code, the table as it was. */
export function applyBackgammon(
  table: BackgammonTable,
  seat: Seat,
  intent: Intent,
): Result<Applied<BackgammonTable>> {
  if (!isBackgammonIntent(intent)) {
    return refuse('unknown-intent', `not a backgammon intent: ${JSON.stringify(intent)}`);
  }
  if (table.state.match.winner) return refuse('game-over', 'the match is over');
  if (table.state.ended) return refuse('game-over', 'the money session has ended');
  if (intent.kind === 'end-session') return endSession(table, seat);
  if (!mayAct(table, seat, intent)) {
    return refuse('not-your-turn', `${String(seat)} may not ${intent.kind} now`);
  }
  // The next game has begun in the rules, but waits until the last result has been seen.
  if (unseenResult(table.state) && intent.kind !== 'next-game') {
    return refuse('not-now', 'the last game is over: next-game first');
  }
  return dispatch(table, seat, intent);
}
