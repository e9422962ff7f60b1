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
import { HISTORY_SIZE, type SearchGame, type Terminal } from './game';
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

export interface SearchOptions<M = unknown> {
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
  /** The root window's half width (default ASPIRATION; 0: the full window, for comparisons). */
  readonly aspiration?: number;
  /**
   * The root moves the player considers, out of the legal ones (a weak level's chain horizon,
   * levels.ts); it must keep at least one of a non-empty list. Default: all of them.
   */
  readonly rootMoves?: (moves: readonly M[]) => readonly M[];
  /**
   * The old time rule, for comparison matches only: a new iteration starts while less than this
   * part of the wall-clock budget is spent (it was 0.3). Default: startsIteration's prediction.
   */
  readonly softFraction?: number;
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
/**
 * Growth of an iteration's time over the one before, as startsIteration assumes it: measured
 * between the last two iterations, bounded (a lucky table hit or an odd/even swing can make one
 * ratio absurd), and a typical value while the iterations are too short to time.
 */
const MIN_GROWTH = 1.5;
const MAX_GROWTH = 8;
const DEFAULT_GROWTH = 4;
/** Iterations shorter than this (ms) are too short for their ratio to mean anything. */
const MEASURABLE_MS = 1;
/** Nodes between two looks at the clock. */
const CLOCK_INTERVAL = 1;
/**
 * Half the width of the root's first window around the last iteration's score (centi-shatras;
 * 0: always the full window). It grows fourfold on each failure.
 */
export const ASPIRATION = 100;
/** How deep a single forced root move is looked at, to score it. */
const FORCED_DEPTH = 3;
/** How deep quiescence may go below the horizon (capture chains are single moves). */
const MAX_QUIESCENCE = 24;

const ORDER_TT = 4_000_000_000;
const ORDER_CAPTURE = 2_000_000_000;
const ORDER_KILLER = 1_500_000_000;

/** Searches the game's current position (which it leaves as it was). */
export function search<M>(game: SearchGame<M>, options: SearchOptions<M>): SearchResult<M> {
  return new Searcher(game, options).run();
}

export interface IterationClock {
  /** Milliseconds since the search started. */
  readonly elapsed: number;
  /** Duration of the last completed iteration, and of the one before it (0: none). */
  readonly last: number;
  readonly previous: number;
  /** How long the last iteration took to search its first root move (the PV move). */
  readonly firstMove: number;
  /** When the search stops hard, in milliseconds since it started. */
  readonly hard: number;
  /** The wall-clock budget, for the old rule's fraction. */
  readonly budget: number;
  /** The old rule (SearchOptions.softFraction); absent: the prediction. */
  readonly softFraction?: number | undefined;
}

/**
 * Whether a wall-clock search starts its next iteration: when that iteration is predicted to
 * finish at least its first root move before the hard stop (the last iteration's first move
 * times the growth between the last two iterations). A partial iteration loses nothing it proved
 * (the search keeps its best proved root move; an unfinished re-search proves nothing), and once
 * past the PV move each alternative it searches at the greater depth may find a better move; an
 * iteration that cannot even finish the PV move would only delay the answer. The old rule (no
 * iteration after 30% of the budget) threw most of the budget away (docs/strength.md).
 */
export function startsIteration(clock: IterationClock): boolean {
  if (clock.softFraction !== undefined) return clock.elapsed < clock.budget * clock.softFraction;
  const growth =
    clock.previous >= MEASURABLE_MS
      ? Math.min(Math.max(clock.last / clock.previous, MIN_GROWTH), MAX_GROWTH)
      : DEFAULT_GROWTH;
  return clock.elapsed + clock.firstMove * growth < clock.hard;
}

export function isDecisive(score: number): boolean {
  return Math.abs(score) >= DECISIVE;
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
  /** Hashes along the game and the search path; `#rootIndex` is where the root sits. */
  readonly #path: number[];
  /** For each path entry: the index from which a repetition is possible (after the last irreversible move). */
  readonly #reversibleFrom: number[];
  readonly #rootIndex: number;
  readonly #killers = new Int32Array(MAX_PLY * 2);
  readonly #history = new Int32Array(HISTORY_SIZE * 2);
  /**
   * Move ordering keys, one row of `#width` per ply (grown, rows copied, when a node has more
   * moves), read by index so that no node allocates a view.
   */
  #width = 256;
  #keys = new Float64Array(256 * MAX_PLY);
  /** Whether there is a clock to look at (a time budget), or only nodes and depth. */
  readonly #timed: boolean;
  readonly #aspiration: number;
  readonly #rootMoves: ((moves: readonly M[]) => readonly M[]) | undefined;
  readonly #entry: TtEntry = { depth: 0, score: 0, bound: 0, moveId: 0 };
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
    this.#rootMoves = options.rootMoves;
    this.#path = [...(options.history ?? [])];
    // Earlier positions of the game may all recur: the caller's history starts where it starts.
    this.#reversibleFrom = this.#path.map(() => 0);
    this.#rootIndex = this.#path.length;
  }

  run(): SearchResult<M> {
    const game = this.#game;
    const legal = game.legalMoves();
    const moves = this.#rootMoves && legal.length > 0 ? this.#rootMoves(legal) : legal;
    const rootHash = game.hash();
    this.#path.push(rootHash);
    this.#reversibleFrom.push(0);
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
    this.#push(this.#game.hash(), irreversible);
  }

  #unmake(): void {
    this.#pop();
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
    if (this.#repeated()) return 0;
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
    // A forced move costs no choice: look one ply further (forced drops, single captures).
    const extended = moves.length === 1 ? depth : depth - 1;

    this.#order(moves, ttMove, ply);
    const originalAlpha = alpha;
    let bestScore = -MATE - 1;
    let bestId = 0;
    for (let k = 0; k < moves.length; k++) {
      const move = moves[this.#pick(ply, moves.length)] as M;
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
        this.#rememberCutoff(move, ply, depth);
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
    const keys = this.#rows(moves.length);
    const base = ply * this.#width;
    let forced = complete && moves.length > 0;
    for (let i = 0; i < moves.length; i++) {
      const gain = game.gain(moves[i] as M);
      keys[base + i] = gain;
      if (gain <= 0) forced = false;
    }
    let bestScore = -MATE - 1;
    if (!forced || qply >= MAX_QUIESCENCE || ply >= MAX_PLY - 1) {
      bestScore = game.evaluate();
      if (bestScore >= beta || qply >= MAX_QUIESCENCE || ply >= MAX_PLY - 1) return bestScore;
      if (bestScore > alpha) alpha = bestScore;
    }
    for (let k = 0; k < moves.length; k++) {
      const i = this.#pick(ply, moves.length);
      if (this.#picked <= 0) break;
      if (this.#tick()) return 0;
      this.#make(moves[i] as M);
      const score = -this.#quiesce(-beta, -alpha, ply + 1, qply + 1);
      this.#unmake();
      if (this.#stopped) return 0;
      if (score > bestScore) bestScore = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    return bestScore;
  }

  /** The keys, their rows widened first when `count` keys would not fit in one. */
  #rows(count: number): Float64Array {
    if (count > this.#width) {
      let width = this.#width;
      while (width < count) width *= 2;
      const keys = new Float64Array(width * MAX_PLY);
      for (let p = 0; p < MAX_PLY; p++)
        keys.set(this.#keys.subarray(p * this.#width, (p + 1) * this.#width), p * width);
      this.#keys = keys;
      this.#width = width;
    }
    return this.#keys;
  }

  /**
   * The ordering keys of a node's moves, into `#keys` at this ply's row: table move, captures by
   * material won, killers, then history. The moves are then picked best first (`#pick`), so that
   * a node cut off after a few moves never sorts the rest.
   */
  #order(moves: readonly M[], ttMove: number, ply: number): void {
    const game = this.#game;
    const keys = this.#rows(moves.length);
    const base = ply * this.#width;
    const killer1 = this.#killers[ply * 2] as number;
    const killer2 = this.#killers[ply * 2 + 1] as number;
    const side = (ply & 1) * HISTORY_SIZE;
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i] as M;
      const id = game.moveId(move);
      const gain = game.gain(move);
      let key: number;
      if (ttMove !== 0 && id === ttMove) key = ORDER_TT;
      else if (gain > 0) key = ORDER_CAPTURE + gain;
      else if (id === killer1) key = ORDER_KILLER + 1;
      else if (id === killer2) key = ORDER_KILLER;
      else key = this.#history[side + game.historyIndex(move)] as number;
      keys[base + i] = key;
    }
  }

  /** The key of the move `#pick` took last. */
  #picked = 0;

  /**
   * The index of the best key of this ply's row not yet taken, marked taken (its key in
   * `#picked`); the first of equal keys, so that the generator's order decides ties (determinism).
   */
  #pick(ply: number, count: number): number {
    const keys = this.#keys;
    const base = ply * this.#width;
    let best = -1;
    let bestKey = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < count; i++) {
      const key = keys[base + i] as number;
      if (key > bestKey) {
        bestKey = key;
        best = i;
      }
    }
    if (best >= 0) keys[base + best] = Number.NEGATIVE_INFINITY;
    this.#picked = bestKey;
    return best;
  }

  #rememberCutoff(move: M, ply: number, depth: number): void {
    const game = this.#game;
    if (game.gain(move) > 0) return;
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
