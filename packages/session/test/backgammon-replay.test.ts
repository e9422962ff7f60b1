// matchScript: the intents that replay a match at a table (an imported record, an old save).
import {
  defaultMatchRules,
  type MatchState,
  matchLegalActions,
  newMatch,
  playMatch,
  seededDice,
} from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import {
  type BackgammonTable,
  matchScript,
  restore,
  scriptedDiceProvider,
  seededDiceProvider,
} from '../src';

/** A 3-point match played by the rules alone: the first legal action each time. */
function playedMatch(seed: number, games = Number.POSITIVE_INFINITY): MatchState {
  const created = newMatch(defaultMatchRules(3));
  if (!created.ok) throw new Error(created.message);
  let match = created.value;
  const dice = seededDice(seed);
  for (let i = 0; i < 5000 && !match.winner && match.previous.length < games; i++) {
    const legal = matchLegalActions(match);
    // Prefer plays and rolls, so that games end by bearing off; pass a double when one comes.
    const action =
      legal.find((a) => a.kind === 'move') ??
      legal.find((a) => a.kind === 'pass') ??
      legal.find((a) => a.kind === 'roll') ??
      legal[0];
    if (!action) break;
    const next = playMatch(match, action, dice);
    if (!next.ok) throw new Error(next.message);
    match = next.value;
  }
  return match;
}

const spec = {
  game: 'backgammon',
  matchLength: 3,
  seats: { white: { kind: 'human' }, black: { kind: 'human' } },
} as const;

describe('matchScript', () => {
  it('replays a whole match at a table, its dice scripted, every game acknowledged', () => {
    const match = playedMatch(5);
    expect(match.winner).not.toBeNull();
    const finished = match.previous.length;
    const script = matchScript(match, 'white', finished);
    const dice = scriptedDiceProvider(script.dice, seededDiceProvider(1));
    const table = restore({ spec, log: script.log }, dice);
    if (!table.ok) throw new Error(table.message);
    const state = (table.value as BackgammonTable).state;
    expect(state.match.score).toEqual(match.score);
    expect(state.match.winner).toBe(match.winner);
    expect(state.seenGames).toBe(finished);
    expect(state.match.previous.map((g) => g.state.history)).toEqual(
      match.previous.map((g) => g.state.history),
    );
  });

  it('leaves an unacknowledged game unacknowledged, and the same seed draws the same dice', () => {
    const match = playedMatch(9, 1);
    const script = matchScript(match, 'black', 0);
    const table = restore({ spec, log: script.log }, seededDiceProvider(9));
    if (!table.ok) throw new Error(table.message);
    const state = (table.value as BackgammonTable).state;
    expect(state.seenGames).toBe(0);
    // Without acknowledgements the table stops after the first game.
    expect(state.match.previous.length).toBe(1);
    expect(state.match.previous[0]?.state.history).toEqual(match.previous[0]?.state.history);
  });
});
