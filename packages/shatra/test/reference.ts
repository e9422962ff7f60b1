// A second, deliberately plain implementation of the legal moves, written straight from
// shatra.md with coordinates and sets instead of tables and bit codes. Slow; only for tests,
// which compare it with the real generator on many positions.
import {
  fileOf,
  type Move,
  makeMove,
  type Piece,
  type Position,
  type PromotionRole,
  rankOf,
  type Side,
  squareAt,
} from '../src/index';

type Board = Map<number, Piece>;
const DIRS: readonly [number, number][] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];
const ROOK = DIRS.filter(([f, r]) => f === 0 || r === 0);
const BISHOP = DIRS.filter(([f, r]) => f !== 0 && r !== 0);
const range = (a: number, b: number): number[] =>
  Array.from({ length: b - a + 1 }, (_, i) => a + i);
const fortress = (s: Side): number[] => (s === 'white' ? range(54, 62) : range(1, 9));
const gate = (s: Side): number => (s === 'white' ? 53 : 10);
const half = (s: Side): number[] => (s === 'white' ? range(32, 52) : range(11, 31));
const promotionRow = (s: Side): number[] => (s === 'white' ? [1, 2, 3] : [60, 61, 62]);
const other = (s: Side): Side => (s === 'white' ? 'black' : 'white');
const fwd = (s: Side): number => (s === 'white' ? 1 : -1);
const step = (sq: number, d: readonly [number, number]): number | undefined =>
  squareAt(fileOf(sq) + d[0], rankOf(sq) + d[1]);

function beyondDitch(s: Side, sq: number): boolean {
  return s === 'white' ? rankOf(sq) >= 8 : rankOf(sq) <= 7;
}

interface Ctx {
  p: Position;
  side: Side;
  board: Board;
  pool: PromotionRole[];
  epSquare?: number;
  epPassed?: number;
}

function reservePiece(c: Ctx, sq: number): boolean {
  const piece = c.board.get(sq);
  return (
    !!piece &&
    piece.side === c.side &&
    c.p.reserve[c.side] &&
    fortress(c.side).includes(sq) &&
    piece.role !== 'biy'
  );
}

/**
 * The own fortress or gate holds original reserve other than the piece on `mover`; the biy on its
 * gate is reserve and closes the fortress to itself as well (it enters only by capturing).
 */
function closedFor(c: Ctx, mover: number): boolean {
  if (!c.p.reserve[c.side]) return false;
  const others = fortress(c.side).some((sq) => sq !== mover && reservePiece(c, sq));
  const biy = c.board.get(gate(c.side));
  return others || (biy?.side === c.side && biy.role === 'biy');
}

interface Chain {
  landings: number[];
  promotion?: { at: number; role: PromotionRole };
}

function jumps(
  c: Ctx,
  at: number,
  role: Piece['role'],
  jumped: Set<number>,
  closed: boolean,
  still: boolean,
): [number, number[]][] {
  const empty = (sq: number) => !c.board.has(sq);
  const enemy = (sq: number) => c.board.get(sq)?.side === other(c.side) && !jumped.has(sq);
  const mayLand = (sq: number) =>
    empty(sq) && (!closed || !fortress(c.side).includes(sq) || role === 'biy' || still);
  const out: [number, number[]][] = [];
  if (role === 'biy' || role === 'shatra') {
    const waiting = role === 'shatra' && promotionRow(c.side).includes(at);
    for (const d of waiting ? [DIRS[2] as [number, number], DIRS[6] as [number, number]] : DIRS) {
      const over = step(at, d);
      if (over === undefined) continue;
      const land = step(over, d);
      if (land === undefined || !mayLand(land)) continue;
      if (enemy(over)) out.push([over, [land]]);
      else if (
        role === 'shatra' &&
        over === c.epPassed &&
        empty(over) &&
        c.epSquare !== undefined &&
        !jumped.has(c.epSquare)
      ) {
        out.push([c.epSquare, [land]]);
      }
    }
    return out;
  }
  const lines = role === 'tura' ? ROOK : role === 'jalkyn' ? BISHOP : DIRS;
  for (const d of lines) {
    let sq = step(at, d);
    while (sq !== undefined && empty(sq)) sq = step(sq, d);
    if (sq === undefined || !enemy(sq)) continue;
    const lands: number[] = [];
    for (let l = step(sq, d); l !== undefined && empty(l); l = step(l, d))
      if (mayLand(l)) lands.push(l);
    if (lands.length > 0) out.push([sq, lands]);
  }
  return out;
}

function chains(c: Ctx, from: number): Chain[] {
  const piece = c.board.get(from) as Piece;
  const closed = closedFor(c, from);
  const result: Chain[] = [];
  c.board.delete(from);
  const go = (
    at: number,
    role: Piece['role'],
    jumped: Set<number>,
    chain: Chain,
    still: boolean,
  ): void => {
    if (chain.landings.length > 0 && piece.role === 'biy')
      result.push({ ...chain, landings: [...chain.landings] });
    const options = jumps(c, at, role, jumped, closed, still);
    let any = false;
    for (const [over, lands] of options) {
      const next = new Set(jumped).add(over);
      const stillAt = (l: number) => still && fortress(c.side).includes(l);
      const going = lands.filter((l) => jumps(c, l, role, next, closed, stillAt(l)).length > 0);
      for (const l of role === 'biy' || role === 'shatra'
        ? lands
        : going.length > 0
          ? going
          : lands) {
        any = true;
        const landings = [...chain.landings, l];
        const promotes =
          role === 'shatra' &&
          promotionRow(c.side).includes(l) &&
          !promotionRow(c.side).includes(at);
        if (promotes && c.pool.length > 0) {
          for (const r of c.pool)
            go(
              l,
              r,
              next,
              { landings, promotion: { at: landings.length - 1, role: r } },
              stillAt(l),
            );
        } else go(l, role, next, { ...chain, landings }, stillAt(l));
      }
    }
    if (!any && chain.landings.length > 0 && piece.role !== 'biy') result.push(chain);
  };
  go(
    from,
    piece.role,
    new Set(),
    { landings: [] },
    reservePiece({ ...c, board: new Map(c.board).set(from, piece) }, from),
  );
  c.board.set(from, piece);
  return result;
}

function steps(c: Ctx, from: number): Move[] {
  const piece = c.board.get(from) as Piece;
  const closed = closedFor(c, from);
  const mayEnd = (sq: number) => !c.board.has(sq) && (!closed || !fortress(c.side).includes(sq));
  const out: Move[] = [];
  const add = (to: number | undefined) => {
    if (to !== undefined && mayEnd(to)) out.push({ kind: 'move', from, to });
  };
  if (reservePiece(c, from)) {
    if ((piece.role === 'batyr' || piece.role === 'tura') && fileOf(from) === 3) {
      for (const d of [DIRS[0], DIRS[4]] as [number, number][]) {
        for (let sq = step(from, d); sq !== undefined && !c.board.has(sq); sq = step(sq, d)) {
          if (!fortress(c.side).includes(sq)) out.push({ kind: 'move', from, to: sq });
        }
      }
    }
    return out;
  }
  if (piece.role === 'biy') for (const d of DIRS) add(step(from, d));
  else if (piece.role === 'shatra') {
    const f = fwd(c.side);
    const targets: (number | undefined)[] = [];
    const onPromotionRow = promotionRow(c.side).includes(from);
    const ditchRow = (c.side === 'white' ? range(32, 38) : range(25, 31)).includes(from);
    if (!onPromotionRow && (beyondDitch(c.side, from) || ditchRow)) {
      targets.push(step(from, [0, f]), step(from, [1, f]), step(from, [-1, f]));
    } else if (!onPromotionRow) {
      const one = step(from, [0, f]);
      targets.push(one);
      const first = (c.side === 'white' ? range(46, 52) : range(11, 17)).includes(from);
      if (first && one !== undefined && !c.board.has(one)) targets.push(step(one, [0, f]));
    }
    if (beyondDitch(c.side, from)) {
      const ban = c.p.pending.sideways[c.side];
      for (const d of [
        [1, 0],
        [-1, 0],
      ] as [number, number][]) {
        const to = step(from, d);
        if (!(ban && ban.square === from && ban.from === to)) targets.push(to);
      }
    }
    for (const to of targets) {
      if (to === undefined || !mayEnd(to)) continue;
      if (promotionRow(c.side).includes(to) && !onPromotionRow && c.pool.length > 0) {
        for (const r of c.pool) out.push({ kind: 'move', from, to, promotion: r });
      } else out.push({ kind: 'move', from, to });
    }
  } else {
    const lines = piece.role === 'tura' ? ROOK : piece.role === 'jalkyn' ? BISHOP : DIRS;
    for (const d of lines)
      for (let sq = step(from, d); sq !== undefined && !c.board.has(sq); sq = step(sq, d)) add(sq);
  }
  return out;
}

function drops(c: Ctx, biyOnly: boolean): Move[] {
  const out: Move[] = [];
  const to = (from: number, squares: number[]) => {
    for (const t of squares) if (!c.board.has(t)) out.push({ kind: 'drop', from, to: t });
  };
  const own = (sq: number) => c.board.get(sq)?.side === c.side;
  const isBiy = (sq: number) => c.board.get(sq)?.role === 'biy';
  if (c.p.reserve[c.side]) {
    const order = c.side === 'white' ? range(54, 62) : range(1, 9).reverse();
    const next = order.find((sq) => reservePiece(c, sq));
    if (next !== undefined && !biyOnly) to(next, half(c.side));
    if (own(gate(c.side)) && isBiy(gate(c.side))) to(gate(c.side), half(c.side));
  } else {
    // Fortress and gate open: any own piece there drops, in any order.
    for (const sq of [...fortress(c.side), gate(c.side)])
      if (own(sq) && (!biyOnly || isBiy(sq))) to(sq, half(c.side));
  }
  for (const sq of fortress(other(c.side)))
    if (own(sq) && (!biyOnly || isBiy(sq))) to(sq, half(other(c.side)));
  return out;
}

/** The legal moves by the plain implementation, as sorted notation. */
export function referenceMoves(p: Position): string[] {
  const board: Board = new Map(p.board.pieces());
  const biys = [...board.values()].filter((x) => x.role === 'biy').length;
  if (biys < 2 || board.size === 2 || p.quietMoves >= 60) return [];
  const side = p.turn;
  const pool = (['batyr', 'tura', 'jalkyn'] as const).filter((r) => p.pool[side][r] > 0);
  const c: Ctx = { p, side, board, pool };
  const ep = p.pending.enPassant;
  if (ep !== undefined && board.get(ep)?.side === other(side) && board.get(ep)?.role === 'shatra') {
    c.epSquare = ep;
    c.epPassed = step(ep, [0, -fwd(other(side))]);
  }
  const d = p.pending.forcedDrop;
  if (d !== undefined && board.get(d)?.side === side) {
    const forced = half(side)
      .filter((t) => !board.has(t))
      .map((t) => `${d}@${t}`);
    if (forced.length > 0) return forced.sort();
  }
  const own = [...board.entries()].filter(([, x]) => x.side === side).map(([sq]) => sq);
  const biy = own.find((sq) => board.get(sq)?.role === 'biy');
  const write = (from: number, ch: Chain): string => makeMove({ kind: 'capture', from, ...ch });
  const others = own
    .filter((sq) => sq !== biy)
    .flatMap((sq) => chains(c, sq).map((ch) => write(sq, ch)));
  const biyCaptures = biy === undefined ? [] : chains(c, biy).map((ch) => write(biy, ch));
  if (others.length > 0) return [...others, ...biyCaptures].sort();
  if (biyCaptures.length > 0 && biy !== undefined) {
    return [...biyCaptures, ...[...steps(c, biy), ...drops(c, true)].map(makeMove)].sort();
  }
  const all: Move[] = own.flatMap((sq) => steps(c, sq));
  all.push(...drops(c, false));
  for (const sq of own) {
    const x = board.get(sq) as Piece;
    if (x.role === 'shatra' && promotionRow(side).includes(sq))
      for (const r of pool) all.push({ kind: 'promote', square: sq, role: r });
  }
  return all.map(makeMove).sort();
}
