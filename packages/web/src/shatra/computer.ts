// The Shatra computer inside the shared Web Worker: an honest shallow search over the rules
// package — negamax with alpha-beta to 1–3 plies by level, captures searched on to quiet
// positions (captures are compulsory, so a leaf in mid-exchange would lie), material evaluation.
// The worker answers with the strong engine (@ludus/shatra-engine) through the same requests;
// this search is the fallback when the engine gives no answer, and the reference in tests.
import {
  legalMoves,
  type Move,
  makeMove,
  type Position,
  play,
  positionOutcome,
  readPosition,
  repetitionKey,
} from '@ludus/shatra';
import * as engine from '@ludus/shatra-engine';
import type {
  ComputerAnswer,
  DrawOfferRequest,
  Level,
  ShatraMoveRequest,
} from '../computer/protocol';

const SHATRA_VALUE = 100;
const VALUE: Readonly<Record<string, number>> = {
  biy: 0,
  batyr: 900,
  tura: 500,
  jalkyn: 300,
  shatra: SHATRA_VALUE,
};
const WIN = 1_000_000;
/** Plies of the main search per level; captures are followed beyond that up to QUIESCENCE. */
const DEPTH: Readonly<Record<Level, number>> = { 1: 1, 2: 2, 3: 3 };
const QUIESCENCE = 4;

/** Material from White's view, plus a little for shatras that have come forward. */
export function evaluateForWhite(position: Position): number {
  let score = 0;
  for (const [square, piece] of position.board.pieces()) {
    let value = VALUE[piece.role] ?? 0;
    if (piece.role === 'shatra') {
      // Ranks advanced, from the square number: White moves toward square 1, Black toward 62.
      const progress = piece.side === 'white' ? (52 - square) / 7 : (square - 11) / 7;
      value += Math.max(0, Math.floor(progress)) * 4;
    }
    score += piece.side === 'white' ? value : -value;
  }
  const pool = position.pool;
  // A captured piece in the pool can come back by promotion: it is worth a little to its owner.
  score += (pool.white.batyr * 90 + pool.white.tura * 50 + pool.white.jalkyn * 30) / 10;
  score -= (pool.black.batyr * 90 + pool.black.tura * 50 + pool.black.jalkyn * 30) / 10;
  return score;
}

function evaluateForMover(position: Position): number {
  const white = evaluateForWhite(position);
  return position.turn === 'white' ? white : -white;
}

class OutOfTime extends Error {}

interface SearchContext {
  readonly deadline: number;
  readonly now: () => number;
  nodes: number;
}

function tick(ctx: SearchContext): void {
  ctx.nodes++;
  if ((ctx.nodes & 255) === 0 && ctx.now() > ctx.deadline) throw new OutOfTime();
}

/** Captures first, longest chains first: better moves early make alpha-beta cut more. */
function ordered(moves: Move[]): Move[] {
  const weight = (m: Move) => (m.kind === 'capture' ? 10 + m.landings.length : 0);
  return moves.slice().sort((a, b) => weight(b) - weight(a));
}

/** Score of a finished game for the side to move in `position`, or undefined while it goes on. */
function terminalScore(position: Position, ply: number): number | undefined {
  const outcome = positionOutcome(position);
  if (!outcome) return undefined;
  if (outcome.kind === 'draw') return 0;
  // Sooner wins score higher, later losses less low.
  return outcome.winner === position.turn ? WIN - ply : -WIN + ply;
}

/** Beyond the main depth: only captures, until the position is quiet (or QUIESCENCE plies). */
function quiesce(
  ctx: SearchContext,
  position: Position,
  moves: readonly Move[],
  depth: number,
  alpha: number,
  beta: number,
  ply: number,
): number {
  if (depth <= -QUIESCENCE) return evaluateForMover(position);
  // With the biy's privilege the side may decline to capture: then standing pat is a real option.
  const optional = moves.some((m) => m.kind !== 'capture');
  let best = optional ? evaluateForMover(position) : -Infinity;
  let low = Math.max(alpha, best);
  if (low >= beta) return best;
  for (const move of ordered(moves.filter((m) => m.kind === 'capture'))) {
    const score = -negamax(ctx, play(position, move), depth - 1, -beta, -low, ply + 1);
    if (score > best) best = score;
    if (score > low) low = score;
    if (low >= beta) break;
  }
  return best;
}

function negamax(
  ctx: SearchContext,
  position: Position,
  depth: number,
  alpha: number,
  beta: number,
  ply: number,
): number {
  tick(ctx);
  const terminal = terminalScore(position, ply);
  if (terminal !== undefined) return terminal;
  const moves = legalMoves(position);
  if (depth <= 0) {
    if (!moves.some((m) => m.kind === 'capture')) return evaluateForMover(position);
    return quiesce(ctx, position, moves, depth, alpha, beta, ply);
  }
  let best = -Infinity;
  let low = alpha;
  for (const move of ordered(moves)) {
    const score = -negamax(ctx, play(position, move), depth - 1, -beta, -low, ply + 1);
    if (score > best) best = score;
    if (score > low) low = score;
    if (low >= beta) break;
  }
  return best;
}

export interface SearchResult {
  readonly move: Move;
  /** From the mover's view, in centi-shatras. */
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
}

function searchRoot(ctx: SearchContext, position: Position, moves: Move[], depth: number) {
  let bestMove = moves[0] as Move;
  let best = -Infinity;
  for (const move of moves) {
    const score = -negamax(ctx, play(position, move), depth - 1, -Infinity, -best, 1);
    if (score > best) {
      best = score;
      bestMove = move;
    }
  }
  return { move: bestMove, score: best };
}

/**
 * The computer's move: iterative deepening to the level's depth, within the time budget. A
 * move that would repeat a position for the third time is avoided when the computer is ahead.
 * Undefined when there is no legal move.
 */
export function chooseMove(
  position: Position,
  level: Level,
  budgetMs: number,
  history: readonly Position[] = [],
  now: () => number = () => Date.now(),
): SearchResult | undefined {
  const moves = ordered(legalMoves(position));
  const first = moves[0];
  if (!first) return undefined;
  const ctx: SearchContext = { deadline: now() + budgetMs, now, nodes: 0 };
  let result = { move: first, score: 0, depth: 0 };
  let order = moves;
  for (let depth = 1; depth <= DEPTH[level]; depth++) {
    try {
      const found = searchRoot(ctx, position, order, depth);
      result = { ...found, depth };
      // The best move so far is searched first at the next depth.
      order = [found.move, ...moves.filter((m) => m !== found.move)];
    } catch (error) {
      if (error instanceof OutOfTime) break;
      throw error;
    }
  }
  return { ...avoidRepetition(position, moves, result, history), nodes: ctx.nodes };
}

function avoidRepetition(
  position: Position,
  moves: readonly Move[],
  result: { move: Move; score: number; depth: number },
  history: readonly Position[],
): { move: Move; score: number; depth: number } {
  if (result.score <= 0 || history.length === 0) return result;
  const seen = new Map<string, number>();
  for (const earlier of history) {
    const key = repetitionKey(earlier);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const repeats = (move: Move) => (seen.get(repetitionKey(play(position, move))) ?? 0) >= 2;
  if (!repeats(result.move)) return result;
  const other = moves.find((m) => !repeats(m));
  return other ? { ...result, move: other } : result;
}

/**
 * The player on move offers a draw, so the computer is the other side: it accepts when its own
 * search says it stands worse by more than a shatra. (The search scores for the side to move.)
 */
export function judgeDrawOffer(position: Position, level: Level, budgetMs: number): boolean {
  const result = chooseMove(position, level, budgetMs);
  if (!result) return true;
  const forComputer = -result.score;
  return forComputer < -SHATRA_VALUE;
}

function readAll(position: string, history: readonly string[]) {
  const current = readPosition(position);
  if (!current.ok) return { error: `bad position: ${current.message}` } as const;
  const earlier: Position[] = [];
  for (const text of history) {
    const read = readPosition(text);
    if (!read.ok) return { error: `bad history position: ${read.message}` } as const;
    earlier.push(read.value);
  }
  return { current: current.value, earlier } as const;
}

export function answerShatra(request: ShatraMoveRequest | DrawOfferRequest): ComputerAnswer {
  const read = readAll(request.position, request.history);
  if ('error' in read) return { kind: 'error', id: request.id, message: read.error ?? '' };
  const budget = Math.max(50, request.budgetMs);
  switch (request.kind) {
    // The strong engine (@ludus/shatra-engine) answers; the shallow search above stays as a
    // reference for its tests.
    case 'move': {
      const level = engine.LEVEL_NAMES[request.level - 1] ?? 'master';
      const answer = engine.chooseMove(read.current, {
        level,
        timeMs: budget,
        history: read.earlier,
        seed: request.id,
      });
      if (answer.ok && answer.value.move !== undefined) {
        const { move, resign } = answer.value;
        // The engine's master level gives up a hopeless game; the page ends it by resignation.
        return resign
          ? { kind: 'shatra-move', id: request.id, move, resign: true }
          : { kind: 'shatra-move', id: request.id, move };
      }
      const fallback = chooseMove(read.current, request.level, budget, read.earlier);
      if (!fallback) return { kind: 'error', id: request.id, message: 'no legal move' };
      return { kind: 'shatra-move', id: request.id, move: makeMove(fallback.move) };
    }
    case 'draw-offer': {
      // The player on move offered the draw: the computer is the other side.
      const offeredTo = read.current.turn === 'white' ? 'black' : 'white';
      const answer = engine.answerDrawOffer(read.current, { offeredTo, timeMs: budget });
      const accept = answer.ok
        ? answer.value === 'accept'
        : judgeDrawOffer(read.current, request.level, budget);
      return { kind: 'draw-response', id: request.id, accept };
    }
  }
}
