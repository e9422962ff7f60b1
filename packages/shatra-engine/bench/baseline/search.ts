// FROZEN BASELINE (bench/baseline/index.ts): a copy of src/ before issue 24; do not edit.
// Negamax alpha-beta (principal variation search) with iterative deepening, a transposition
// table, move ordering (table move, captures by material won, killers, history), quiescence over
// captures and repetition awareness. It knows the game only through SearchGame (game.ts).
//
// Budgets: a wall-clock budget (checked inside the search every few nodes, so that it never
// overruns), a node budget (deterministic, for tests and matches) and a depth limit. When a
// budget runs out in the middle of an iteration, the best move of the deepest completed
// iteration is kept, or the partial iteration's if it already proved a better root move.
import { type Evaluator, HISTORY_SIZE, type SearchGame, type Terminal } from './game';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable, type TtEntry } from './tt';

/** A won game is worth MATE minus the plies to the win (quicker wins score higher). */
export const MATE = 1_000_000;
export const MAX_PLY = 96;
/** Scores beyond this are wins or losses found by search, not evaluations. */
export const DECISIVE = MATE - 1000;

export interface SearchLimits {
  /** Wall-clock budget in milliseconds; the search stops in time to answer within it. */
  readonly timeMs?: number;
  /** Node budget: the search stops after about this many nodes (deterministic). */
  readonly nodes?: number;
  /** Deepest iteration (plies of full-width search before quiescence). */
  readonly depth?: number;
}

export interface SearchOptions {
  readonly limits: SearchLimits;
  /**
   * Hashes of the game's earlier positions, oldest first, ending with the position before the
   * root (the root itself is not included). Used for threefold repetition.
   */
  readonly history?: readonly number[];
  /** The clock, in milliseconds (injectable for tests). */
  readonly now?: () => number;
  /** A table to reuse across searches (it is cleared at the start for determinism). */
  readonly table?: TranspositionTable;
}

export interface SearchResult<M> {
  /** The chosen move; undefined when the side to move has none. */
  readonly move: M | undefined;
  /** Score of the move for the side to move, in the evaluator's units (±MATE-ply for wins). */
  readonly score: number;
  /** Deepest completed iteration. */
  readonly depth: number;
  readonly nodes: number;
  readonly elapsedMs: number;
  /** The principal variation, starting with `move` (as deep as the table still knows it). */
  readonly pv: readonly M[];
}

/**
 * Part of the wall-clock budget the search itself may use; the rest is kept for the caller and
 * for a busy machine (a process can lose the processor for milliseconds between two clock
 * looks). Short budgets keep a larger share back.
 */
const hardFraction = (budget: number) => (budget < 500 ? 0.6 : 0.75);
/** A new iteration starts only while less than this part of the budget is spent. */
const SOFT_FRACTION = 0.3;
/** Nodes between two looks at the clock. */
const CLOCK_INTERVAL = 1;
/** How deep a single forced root move is looked at, to score it. */
const FORCED_DEPTH = 3;
/** How deep quiescence may go below the horizon (capture chains are single moves). */
const MAX_QUIESCENCE = 24;

const ORDER_TT = 4_000_000_000;
const ORDER_CAPTURE = 2_000_000_000;
const ORDER_KILLER = 1_500_000_000;

export function search<P, M>(
  game: SearchGame<P, M>,
  evaluator: Evaluator<P>,
  root: P,
  options: SearchOptions,
): SearchResult<M> {
  return new Searcher(game, evaluator, options).run(root);
}

export function isDecisive(score: number): boolean {
  return Math.abs(score) >= DECISIVE;
}

class Searcher<P, M> {
  readonly #game: SearchGame<P, M>;
  readonly #evaluator: Evaluator<P>;
  readonly #table: TranspositionTable;
  readonly #now: () => number;
  readonly #limits: SearchLimits;
  readonly #start: number;
  readonly #hardStop: number;
  readonly #softStop: number;
  /** Hashes along the game and the search path; `#rootIndex` is where the root sits. */
  readonly #path: number[];
  /** For each path entry: the index from which a repetition is possible (after the last irreversible move). */
  readonly #reversibleFrom: number[];
  readonly #rootIndex: number;
  readonly #killers = new Int32Array(MAX_PLY * 2);
  readonly #history = new Int32Array(HISTORY_SIZE * 2);
  readonly #entry: TtEntry = { depth: 0, score: 0, bound: 0, moveId: 0 };
  #nodes = 0;
  #stopped = false;

  constructor(game: SearchGame<P, M>, evaluator: Evaluator<P>, options: SearchOptions) {
    this.#game = game;
    this.#evaluator = evaluator;
    this.#limits = options.limits;
    this.#table = options.table ?? new TranspositionTable();
    this.#table.clear();
    this.#now = options.now ?? (() => performance.now());
    this.#start = this.#now();
    const budget = options.limits.timeMs ?? Number.POSITIVE_INFINITY;
    this.#hardStop = this.#start + budget * hardFraction(budget);
    this.#softStop = this.#start + budget * SOFT_FRACTION;
    this.#path = [...(options.history ?? [])];
    // Earlier positions of the game may all recur: the caller's history starts where it starts.
    this.#reversibleFrom = this.#path.map(() => 0);
    this.#rootIndex = this.#path.length;
  }

  run(root: P): SearchResult<M> {
    const game = this.#game;
    const moves = game.legalMoves(root);
    const rootHash = game.hash(root);
    this.#path.push(rootHash);
    this.#reversibleFrom.push(0);
    const first = moves[0];
    if (first === undefined) {
      return this.#result(undefined, terminalScore(game.terminal(root, moves) ?? 'loss', 0), 0, []);
    }
    // A forced move needs no choice, only a score (for eval, draw offers, resignation): a short
    // look at what follows, within the same budgets.
    if (moves.length === 1) return this.#result(first, this.#forcedScore(root, first), 0, [first]);

    const order = moves.map((_, i) => i);
    const rootScores = new Float64Array(moves.length);
    let best: M = first;
    let bestScore = -MATE;
    let completed = 0;
    const maxDepth = Math.min(this.#limits.depth ?? MAX_PLY - 1, MAX_PLY - 1);
    for (let depth = 1; depth <= maxDepth; depth++) {
      const iteration = this.#searchRoot(root, moves, order, rootScores, depth);
      if (iteration.move !== undefined) {
        best = iteration.move;
        bestScore = iteration.score;
      }
      if (this.#stopped) break;
      completed = depth;
      // Searched moves first next time, the best first (the table also holds it).
      order.sort((a, b) => (rootScores[b] as number) - (rootScores[a] as number));
      if (isDecisive(bestScore) && depth >= MATE - Math.abs(bestScore)) break;
      if (this.#now() >= this.#softStop) break;
    }
    return this.#result(best, bestScore, completed, this.#principalVariation(root, best));
  }

  #forcedScore(root: P, move: M): number {
    const game = this.#game;
    const child = game.play(root, move);
    this.#push(game.hash(child), game.irreversible(root, move));
    const depth = Math.min(this.#limits.depth ?? FORCED_DEPTH, FORCED_DEPTH);
    const score = -this.#negamax(child, depth - 1, -MATE - 1, MATE + 1, 1);
    this.#pop();
    return this.#stopped ? this.#evaluator.evaluate(root) : score;
  }

  /** One iteration over the root moves; returns the best move found before any stop. */
  #searchRoot(root: P, moves: readonly M[], order: number[], scores: Float64Array, depth: number) {
    const game = this.#game;
    let alpha = -MATE - 1;
    const beta = MATE + 1;
    let bestMove: M | undefined;
    let bestScore = -MATE - 1;
    for (let k = 0; k < order.length; k++) {
      const i = order[k] as number;
      const move = moves[i] as M;
      const child = game.play(root, move);
      this.#push(game.hash(child), game.irreversible(root, move));
      let score: number;
      if (k === 0) {
        score = -this.#negamax(child, depth - 1, -beta, -alpha, 1);
      } else {
        score = -this.#negamax(child, depth - 1, -alpha - 1, -alpha, 1);
        if (!this.#stopped && score > alpha)
          score = -this.#negamax(child, depth - 1, -beta, -alpha, 1);
      }
      this.#pop();
      if (this.#stopped) break;
      scores[i] = score;
      if (score > bestScore) {
        bestScore = score;
        bestMove = move;
      }
      if (score > alpha) alpha = score;
    }
    // Moves not searched in a stopped iteration keep their old order behind the searched ones.
    if (bestMove !== undefined) {
      this.#table.store(
        this.#rootHash(),
        this.#rootCheck(root),
        depth,
        bestScore,
        BOUND_EXACT,
        game.moveId(bestMove),
      );
    }
    return { move: bestMove, score: bestScore };
  }

  #negamax(position: P, depth: number, alpha: number, beta: number, ply: number): number {
    if (this.#tick()) return 0;
    if (this.#repeated()) return 0;
    const game = this.#game;
    const moves = game.legalMoves(position);
    const terminal = game.terminal(position, moves);
    if (terminal !== undefined) return terminalScore(terminal, ply);
    // (No moves without a terminal status only happens in incomplete fakes: evaluate.)
    if (ply >= MAX_PLY - 1 || moves.length === 0) return this.#evaluator.evaluate(position);
    // A forced move costs no choice: look one ply further (forced drops, single captures).
    const extended = moves.length === 1 ? depth : depth - 1;
    if (depth <= 0 && moves.length > 1) return this.#quiesce(position, moves, alpha, beta, ply, 0);

    const hash = this.#path[this.#path.length - 1] as number;
    const check = game.check(position);
    const entry = this.#entry;
    let ttMove = 0;
    if (this.#table.probe(hash, check, entry)) {
      ttMove = entry.moveId;
      const cutoff = tableCutoff(entry, depth, alpha, beta, ply);
      if (cutoff !== undefined) return cutoff;
    }

    const order = this.#order(position, moves, ttMove, ply);
    const originalAlpha = alpha;
    let bestScore = -MATE - 1;
    let bestId = 0;
    for (let k = 0; k < order.length; k++) {
      const move = moves[order[k] as number] as M;
      const child = game.play(position, move);
      this.#push(game.hash(child), game.irreversible(position, move));
      // Late quiet moves are searched a ply shallower first (late move reduction).
      const reduced = depth >= 3 && k >= 3 && game.gain(position, move) === 0 ? 1 : 0;
      const score = this.#searchChild(child, extended, reduced, k === 0, alpha, beta, ply + 1);
      this.#pop();
      if (this.#stopped) return 0;
      if (score > bestScore) {
        bestScore = score;
        bestId = game.moveId(move);
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        this.#rememberCutoff(position, move, ply, depth);
        break;
      }
    }
    const bound =
      bestScore >= beta ? BOUND_LOWER : bestScore > originalAlpha ? BOUND_EXACT : BOUND_UPPER;
    this.#table.store(hash, check, depth, toTable(bestScore, ply), bound, bestId);
    return bestScore;
  }

  /**
   * A child's score for the parent (principal variation search): the first move with the full
   * window, the others with a null window first, re-searched only when they beat alpha; a
   * reduced move earns its full depth by beating alpha at the reduced one.
   */
  #searchChild(
    child: P,
    depth: number,
    reduced: number,
    first: boolean,
    alpha: number,
    beta: number,
    ply: number,
  ) {
    if (first) return -this.#negamax(child, depth, -beta, -alpha, ply);
    let score = -this.#negamax(child, depth - reduced, -alpha - 1, -alpha, ply);
    if (!this.#stopped && reduced > 0 && score > alpha) {
      score = -this.#negamax(child, depth, -alpha - 1, -alpha, ply);
    }
    if (!this.#stopped && score > alpha && score < beta) {
      score = -this.#negamax(child, depth, -beta, -alpha, ply);
    }
    return score;
  }

  /**
   * Captures only, below the horizon. When every legal move is a capture (the obligation,
   * shatra.md "Captures"), the side to move cannot stand pat: all of them are searched.
   */
  #quiesce(
    position: P,
    moves: readonly M[],
    alpha: number,
    beta: number,
    ply: number,
    qply: number,
  ): number {
    const game = this.#game;
    let forced = moves.length > 0;
    const gains: number[] = [];
    for (const move of moves) {
      const gain = game.gain(position, move);
      gains.push(gain);
      if (gain <= 0) forced = false;
    }
    let bestScore = -MATE - 1;
    if (!forced || qply >= MAX_QUIESCENCE || ply >= MAX_PLY - 1) {
      bestScore = this.#evaluator.evaluate(position);
      if (bestScore >= beta || qply >= MAX_QUIESCENCE || ply >= MAX_PLY - 1) return bestScore;
      if (bestScore > alpha) alpha = bestScore;
    }
    const order = gains.map((_, i) => i).filter((i) => (gains[i] as number) > 0);
    order.sort((a, b) => (gains[b] as number) - (gains[a] as number));
    for (const i of order) {
      const child = game.play(position, moves[i] as M);
      if (this.#tick()) return 0;
      const replies = game.legalMoves(child);
      const terminal = game.terminal(child, replies);
      let score: number;
      if (terminal !== undefined) score = -terminalScore(terminal, ply + 1);
      else {
        this.#push(game.hash(child), true);
        score = -this.#quiesce(child, replies, -beta, -alpha, ply + 1, qply + 1);
        this.#pop();
      }
      if (this.#stopped) return 0;
      if (score > bestScore) bestScore = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    return bestScore;
  }

  /** Move indices, best first: table move, captures by material won, killers, then history. */
  #order(position: P, moves: readonly M[], ttMove: number, ply: number): number[] {
    const game = this.#game;
    const keys = new Float64Array(moves.length);
    const killer1 = this.#killers[ply * 2] as number;
    const killer2 = this.#killers[ply * 2 + 1] as number;
    const side = (ply & 1) * HISTORY_SIZE;
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i] as M;
      const id = game.moveId(move);
      const gain = game.gain(position, move);
      if (ttMove !== 0 && id === ttMove) keys[i] = ORDER_TT;
      else if (gain > 0) keys[i] = ORDER_CAPTURE + gain;
      else if (id === killer1) keys[i] = ORDER_KILLER + 1;
      else if (id === killer2) keys[i] = ORDER_KILLER;
      else keys[i] = this.#history[side + game.historyIndex(move)] as number;
    }
    const order = Array.from(moves, (_, i) => i);
    // Stable for equal keys, so that the generator's order decides ties (determinism).
    order.sort((a, b) => (keys[b] as number) - (keys[a] as number) || a - b);
    return order;
  }

  #rememberCutoff(position: P, move: M, ply: number, depth: number): void {
    const game = this.#game;
    if (game.gain(position, move) > 0) return;
    const id = game.moveId(move);
    if (this.#killers[ply * 2] !== id) {
      this.#killers[ply * 2 + 1] = this.#killers[ply * 2] as number;
      this.#killers[ply * 2] = id;
    }
    const index = (ply & 1) * HISTORY_SIZE + game.historyIndex(move);
    const value = (this.#history[index] as number) + depth * depth;
    this.#history[index] = Math.min(value, 1_000_000_000);
  }

  /** A draw by repetition: inside the search any return counts; before the root, the third time. */
  #repeated(): boolean {
    const path = this.#path;
    const last = path.length - 1;
    const hash = path[last] as number;
    const from = this.#reversibleFrom[last] as number;
    let earlier = 0;
    for (let i = last - 2; i >= from; i -= 2) {
      if (path[i] !== hash) continue;
      if (i >= this.#rootIndex) return true;
      earlier++;
      if (earlier >= 2) return true;
    }
    return false;
  }

  #push(hash: number, irreversible: boolean): void {
    const previous = this.#reversibleFrom[this.#reversibleFrom.length - 1] ?? 0;
    this.#reversibleFrom.push(irreversible ? this.#path.length : previous);
    this.#path.push(hash);
  }

  #pop(): void {
    this.#path.pop();
    this.#reversibleFrom.pop();
  }

  /** Counts a node; true when a budget has run out (and from then on). */
  #tick(): boolean {
    if (this.#stopped) return true;
    this.#nodes++;
    const nodeLimit = this.#limits.nodes;
    if (nodeLimit !== undefined && this.#nodes >= nodeLimit) this.#stopped = true;
    else if (this.#nodes % CLOCK_INTERVAL === 0 && this.#now() >= this.#hardStop)
      this.#stopped = true;
    return this.#stopped;
  }

  #rootHash(): number {
    return this.#path[this.#rootIndex] as number;
  }

  #rootCheck(root: P): number {
    return this.#game.check(root);
  }

  #principalVariation(root: P, best: M): M[] {
    const game = this.#game;
    const pv: M[] = [best];
    let position = game.play(root, best);
    const seen = new Set<number>([this.#rootHash()]);
    // The line is for display: it is cut short rather than cost time past the budget.
    while (pv.length < 16 && this.#now() < this.#hardStop) {
      const hash = game.hash(position);
      if (seen.has(hash) || !this.#table.probe(hash, game.check(position), this.#entry)) break;
      seen.add(hash);
      const id = this.#entry.moveId;
      const move = game.legalMoves(position).find((m) => game.moveId(m) === id);
      if (move === undefined) break;
      pv.push(move);
      position = game.play(position, move);
    }
    return pv;
  }

  #result(move: M | undefined, score: number, depth: number, pv: readonly M[]): SearchResult<M> {
    return { move, score, depth, nodes: this.#nodes, elapsedMs: this.#now() - this.#start, pv };
  }
}

function terminalScore(terminal: Terminal, ply: number): number {
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
function tableCutoff(entry: TtEntry, depth: number, alpha: number, beta: number, ply: number) {
  if (entry.depth < depth) return undefined;
  const score = fromTable(entry.score, ply);
  if (entry.bound === BOUND_EXACT) return score;
  if (entry.bound === BOUND_LOWER && score >= beta) return score;
  if (entry.bound === BOUND_UPPER && score <= alpha) return score;
  return undefined;
}

/** Win scores are stored relative to the node, so that a transposition at another ply reads right. */
function toTable(score: number, ply: number): number {
  if (score >= DECISIVE) return score + ply;
  if (score <= -DECISIVE) return score - ply;
  return score;
}

function fromTable(score: number, ply: number): number {
  if (score >= DECISIVE) return score - ply;
  if (score <= -DECISIVE) return score + ply;
  return score;
}
