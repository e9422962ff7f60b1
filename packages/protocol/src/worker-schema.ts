// The worker protocol's edge check (the types are in worker.ts). The schemas check shape and
// bounds of what the worker reads; a position's legality is the game handler's (Shatra reads its
// strings through the rules; the analysis replays the record through the rules). Objects are not
// strict: the page is ours, and a field the worker does not read does no harm.
import type { GameRecord } from '@ludus/backgammon-engine';
import { LEVELS as ENGINE_LEVELS } from '@ludus/backgammon-engine';
import * as z from 'zod/mini';
import { DieSchema, intIn, MAX_SHATRA_MOVE_LENGTH, MAX_SHATRA_POSITION_LENGTH } from './bounds';
import { type ComputerRequest, PROTOCOL_VERSION, type ShatraMoveAnswer } from './worker';

/** Earlier positions of a Shatra game: a long game has a few hundred. */
export const MAX_SHATRA_HISTORY = 10_000;
/** Ten minutes: no answer is worth waiting longer for. */
export const MAX_BUDGET_MS = 600_000;

const envelope = {
  protocol: z.literal(PROTOCOL_VERSION),
  id: z.number(),
  budgetMs: z.number().check(z.minimum(0), z.maximum(MAX_BUDGET_MS)),
};

const count = intIn(0, 1_000_000);

const MatchContextSchema = z.object({
  cubeValue: intIn(1, 2 ** 20),
  owner: z.enum(['centre', 'computer', 'opponent']),
  matchLength: count,
  computerScore: count,
  opponentScore: count,
  crawford: z.boolean(),
  jacoby: z.boolean(),
  beavers: z.boolean(),
});

/** Checker counts of one side: points 1..24 and the bar (@ludus/backgammon `SideBoard`). */
const SideBoardSchema = z.array(intIn(0, 15)).check(z.length(25));
const PositionSchema = z.object({ player: SideBoardSchema, opponent: SideBoardSchema });

const backgammonFields = {
  ...envelope,
  level: z.enum(ENGINE_LEVELS),
  seed: z.number(),
  context: MatchContextSchema,
  position: PositionSchema,
};

const BackgammonMoveRequestSchema = z.object({
  ...backgammonFields,
  kind: z.literal('move'),
  game: z.enum(['backgammon', 'tryktrak']),
  dice: z.tuple([DieSchema, DieSchema]),
});

const CubeOfferRequestSchema = z.object({
  ...backgammonFields,
  kind: z.literal('cube-offer'),
  game: z.literal('backgammon'),
  offered: z.enum(['double', 'beaver']),
});

const DoubleDecisionRequestSchema = z.object({
  ...backgammonFields,
  kind: z.literal('double-decision'),
  game: z.literal('backgammon'),
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
  BackgammonMoveRequestSchema,
  CubeOfferRequestSchema,
  DoubleDecisionRequestSchema,
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
