// Test helpers: positions written as piece lists, legal moves as sorted notation.
import { expect } from 'vitest';
import {
  Board,
  legalMoves,
  type Move,
  makeFen,
  makeMove,
  type Piece,
  type Position,
  parseMove,
  type Role,
  readPosition,
  tryPlay,
} from '../src/index';

const ROLE: Record<string, Role> = { K: 'biy', Q: 'batyr', R: 'tura', B: 'jalkyn', S: 'shatra' };

export interface Extra {
  turn?: 'w' | 'b';
  reserve?: string;
  pool?: string;
  pending?: string;
  count?: number;
}

/** `fen('K53 k10 S35 s28', { turn: 'b' })`: uppercase White, lowercase Black, then the square. */
export function fen(pieces: string, extra: Extra = {}): string {
  const list: [number, Piece][] = [];
  for (const item of pieces.split(/\s+/).filter(Boolean)) {
    const letter = item[0] as string;
    const role = ROLE[letter.toUpperCase()];
    if (!role) throw new Error(`bad piece ${item}`);
    list.push([
      Number(item.slice(1)),
      { side: letter === letter.toUpperCase() ? 'white' : 'black', role },
    ]);
  }
  const board = makeFen({
    board: Board.fromPieces(list),
    turn: 'white',
    reserve: { white: false, black: false },
    pool: { white: { batyr: 0, tura: 0, jalkyn: 0 }, black: { batyr: 0, tura: 0, jalkyn: 0 } },
    pending: { sideways: {} },
    quietMoves: 0,
  }).split(' ')[0];
  return [
    board,
    extra.turn ?? 'w',
    extra.reserve ?? '-',
    extra.pool ?? '-',
    extra.pending ?? '-',
    extra.count ?? 0,
  ].join(' ');
}

export function pos(text: string): Position {
  const r = readPosition(text);
  if (!r.ok) throw new Error(`${text}: ${r.message}`);
  return r.value;
}

export function moves(text: string): string[] {
  return legalMoves(pos(text)).map(makeMove).sort();
}

export function expectMoves(text: string, expected: readonly string[]): void {
  expect(moves(text)).toEqual([...expected].sort());
}

/**
 * The Move written `text`, its notation read only: whether it is legal is for the rules to say
 * (`tryPlay`, `playMove`). Throws on bad notation: a broken test.
 */
export function move(text: string): Move {
  const parsed = parseMove(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
  return parsed.value;
}

/** The canonical position string after the moves (each must be legal). */
export function after(text: string, ...played: string[]): string {
  let p = pos(text);
  for (const m of played) {
    const r = tryPlay(p, move(m));
    if (!r.ok) throw new Error(`${m}: ${r.message}`);
    p = r.value;
  }
  return makeFen(p);
}

/** Drops of `from` to every listed square. */
export function dropsTo(from: number, squares: readonly number[]): string[] {
  return squares.map((to) => `${from}@${to}`);
}

export function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

/** Empty squares of a half (White 32–52, Black 11–31) but the listed ones. */
export function halfExcept(side: 'white' | 'black', occupied: readonly number[]): number[] {
  const half = side === 'white' ? range(32, 52) : range(11, 31);
  return half.filter((sq) => !occupied.includes(sq));
}
