// Scores as the search reads and stores them: wins and losses in plies from the node, the
// evaluation's centi-shatras in between, and the table's entries made independent of the ply at
// which they were stored.
import type { Terminal } from './game';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, type TtEntry } from './tt';

/** A won game is worth MATE minus the plies to the win (quicker wins score higher). */
export const MATE = 1_000_000;
export const MAX_PLY = 96;
/** Scores beyond this are wins or losses found by search, not evaluations. */
export const DECISIVE = MATE - 1000;

export function isDecisive(score: number): boolean {
  return Math.abs(score) >= DECISIVE;
}

export function terminalScore(terminal: Terminal, ply: number): number {
  switch (terminal) {
    case 'win':
      return MATE - ply;
    case 'loss':
      return -(MATE - ply);
    case 'draw':
      return 0;
  }
}

/** The table's score when its entry is deep enough and its bound decides the window. */
export function tableCutoff(
  entry: TtEntry,
  depth: number,
  alpha: number,
  beta: number,
  ply: number,
) {
  if (entry.depth < depth) return undefined;
  const score = fromTable(entry.score, ply);
  if (entry.bound === BOUND_EXACT) return score;
  if (entry.bound === BOUND_LOWER && score >= beta) return score;
  if (entry.bound === BOUND_UPPER && score <= alpha) return score;
  return undefined;
}

/** Win scores are stored relative to the node, so that a transposition at another ply reads right. */
export function toTable(score: number, ply: number): number {
  if (score >= DECISIVE) return score + ply;
  if (score <= -DECISIVE) return score - ply;
  return score;
}

function fromTable(score: number, ply: number): number {
  if (score >= DECISIVE) return score - ply;
  if (score <= -DECISIVE) return score + ply;
  return score;
}
