// The worker's backgammon/tryktrak computer: the engine's agent deciding for its seat from the
// seat's view of a table (the agent's own tests in packages/backgammon-engine cover its policy).
import {
  apply,
  type BackgammonView,
  createTable,
  scriptedDiceProvider,
  seededDiceProvider,
  type Table,
  view,
} from '@ludus/session';
import { describe, expect, it } from 'vitest';
import { decideBackgammon } from '../src/computer/backgammon';
import { requestBudget } from '../src/computer/decide';
import { isComputerRequest, PROTOCOL_VERSION } from '../src/computer/protocol';

/** White 1, black 6: the computer (black) wins the opening roll and plays 6-1. */
function computerToMove(game: 'backgammon' | 'tryktrak'): Table {
  const spec = {
    game,
    matchLength: 0,
    seats: { white: { kind: 'human' }, black: { kind: 'computer', level: 'expert' } },
  } as const;
  const created = createTable(spec, scriptedDiceProvider([1, 6], seededDiceProvider(3)));
  if (!created.ok) throw new Error(created.message);
  const rolled = apply(created.value, 'white', { kind: 'roll' });
  if (!rolled.ok) throw new Error(rolled.message);
  return rolled.value.table;
}

describe('the backgammon computer in the worker', () => {
  it.each(['backgammon', 'tryktrak'] as const)(
    'answers a %s view with one of its legal intents, which the table accepts',
    (game) => {
      const table = computerToMove(game);
      const seen = view(table, 'black') as BackgammonView;
      const intent = decideBackgammon(seen, 'expert', { ms: 2000, seed: 5 });
      expect(seen.legal).toContainEqual(intent);
      expect(intent && apply(table, 'black', intent).ok).toBe(true);
    },
  );

  it('plays the standard 6-1 opening 13/7 8/7 at a noiseless level', () => {
    const seen = view(computerToMove('backgammon'), 'black') as BackgammonView;
    expect(decideBackgammon(seen, 'world-class', { ms: 2000, seed: 1 })).toEqual({
      kind: 'move',
      steps: [
        { from: 13, to: 7 },
        { from: 8, to: 7 },
      ],
    });
  });

  it('replays: the same view and seed give the same intent', () => {
    const seen = view(computerToMove('backgammon'), 'black') as BackgammonView;
    const first = decideBackgammon(seen, 'beginner', { ms: 2000, seed: 9 });
    expect(decideBackgammon(seen, 'beginner', { ms: 2000, seed: 9 })).toEqual(first);
  });

  it('does nothing for a seat that is not to act', () => {
    const seen = view(computerToMove('backgammon'), 'white') as BackgammonView;
    expect(decideBackgammon(seen, 'expert', { ms: 2000, seed: 1 })).toBeNull();
  });

  it('asks within the page’s budgets, and the worker edge refuses a malformed request', () => {
    expect(requestBudget('backgammon', 'world-class')).toBe(1500);
    expect(requestBudget('backgammon', 'beginner')).toBeLessThanOrEqual(1500);
    const seen = view(computerToMove('backgammon'), 'black');
    const request = {
      protocol: PROTOCOL_VERSION,
      id: 1,
      kind: 'decide',
      game: 'backgammon',
      level: 'expert',
      seed: 1,
      budgetMs: 1000,
      view: JSON.parse(JSON.stringify(seen)),
    };
    expect(isComputerRequest(request)).toBe(true);
    expect(isComputerRequest({ ...request, level: 3 })).toBe(false);
    expect(isComputerRequest({ ...request, view: { ...request.view, viewer: 'spectator' } })).toBe(
      false,
    );
  });
});
