import {
  apply,
  type BackgammonIntent,
  type BackgammonTable,
  type BackgammonView,
  legalIntents,
  type Seat,
  view,
} from '@ludus/session';
import { describe, expect, it } from 'vitest';
import { gameRecordOf } from '../src/backgammon/analysis/gameRecord';
import { listed, rowOf } from '../src/backgammon/analysis/rows';
import { makePositionId, startPosition } from '../src/backgammon/rules';
import { type SessionSpec, sessionOf, startTable } from '../src/backgammon/session';
import { answerAnalysis } from '../src/computer/analysis';
import { isComputerRequest, PROTOCOL_VERSION } from '../src/computer/protocol';

function session(spec: Partial<SessionSpec> = {}): Session {
  const full: SessionSpec = {
    variant: 'backgammon',
    matchLength: 3,
    opponent: { kind: 'friend' },
    seed: 7,
    ...spec,
  };
  const started = startTable(full);
  if (!started.ok) throw new Error(started.message);
  return { spec: full, table: started.value };
}

interface Session {
  readonly spec: SessionSpec;
  readonly table: BackgammonTable;
}

function act(s: Session, ...steps: [Seat, BackgammonIntent][]): Session {
  const table = steps.reduce((current, [seat, intent]) => {
    const next = apply(current, seat, intent);
    if (!next.ok) throw new Error(next.message);
    return next.value.table as BackgammonTable;
  }, s.table);
  return { ...s, table };
}

function shownOf(s: Session) {
  return sessionOf(s.spec, view(s.table, 'spectator') as BackgammonView);
}

/** The opening roll, the first legal play, then a single-game resignation accepted. */
function shortGame(s: Session): Session {
  const started = s.table.state.seenGames < s.table.state.match.previous.length;
  const ready = started ? act(s, ['white', { kind: 'next-game' }]) : s;
  const rolled = act(ready, ['white', { kind: 'roll' }]);
  const mover = rolled.table.state.match.current.state.turn;
  const play = legalIntents(rolled.table, mover).find((i) => i.kind === 'move') as BackgammonIntent;
  const other = mover === 'white' ? 'black' : 'white';
  return act(
    rolled,
    [mover, play],
    [mover, { kind: 'resign', level: 'single' }],
    [other, { kind: 'accept-resignation' }],
  );
}

describe('the analysis record of a finished game', () => {
  it('carries the rules, the events and the score before the game; none for unfinished games', () => {
    const one = shortGame(session());
    expect(gameRecordOf(shownOf(one), 1)).toBeNull();
    const record = gameRecordOf(shownOf(one), 0);
    expect(record?.match).toEqual({ length: 3, score: { white: 0, black: 0 }, crawford: false });
    expect(record?.events).toBe(one.table.state.match.previous[0]?.state.history);
    expect(record?.setup).toBeUndefined();
    const two = shortGame(one);
    const second = gameRecordOf(shownOf(two), 1);
    expect(second?.match.score).toEqual(one.table.state.match.score);
  });

  it('a pasted position starts the first game there, white to roll', () => {
    const id = makePositionId(startPosition('backgammon'));
    const pasted = shortGame(session({ matchLength: 0, startPositionId: id }));
    expect(gameRecordOf(shownOf(pasted), 0)?.setup?.turn).toBe('white');
  });

  it('the worker analyses it turn by turn, and refuses a game of the other variant', () => {
    const record = gameRecordOf(shownOf(shortGame(session())), 0);
    if (!record) throw new Error('no record');
    const request = {
      protocol: PROTOCOL_VERSION,
      id: 3,
      kind: 'analyse',
      game: 'backgammon',
      budgetMs: 20_000,
      record,
      turn: 0,
    } as const;
    expect(isComputerRequest(request)).toBe(true);
    expect(isComputerRequest({ ...request, turn: -1 })).toBe(false);
    expect(isComputerRequest({ ...request, record: null })).toBe(false);
    const answer = answerAnalysis(request);
    expect(answer.kind).toBe('analysis');
    if (answer.kind !== 'analysis') return;
    // The opening turn's move, then the next player's turn: its offer to resign, accepted.
    expect(answer.turns).toBe(2);
    expect(answer.decisions.map((d) => d.kind)).toEqual(['move']);
    const resigned = answerAnalysis({ ...request, turn: 1 });
    if (resigned.kind !== 'analysis') throw new Error(resigned.kind);
    expect(resigned.decisions.map((d) => d.kind)).toEqual(['resign', 'resign-answer']);
    const row = rowOf(answer.decisions[0] as never, 0, 'backgammon');
    expect(row.turn).toBe(1);
    expect(listed(answer.decisions[0] as never)).toBe(true);
    const wrong = answerAnalysis({ ...request, game: 'tryktrak' });
    expect(wrong.kind).toBe('error');
    expect(answerAnalysis({ ...request, turn: 5 }).kind).toBe('error');
  });
});

describe('the rows of the analysis list', () => {
  const position = startPosition('backgammon');
  const common = { turn: 4, onRoll: 'white', colour: 'white', position } as const;
  const equities = { noDouble: 0.3, doubleTake: 0.2, doublePass: 1, doubleBeaver: null };

  it('lists a "no double" only when it counts; doubles and answers always', () => {
    const quiet = {
      ...common,
      kind: 'double',
      doubled: false,
      proper: 'no-double',
      equities,
    } as const;
    const rest = { loss: 0, mark: 'none' } as const;
    expect(listed({ ...quiet, ...rest, counted: false } as const)).toBe(false);
    expect(listed({ ...quiet, ...rest, counted: true } as const)).toBe(true);
    const wrong = rowOf(
      { ...quiet, doubled: true, loss: 0.1, mark: 'bad', counted: true },
      2,
      'backgammon',
    );
    expect(wrong.played).toEqual({ cube: 'double' });
    expect(wrong.best).toEqual({ cube: 'no-double' });
  });

  it('tells a take from a beaver: a take where a beaver was right names the beaver', () => {
    const answer = {
      ...common,
      kind: 'take',
      colour: 'black',
      equities: { noDouble: -0.5, doubleTake: -0.6, doublePass: 1, doubleBeaver: -1.2 },
      counted: true,
    } as const;
    const took = rowOf(
      { ...answer, answer: 'take', proper: 'beaver', loss: 0.6, mark: 'very-bad' },
      3,
      'backgammon',
    );
    expect(took.played).toEqual({ cube: 'take' });
    expect(took.best).toEqual({ cube: 'beaver' });
    const beavered = rowOf(
      { ...answer, answer: 'beaver', proper: 'beaver', loss: 0, mark: 'none' },
      3,
      'backgammon',
    );
    expect(beavered).toMatchObject({ played: { cube: 'beaver' }, best: null });
  });

  it('lists the doubler’s answer to a beaver, with the better answer when it differs', () => {
    const answer = {
      ...common,
      kind: 'beaver-answer',
      equities: { noDouble: -0.5, doubleTake: -0.6, doublePass: 1, doubleBeaver: -2 },
      beaverTake: -2.4,
      beaverPass: -2,
      proper: 'pass',
      counted: true,
    } as const;
    const took = { ...answer, answer: 'take', loss: 0.4, mark: 'very-bad' } as const;
    expect(listed(took)).toBe(true);
    const row = rowOf(took, 4, 'backgammon');
    expect(row).toMatchObject({
      colour: 'white',
      played: { cube: 'take' },
      best: { cube: 'pass' },
    });
    const passed = rowOf({ ...answer, answer: 'pass', loss: 0, mark: 'none' }, 4, 'backgammon');
    expect(passed).toMatchObject({ played: { cube: 'pass' }, best: null });
  });

  it('lists offers to resign and their answers, with the better choice when it differs', () => {
    const equities = { playOn: 0.8, resign: -1 };
    const offer = {
      ...common,
      kind: 'resign',
      level: 'gammon',
      proper: 'play-on',
      equities,
      loss: 1.8,
      mark: 'very-bad',
      counted: false,
    } as const;
    expect(listed(offer)).toBe(true);
    expect(rowOf(offer, 5, 'backgammon')).toMatchObject({
      dice: null,
      played: { resign: 'resign', level: 'gammon' },
      best: { resign: 'play-on', level: 'gammon' },
    });
    const answer = {
      ...offer,
      kind: 'resign-answer',
      colour: 'black',
      answer: 'accept',
      proper: 'accept',
      loss: 0,
      mark: 'none',
    } as const;
    expect(rowOf(answer, 6, 'backgammon')).toMatchObject({
      colour: 'black',
      played: { resign: 'accept', level: 'gammon' },
      best: null,
    });
  });

  it('names the best play only when it ends elsewhere than the one played', () => {
    const steps = [
      { from: 24, to: 18, hit: false },
      { from: 18, to: 13, hit: false },
    ];
    const after = { player: position.player, opponent: position.opponent };
    const played = { steps, after };
    const sameEnd = { steps: [{ from: 24, to: 13, hit: false }], after };
    const move = {
      ...common,
      kind: 'move',
      dice: [6, 5],
      played,
      best: sameEnd,
      choice: true,
      playedEquity: 0,
      bestEquity: 0,
      luck: 0,
      luckMark: 'none',
      loss: 0,
      mark: 'none',
    } as const;
    const row = rowOf(move, 0, 'backgammon');
    expect(row).toMatchObject({ dice: '65', best: null });
    const elsewhere = { ...sameEnd, after: { ...after, player: [...after.player].reverse() } };
    const other = rowOf({ ...move, best: elsewhere, loss: 0.2, mark: 'very-bad' }, 1, 'backgammon');
    expect(other).toMatchObject({ best: { move: '24/13' }, mark: 'very-bad', loss: 0.2 });
  });
});
