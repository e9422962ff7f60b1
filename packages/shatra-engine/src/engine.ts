// The engine's entry points for callers that speak position strings and notation: the web
// app's worker, the `ludus shatra engine` protocol, the match runner. Expected failures (a bad
// position string, a bad history entry) are Result values.
import {
  type Move,
  makeMove,
  type Position,
  type Result,
  readPosition,
  type Side,
} from '@ludus/shatra';
import type { Weights } from './evaluate';
import { LEARNED_WEIGHTS } from './learned-weights';
import { LEVELS, type LevelName } from './levels';
import { type SearchLimits, search } from './search';
import { type SearchMove, toRulesMove } from './search-move';
import { ShatraSearch, zobrist } from './shatra-game';
import { TranspositionTable } from './tt';

export const DEFAULT_TIME_MS = 1000;
export const DEFAULT_LEVEL: LevelName = 'world-class';
/** A draw is accepted when the engine's side stands worse than this (centi-shatras). */
export const DRAW_ACCEPT_BELOW = -50;
/** The top level resigns when it finds itself this far behind (or a forced loss). */
export const RESIGN_BELOW = -1000;

export interface MoveRequest {
  /** Wall-clock budget in milliseconds (default 1000, none when only `nodes` is given). */
  readonly timeMs?: number;
  readonly level?: LevelName;
  /** Seed of the weak levels' noise (default 0): same seed, same answers under a node budget. */
  readonly seed?: number;
  /** Node budget instead of / besides the clock: deterministic results (tests, matches). */
  readonly nodes?: number;
  /** The clock of `timeMs` in milliseconds, injected (the search's `performance.now` if not). */
  readonly now?: () => number;
  /** Earlier positions of the game, oldest first, without the current one (repetition). */
  readonly history?: readonly (string | Position)[];
  /** A table to reuse between calls of one long-running process. */
  readonly table?: TranspositionTable;
  /** Evaluation weights other than the learned ones (tuning and comparison matches). */
  readonly weights?: Weights;
  /** The deepest iteration instead of the level's (a hint's fixed depth, hint.ts). */
  readonly depth?: number;
  /** The search's root window other than its own (search.ts, ASPIRATION; comparison matches). */
  readonly aspiration?: number;
  /** The search's old time rule (search.ts, SearchOptions.softFraction; comparison matches). */
  readonly softFraction?: number;
  /** Quiescence's trap margin other than the search's (search.ts, TRAP_MARGIN; 0: no traps). */
  readonly trapMargin?: number;
  /** Null-move pruning's reduction other than the search's (search.ts, NULL_REDUCTION; 0: none). */
  readonly nullReduction?: number;
}

export interface EngineMove {
  /** The chosen move in the rules file's notation; undefined when there is none. */
  readonly move: string | undefined;
  /** The same move as the rules package's value, for callers that play it on. */
  readonly chosen: Move | undefined;
  /** Centi-shatras for the side to move; beyond ±999000 a forced win/loss. */
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
  readonly elapsedMs: number;
  readonly pv: readonly string[];
  /** The top level gives up a hopeless game (the caller decides whether to show it). */
  readonly resign: boolean;
}

/** Which input was refused: the position string or an entry of the history. */
export type EngineError = 'position' | 'history';

/** One table for the calls that bring none: searches run one at a time (JavaScript is single-threaded). */
const sharedTable = new TranspositionTable();

function positionOf(position: string | Position, what: EngineError): Result<Position, EngineError> {
  if (typeof position !== 'string') return { ok: true, value: position };
  const read = readPosition(position.trim());
  return read.ok ? read : { ok: false, error: what, message: read.message };
}

function historyHashes(history: readonly (string | Position)[]): Result<number[], EngineError> {
  const hashes: number[] = [];
  for (const entry of history) {
    const read = positionOf(entry, 'history');
    if (!read.ok) return read;
    hashes.push(zobrist(read.value));
  }
  return { ok: true, value: hashes };
}

/**
 * The root moves a level with a chain horizon considers: every move but the captures of more
 * jumps than it sees, unless nothing else is legal (the rules' compulsory capture, shatra.md).
 */
export function withinHorizon(
  horizon: number,
): (moves: readonly SearchMove[]) => readonly SearchMove[] {
  return (moves) => {
    const seen = moves.filter((move) => (move.captured?.length ?? 0) <= horizon);
    return seen.length > 0 ? seen : moves;
  };
}

/** The engine's move in a position, under the request's budget and level. */
export function chooseMove(
  position: string | Position,
  request: MoveRequest = {},
): Result<EngineMove, EngineError> {
  const root = positionOf(position, 'position');
  if (!root.ok) return root;
  const history = historyHashes(request.history ?? []);
  if (!history.ok) return history;
  const level = LEVELS[request.level ?? DEFAULT_LEVEL];
  // A node budget alone is the deterministic mode: no clock unless a time is given too.
  const timeMs = request.timeMs ?? (request.nodes === undefined ? DEFAULT_TIME_MS : undefined);
  const depth = request.depth ?? level.depth;
  const limits: SearchLimits = {
    ...(timeMs !== undefined ? { timeMs } : {}),
    ...(request.nodes !== undefined ? { nodes: request.nodes } : {}),
    ...(depth !== undefined ? { depth } : {}),
  };
  const game = new ShatraSearch(root.value, {
    weights: request.weights ?? LEARNED_WEIGHTS,
    noise: level.noise,
    seed: request.seed ?? 0,
  });
  const result = search(game, {
    limits,
    history: history.value,
    table: request.table ?? sharedTable,
    ...(request.aspiration !== undefined ? { aspiration: request.aspiration } : {}),
    ...(request.softFraction !== undefined ? { softFraction: request.softFraction } : {}),
    ...(request.trapMargin !== undefined ? { trapMargin: request.trapMargin } : {}),
    ...(request.nullReduction !== undefined ? { nullReduction: request.nullReduction } : {}),
    ...(request.now ? { now: request.now } : {}),
    ...(level.chainHorizon !== undefined ? { rootMoves: withinHorizon(level.chainHorizon) } : {}),
  });
  const hopeless = result.score <= RESIGN_BELOW && result.depth >= 2;
  const chosen = result.move === undefined ? undefined : toRulesMove(result.move);
  return {
    ok: true,
    value: {
      move: chosen === undefined ? undefined : makeMove(chosen),
      chosen,
      // A draw is 0, never -0 (negamax negates it): `eval` prints it, tests compare it.
      score: result.score === 0 ? 0 : result.score,
      depth: result.depth,
      nodes: result.nodes,
      elapsedMs: result.elapsedMs,
      pv: result.pv.map((move) => makeMove(toRulesMove(move))),
      resign: level.resigns && hopeless,
    },
  };
}

/** Settings of the judgement searches (eval, draw offers): fixed, so that answers are stable. */
const JUDGEMENT: MoveRequest = { level: 'world-class', nodes: 10_000 };

/** The score of a position for the side to move, in centi-shatras, from a short search. */
export function evaluatePosition(
  position: string | Position,
  request: MoveRequest = {},
): Result<number, EngineError> {
  const answer = chooseMove(position, { ...JUDGEMENT, ...request });
  return answer.ok ? { ok: true, value: answer.value.score } : answer;
}

export interface DrawOfferRequest extends MoveRequest {
  /** The side that was offered the draw and answers it (default: the side to move). */
  readonly offeredTo?: Side;
}

/**
 * A draw offer, answered by the engine's own judgement (shatra.md, "End of the game"): it
 * accepts when its side stands worse than slightly worse (below DRAW_ACCEPT_BELOW), and declines
 * a level or better game.
 */
export function answerDrawOffer(
  position: string | Position,
  request: DrawOfferRequest = {},
): Result<'accept' | 'decline', EngineError> {
  const root = positionOf(position, 'position');
  if (!root.ok) return root;
  const score = evaluatePosition(root.value, request);
  if (!score.ok) return score;
  const offeredTo = request.offeredTo ?? root.value.turn;
  const forAnswerer = offeredTo === root.value.turn ? score.value : -score.value;
  return { ok: true, value: forAnswerer < DRAW_ACCEPT_BELOW ? 'accept' : 'decline' };
}
