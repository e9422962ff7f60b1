// The worker protocol's edge check (the types are in worker.ts). The schemas check shape and
// bounds of what the worker reads; legality is the game's (the agent answers with one of the
// view's legal intents and the table checks it again; the analysis replays the record through
// the rules). Objects are not strict: the page is ours, and a field the worker does not read
// does no harm.
import type { GameRecord } from '@ludus/backgammon-engine';
import type { TableView } from '@ludus/session';
import * as z from 'zod/mini';
import { intIn } from './bounds';
import {
  GameKindSchema,
  IntentSchema,
  LevelSchema,
  SeatSchema,
  SeqSchema,
  TableSpecSchema,
} from './table';
import { type ComputerRequest, PROTOCOL_VERSION } from './worker';

/** More legal intents than a seat ever has (a roll of doubles has a few thousand plays). */
export const MAX_LEGAL_INTENTS = 20_000;
/** Ten minutes: no answer is worth waiting longer for. */
export const MAX_BUDGET_MS = 600_000;

const envelope = {
  protocol: z.literal(PROTOCOL_VERSION),
  id: z.number(),
  budgetMs: z.number().check(z.minimum(0), z.maximum(MAX_BUDGET_MS)),
};

const count = intIn(0, 1_000_000);
/** The deepest checker-play analysis a page may ask for (the engine's own depth). */
const MAX_ANALYSIS_PLIES = 2;

/** The view's state is only checked to be an object: the agent reads it as the table made it. */
const ViewStateSchema = z.custom<object>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

/** A seat's view: its spec, seats and intents checked; its state is the table's own (above). */
const ViewShapeSchema = z.object({
  spec: TableSpecSchema,
  seq: SeqSchema,
  viewer: SeatSchema,
  toAct: z.array(SeatSchema).check(z.maxLength(2)),
  legal: z.array(IntentSchema).check(z.maxLength(MAX_LEGAL_INTENTS)),
  state: ViewStateSchema,
});

const DecideRequestSchema = z.object({
  ...envelope,
  kind: z.literal('decide'),
  game: GameKindSchema,
  level: LevelSchema,
  seed: z.number(),
  view: z.custom<TableView>((value) => ViewShapeSchema.safeParse(value).success),
});

/** The record is only checked to be an object here: the worker replays it through the rules. */
const GameRecordSchema = z.custom<GameRecord>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

const AnalyseRequestSchema = z.object({
  ...envelope,
  kind: z.literal('analyse'),
  game: z.enum(['backgammon', 'tryktrak']),
  record: GameRecordSchema,
  turn: count,
  plies: z.optional(intIn(0, MAX_ANALYSIS_PLIES)),
});

/** The person's seat's view, checked as a computer seat's is; the engine advises that seat. */
const HintRequestSchema = z.object({
  ...envelope,
  kind: z.literal('hint'),
  game: GameKindSchema,
  view: z.custom<TableView>((value) => ViewShapeSchema.safeParse(value).success),
});

/** More moves than a Shatra game has (the 60-move rule ends far shorter games, shatra.md). */
export const MAX_SHATRA_MOVES = 5_000;
/** Longer than any move in the notation (a capture chain names each landing square). */
const MoveTextSchema = z.string().check(z.maxLength(200));

/** The moves and start are only bounded here: the worker replays them through the rules. */
const ShatraAnalyseRequestSchema = z.object({
  ...envelope,
  kind: z.literal('analyse'),
  game: z.literal('shatra'),
  record: z.object({
    start: z.optional(z.string().check(z.maxLength(200))),
    moves: z.array(MoveTextSchema).check(z.maxLength(MAX_SHATRA_MOVES)),
  }),
  move: count,
});

/**
 * The ids are only bounded here (a Position ID is 14 characters, a Match ID 12, a little room
 * for the spaces the rules' parsers trim): the worker reads them through the rules package.
 */
const PositionRequestSchema = z.object({
  ...envelope,
  kind: z.literal('position'),
  game: z.literal('backgammon'),
  positionId: z.string().check(z.maxLength(32)),
  matchId: z.string().check(z.maxLength(32)),
  beavers: z.boolean(),
  plies: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
});

/** A rollout's trials are numbered below this (the command line allows a million). */
export const MAX_ROLLOUT_TRIALS = 10_000_000;
/** The most trials one request runs: the page asks in chunks so that it can show progress. */
export const MAX_ROLLOUT_CHUNK = 1296;
/** Deeper than any truncation worth asking; a game rarely lasts longer. */
export const MAX_ROLLOUT_TRUNCATE = 1000;

/**
 * The ids as `position`'s; the trial range bounded so that the sums stay exact. A cube action is
 * rolled out cubeful and before the roll: `cubeAction` without `cubeful`, or with a `play`, is
 * refused here.
 */
const RolloutRequestSchema = z
  .object({
    ...envelope,
    kind: z.literal('rollout'),
    game: z.literal('backgammon'),
    positionId: z.string().check(z.maxLength(32)),
    matchId: z.string().check(z.maxLength(32)),
    seed: intIn(0, 0xffff_ffff),
    truncate: z.nullable(intIn(0, MAX_ROLLOUT_TRUNCATE)),
    varianceReduction: z.boolean(),
    from: intIn(0, MAX_ROLLOUT_TRIALS - 1),
    count: intIn(1, MAX_ROLLOUT_CHUNK),
    /** Longer than any play's notation; the worker reads it through the rules. */
    play: z.optional(z.string().check(z.maxLength(64))),
    cubeful: z.optional(z.boolean()),
    cubeAction: z.optional(z.boolean()),
  })
  .check(z.refine((r) => r.cubeAction !== true || (r.cubeful === true && r.play === undefined)));

/** Every request, by its `kind` (and an analysis by its `game`). */
export const ComputerRequestSchema = z.union([
  DecideRequestSchema,
  AnalyseRequestSchema,
  ShatraAnalyseRequestSchema,
  HintRequestSchema,
  PositionRequestSchema,
  RolloutRequestSchema,
]);

/** Shape check at the worker's edge (the game's agent and the rules check the rest). */
export function isComputerRequest(value: unknown): value is ComputerRequest {
  return ComputerRequestSchema.safeParse(value).success;
}
