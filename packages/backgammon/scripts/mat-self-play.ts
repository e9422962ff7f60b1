// Seeded random self-play for tests of whole games, matches and .mat files: every action is
// chosen among `matchLegalActions`, so whatever it produces the rules allowed. Not a player: the
// choices are random, with cube actions and resignations frequent enough to appear in every match.

import { mulberry32, unitFloat } from '@ludus/core';
import {
  type GameAction,
  type MatchRules,
  type MatchState,
  matchLegalActions,
  newMatch,
  playMatch,
  seededDice,
} from '../src/index';

/** @ludus/core's mulberry32 for the choices (the dice have their own source). */
function chooser(seed: number): (n: number) => number {
  const next = mulberry32(seed);
  return (n) => Math.floor(unitFloat(next()) * n);
}

export interface SelfPlayOptions {
  /** Chance in 1000 of doubling when allowed, of passing when doubled, of resigning per turn. */
  readonly doublePerMille?: number;
  readonly passPerMille?: number;
  readonly resignPerMille?: number;
  /** Stop after this many actions even if the match is not over (money play never ends). */
  readonly maxActions?: number;
}

function pick(actions: readonly GameAction[], choose: (n: number) => number, o: SelfPlayOptions) {
  const chance = (perMille: number) => choose(1000) < perMille;
  const of = (kind: GameAction['kind']) => actions.filter((action) => action.kind === kind);
  const moves = of('move');
  const resigns = of('resign');
  if (of('double').length > 0 && chance(o.doublePerMille ?? 60)) return { kind: 'double' } as const;
  if (of('take').length > 0) {
    if (of('beaver').length > 0 && chance(200)) return { kind: 'beaver' } as const;
    return chance(o.passPerMille ?? 300)
      ? ({ kind: 'pass' } as const)
      : ({ kind: 'take' } as const);
  }
  if (of('accept').length > 0)
    return chance(700) ? ({ kind: 'accept' } as const) : ({ kind: 'reject' } as const);
  if (resigns.length > 0 && chance(o.resignPerMille ?? 3)) return resigns[choose(resigns.length)];
  if (moves.length > 0) return moves[choose(moves.length)];
  return of('roll')[0];
}

/** Plays a match from `seed` until it ends (or `maxActions`). */
export function selfPlayMatch(
  rules: MatchRules,
  seed: number,
  options: SelfPlayOptions = {},
): MatchState {
  const made = newMatch(rules);
  if (!made.ok) throw new Error(made.message);
  const dice = seededDice(seed);
  const choose = chooser(seed ^ 0x5bd1e995);
  let match = made.value;
  const limit = options.maxActions ?? 100_000;
  for (let count = 0; count < limit && !match.winner; count += 1) {
    const action = pick(matchLegalActions(match), choose, options);
    if (!action) throw new Error('no legal action in a match that is not over');
    const next = playMatch(match, action, dice);
    if (!next.ok) throw new Error(`self-play chose a refused action: ${next.message}`);
    match = next.value;
  }
  return match;
}
