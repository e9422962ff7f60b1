// A table's result and status (games/outcome.ts) for a money session: none while it is played,
// the running score once a seat ends it, the winner the one ahead, or nobody on a level score.
import { makePositionId } from '@ludus/backgammon';
import {
  apply,
  type BackgammonIntent,
  type BackgammonTable,
  createTable,
  legalIntents,
  type Seat,
  seededDiceProvider,
} from '@ludus/session';
import { describe, expect, it } from 'vitest';
import { resultOf, statusOf } from '../src/games/outcome';

const SEATS = {
  white: { id: 'w', name: 'Aigerim', guest: true },
  black: { id: 'b', name: 'Bolat', guest: true },
};

/** White's last checker on its 1 point, black's 14 on its 6 point: white wins a single. */
const LAST_CHECKER = makePositionId({
  player: Array.from({ length: 25 }, (_, i) => (i === 0 ? 1 : 0)),
  opponent: Array.from({ length: 25 }, (_, i) => (i === 5 ? 14 : 0)),
});

function step(table: BackgammonTable, seat: Seat, intent: BackgammonIntent): BackgammonTable {
  const applied = apply(table, seat, intent);
  if (!applied.ok) throw new Error(`${seat} ${intent.kind}: ${applied.message}`);
  return applied.value.table as BackgammonTable;
}

/** A money session whose first game white has just won 1 point, its result not yet seen. */
function whiteWonOne(): BackgammonTable {
  const made = createTable(
    {
      game: 'backgammon',
      matchLength: 0,
      startPositionId: LAST_CHECKER,
      seats: { white: { kind: 'human' }, black: { kind: 'human' } },
    },
    seededDiceProvider(3),
  );
  if (!made.ok) throw new Error(made.message);
  const rolled = step(made.value as BackgammonTable, 'white', { kind: 'roll' });
  const play = legalIntents(rolled, 'white').find((intent) => intent.kind === 'move');
  return step(rolled, 'white', play as BackgammonIntent);
}

describe('the result of a money session', () => {
  it('is none while it is played, and the running score once ended: the one ahead wins', () => {
    const won = whiteWonOne();
    expect(resultOf(won)).toBeNull();
    expect(statusOf(won, SEATS)).toBe('playing');
    const ended = step(won, 'black', { kind: 'end-session' });
    expect(resultOf(ended)).toEqual({
      game: 'backgammon',
      winner: 'white',
      score: { white: 1, black: 0 },
    });
    expect(statusOf(ended, SEATS)).toBe('finished');
  });

  it('has no winner on a level score', () => {
    // Game 2: white resigns a single at the opening, black accepts: 1–1.
    let t = step(whiteWonOne(), 'white', { kind: 'next-game' });
    t = step(t, 'white', { kind: 'roll' });
    t = step(t, 'white', { kind: 'resign', level: 'single' });
    t = step(t, 'black', { kind: 'accept-resignation' });
    expect(t.state.match.score).toEqual({ white: 1, black: 1 });
    expect(resultOf(t)).toBeNull();
    const ended = step(t, 'white', { kind: 'end-session' });
    expect(resultOf(ended)).toEqual({
      game: 'backgammon',
      winner: null,
      score: { white: 1, black: 1 },
    });
    expect(statusOf(ended, SEATS)).toBe('finished');
  });
});
