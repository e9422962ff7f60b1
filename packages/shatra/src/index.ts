// @ludus/shatra: the rules of Shatra as this project plays them (shared/rules/shatra.md), pure.
export { Board, PIECE_CODE, pieceCode, pieceOf } from './board';
export { type FenError, makeFen, parseFen, readPosition, repetitionKey, START_FEN } from './fen';
export {
  agreeDraw,
  currentFen,
  type Game,
  type GameError,
  newGame,
  playMove,
  REPETITIONS,
  repetitionCount,
  resign,
} from './game';
export {
  ALL_DIRECTIONS,
  BACK_ROW,
  BEYOND_DITCH,
  DIAGONAL,
  DIRECTIONS,
  DITCH_ROW,
  directionBetween,
  FIRST_ROW,
  FORTRESS,
  FORWARD,
  FORWARD_AND_DIAGONALS,
  fileOf,
  GATE,
  GREAT_ROAD,
  HALF,
  IN_FORTRESS,
  isSquare,
  neighbour,
  ORTHOGONAL,
  RESERVE_ORDER,
  type Region,
  type RegionKind,
  ROWS,
  rankOf,
  ray,
  regionOf,
  SQUARE_COUNT,
  SQUARES,
  sideIndex,
  squareAt,
} from './geometry';
export { findLegalMove, type MoveError, positionOutcome, tryPlay } from './legality';
export { hasAnyCapture, legalCaptures, legalMoves } from './moves';
export { makeMove, parseMove, promotionLetter, sameMove } from './notation';
export {
  type DrawReason,
  gameOverReason,
  type Outcome,
  SIXTY_MOVES,
  type WinReason,
} from './outcome';
export { fortressOwner, jumpedSquares, play } from './play';
export { fromSetup, type Position, type PositionError, START_POSITION } from './position';
export {
  type GameRecord,
  makeRecord,
  parseRecord,
  type RecordError,
  type RecordResult,
  readRecord,
  replayRecord,
  resultOf,
} from './record';
export {
  type ByColour,
  EMPTY_POOL,
  NO_PENDING,
  type Pending,
  type Pool,
  PROMOTION_ROLES,
  poolSize,
  type Setup,
  type SidewaysStep,
  START_MATERIAL,
  startSetup,
} from './setup';
export { isBiyThreatened } from './threat';
export type {
  CaptureMove,
  DropMove,
  Move,
  Piece,
  PromoteMove,
  PromotionRole,
  Result,
  Role,
  Side,
  Square,
  StepMove,
} from './types';
export { opposite } from './types';
