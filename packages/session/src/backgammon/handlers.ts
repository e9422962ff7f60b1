// One handler per backgammon intent kind. Each one only translates the intent into the rules'
// action (the rules decide); apply.ts has already checked that the seat may send it.

import type { Result } from '@ludus/backgammon';
import { routeFromSteps } from '@ludus/backgammon';
import type { Applied } from '../tables';
import type { BackgammonIntent, BackgammonTable, Seat, StepIntent } from '../types';
import { accepted, playing, refuse } from './outcome';
import {
  currentGame,
  endSessionProblem,
  finishedCount,
  resignableLevels,
  unseenResult,
} from './turns';

type IntentOf<K extends BackgammonIntent['kind']> = Extract<BackgammonIntent, { kind: K }>;

/** Roll the dice, or start the opening roll (whichever seat sends it). */
export function roll(table: BackgammonTable, seat: Seat): Result<Applied<BackgammonTable>> {
  return playing(table, seat, { kind: 'roll' }, { kind: 'roll' });
}

/** The steps as sent, kept to their `from` and `to` (the log keeps nothing else), or null. */
function cleanSteps(steps: unknown): StepIntent[] | null {
  if (!Array.isArray(steps)) return null;
  const clean: StepIntent[] = [];
  for (const step of steps as unknown[]) {
    const { from, to } = (step ?? {}) as { from?: unknown; to?: unknown };
    if (!Number.isInteger(from) || !Number.isInteger(to)) return null;
    clean.push({ from: from as number, to: to as number });
  }
  return clean;
}

/**
 * A play as its steps: `routeFromSteps` finds the legal play made of exactly these steps, so the
 * route the seat played is the one recorded. `steps: []` is never legal: a roll with no legal
 * play has already passed the turn in the rules (game.ts `afterRoll`).
 */
export function move(
  table: BackgammonTable,
  seat: Seat,
  intent: IntentOf<'move'>,
): Result<Applied<BackgammonTable>> {
  const game = currentGame(table.state);
  if (game.phase.kind !== 'moving') return refuse('not-now', 'there is no roll to play');
  const steps = cleanSteps(intent.steps);
  if (steps === null) return refuse('illegal-move', 'a move is a list of steps {from, to}');
  const play = routeFromSteps(game.position, game.phase.dice, steps, game.rules.variant);
  if (!play) {
    const [a, b] = game.phase.dice;
    return refuse('illegal-move', `those steps are not a legal play of ${a}${b}`);
  }
  return playing(table, seat, { kind: 'move', steps }, { kind: 'move', play });
}

/** Double, take, pass or beaver: the rules say whether the cube allows it. */
export function cube(
  table: BackgammonTable,
  seat: Seat,
  intent: IntentOf<'double' | 'take' | 'pass' | 'beaver'>,
): Result<Applied<BackgammonTable>> {
  return playing(table, seat, { kind: intent.kind }, { kind: intent.kind });
}

/** An offer to resign, by the seat that sends it, on turn or not (game.ts `resign`'s `by`). */
export function resign(
  table: BackgammonTable,
  seat: Seat,
  intent: IntentOf<'resign'>,
): Result<Applied<BackgammonTable>> {
  if (resignableLevels(table.state).length === 0) {
    return refuse('not-now', 'a resignation is offered while a turn is rolled or played');
  }
  const { level } = intent;
  return playing(table, seat, { kind: 'resign', level }, { kind: 'resign', level, by: seat });
}

export function answerResignation(
  table: BackgammonTable,
  seat: Seat,
  intent: IntentOf<'accept-resignation' | 'reject-resignation'>,
): Result<Applied<BackgammonTable>> {
  const action = intent.kind === 'accept-resignation' ? 'accept' : 'reject';
  return playing(table, seat, { kind: intent.kind }, { kind: action });
}

/** The finished game's result is seen: the next game, already begun by the rules, goes on. */
export function nextGame(table: BackgammonTable, seat: Seat): Result<Applied<BackgammonTable>> {
  const { state } = table;
  if (!unseenResult(state)) return refuse('not-now', 'no finished game waits for its result');
  const seen = { ...state, seenGames: finishedCount(state) };
  return accepted(table, seat, { kind: 'next-game' }, seen, []);
}

/**
 * A money session ends between games (the rules' money play never ends): the running score is
 * its result, and the next game the rules have already begun is never played.
 */
export function endSession(table: BackgammonTable, seat: Seat): Result<Applied<BackgammonTable>> {
  const problem = endSessionProblem(table.spec, table.state, seat);
  if (problem) return refuse(problem.error, problem.message);
  const ended = { ...table.state, ended: true };
  return accepted(table, seat, { kind: 'end-session' }, ended, []);
}
