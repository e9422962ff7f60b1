// A finished game's result as the server lists it (server games/outcome.ts: a backgammon or
// tryktrak match's winner and score, a Shatra game's outcome), read defensively: the list
// comes over the network, and a result this page cannot read is shown as unknown.
import type { GameKind } from '@ludus/session';

export type Side = 'white' | 'black';

export type ShownResult =
  | {
      readonly kind: 'match';
      readonly winner: Side;
      readonly white: number;
      readonly black: number;
    }
  | { readonly kind: 'win'; readonly winner: Side; readonly reason: string }
  | { readonly kind: 'draw'; readonly reason: string };

const WIN_REASONS = ['biy-captured', 'no-legal-move', 'resignation'];
const DRAW_REASONS = ['repetition', 'sixty-moves', 'bare-biys', 'agreement'];

function isSide(value: unknown): value is Side {
  return value === 'white' || value === 'black';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function shatraResult(outcome: unknown): ShownResult | null {
  if (!isRecord(outcome) || typeof outcome.reason !== 'string') return null;
  const reason = outcome.reason;
  if (outcome.kind === 'win' && isSide(outcome.winner) && WIN_REASONS.includes(reason)) {
    return { kind: 'win', winner: outcome.winner, reason };
  }
  if (outcome.kind === 'draw' && DRAW_REASONS.includes(reason)) return { kind: 'draw', reason };
  return null;
}

export function readResult(game: GameKind, result: unknown): ShownResult | null {
  if (!isRecord(result) || result.game !== game) return null;
  if (game === 'shatra') return shatraResult(result.outcome);
  const { winner, score } = result;
  if (!isSide(winner) || !isRecord(score)) return null;
  const { white, black } = score;
  if (typeof white !== 'number' || typeof black !== 'number') return null;
  return { kind: 'match', winner, white, black };
}
