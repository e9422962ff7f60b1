// The shared vocabulary of the Shatra package. Everything here is plain data.

/** The two sides; White is at the bottom (rank 1) and moves first. */
export type Side = 'white' | 'black';

/** biy (leader, K), batyr (Q), tura (R), jalkyn (B), shatra (S). */
export type Role = 'biy' | 'batyr' | 'tura' | 'jalkyn' | 'shatra';

/** The pieces a shatra can promote to: the captured-piece pool holds only these. */
export type PromotionRole = 'batyr' | 'tura' | 'jalkyn';

export interface Piece {
  readonly side: Side;
  readonly role: Role;
}

/** A square number, 1..62, numbered as tradition numbers them (top to bottom, left to right). */
export type Square = number;

/** A plain move: `46-39`, or `5-2=Q` when a shatra reaches the promotion row. */
export interface StepMove {
  readonly kind: 'move';
  readonly from: Square;
  readonly to: Square;
  readonly promotion?: PromotionRole;
}

/**
 * A complete capture chain: `39x25x11`. `landings` are the squares the piece lands on, in order.
 * A shatra that reaches the promotion row in the chain promotes there: `promotion.at` is the
 * index in `landings` of that square (`24x10x2=Qx…`).
 */
export interface CaptureMove {
  readonly kind: 'capture';
  readonly from: Square;
  readonly landings: readonly Square[];
  readonly promotion?: { readonly at: number; readonly role: PromotionRole };
}

/** A drop: `54@40`, the piece on 54 goes to 40 (reserve, biy from its gate, or from a fortress). */
export interface DropMove {
  readonly kind: 'drop';
  readonly from: Square;
  readonly to: Square;
}

/** Promoting a waiting shatra on the promotion row, a move of its own: `2=Q`. */
export interface PromoteMove {
  readonly kind: 'promote';
  readonly square: Square;
  readonly role: PromotionRole;
}

export type Move = StepMove | CaptureMove | DropMove | PromoteMove;

// Expected failures are values with a string code and a human-readable message: the one
// `Result` of @ludus/core, re-exported so that the modules here import it beside their types.
export { err, ok, type Result } from '@ludus/core';

export function opposite(side: Side): Side {
  return side === 'white' ? 'black' : 'white';
}
