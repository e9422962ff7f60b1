// The post-game analysis of Shatra: one move of a game judged by the engine at a fixed depth,
// against the best move the engine finds there. Both the best and the played move are scored
// the same way (the position after the move, searched ANALYSIS_DEPTH − 1 plies deeper, from the
// mover's side), so that the loss compares like with like; a fixed depth and no clock make the
// judgement the same on every machine. Pure: positions in, numbers out.
import { type Game, legalMoves, type Move, makeMove, type Position, play } from '@ludus/shatra';
import { LEARNED_WEIGHTS } from './learned-weights';
import { search } from './search';
import { toRulesMove } from './search-move';
import { isDecisive, MATE } from './search-scores';
import { ShatraSearch, zobrist } from './shatra-game';
import { TranspositionTable } from './tt';

/** Plies of full-width search behind each judgement (then quiescence over captures). */
export const ANALYSIS_DEPTH = 4;
/**
 * A safety net for a position whose captures explode: a search stops after about this many
 * nodes and keeps its deepest completed iteration (a few hundred thousand nodes is typical).
 */
export const ANALYSIS_NODES = 2_000_000;

/**
 * Losses, in centi-shatras (a shatra, the pawn, is 100), from which a move is marked: an
 * inaccuracy gives away half a shatra, a mistake a whole one, a blunder one and a half or more —
 * about a jalkyn or a tura for nothing (FITTED_WEIGHTS, which the learned evaluation keeps: 177
 * and 184), or a missed forced win.
 */
export const MARK_THRESHOLDS = { inaccuracy: 50, mistake: 100, blunder: 150 } as const;

/**
 * Scores are capped at ± this (ten shatras) before the loss is taken, as lichess caps its
 * average loss: a forced win (±MATE) counts as this much, so that a missed win is a blunder, two
 * wins of different length cost nothing, and one lost game does not swamp a player's average.
 */
export const LOSS_CAP = 1000;

export type MoveMark = 'none' | 'inaccuracy' | 'mistake' | 'blunder';

export interface MoveJudgement {
  readonly played: Move;
  /** The engine's best move (the played one when it is as good or better). */
  readonly best: Move;
  /** Centi-shatras for the side that moved; beyond ±(MATE − 1000) a forced win or loss. */
  readonly playedScore: number;
  readonly bestScore: number;
  /** What the played move gives away against the best, ≥ 0 (scores capped at ±LOSS_CAP). */
  readonly loss: number;
  readonly mark: MoveMark;
  /** The only legal move: nothing to judge (loss 0). */
  readonly forced: boolean;
  readonly depth: number;
}

export interface JudgeOptions {
  /** Full-width plies (default ANALYSIS_DEPTH, at least 2). */
  readonly depth?: number;
  readonly nodes?: number;
  /** The game's positions before `position`, oldest first (the repetition rule). */
  readonly history?: readonly Position[];
}

/** The mark of a loss in centi-shatras (MARK_THRESHOLDS). */
export function markOf(loss: number): MoveMark {
  if (loss >= MARK_THRESHOLDS.blunder) return 'blunder';
  if (loss >= MARK_THRESHOLDS.mistake) return 'mistake';
  if (loss >= MARK_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'none';
}

/** Plies to the end of a forced win (positive) or loss (negative); null for an evaluation. */
export function pliesToEnd(score: number): number | null {
  if (!isDecisive(score)) return null;
  return score > 0 ? MATE - score : -(MATE + score);
}

const capped = (score: number) => Math.max(-LOSS_CAP, Math.min(LOSS_CAP, score));

/**
 * One table for every judgement (searches run one at a time, and each clears it first), made on
 * first use: a page that imports only this module's constants builds neither table nor evaluator.
 */
let judgementTable: TranspositionTable | undefined;

/** The judgement's table (one, reused) and a search of `position` with the engine's weights. */
function tools(position: Position) {
  judgementTable ??= new TranspositionTable();
  const game = new ShatraSearch(position, { weights: LEARNED_WEIGHTS, noise: 0, seed: 0 });
  return { table: judgementTable, game };
}

/** The score of `move` for the side that plays it: the position after it, searched `depth` plies. */
function scoreAfter(
  position: Position,
  move: Move,
  depth: number,
  nodes: number,
  history: readonly number[],
): number {
  const after = play(position, move);
  const { table, game } = tools(after);
  const answer = search(game, {
    limits: { depth, nodes },
    history: [...history, zobrist(position)],
    table,
  });
  // A win or loss found at the child is one ply further away from here, as the root sees it.
  const score = -answer.score;
  return isDecisive(score) ? score - Math.sign(score) : score;
}

/**
 * The engine's judgement of `played` in `position`: its best move at `depth` plies, the scores of
 * both, the loss and the mark. Throws on a move that is not legal there (the caller replays a
 * game through the rules, so that is a bug).
 */
export function judgeMove(
  position: Position,
  played: Move,
  options: JudgeOptions = {},
): MoveJudgement {
  const depth = Math.max(2, options.depth ?? ANALYSIS_DEPTH);
  const nodes = options.nodes ?? ANALYSIS_NODES;
  const history = (options.history ?? []).map((p) => zobrist(p));
  const moves = legalMoves(position);
  const text = makeMove(played);
  const move = moves.find((m) => makeMove(m) === text);
  if (!move) throw new Error(`${text} is not a legal move here`);
  const playedScore = scoreAfter(position, move, depth - 1, nodes, history);
  const base = { played: move, playedScore, depth };
  if (moves.length === 1) {
    return { ...base, best: move, bestScore: playedScore, loss: 0, mark: 'none', forced: true };
  }
  const { table, game } = tools(position);
  const root = search(game, {
    limits: { depth, nodes },
    history,
    table,
  });
  const choice = root.move === undefined ? move : toRulesMove(root.move);
  const same = makeMove(choice) === text;
  const choiceScore = same ? playedScore : scoreAfter(position, choice, depth - 1, nodes, history);
  // The root's choice may score below the played move once each is searched on its own.
  const better = choiceScore > playedScore;
  const best = better ? choice : move;
  const bestScore = better ? choiceScore : playedScore;
  const loss = Math.max(0, capped(bestScore) - capped(playedScore));
  return { ...base, best, bestScore, loss, mark: markOf(loss), forced: false };
}

/** Move `index` (0-based) of `game` judged, with the positions before it as its history. */
export function judgeGameMove(game: Game, index: number, options: JudgeOptions = {}) {
  const position = game.positions[index];
  const move = game.moves[index];
  if (!position || !move) throw new Error(`the game has no move ${index + 1}`);
  return judgeMove(position, move, { ...options, history: game.positions.slice(0, index) });
}

/** One player's figures over the judged moves of a game. */
export interface JudgedSummary {
  /** Moves judged with a choice (forced moves are not counted). */
  readonly moves: number;
  readonly inaccuracies: number;
  readonly mistakes: number;
  readonly blunders: number;
  /** Centi-shatras given away over those moves. */
  readonly totalLoss: number;
  /** The average loss per judged move, in centi-shatras; null with no such move. */
  readonly averageLoss: number | null;
}

/** The summary of one player's judgements (the analysis page's, the server's stored one). */
export function summariseJudgements(
  judgements: readonly Pick<MoveJudgement, 'forced' | 'loss' | 'mark'>[],
): JudgedSummary {
  const chosen = judgements.filter((j) => !j.forced);
  const count = (mark: MoveMark) => chosen.filter((j) => j.mark === mark).length;
  const totalLoss = chosen.reduce((sum, j) => sum + j.loss, 0);
  return {
    moves: chosen.length,
    inaccuracies: count('inaccuracy'),
    mistakes: count('mistake'),
    blunders: count('blunder'),
    totalLoss,
    averageLoss: chosen.length === 0 ? null : totalLoss / chosen.length,
  };
}
