// Negamax alpha-beta (principal variation search) with iterative deepening, aspiration windows
// at the root, a transposition table, move ordering (table move, captures by material won,
// killers, history), late-move reductions, quiescence over captures and repetition awareness. It knows the game only through SearchGame (game.ts), whose
// one current position it changes in place with make/unmake and always leaves as it found it.
//
// Budgets: a wall-clock budget (checked inside the search every few nodes, so that it never
// overruns), a node budget (deterministic, for tests and matches) and a depth limit. When a
// budget runs out in the middle of an iteration, the best move of the deepest completed
// iteration is kept, or the partial iteration's if it already proved a better root move. Under a
// wall-clock budget a new iteration starts only when at least part of it is likely to fit
// (startsIteration).
import type { SearchGame } from './game';
import { hardFraction, startsIteration } from './search-clock';
import type { SearchLimits, SearchOptions, SearchResult } from './search-options';
import { MoveOrder } from './search-order';
import { RepetitionPath } from './search-path';
import { isDecisive, MATE, MAX_PLY, tableCutoff, terminalScore, toTable } from './search-scores';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable, type TtEntry } from './tt';

export type { SearchLimits, SearchOptions, SearchResult } from './search-options';

/** Nodes between two looks at the clock. */
const CLOCK_INTERVAL = 1;
/**
 * Half the width of the root's first window around the last iteration's score (centi-shatras;
 * 0: always the full window). It grows fourfold on each failure.
 */
export const ASPIRATION = 100;
/** How deep a single forced root move is looked at, to score it. */
const FORCED_DEPTH = 3;
/**
 * How far below alpha standing pat may be for quiescence's first ply still to look at traps; 0:
 * no traps. Off: every margin tried measured weaker (docs/strength.md, "Search knowledge
 * tried"); kept for matches.
 */
export const TRAP_MARGIN = 0;
/**
 * How many plies shallower the search after a null move is, besides the move itself; 0: no null
 * moves. Off: with R = 2 world-class measured no stronger (+16 and +17 at 20,000 nodes a move,
 * -7 over 200 games at 200 ms; docs/strength.md, "Search knowledge tried"); kept for matches.
 */
export const NULL_REDUCTION = 0;
/** How deep quiescence may go below the horizon (capture chains are single moves). */
const MAX_QUIESCENCE = 24;

/** Searches the game's current position (which it leaves as it was). */
export function search<M>(game: SearchGame<M>, options: SearchOptions<M>): SearchResult<M> {
  return new Searcher(game, options).run();
}

class Searcher<M> {
  readonly #game: SearchGame<M>;
  readonly #table: TranspositionTable;
  readonly #now: () => number;
  readonly #limits: SearchLimits;
  readonly #start: number;
  readonly #hardStop: number;
  readonly #budget: number;
  readonly #softFraction: number | undefined;
  /** Whether there is a clock to look at (a time budget), or only nodes and depth. */
  readonly #timed: boolean;
  readonly #aspiration: number;
  readonly #trapMargin: number;
  readonly #nullReduction: number;
  /** The ply of the node just after a null move (none: -1), where no other is tried. */
  #afterNull = -1;
  readonly #rootMoves: ((moves: readonly M[]) => readonly M[]) | undefined;
  readonly #entry: TtEntry = { depth: 0, score: 0, bound: 0, moveId: 0 };
  readonly #path: RepetitionPath;
  readonly #ordering: MoveOrder<M>;
  #nodes = 0;
  #stopped = false;
  /** When the current iteration's first root move was searched (timed searches; -1: not yet). */
  #firstMoveAt = -1;

  constructor(game: SearchGame<M>, options: SearchOptions<M>) {
    this.#game = game;
    this.#limits = options.limits;
    this.#table = options.table ?? new TranspositionTable();
    this.#table.clear();
    this.#now = options.now ?? (() => performance.now());
    this.#start = this.#now();
    const budget = options.limits.timeMs ?? Number.POSITIVE_INFINITY;
    this.#hardStop = this.#start + budget * hardFraction(budget);
    this.#budget = budget;
    this.#softFraction = options.softFraction;
    this.#timed = options.limits.timeMs !== undefined;
    this.#aspiration = options.aspiration ?? ASPIRATION;
    this.#trapMargin = options.trapMargin ?? TRAP_MARGIN;
    this.#nullReduction = options.nullReduction ?? NULL_REDUCTION;
    this.#rootMoves = options.rootMoves;
    this.#path = new RepetitionPath(options.history ?? [], game.hash());
    this.#ordering = new MoveOrder(game);
  }

  run(): SearchResult<M> {
    const game = this.#game;
    const legal = game.legalMoves();
    const moves = this.#rootMoves && legal.length > 0 ? this.#rootMoves(legal) : legal;
    const first = moves[0];
    if (first === undefined) {
      return this.#result(undefined, terminalScore(game.terminal(legal) ?? 'loss', 0), 0, []);
    }
    // A forced move needs no choice, only a score (for eval, draw offers, resignation): a short
    // look at what follows, within the same budgets.
    if (moves.length === 1) return this.#result(first, this.#forcedScore(first), 0, [first]);

    const order = moves.map((_, i) => i);
    const rootScores = new Float64Array(moves.length);
    let best: M = first;
    let bestScore = -MATE;
    let completed = 0;
    const maxDepth = Math.min(this.#limits.depth ?? MAX_PLY - 1, MAX_PLY - 1);
    let iterationStart = this.#start;
    let last = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      this.#firstMoveAt = -1;
      const iteration = this.#aspirate(moves, order, rootScores, depth, bestScore);
      if (iteration.move !== undefined) {
        best = iteration.move;
        bestScore = iteration.score;
      }
      if (this.#stopped) break;
      completed = depth;
      // Searched moves first next time, the best first (the table also holds it).
      order.sort((a, b) => (rootScores[b] as number) - (rootScores[a] as number));
      if (isDecisive(bestScore) && depth >= MATE - Math.abs(bestScore)) break;
      // Without a clock (a node budget or a depth alone) only those limits end the search.
      if (!this.#timed) continue;
      const now = this.#now();
      const previous = last;
      last = now - iterationStart;
      const firstMove = this.#firstMoveAt - iterationStart;
      iterationStart = now;
      const elapsed = now - this.#start;
      const hard = this.#hardStop - this.#start;
      const budget = this.#budget;
      const softFraction = this.#softFraction;
      if (!startsIteration({ elapsed, last, previous, firstMove, hard, budget, softFraction }))
        break;
    }
    return this.#result(best, bestScore, completed, this.#principalVariation(best));
  }

  #forcedScore(move: M): number {
    this.#make(move);
    const depth = Math.min(this.#limits.depth ?? FORCED_DEPTH, FORCED_DEPTH);
    const score = -this.#negamax(depth - 1, -MATE - 1, MATE + 1, 1);
    this.#unmake();
    return this.#stopped ? this.#game.evaluate() : score;
  }

  /** Plays a move on the game and the path (the repetition scan's record). */
  #make(move: M): void {
    const irreversible = this.#game.irreversible(move);
    this.#game.make(move);
    this.#path.push(this.#game.hash(), irreversible);
  }

  #unmake(): void {
    this.#path.pop();
    this.#game.unmake();
  }

  /**
   * One iteration in a window around the last iteration's score (aspiration), widened on a
   * failure until the score falls inside; the first iterations and decisive scores use the
   * full window. A stopped iteration that had failed low proved no move: it answers none.
   */
  #aspirate(
    moves: readonly M[],
    order: number[],
    scores: Float64Array,
    depth: number,
    last: number,
  ): { move: M | undefined; score: number } {
    if (this.#aspiration <= 0 || depth < 3 || isDecisive(last))
      return this.#searchRoot(moves, order, scores, depth, -MATE - 1, MATE + 1);
    let delta = this.#aspiration;
    let alpha = last - delta;
    let beta = last + delta;
    for (;;) {
      const iteration = this.#searchRoot(moves, order, scores, depth, alpha, beta);
      if (this.#stopped)
        return iteration.score <= alpha ? { move: undefined, score: 0 } : iteration;
      if (iteration.score <= alpha) alpha = delta >= 1000 ? -MATE - 1 : alpha - delta;
      else if (iteration.score >= beta) beta = delta >= 1000 ? MATE + 1 : beta + delta;
      else return iteration;
      delta *= 4;
    }
  }

  /** One iteration over the root moves; returns the best move found before any stop. */
  #searchRoot(
    moves: readonly M[],
    order: number[],
    scores: Float64Array,
    depth: number,
    low: number,
    high: number,
  ) {
    const game = this.#game;
    let alpha = low;
    const beta = high;
    let bestMove: M | undefined;
    let bestScore = -MATE - 1;
    for (let k = 0; k < order.length; k++) {
      const i = order[k] as number;
      const move = moves[i] as M;
      this.#make(move);
      let score: number;
      if (k === 0) {
        score = -this.#negamax(depth - 1, -beta, -alpha, 1);
      } else {
        score = -this.#negamax(depth - 1, -alpha - 1, -alpha, 1);
        if (!this.#stopped && score > alpha) score = -this.#negamax(depth - 1, -beta, -alpha, 1);
      }
      this.#unmake();
      if (this.#stopped) break;
      if (k === 0 && this.#timed && this.#firstMoveAt < 0) this.#firstMoveAt = this.#now();
      scores[i] = score;
      if (score > bestScore) {
        bestScore = score;
        bestMove = move;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    // Moves not searched in a stopped iteration keep their old order behind the searched ones.
    if (bestMove !== undefined) {
      const bound = bestScore >= high ? BOUND_LOWER : bestScore <= low ? BOUND_UPPER : BOUND_EXACT;
      this.#table.store(
        game.tableKey(),
        game.tableCheck(),
        depth,
        bestScore,
        bound,
        game.moveId(bestMove),
      );
    }
    return { move: bestMove, score: bestScore };
  }

  #negamax(depth: number, alpha: number, beta: number, ply: number): number {
    if (this.#tick()) return 0;
    if (this.#path.repeated()) return 0;
    if (depth <= 0) return this.#quiesce(alpha, beta, ply, 0);
    const game = this.#game;
    // The table first: a cutoff needs no moves. (A position that ends the game is never stored,
    // so that the answer is the one the moves would have given.)
    const hash = game.tableKey();
    const check = game.tableCheck();
    const entry = this.#entry;
    let ttMove = 0;
    if (this.#table.probe(hash, check, entry)) {
      ttMove = entry.moveId;
      const cutoff = tableCutoff(entry, depth, alpha, beta, ply);
      if (cutoff !== undefined && ply < MAX_PLY - 1) return cutoff;
    }
    const moves = game.legalMoves();
    const terminal = game.terminal(moves);
    if (terminal !== undefined) return terminalScore(terminal, ply);
    // (No moves without a terminal status only happens in incomplete fakes: evaluate.)
    if (ply >= MAX_PLY - 1 || moves.length === 0) return game.evaluate();
    if (this.#nullCutoff(moves, depth, beta - alpha === 1, beta, ply)) return beta;
    // A forced move costs no choice: look one ply further (forced drops, single captures).
    const extended = moves.length === 1 ? depth : depth - 1;

    this.#ordering.order(moves, ttMove, ply);
    const originalAlpha = alpha;
    let bestScore = -MATE - 1;
    let bestId = 0;
    for (let k = 0; k < moves.length; k++) {
      const move = moves[this.#ordering.pick(ply, moves.length)] as M;
      // Late quiet moves are searched a ply shallower first (late move reduction).
      const reduced = depth >= 3 && k >= 3 && game.gain(move) === 0 ? 1 : 0;
      this.#make(move);
      const score = this.#searchChild(extended, reduced, k === 0, alpha, beta, ply + 1);
      this.#unmake();
      if (this.#stopped) return 0;
      if (score > bestScore) {
        bestScore = score;
        bestId = game.moveId(move);
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        this.#ordering.rememberCutoff(move, ply, depth);
        break;
      }
    }
    const bound =
      bestScore >= beta ? BOUND_LOWER : bestScore > originalAlpha ? BOUND_EXACT : BOUND_UPPER;
    this.#table.store(hash, check, depth, toTable(bestScore, ply), bound, bestId);
    return bestScore;
  }

  /**
   * Null-move pruning: at a null-window node whose evaluation already reaches beta, the side
   * passes and the opponent gets a search R plies shallower; if even that leaves the side at
   * beta, a real move would too, and the node is cut. Never twice in a row, nor near a
   * decisive score, nor where the game forbids a pass (a capture to make: shatra.md's
   * obligation; pending items), nor with few pieces (zugzwang).
   */
  #nullCutoff(moves: readonly M[], depth: number, nullWindow: boolean, beta: number, ply: number) {
    const game = this.#game;
    if (this.#nullReduction <= 0 || depth < 3 || !nullWindow || ply === this.#afterNull)
      return false;
    if (isDecisive(beta) || game.makeNull === undefined || game.evaluate() < beta) return false;
    if (!game.makeNull(moves)) return false;
    this.#path.push(game.hash(), true);
    const saved = this.#afterNull;
    this.#afterNull = ply + 1;
    const score = -this.#negamax(depth - 1 - this.#nullReduction, -beta, -beta + 1, ply + 1);
    this.#afterNull = saved;
    this.#path.pop();
    game.unmakeNull?.();
    return !this.#stopped && score >= beta;
  }

  /**
   * A child's score for the parent (principal variation search): the first move with the full
   * window, the others with a null window first, re-searched only when they beat alpha; a
   * reduced move earns its full depth by beating alpha at the reduced one.
   */
  #searchChild(
    depth: number,
    reduced: number,
    first: boolean,
    alpha: number,
    beta: number,
    ply: number,
  ) {
    if (first) return -this.#negamax(depth, -beta, -alpha, ply);
    let score = -this.#negamax(depth - reduced, -alpha - 1, -alpha, ply);
    if (!this.#stopped && reduced > 0 && score > alpha) {
      score = -this.#negamax(depth, -alpha - 1, -alpha, ply);
    }
    if (!this.#stopped && score > alpha && score < beta) {
      score = -this.#negamax(depth, -beta, -alpha, ply);
    }
    return score;
  }

  /**
   * Captures only, below the horizon. When every legal move is a capture (the obligation,
   * shatra.md "Captures"), the side to move cannot stand pat: all of them are searched.
   */
  #quiesce(alpha: number, beta: number, ply: number, qply: number): number {
    const game = this.#game;
    const moves = game.tacticalMoves();
    const complete = game.tacticalComplete();
    if (moves.length === 0) {
      const terminal = complete ? game.terminal(moves) : game.hasMove() ? undefined : 'loss';
      if (terminal !== undefined) return terminalScore(game.terminal([]) ?? terminal, ply);
    }
    // Captures by material won, best first: this ply's row of keys holds the gains.
    const ordering = this.#ordering;
    ordering.reserve(moves.length);
    let forced = complete && moves.length > 0;
    for (let i = 0; i < moves.length; i++) {
      const gain = game.gain(moves[i] as M);
      ordering.setKey(ply, i, gain);
      if (gain <= 0) forced = false;
    }
    let bestScore = -MATE - 1;
    if (!forced || qply >= MAX_QUIESCENCE || ply >= MAX_PLY - 1) {
      bestScore = game.evaluate();
      if (bestScore >= beta || qply >= MAX_QUIESCENCE || ply >= MAX_PLY - 1) return bestScore;
      if (bestScore > alpha) alpha = bestScore;
    }
    for (let k = 0; k < moves.length; k++) {
      const i = ordering.pick(ply, moves.length);
      if (ordering.picked <= 0) break;
      if (this.#tick()) return 0;
      this.#make(moves[i] as M);
      const score = -this.#quiesce(-beta, -alpha, ply + 1, qply + 1);
      this.#unmake();
      if (this.#stopped) return 0;
      if (score > bestScore) bestScore = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    if (qply === 0 && moves.length === 0 && alpha < beta)
      return this.#trapsOrStand(alpha, beta, ply, bestScore);
    return bestScore;
  }

  /**
   * Quiescence's first ply with no capture to make: besides standing pat (`standPat`), the
   * quiet moves that oblige the opponent to capture (shatra.md, "Captures — by jumping,
   * compulsory, in chains"), whose forced replies quiescence then follows: a piece offered
   * where taking it costs the taker more is a trap the captures alone never see.
   */
  #trapsOrStand(alpha: number, beta: number, ply: number, standPat: number): number {
    const game = this.#game;
    if (this.#trapMargin <= 0 || game.trapMoves === undefined || ply >= MAX_PLY - 2)
      return standPat;
    // Far below alpha, a trap would have to win much to matter: not worth its moves.
    if (standPat + this.#trapMargin <= alpha) return standPat;
    let bestScore = standPat;
    for (const move of game.trapMoves()) {
      if (this.#tick()) return 0;
      this.#make(move);
      const score = -this.#quiesce(-beta, -alpha, ply + 1, 1);
      this.#unmake();
      if (this.#stopped) return 0;
      if (score > bestScore) bestScore = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    return bestScore;
  }

  /** Counts a node; true when a budget has run out (and from then on). */
  #tick(): boolean {
    if (this.#stopped) return true;
    this.#nodes++;
    const nodeLimit = this.#limits.nodes;
    if (nodeLimit !== undefined && this.#nodes >= nodeLimit) this.#stopped = true;
    else if (this.#timed && this.#nodes % CLOCK_INTERVAL === 0 && this.#now() >= this.#hardStop)
      this.#stopped = true;
    return this.#stopped;
  }

  #principalVariation(best: M): M[] {
    const game = this.#game;
    const pv: M[] = [best];
    const seen = new Set<number>([game.hash()]);
    game.make(best);
    let made = 1;
    // The line is for display: it is cut short rather than cost time past the budget.
    while (pv.length < 16 && this.#now() < this.#hardStop) {
      const hash = game.hash();
      if (seen.has(hash) || !this.#table.probe(game.tableKey(), game.tableCheck(), this.#entry))
        break;
      seen.add(hash);
      const id = this.#entry.moveId;
      const move = game.legalMoves().find((m) => game.moveId(m) === id);
      if (move === undefined) break;
      pv.push(move);
      game.make(move);
      made++;
    }
    for (; made > 0; made--) game.unmake();
    return pv;
  }

  #result(move: M | undefined, score: number, depth: number, pv: readonly M[]): SearchResult<M> {
    return { move, score, depth, nodes: this.#nodes, elapsedMs: this.#now() - this.#start, pv };
  }
}
