// The position string (shatra.md, "Notation", position string): six fields separated by spaces.
//   sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0
// `parseFen` checks the syntax of each field and names the wrong one; `readPosition` also
// validates the result with `fromSetup`. `makeFen` prints the canonical form (see "Fine points").
import { Board } from './board';
import { isSquare, ROWS } from './geometry';
import { fromSetup, type Position, type PositionError } from './position';
import { quote } from './quote';
import { EMPTY_POOL, type Pending, type Pool, type Setup, type SidewaysStep } from './setup';
import {
  err,
  ok,
  type Piece,
  type PromotionRole,
  type Result,
  type Side,
  type Square,
} from './types';

export type FenError = 'fields' | 'board' | 'turn' | 'reserve' | 'pool' | 'pending' | 'count';

export const START_FEN = 'sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0';

const LETTER_ROLE: Record<string, Piece['role']> = {
  k: 'biy',
  q: 'batyr',
  r: 'tura',
  b: 'jalkyn',
  s: 'shatra',
};
const ROLE_LETTER: Record<Piece['role'], string> = {
  biy: 'k',
  batyr: 'q',
  tura: 'r',
  jalkyn: 'b',
  shatra: 's',
};
const POOL_ROLE: Record<string, PromotionRole> = { q: 'batyr', r: 'tura', b: 'jalkyn' };

function parseBoard(text: string): Result<Board, FenError> {
  const rows = text.split('/');
  if (rows.length !== ROWS.length) {
    return err('board', `board: expected ${ROWS.length} rows separated by '/', got ${rows.length}`);
  }
  const pieces: [Square, Piece][] = [];
  let sq = 1;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as string;
    const length = (ROWS[r] as readonly number[])[2] as number;
    let filled = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '9') {
        filled += Number(ch);
      } else {
        // ch is printable ASCII (foreignCharacter), so toLowerCase() maps no look-alike.
        const role = LETTER_ROLE[ch.toLowerCase()];
        if (!role) return err('board', `board: unknown piece letter '${ch}' in row ${r + 1}`);
        if (filled < length)
          pieces.push([sq + filled, { side: ch === ch.toUpperCase() ? 'white' : 'black', role }]);
        filled += 1;
      }
    }
    if (filled !== length) {
      return err(
        'board',
        `board: row ${r + 1} (${quote(row)}) must cover ${length} squares, covers ${filled}`,
      );
    }
    sq += length;
  }
  return ok(Board.fromPieces(pieces));
}

function parseReserve(text: string): Result<{ white: boolean; black: boolean }, FenError> {
  if (text === '-') return ok({ white: false, black: false });
  if (!/^(W|b|Wb|bW)$/.test(text))
    return err('reserve', `reserve: expected W, b, Wb or -, got ${quote(text)}`);
  return ok({ white: text.includes('W'), black: text.includes('b') });
}

function parsePool(text: string): Result<{ white: Pool; black: Pool }, FenError> {
  const white = { ...EMPTY_POOL };
  const black = { ...EMPTY_POOL };
  if (text === '-') return ok({ white, black });
  if (!/^[QRBqrb]+$/.test(text)) {
    return err(
      'pool',
      `pool: expected letters Q, R, B (White's) and q, r, b (Black's) or -, got ${quote(text)}`,
    );
  }
  for (const ch of text) {
    const role = POOL_ROLE[ch.toLowerCase()] as PromotionRole;
    const pool = ch === ch.toUpperCase() ? white : black;
    pool[role] += 1;
  }
  return ok({ white, black });
}

function parseSquare(text: string): Square | undefined {
  if (!/^[1-9]\d?$/.test(text)) return undefined;
  const n = Number(text);
  return isSquare(n) ? n : undefined;
}

/** Pending items; which side a sideways item belongs to is read from the board. */
function parsePending(text: string, board: Board): Result<Pending, FenError> {
  if (text === '-') return ok({ sideways: {} });
  let enPassant: Square | undefined;
  let forcedDrop: Square | undefined;
  const sideways: { white?: SidewaysStep; black?: SidewaysStep } = {};
  for (const item of text.split(',')) {
    const bad = err(
      'pending',
      `pending: cannot read item ${quote(item)} (expected e35, s31<30 or d8)`,
    );
    const match = /^([esd])(\d+)(?:<(\d+))?$/.exec(item);
    if (!match) return bad;
    const [, kind, a, b] = match as unknown as [string, string, string, string | undefined];
    const square = parseSquare(a);
    if (square === undefined || (kind === 's') !== (b !== undefined)) return bad;
    if (kind === 'e') {
      if (enPassant !== undefined) return err('pending', 'pending: more than one e item');
      enPassant = square;
    } else if (kind === 'd') {
      if (forcedDrop !== undefined) return err('pending', 'pending: more than one d item');
      forcedDrop = square;
    } else {
      const from = parseSquare(b as string);
      const side: Side | undefined = board.get(square)?.side;
      if (from === undefined) return bad;
      if (!side) return err('pending', `pending: ${item} names an empty square`);
      if (sideways[side]) return err('pending', `pending: more than one s item for ${side}`);
      sideways[side] = { square, from };
    }
  }
  return ok({
    ...(enPassant !== undefined ? { enPassant } : {}),
    sideways,
    ...(forcedDrop !== undefined ? { forcedDrop } : {}),
  });
}

/**
 * The first character outside the notation, printable ASCII: the reader takes no look-alike
 * (a non-breaking space is no field separator, the Kelvin sign no K).
 */
function foreignCharacter(text: string): string | undefined {
  const at = text.search(/[^\x20-\x7e]/);
  if (at < 0) return undefined;
  const code = text.codePointAt(at) ?? 0;
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  return `'${String.fromCodePoint(code)}' (U+${hex}) at character ${at + 1} is not in the notation (printable ASCII)`;
}

/** Reads a position string into an unvalidated Setup; the error names the wrong field. */
export function parseFen(text: string): Result<Setup, FenError> {
  const foreign = foreignCharacter(text);
  if (foreign !== undefined) return err('fields', `position string: ${foreign}`);
  // Fields are separated by ASCII spaces ("six fields separated by spaces"); spaces around the
  // string are ignored.
  const fields = text.split(' ').filter((field) => field !== '');
  if (fields.length !== 6) {
    return err(
      'fields',
      `position string: expected 6 fields separated by spaces, got ${fields.length}`,
    );
  }
  const [boardText, turnText, reserveText, poolText, pendingText, countText] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const board = parseBoard(boardText);
  if (!board.ok) return board;
  if (turnText !== 'w' && turnText !== 'b')
    return err('turn', `side to move: expected w or b, got ${quote(turnText)}`);
  const reserve = parseReserve(reserveText);
  if (!reserve.ok) return reserve;
  const pool = parsePool(poolText);
  if (!pool.ok) return pool;
  const pending = parsePending(pendingText, board.value);
  if (!pending.ok) return pending;
  if (!/^\d{1,6}$/.test(countText))
    return err('count', `count: expected a number of moves, got ${quote(countText)}`);
  return ok({
    board: board.value,
    turn: turnText === 'w' ? 'white' : 'black',
    reserve: reserve.value,
    pool: pool.value,
    pending: pending.value,
    quietMoves: Number(countText),
  });
}

/** Parses and validates: the one call a user of position strings needs. */
export function readPosition(text: string): Result<Position, FenError | PositionError> {
  const setup = parseFen(text);
  return setup.ok ? fromSetup(setup.value) : setup;
}

function makeBoard(board: Board): string {
  const rows: string[] = [];
  let sq = 1;
  for (const [, , length] of ROWS) {
    let row = '';
    let empty = 0;
    for (let i = 0; i < length; i++, sq++) {
      const piece = board.get(sq);
      if (!piece) {
        empty++;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      const letter = ROLE_LETTER[piece.role];
      row += piece.side === 'white' ? letter.toUpperCase() : letter;
    }
    rows.push(empty > 0 ? row + String(empty) : row);
  }
  return rows.join('/');
}

function poolLetters(pool: Pool): string {
  // Alphabetical: B, Q, R.
  return 'b'.repeat(pool.jalkyn) + 'q'.repeat(pool.batyr) + 'r'.repeat(pool.tura);
}

/** Canonical pending order: e, then s (White's first), then d. */
function makePending(pending: Pending): string {
  const items: string[] = [];
  if (pending.enPassant !== undefined) items.push(`e${pending.enPassant}`);
  for (const side of ['white', 'black'] as const) {
    const step = pending.sideways[side];
    if (step) items.push(`s${step.square}<${step.from}`);
  }
  if (pending.forcedDrop !== undefined) items.push(`d${pending.forcedDrop}`);
  return items.length > 0 ? items.join(',') : '-';
}

/** Prints the canonical position string of a Setup or Position. */
export function makeFen(setup: Setup): string {
  const reserve = `${setup.reserve.white ? 'W' : ''}${setup.reserve.black ? 'b' : ''}` || '-';
  const pool =
    `${poolLetters(setup.pool.white).toUpperCase()}${poolLetters(setup.pool.black)}` || '-';
  return [
    makeBoard(setup.board),
    setup.turn === 'white' ? 'w' : 'b',
    reserve,
    pool,
    makePending(setup.pending),
    String(setup.quietMoves),
  ].join(' ');
}

/** The position string's key without the 60-move count: equal keys are the same position for repetition. */
export function repetitionKey(setup: Setup): string {
  const fen = makeFen(setup);
  return fen.slice(0, fen.lastIndexOf(' '));
}
