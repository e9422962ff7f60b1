// Players and whole games for the match runner and the tuning script: engine levels under a
// node or time budget, a random mover, a 1-ply greedy player. Everything is seeded.
import {
  hasAnyCapture,
  isBiyThreatened,
  legalMoves,
  type Move,
  makeMove,
  type Position,
  play,
  positionOutcome,
  repetitionKey,
  START_POSITION,
} from '@ludus/shatra';
import { chooseMove as baselineChooseMove } from '../bench/baseline/index';
import type { LevelName as BaselineLevelName } from '../bench/baseline/levels';
import {
  chooseMove,
  type LevelName,
  materialGain,
  type Rng,
  seededRng,
  type Weights,
} from '../src/index';

export interface Player {
  readonly name: string;
  /** The move to play; `history` holds the game's earlier positions, oldest first. */
  choose(position: Position, history: readonly Position[], rng: Rng): Move;
}

export const randomPlayer: Player = {
  name: 'random',
  choose: (position, _history, rng) => pick(legalMoves(position), rng),
};

/** Captures the most material (ties and quiet positions at random): a 1-ply greedy player. */
export const greedyPlayer: Player = {
  name: 'greedy',
  choose: (position, _history, rng) => {
    const moves = legalMoves(position);
    let best = -1;
    let choices: Move[] = [];
    for (const move of moves) {
      const gain = materialGain(position, move);
      if (gain > best) {
        best = gain;
        choices = [move];
      } else if (gain === best) choices.push(move);
    }
    return pick(choices, rng);
  },
};

export interface EngineBudget {
  readonly nodes?: number;
  readonly timeMs?: number;
}

/** What a match asks of either engine besides the level. */
interface PlayerRequest {
  readonly timeMs: number;
  readonly nodes?: number;
  readonly weights?: Weights;
  readonly aspiration?: number;
  readonly softFraction?: number;
  readonly trapMargin?: number;
  readonly nullReduction?: number;
  readonly seed: number;
  readonly history: readonly Position[];
}

/** A comparison match's settings of the product engine other than its own (engine.ts). */
export interface PlayerSettings {
  readonly weights?: Weights;
  readonly aspiration?: number;
  readonly softFraction?: number;
  readonly trapMargin?: number;
  readonly nullReduction?: number;
}

/**
 * An engine level under a budget; `baseline` plays the frozen pre-issue-24 engine
 * (bench/baseline/) instead of the product one, for matches new against old.
 */
export function enginePlayer(
  level: LevelName | BaselineLevelName,
  budget: EngineBudget,
  settings: PlayerSettings = {},
  baseline = false,
): Player {
  const { weights, aspiration, softFraction, trapMargin, nullReduction } = settings;
  const label = budget.nodes !== undefined ? `${budget.nodes}n` : `${budget.timeMs}ms`;
  // Each engine under its own level names (the match runner checks the name for the engine).
  const choose = baseline
    ? (position: Position, request: PlayerRequest) =>
        baselineChooseMove(position, { ...request, level: level as BaselineLevelName })
    : (position: Position, request: PlayerRequest) =>
        chooseMove(position, { ...request, level: level as LevelName });
  const named = (key: string, value: number | undefined) =>
    value !== undefined ? `+${key}=${value}` : '';
  return {
    name: `${baseline ? 'baseline-' : ''}${level}@${label}${weights ? '+own-weights' : ''}${named('aspiration', aspiration)}${named('soft', softFraction)}${named('traps', trapMargin)}${named('null', nullReduction)}`,
    choose: (position, history, rng) => {
      const answer = choose(position, {
        timeMs: budget.timeMs ?? 60_000,
        ...(budget.nodes !== undefined ? { nodes: budget.nodes } : {}),
        ...(weights ? { weights } : {}),
        ...(aspiration !== undefined ? { aspiration } : {}),
        ...(softFraction !== undefined ? { softFraction } : {}),
        ...(trapMargin !== undefined ? { trapMargin } : {}),
        ...(nullReduction !== undefined ? { nullReduction } : {}),
        seed: rng.nextU32(),
        history,
      });
      if (!answer.ok || answer.value.chosen === undefined) throw new Error('engine found no move');
      return answer.value.chosen;
    },
  };
}

function pick<T>(items: readonly T[], rng: Rng): T {
  const item = items[rng.below(items.length)];
  if (item === undefined) throw new Error('no move to pick from');
  return item;
}

/**
 * An opening: `plies` random legal moves from the start, re-drawn until the result is quiet (no
 * capture for the side to move, neither biy threatened), so that no game is decided by its
 * opening alone.
 */
export function randomOpening(plies: number, rng: Rng): Position {
  for (;;) {
    let position = START_POSITION;
    for (let i = 0; i < plies && positionOutcome(position) === undefined; i++) {
      position = play(position, pick(legalMoves(position), rng));
    }
    const quiet =
      positionOutcome(position) === undefined &&
      !hasAnyCapture(position) &&
      !isBiyThreatened(position, 'white') &&
      !isBiyThreatened(position, 'black');
    if (quiet) return position;
  }
}

export type GameResult = 'white' | 'black' | 'draw';

/** A game's result for the side to move in `position`: 1 won, 0.5 drawn, 0 lost (the fits' label). */
export function resultForMover(result: GameResult, position: Position): number {
  const white = result === 'white' ? 1 : result === 'black' ? 0 : 0.5;
  return position.turn === 'white' ? white : 1 - white;
}

export interface PlayedGame {
  readonly result: GameResult;
  readonly reason: string;
  readonly plies: number;
  /** Every position of the game, the first one included. */
  readonly positions: readonly Position[];
  readonly moves: readonly string[];
}

/** Plays a game to its end (the rules' outcomes, threefold repetition) or to `maxPlies` (a draw). */
export function playGame(
  opening: Position,
  white: Player,
  black: Player,
  seed: number,
  maxPlies = 400,
): PlayedGame {
  const rng = seededRng(seed);
  const positions: Position[] = [opening];
  const moves: string[] = [];
  const seen = new Map<string, number>();
  let position = opening;
  for (let ply = 0; ; ply++) {
    const key = repetitionKey(position);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count >= 3) return { result: 'draw', reason: 'repetition', plies: ply, positions, moves };
    const outcome = positionOutcome(position);
    if (outcome !== undefined) {
      const result = outcome.kind === 'draw' ? 'draw' : outcome.winner;
      return { result, reason: outcome.reason, plies: ply, positions, moves };
    }
    if (ply >= maxPlies)
      return { result: 'draw', reason: 'ply-limit', plies: ply, positions, moves };
    const player = position.turn === 'white' ? white : black;
    const move = player.choose(position, positions.slice(0, -1), rng);
    moves.push(makeMove(move));
    position = play(position, move);
    positions.push(position);
  }
}
