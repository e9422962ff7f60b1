// An independent audit of shatra.md, part 3: rules checked as invariants of every legal move on
// seeded careful playouts, each stated directly from the rules file, without the generator's
// tables: what a chain may jump and where it may land, the closed fortress, the shatra never
// stepping backward, drop targets, and that every result is a valid position string.
import { describe, expect, it } from 'vitest';
import {
  jumpedSquares,
  legalMoves,
  type Move,
  makeFen,
  makeMove,
  type Position,
  play,
  rankOf,
  readPosition,
  type Side,
} from '../src/index';
import { playout } from './playout';

const range = (a: number, b: number): number[] =>
  Array.from({ length: b - a + 1 }, (_, i) => a + i);
const FORTRESS: Record<Side, number[]> = { white: range(54, 62), black: range(1, 9) };
const HALF: Record<Side, number[]> = { white: range(32, 52), black: range(11, 31) };
const GATE: Record<Side, number> = { white: 53, black: 10 };
const other = (s: Side): Side => (s === 'white' ? 'black' : 'white');

/** "While any original reserve piece (the biy on its gate included) is in a side's fortress …" */
function closedTo(p: Position, mover: number): boolean {
  const s = p.turn;
  if (!p.reserve[s]) return false;
  const reserve = FORTRESS[s].some((sq) => {
    const piece = p.board.get(sq);
    return sq !== mover && piece?.side === s && piece.role !== 'biy';
  });
  // The biy on its gate closes the fortress to itself as well (it enters only by capturing).
  const gate = p.board.get(GATE[s]);
  return reserve || (gate?.side === s && gate.role === 'biy');
}

function count(p: Position, side: Side): number {
  return [...p.board.pieces()].filter(([, piece]) => piece.side === side).length;
}

/** What is wrong with `m` in `p` by the rules file, or undefined. */
function violation(p: Position, m: Move): string | undefined {
  const s = p.turn;
  const own = FORTRESS[s];
  if (m.kind === 'capture') {
    const jumped = jumpedSquares(p, m.from, m.landings);
    if (new Set(jumped).size !== jumped.length) return 'a piece jumped twice';
    if (jumped.some((sq) => p.board.get(sq)?.side !== other(s))) return 'jumped a non-enemy';
    if (m.landings.some((sq) => sq !== m.from && p.board.get(sq))) return 'landed on a piece';
    const next = play(p, m);
    if (count(next, other(s)) !== count(p, other(s)) - jumped.length) return 'captures miscounted';
    if (count(next, s) !== count(p, s)) return 'own material changed';
    if (p.board.get(m.from)?.role !== 'biy' && closedTo(p, m.from)) {
      // A reserve piece may end a jump inside while it has not left (fine points); no one else.
      let left = !own.includes(m.from);
      for (const sq of m.landings) {
        if (!own.includes(sq)) left = true;
        else if (left) return 'jumped into the closed fortress';
      }
    }
  } else if (m.kind === 'move') {
    if (own.includes(m.to) && closedTo(p, m.from)) return 'moved into the closed fortress';
    const forward = (rankOf(m.to) - rankOf(m.from)) * (s === 'white' ? 1 : -1);
    if (p.board.get(m.from)?.role === 'shatra' && forward < 0) return 'shatra stepped backward';
  } else if (m.kind === 'drop') {
    // Drops come from a fortress or from the own gate ("Fortress, reserve and the great road").
    if (![...own, GATE[s], ...FORTRESS[other(s)]].includes(m.from)) return 'dropped from the field';
    const half = FORTRESS[other(s)].includes(m.from) ? HALF[other(s)] : HALF[s];
    if (!half.includes(m.to)) return 'dropped outside the half';
  }
  const after = readPosition(makeFen(play(p, m)));
  return after.ok ? undefined : `invalid result: ${after.message}`;
}

describe('audit: rules as invariants of every legal move (seeded careful playouts)', () => {
  it('chains jump distinct enemies, land on empty squares, respect the closed fortress; drops and steps obey their rules', () => {
    const problems: string[] = [];
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const p of playout(seed, 300, undefined, 4).positions) {
        for (const m of legalMoves(p)) {
          checked++;
          const why = violation(p, m);
          if (why && problems.length < 5) problems.push(`${why}: ${makeFen(p)} ${makeMove(m)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20_000);
  });
});
