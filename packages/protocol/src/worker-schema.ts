// The worker protocol's edge check (the types are in worker.ts). The schemas check shape and
// bounds of what the worker reads; a position's legality is the game handler's (Shatra reads its
// strings through the rules; the analysis replays the record through the rules). Objects are not
// strict: the page is ours, and a field the worker does not read does no harm.
import type { GameRecord } from '@ludus/backgammon-engine';
import type { TableView } from '@ludus/session';
import * as z from 'zod/mini';
import { intIn, MAX_SHATRA_MOVE_LENGTH, MAX_SHATRA_POSITION_LENGTH } from './bounds';
import {
  GameKindSchema,
  IntentSchema,
  LevelSchema,
  SeatSchema,
  SeqSchema,
  TableSpecSchema,
} from './table';
import { type ComputerRequest, PROTOCOL_VERSION, type ShatraMoveAnswer } from './worker';

/** Earlier positions of a Shatra game: a long game has a few hundred. */
export const MAX_SHATRA_HISTORY = 10_000;
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
});

const ShatraPositionSchema = z.string().check(z.maxLength(MAX_SHATRA_POSITION_LENGTH));

const shatraFields = {
  ...envelope,
  game: z.literal('shatra'),
  level: z.literal([1, 2, 3]),
  position: ShatraPositionSchema,
  history: z.array(ShatraPositionSchema).check(z.maxLength(MAX_SHATRA_HISTORY)),
};

const ShatraMoveRequestSchema = z.object({ ...shatraFields, kind: z.literal('move') });
const DrawOfferRequestSchema = z.object({ ...shatraFields, kind: z.literal('draw-offer') });

/** Two kinds (`move`) serve two game families, so this is a plain union, not by `kind`. */
export const ComputerRequestSchema = z.union([
  DecideRequestSchema,
  AnalyseRequestSchema,
  ShatraMoveRequestSchema,
  DrawOfferRequestSchema,
]);

export const ShatraMoveAnswerSchema = z.object({
  kind: z.literal('shatra-move'),
  id: z.number(),
  move: z.string().check(z.maxLength(MAX_SHATRA_MOVE_LENGTH)),
  resign: z.optional(z.literal(true)),
});

/** Shape check at the worker's edge (the game handler validates the position itself). */
export function isComputerRequest(value: unknown): value is ComputerRequest {
  return ComputerRequestSchema.safeParse(value).success;
}

/** Shape check of a Shatra move answer where the page receives it: `resign` is absent or true. */
export function isShatraMoveAnswer(value: unknown): value is ShatraMoveAnswer {
  return ShatraMoveAnswerSchema.safeParse(value).success;
}
