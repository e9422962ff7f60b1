// Type-level checks (tsc runs them; vitest only sees the calls): each schema's type is assignable
// to the hand-written type it checks, and each union covers exactly the kinds of that type, so
// the schemas and the session's types cannot drift apart unnoticed.

import type { Level as EngineLevel } from '@ludus/backgammon-engine';
import type {
  BackgammonIntent,
  BackgammonSpec,
  Intent,
  LogEntry,
  SavedTable,
  Seat,
  SeatPlayer,
  Level as SessionLevel,
  ShatraIntent,
  ShatraSpec,
  StepIntent,
  TableEvent,
  TableSpec,
} from '@ludus/session';
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type {
  BackgammonIntentSchema,
  BackgammonSpecSchema,
  ClientMessage,
  ComputerRequest,
  ComputerRequestSchema,
  IntentSchema,
  LevelSchema,
  LogEntrySchema,
  SavedTableSchema,
  SeatPlayerSchema,
  SeatSchema,
  ServerMessage,
  ShatraIntentSchema,
  ShatraSpecSchema,
  StepIntentSchema,
  TableEventSchema,
  TableSpecSchema,
} from '../src';

type Out<S extends z.ZodMiniType> = z.infer<S>;

describe('schemas match the session types', () => {
  it('table model', () => {
    expectTypeOf<Out<typeof SeatSchema>>().toEqualTypeOf<Seat>();
    expectTypeOf<Out<typeof LevelSchema>>().toEqualTypeOf<SessionLevel>();
    expectTypeOf<Out<typeof SeatPlayerSchema>>().toExtend<SeatPlayer>();
    expectTypeOf<Out<typeof BackgammonSpecSchema>>().toExtend<BackgammonSpec>();
    expectTypeOf<Out<typeof ShatraSpecSchema>>().toExtend<ShatraSpec>();
    expectTypeOf<Out<typeof TableSpecSchema>>().toExtend<TableSpec>();
    expectTypeOf<Out<typeof StepIntentSchema>>().toExtend<StepIntent>();
    expectTypeOf<Out<typeof LogEntrySchema>>().toExtend<LogEntry>();
    expectTypeOf<Out<typeof TableEventSchema>>().toExtend<TableEvent>();
    expectTypeOf<Out<typeof SavedTableSchema>>().toExtend<SavedTable>();
  });

  it('every intent kind, no more and no fewer', () => {
    expectTypeOf<Out<typeof BackgammonIntentSchema>>().toExtend<BackgammonIntent>();
    expectTypeOf<Out<typeof ShatraIntentSchema>>().toExtend<ShatraIntent>();
    expectTypeOf<Out<typeof IntentSchema>>().toExtend<Intent>();
    expectTypeOf<Out<typeof BackgammonIntentSchema>['kind']>().toEqualTypeOf<
      BackgammonIntent['kind']
    >();
    expectTypeOf<Out<typeof ShatraIntentSchema>['kind']>().toEqualTypeOf<ShatraIntent['kind']>();
    type Resign = Extract<BackgammonIntent, { kind: 'resign' }>['level'];
    expectTypeOf<
      Extract<Out<typeof BackgammonIntentSchema>, { kind: 'resign' }>['level']
    >().toEqualTypeOf<Resign>();
    expectTypeOf<TableSpec['game']>().toEqualTypeOf<Out<typeof TableSpecSchema>['game']>();
  });

  it('worker protocol', () => {
    expectTypeOf<Out<typeof ComputerRequestSchema>>().toExtend<ComputerRequest>();
    expectTypeOf<Out<typeof ComputerRequestSchema>['kind']>().toEqualTypeOf<
      ComputerRequest['kind']
    >();
    type Analyse<R> = Extract<R, { kind: 'analyse' }>;
    expectTypeOf<Analyse<Out<typeof ComputerRequestSchema>>['game']>().toEqualTypeOf<
      Analyse<ComputerRequest>['game']
    >();
    // The engine's levels and the session's are one vocabulary.
    expectTypeOf<EngineLevel>().toEqualTypeOf<SessionLevel>();
  });

  it('online messages carry session intents and events', () => {
    expectTypeOf<Extract<ClientMessage, { type: 'intent' }>['intent']>().toExtend<Intent>();
    expectTypeOf<
      Extract<ServerMessage, { type: 'events' }>['events'][number]
    >().toExtend<TableEvent>();
  });
});
