// Move notation (shatra.md, "Notation"): `46-39`, `39x25x11`, `54@40`, `5-2=Q`,
// `24x10x2=Qx9`, `2=Q`. `parseMove` reads the syntax only; whether a move is legal in a
// position is for `findLegalMove` / `tryPlay` (legality.ts).
import { isSquare } from './geometry';
import { quote } from './quote';
import { err, type Move, ok, type PromotionRole, type Result, type Square } from './types';

const LETTER: Record<PromotionRole, string> = { batyr: 'Q', tura: 'R', jalkyn: 'B' };
const ROLE: Record<string, PromotionRole> = { Q: 'batyr', R: 'tura', B: 'jalkyn' };

export function promotionLetter(role: PromotionRole): string {
  return LETTER[role];
}

export function makeMove(move: Move): string {
  switch (move.kind) {
    case 'move':
      return `${move.from}-${move.to}${move.promotion ? `=${LETTER[move.promotion]}` : ''}`;
    case 'capture':
      return (
        String(move.from) +
        move.landings
          .map(
            (sq, i) => `x${sq}${move.promotion?.at === i ? `=${LETTER[move.promotion.role]}` : ''}`,
          )
          .join('')
      );
    case 'drop':
      return `${move.from}@${move.to}`;
    case 'promote':
      return `${move.square}=${LETTER[move.role]}`;
  }
}

function square(text: string): Square | undefined {
  if (!/^[1-9]\d?$/.test(text)) return undefined;
  const n = Number(text);
  return isSquare(n) ? n : undefined;
}

const SQ = '([1-9]\\d?)';
const PROMO = '(?:=([QRB]))?';
const STEP = new RegExp(`^${SQ}-${SQ}${PROMO}$`);
const DROP = new RegExp(`^${SQ}@${SQ}$`);
const PROMOTE = new RegExp(`^${SQ}=([QRB])$`);
const CAPTURE = /^([1-9]\d?)((?:x[1-9]\d?(?:=[QRB])?)+)$/;

function parseCapture(from: Square, chain: string): Result<Move, 'notation'> {
  const landings: Square[] = [];
  let promotion: { at: number; role: PromotionRole } | undefined;
  for (const part of chain.slice(1).split('x')) {
    const [sqText, letter] = part.split('=') as [string, string | undefined];
    const sq = square(sqText);
    if (sq === undefined) return err('notation', `${quote(sqText)} is not a square (1-62)`);
    if (letter !== undefined) {
      if (promotion) return err('notation', 'a chain promotes at most once');
      promotion = { at: landings.length, role: ROLE[letter] as PromotionRole };
    }
    landings.push(sq);
  }
  return ok(
    promotion
      ? { kind: 'capture', from, landings, promotion }
      : { kind: 'capture', from, landings },
  );
}

/** Reads one move in this project's notation (syntax only). */
export function parseMove(text: string): Result<Move, 'notation'> {
  const bad = err(
    'notation',
    `cannot read move ${quote(text)} (expected e.g. 46-39, 39x25x11, 54@40, 2=Q)`,
  );
  let m = STEP.exec(text);
  if (m) {
    const from = square(m[1] as string);
    const to = square(m[2] as string);
    if (from === undefined || to === undefined) return bad;
    const promotion = m[3] ? ROLE[m[3]] : undefined;
    return ok(promotion ? { kind: 'move', from, to, promotion } : { kind: 'move', from, to });
  }
  m = DROP.exec(text);
  if (m) {
    const from = square(m[1] as string);
    const to = square(m[2] as string);
    return from === undefined || to === undefined ? bad : ok({ kind: 'drop', from, to });
  }
  m = PROMOTE.exec(text);
  if (m) {
    const sq = square(m[1] as string);
    return sq === undefined
      ? bad
      : ok({ kind: 'promote', square: sq, role: ROLE[m[2] as string] as PromotionRole });
  }
  m = CAPTURE.exec(text);
  if (m) {
    const from = square(m[1] as string);
    return from === undefined ? bad : parseCapture(from, m[2] as string);
  }
  return bad;
}

/** Two moves are the same move when they are written the same. */
export function sameMove(a: Move, b: Move): boolean {
  return makeMove(a) === makeMove(b);
}
