// Drives games and matches in tests: actions in order with scripted dice, failing the test on
// the first refused action (a broken test, not a finding).
import {
  type Colour,
  type GameAction,
  type GameState,
  legalActions,
  type MatchRules,
  type MatchState,
  newMatch,
  play,
  playMatch,
  scriptedDice,
  type WinLevel,
} from '../../src/index';

/** Plays actions in order on one game with scripted dice. */
export function run(
  state: GameState,
  actions: readonly GameAction[],
  dice: number[] = [],
): GameState {
  const source = scriptedDice(dice as never);
  let current = state;
  for (const action of actions) {
    const next = play(current, action, source);
    if (!next.ok) throw new Error(`${action.kind}: ${next.error} ${next.message}`);
    current = next.value;
  }
  return current;
}

/** The kinds of the legal actions, resignations with their level (`resign:gammon`). */
export function kinds(state: GameState): string[] {
  return legalActions(state).map((action) =>
    action.kind === 'resign' ? `resign:${action.level}` : action.kind,
  );
}

/** A new match; throws on invalid rules. */
export function start(rules: MatchRules): MatchState {
  const made = newMatch(rules);
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

/** One match action with scripted dice. */
export function act(match: MatchState, action: GameAction, dice: number[] = []): MatchState {
  const next = playMatch(match, action, scriptedDice(dice as never));
  if (!next.ok) throw new Error(`${action.kind}: ${next.message}`);
  return next.value;
}

/** One short game: the opening roll (3-1 to white), then `loser` resigns at `level`. */
export function lose(match: MatchState, loser: Colour, level: WinLevel): MatchState {
  const opened = act(match, { kind: 'roll' }, [3, 1]);
  return act(act(opened, { kind: 'resign', level, by: loser }), { kind: 'accept' });
}
