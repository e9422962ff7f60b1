// @ludus/shatra-engine: a Shatra computer opponent (search and evaluation) over @ludus/shatra.
export { decide, SHATRA_ENGINE_LEVEL, type ShatraBudget } from './agent';
export {
  ANALYSIS_DEPTH,
  ANALYSIS_NODES,
  type JudgedSummary,
  type JudgeOptions,
  judgeGameMove,
  judgeMove,
  LOSS_CAP,
  MARK_THRESHOLDS,
  type MoveJudgement,
  type MoveMark,
  markOf,
  pliesToEnd,
  summariseJudgements,
} from './analysis';
export type { BoardView, PoolCounts, SideIndex } from './board-view';
export {
  answerDrawOffer,
  chooseMove,
  DEFAULT_LEVEL,
  DEFAULT_TIME_MS,
  DRAW_ACCEPT_BELOW,
  type DrawOfferRequest,
  type EngineError,
  type EngineMove,
  evaluatePosition,
  type MoveRequest,
  RESIGN_BELOW,
} from './engine';
export {
  evaluateView,
  extractFeatures,
  FEATURES,
  type FeatureName,
  type FeatureWeights,
  featureVector,
  isAttacked,
  type Weights,
  weightVector,
} from './evaluate';
export type { Evaluator, SearchGame, Terminal } from './game';
export { HINT_DEPTH, type ShatraHint, shatraHint } from './hint';
export { LEARNED_WEIGHTS } from './learned-weights';
export { LEVEL_NAMES, LEVELS, type LevelName, type LevelSettings, levelByName } from './levels';
export {
  type NearBiy,
  type PieceSquares,
  type PieceTables,
  TABLE_PARAMS,
  tableEntries,
  tablesFromParams,
} from './piece-squares';
export { mix32, type Rng, seededRng } from './prng';
export { type SearchLimits, type SearchOptions, type SearchResult, search } from './search';
export { DECISIVE, isDecisive, MATE, MAX_PLY } from './search-scores';
export {
  boardView,
  type EvaluationSettings,
  materialGain,
  ShatraSearch,
  shatraEvaluator,
  zobrist,
  zobristCheck,
} from './shatra-game';
export { TranspositionTable } from './tt';
export { FITTED_WEIGHTS, HAND_WEIGHTS } from './weights';
