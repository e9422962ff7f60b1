// Drives games and matches in tests: actions in order with scripted dice, failing the test on
// the first refused action (a broken test, not a finding).
import {
  type Colour,
  type Dice,
  type GameAction,
  type GameState,
  legalActions,
  type MatchRules,
  type MatchState,
  newMatch,
  parsePlay,
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

/**
 * The move written `text` (`8/5 6/5`), read as the edges read notation: parsePlay against the
 * state's position and its dice, or `dice` (a play of another roll, to offer an illegal one).
 * Throws on notation that is no legal play of those dice: a broken test.
 */
export function written(state: GameState, text: string, dice?: Dice): GameAction {
  const rolled = dice ?? (state.phase.kind === 'moving' ? state.phase.dice : undefined);
  if (!rolled) throw new Error(`${text}: no dice, the state is ${state.phase.kind}`);
  const parsed = parsePlay(text, state.position, rolled, state.rules.variant);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
  return { kind: 'move', play: parsed.value };
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
