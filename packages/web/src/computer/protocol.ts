// The message protocol between the page and the computer's Web Worker. One worker serves every
// game: each request names its `game`, the worker dispatches on it (worker.ts). Messages are
// plain structured-clone data, checked at the edge (isComputerRequest) because a worker is a
// trust boundary like a socket. Bump PROTOCOL_VERSION on any incompatible change.
import type { Dice, Play, Position } from '@ludus/backgammon';

export const PROTOCOL_VERSION = 1;

export type BackgammonGame = 'backgammon' | 'tryktrak';
export type ComputerGame = BackgammonGame | 'shatra';

/** 1 = weakest; each game maps levels to its own search settings. */
export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

/** The cube and score as the computer needs them, from the computer's side. */
export interface CubeContext {
  readonly cubeValue: number;
  /** Who may double next: 'centre', or the side that owns the cube. */
  readonly owner: 'centre' | 'computer' | 'opponent';
  /** 0 = money play. */
  readonly matchLength: number;
  readonly computerScore: number;
  readonly opponentScore: number;
  readonly crawford: boolean;
}

interface RequestBase {
  readonly protocol: typeof PROTOCOL_VERSION;
  /** Chosen by the client; the answer carries the same id. */
  readonly id: number;
  readonly level: Level;
  /** Wall-clock budget for the answer in milliseconds. */
  readonly budgetMs: number;
}

/** Backgammon/tryktrak: choose a play. `position` is from the computer's view (it is on roll). */
export interface BackgammonMoveRequest extends RequestBase {
  readonly kind: 'move';
  readonly game: BackgammonGame;
  readonly position: Position;
  readonly dice: Dice;
}

/** Backgammon: the opponent doubled; take or pass. `position` from the computer's view. */
export interface CubeOfferRequest extends RequestBase {
  readonly kind: 'cube-offer';
  readonly game: 'backgammon';
  readonly position: Position;
  readonly cube: CubeContext;
}

/** Backgammon: the computer is about to roll; double or not. `position` from its view. */
export interface DoubleDecisionRequest extends RequestBase {
  readonly kind: 'double-decision';
  readonly game: 'backgammon';
  readonly position: Position;
  readonly cube: CubeContext;
}

/** Shatra: choose a move in the position string (task D2 defines the details). */
export interface ShatraMoveRequest extends RequestBase {
  readonly kind: 'move';
  readonly game: 'shatra';
  readonly position: string;
  /** Earlier positions of the game (position strings), for repetition. */
  readonly history: readonly string[];
}

/** Shatra: the opponent offers a draw; accept or decline. */
export interface DrawOfferRequest extends RequestBase {
  readonly kind: 'draw-offer';
  readonly game: 'shatra';
  readonly position: string;
  readonly history: readonly string[];
}

export type ComputerRequest =
  | BackgammonMoveRequest
  | CubeOfferRequest
  | DoubleDecisionRequest
  | ShatraMoveRequest
  | DrawOfferRequest;

export type ComputerAnswer =
  /** Backgammon/tryktrak: the chosen play (null when no move is possible); the page hands it
   * to the rules package, which accepts it only if it is one of the legal plays. */
  | { readonly kind: 'backgammon-move'; readonly id: number; readonly play: Play | null }
  | { readonly kind: 'cube-response'; readonly id: number; readonly response: 'take' | 'pass' }
  | { readonly kind: 'double-decision'; readonly id: number; readonly double: boolean }
  /** Shatra: the chosen move in the rules file's notation. */
  | { readonly kind: 'shatra-move'; readonly id: number; readonly move: string }
  | { readonly kind: 'draw-response'; readonly id: number; readonly accept: boolean }
  | { readonly kind: 'error'; readonly id: number; readonly message: string };

/** The request without the envelope fields the client fills in. */
export type RequestBody<R extends ComputerRequest = ComputerRequest> = R extends ComputerRequest
  ? Omit<R, 'protocol' | 'id'>
  : never;

const GAMES: readonly string[] = ['backgammon', 'tryktrak', 'shatra'];
const KINDS: readonly string[] = ['move', 'cube-offer', 'double-decision', 'draw-offer'];

/** Shape check at the worker's edge (the game handler validates the position itself). */
export function isComputerRequest(value: unknown): value is ComputerRequest {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    r.protocol === PROTOCOL_VERSION &&
    typeof r.id === 'number' &&
    typeof r.kind === 'string' &&
    KINDS.includes(r.kind) &&
    typeof r.game === 'string' &&
    GAMES.includes(r.game) &&
    (r.level === 1 || r.level === 2 || r.level === 3) &&
    typeof r.budgetMs === 'number' &&
    'position' in r
  );
}
