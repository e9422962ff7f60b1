// A game of the rules package as a table's log, and pasted text read into one. A pasted text is a
// position string (a new game from that position) or a game record in the rules package's
// format; either way it goes through the rules package, and a text that does not read, or a move
// that is not legal, gives the package's message and changes nothing.
import type { LogEntry, ShatraIntent } from '@ludus/session';
import {
  type Game,
  makeFen,
  makeMove,
  opposite,
  readPosition,
  readRecord,
  START_FEN,
} from '@ludus/shatra';

/** A game as the table replays it: its start (absent for the standard one) and its intents. */
export interface GameScript {
  readonly start?: string;
  readonly log: readonly LogEntry<ShatraIntent>[];
}

export type ScriptResult =
  | { readonly ok: true; readonly value: GameScript }
  | { readonly ok: false; readonly message: string };

/**
 * The intents that make `game` at a table: each move by the side that made it, then how the game
 * ended when no move ended it — a resignation by the loser, an agreed draw as an offer by the
 * side to move and its acceptance by the other (shatra.md, "End of the game").
 */
export function scriptOf(game: Game): GameScript {
  const log: LogEntry<ShatraIntent>[] = game.moves.map((move, index) => ({
    seat: game.positions[index]?.turn ?? 'white',
    intent: { kind: 'move', move: makeMove(move) },
  }));
  const ended = game.outcome;
  if (ended?.reason === 'resignation') {
    log.push({ seat: opposite(ended.winner), intent: { kind: 'resign' } });
  } else if (ended?.reason === 'agreement') {
    const offerer = game.position.turn;
    log.push(
      { seat: offerer, intent: { kind: 'offer-draw' } },
      { seat: opposite(offerer), intent: { kind: 'accept-draw' } },
    );
  }
  const start = makeFen(game.start);
  return start === START_FEN ? { log } : { start, log };
}

/** A record text as a script, or the rules package's reason (naming the first bad move). */
export function scriptOfRecord(text: string): ScriptResult {
  const game = readRecord(text);
  return game.ok ? { ok: true, value: scriptOf(game.value) } : game;
}

/** Position strings have six space-separated fields and start with the board's rows. */
function looksLikePosition(text: string): boolean {
  return !text.includes('\n') && /^[0-9KQRBSkqrbs/]+\s/.test(text);
}

export function importText(text: string): ScriptResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'nothing to read' };
  if (!looksLikePosition(trimmed)) return scriptOfRecord(trimmed);
  const position = readPosition(trimmed);
  return position.ok
    ? { ok: true, value: { start: makeFen(position.value), log: [] } }
    : { ok: false, message: position.message };
}
