// A move as the search keeps it: one small object of one shape (so that the engine's hot code
// sees a single hidden class), with what ordering and `make` need computed once at generation:
// the squares a capture jumps, the material it wins, and a number that tells it from the
// position's other moves. `toRulesMove` turns it into the rules package's Move (notation).
import type { Move, PromotionRole } from '@ludus/shatra';
import { mix32 } from './prng';

export const MOVE = 0;
export const CAPTURE = 1;
export const DROP = 2;
export const PROMOTE = 3;

/** What each role is worth when captured, for move ordering and quiescence (centi-shatras). */
export const CAPTURE_VALUE: readonly number[] = [0, 100_000, 800, 450, 300, 100];
/** What a promotion gains, by the role code it promotes to. */
export const PROMOTION_VALUE: readonly number[] = [0, 0, 700, 350, 200, 0];

const ROLE_NAME: readonly (PromotionRole | undefined)[] = [
  undefined,
  undefined,
  'batyr',
  'tura',
  'jalkyn',
];

export class SearchMove {
  constructor(
    /** MOVE, CAPTURE, DROP or PROMOTE. */
    readonly kind: number,
    /** The moving piece's square (PROMOTE: the waiting shatra's square). */
    readonly from: number,
    /** Where the piece ends (a capture: its last landing; PROMOTE: `from`). */
    readonly to: number,
    /** The role code promoted to (BATYR, TURA, JALKYN), 0 for none. */
    readonly promotion: number,
    /** A capture's promotion: the index in `landings` where it happens (-1: none). */
    readonly promotionAt: number,
    /** A capture's landing squares in order; null for the other kinds. */
    readonly landings: readonly number[] | null,
    /** A capture's jumped pieces' squares in order (en passant: the shatra's own square). */
    readonly captured: readonly number[] | null,
    /** The material it wins: jumped pieces and what a promotion gains (0 for a quiet move). */
    readonly gain: number,
    /** Tells it from the position's other moves (never 0: the table's "no move"). */
    readonly id: number,
  ) {}
}

/**
 * Every plain move, drop and promotion by its id, made once: such a move depends on nothing but
 * its four numbers and is never changed, so that the generator hands out the same object each
 * time instead of allocating one per move per node (ids stay below 4 × 32768).
 */
const SIMPLE_MOVES: (SearchMove | null)[] = new Array<SearchMove | null>(4 * 32768).fill(null);

/** A plain move, drop or promotion of a waiting shatra. */
export function simpleMove(kind: number, from: number, to: number, promotion: number): SearchMove {
  const id = 1 + from + 64 * to + 4096 * promotion + 32768 * kind;
  const known = SIMPLE_MOVES[id];
  if (known) return known;
  const move = new SearchMove(
    kind,
    from,
    to,
    promotion,
    -1,
    null,
    null,
    PROMOTION_VALUE[promotion] ?? 0,
    id,
  );
  SIMPLE_MOVES[id] = move;
  return move;
}

/** A complete capture chain (copies of the generator's scratch lists). */
export function captureMove(
  from: number,
  landings: readonly number[],
  captured: readonly number[],
  promotion: number,
  promotionAt: number,
  gain: number,
): SearchMove {
  let h = mix32(from * 131 + 7);
  for (let i = 0; i < landings.length; i++) h = mix32(h ^ (landings[i] as number));
  if (promotion !== 0) h = mix32(h ^ (promotionAt * 64 + promotion));
  const to = landings[landings.length - 1] as number;
  // Above every simple move's id, so that the two kinds never share a number.
  const id = (h >>> 1) | 0x4000_0000 | 0;
  return new SearchMove(CAPTURE, from, to, promotion, promotionAt, landings, captured, gain, id);
}

/** The rules package's value of a search move (same notation, `makeMove`). */
export function toRulesMove(move: SearchMove): Move {
  const role = ROLE_NAME[move.promotion];
  switch (move.kind) {
    case MOVE:
      return role
        ? { kind: 'move', from: move.from, to: move.to, promotion: role }
        : { kind: 'move', from: move.from, to: move.to };
    case CAPTURE:
      return role
        ? {
            kind: 'capture',
            from: move.from,
            landings: [...(move.landings as readonly number[])],
            promotion: { at: move.promotionAt, role },
          }
        : { kind: 'capture', from: move.from, landings: [...(move.landings as readonly number[])] };
    case DROP:
      return { kind: 'drop', from: move.from, to: move.to };
    default:
      return { kind: 'promote', square: move.from, role: role as PromotionRole };
  }
}
