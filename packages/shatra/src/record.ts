// Game records: a PGN-like text. The format:
//
//   [White "Ayana"]
//   [Black "Computer"]
//   [Date "2026.12.01"]
//   [Result "1-0"]
//   [Termination "biy-captured"]                  optional: how the game ended
//   [Position "<position string>"]                only when the game did not start from the start
//
//   1. 49-35 14-28 2. 35x21x10 ... 1-0
//
// Header lines `[Name "value"]` (value with \" and \\ escaped), a blank line, then the moves in
// this project's notation, numbered per White move (numbers are optional on import), ended by
// the result: `1-0` (White won), `0-1` (Black won), `1/2-1/2` (draw) or `*` (unfinished).
// `{…}` comments are skipped on import. Import replays every move and names the first bad one.
import { makeFen, readPosition } from './fen';
import { agreeDraw, type Game, type GameError, newGame, playMove, resign } from './game';
import { findLegalMove } from './legality';
import { makeMove } from './notation';
import { START_POSITION } from './position';
import { err, ok, type Result } from './types';

export type RecordResult = '1-0' | '0-1' | '1/2-1/2' | '*';

export interface GameRecord {
  /** Header tags in order; `Result` is kept in step with `result`. */
  readonly headers: Readonly<Record<string, string>>;
  readonly moves: readonly string[];
  readonly result: RecordResult;
}

export type RecordError = 'header' | 'move' | 'result';

export function resultOf(game: Game): RecordResult {
  const o = game.outcome;
  if (!o) return '*';
  if (o.kind === 'draw') return '1/2-1/2';
  return o.winner === 'white' ? '1-0' : '0-1';
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The record of a game; `headers` adds players, date, event… (Result is always written). */
export function makeRecord(game: Game, headers: Readonly<Record<string, string>> = {}): string {
  const result = resultOf(game);
  const tags: Record<string, string> = { ...headers, Result: result };
  if (game.outcome) tags.Termination = game.outcome.reason;
  if (makeFen(game.start) !== makeFen(START_POSITION)) tags.Position = makeFen(game.start);
  const lines = Object.entries(tags).map(([k, v]) => `[${k} ${quote(v)}]`);
  const words: string[] = [];
  const blackFirst = game.start.turn === 'black';
  game.moves.forEach((move, i) => {
    const ply = i + (blackFirst ? 1 : 0);
    if (ply % 2 === 0) words.push(`${ply / 2 + 1}.`);
    else if (i === 0) words.push('1...');
    words.push(makeMove(move));
  });
  words.push(result);
  const body: string[] = [];
  let line = '';
  for (const w of words) {
    if (line.length + w.length + 1 > 79) {
      body.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  body.push(line);
  return `${lines.join('\n')}\n\n${body.join('\n')}\n`;
}

const HEADER = /^\[([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\]$/;
const RESULTS: readonly string[] = ['1-0', '0-1', '1/2-1/2', '*'];

/** Reads the text of a record (syntax only; `replayRecord` checks the moves). */
export function parseRecord(text: string): Result<GameRecord, RecordError> {
  const headers: Record<string, string> = {};
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  for (; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === '') continue;
    if (!line.startsWith('[')) break;
    const m = HEADER.exec(line);
    if (!m) return err('header', `line ${i + 1}: cannot read header '${line}'`);
    headers[m[1] as string] = (m[2] as string).replace(/\\(.)/g, '$1');
  }
  const body = lines
    .slice(i)
    .join(' ')
    .replace(/\{[^}]*\}/g, ' ');
  const moves: string[] = [];
  let result: RecordResult | undefined;
  for (const word of body.split(/\s+/).filter(Boolean)) {
    if (result) return err('result', `text after the result: '${word}'`);
    if (RESULTS.includes(word)) result = word as RecordResult;
    else if (!/^\d+\.(\.\.)?$/.test(word)) moves.push(word.replace(/^\d+\.(\.\.)?/, ''));
  }
  const final =
    result ??
    (headers.Result && RESULTS.includes(headers.Result) ? (headers.Result as RecordResult) : '*');
  return ok({ headers, moves, result: final });
}

/**
 * A written move played on: read against the position (findLegalMove), then played. A move
 * after the end is refused as `playMove` refuses it, whatever is written.
 */
function replayMove(game: Game, text: string): Result<Game, GameError> {
  if (game.outcome) return err('finished', 'the game is over');
  const move = findLegalMove(game.position, text);
  return move.ok ? playMove(game, move.value) : move;
}

/**
 * Replays a record into a Game: every move must be legal. A decisive or drawn result that the
 * moves do not reach is taken as a resignation (of the side that lost) or an agreed draw.
 */
export function replayRecord(record: GameRecord): Result<Game, RecordError> {
  let start = START_POSITION;
  if (record.headers.Position !== undefined) {
    const p = readPosition(record.headers.Position);
    if (!p.ok) return err('header', `Position: ${p.message}`);
    start = p.value;
  }
  let game = newGame(start);
  for (const [i, move] of record.moves.entries()) {
    const next = replayMove(game, move);
    if (!next.ok) return err('move', `move ${i + 1} (${move}): ${next.message}`);
    game = next.value;
  }
  if (game.outcome || record.result === '*') {
    if (record.result !== '*' && resultOf(game) !== record.result) {
      return err(
        'result',
        `the moves end the game ${resultOf(game)}, the record says ${record.result}`,
      );
    }
    return ok(game);
  }
  const ended =
    record.result === '1/2-1/2'
      ? agreeDraw(game)
      : resign(game, record.result === '1-0' ? 'black' : 'white');
  return ended.ok ? ok(ended.value) : err('result', ended.message);
}

/** parseRecord + replayRecord. */
export function readRecord(text: string): Result<Game, RecordError> {
  const record = parseRecord(text);
  return record.ok ? replayRecord(record.value) : record;
}
