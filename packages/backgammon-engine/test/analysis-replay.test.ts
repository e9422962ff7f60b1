// The analysis: resignations and their answers, and replaying whole records.
import {
  type Colour,
  type GameAction,
  type GameEvent,
  type GameState,
  legalActions,
  legalPlays,
  newGame,
  play,
  scriptedDice,
  seededDice,
} from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { analyseGame, analyseTurn, analysisTurns, type Decision, summarise } from '../src/index';
import { seededRandom } from '../src/rng';
import { analysed, decisionOf, evaluatorOf, MONEY, RULES, record } from './analysis-support';
import { position } from './boards';

describe('resignations', () => {
  // White, on roll, has ten checkers left (43 pips); black one checker on its 1-point: black
  // bears it off next roll whatever white does, so white's game is lost, and no gammon.
  const lost = position({ 6: 3, 5: 2, 4: 2, 3: 2, 1: 1 }, { 1: 1 });
  // The same with the sides swapped: white on roll bears off its last checker and wins.
  const won = position({ 1: 1 }, { 6: 3, 5: 2, 4: 2, 3: 2, 1: 1 });
  const offerOf = (decisions: Decision[]) => decisionOf(decisions, 'resign');
  const answerOf = (decisions: Decision[]) => decisionOf(decisions, 'resign-answer');
  const resign = (colour: 'white' | 'black', level: 'single' | 'gammon'): GameEvent => ({
    kind: 'resign',
    colour,
    level,
    rolled: null,
  });

  it('resigning a lost game loses nothing, and accepting it is right', () => {
    const decisions = analysed(
      record(lost, [resign('white', 'single'), { kind: 'accept', colour: 'black' }]),
    );
    expect(decisions.map((d) => d.kind)).toEqual(['resign', 'resign-answer']);
    const offer = offerOf(decisions);
    expect(offer).toMatchObject({ colour: 'white', level: 'single', proper: 'resign', loss: 0 });
    expect(offer.equities.playOn).toBeCloseTo(-1, 9);
    expect(offer.equities.resign).toBeCloseTo(-1, 9);
    expect(answerOf(decisions)).toMatchObject({ colour: 'black', answer: 'accept', loss: 0 });
    // Not in the error rate: the summary counts no decision.
    expect(summarise(decisions).white.errorRate).toBeNull();
  });

  it('offering more than the game is worth is an error of the difference', () => {
    const decisions = analysed(record(lost, [resign('white', 'gammon')]));
    const offer = offerOf(decisions);
    expect(offer.equities.resign).toBeCloseTo(-2, 9);
    expect(offer.proper).toBe('play-on');
    expect(offer.loss).toBeCloseTo(1, 9);
    expect(offer.mark).toBe('very-bad');
    expect(decisions.some((d) => d.kind === 'resign-answer')).toBe(false);
  });

  it('resigning a won game is a blunder; rejecting the offer is the answerer’s blunder', () => {
    const decisions = analysed(
      record(won, [resign('white', 'single'), { kind: 'reject', colour: 'black' }]),
    );
    const offer = offerOf(decisions);
    expect(offer.equities.playOn).toBeCloseTo(1, 9);
    expect(offer.loss).toBeCloseTo(2, 9);
    const answer = answerOf(decisions);
    expect(answer).toMatchObject({ colour: 'black', answer: 'reject', proper: 'accept' });
    expect(answer.loss).toBeCloseTo(2, 9);
  });

  it('an offer by the player not on roll is judged from its side', () => {
    // Black, about to win, offers to resign during white's turn.
    const decisions = analysed(
      record(lost, [resign('black', 'single'), { kind: 'accept', colour: 'white' }]),
    );
    const offer = offerOf(decisions);
    expect(offer.colour).toBe('black');
    expect(offer.equities.playOn).toBeCloseTo(1, 9);
    expect(offer.loss).toBeCloseTo(2, 9);
    expect(answerOf(decisions)).toMatchObject({ colour: 'white', proper: 'accept', loss: 0 });
  });

  it('after a roll: judged after the best play, and the unplayed roll is no move decision', () => {
    const rolled: GameEvent = {
      kind: 'resign',
      colour: 'white',
      level: 'single',
      rolled: { colour: 'white', dice: [6, 5] },
    };
    const decisions = analysed(record(lost, [rolled, { kind: 'accept', colour: 'black' }]));
    // White rolled rather than doubling: that cube decision stands; the roll had no play.
    expect(decisions.map((d) => d.kind)).toEqual(['double', 'resign', 'resign-answer']);
    const offer = offerOf(decisions);
    expect(offer.equities.playOn).toBeCloseTo(-1, 9);
    expect(offer.loss).toBe(0);
  });
});

/** A whole seeded game of random legal actions (no resignations, every double taken). */
function randomGame(seed: number): GameState {
  const dice = seededDice(seed);
  const random = seededRandom(seed);
  let state = newGame(RULES);
  for (let i = 0; i < 2000 && state.phase.kind !== 'over'; i++) {
    const actions = legalActions(state).filter(
      (a) => a.kind !== 'resign' && a.kind !== 'pass' && a.kind !== 'beaver',
    );
    // Doubles now and then (each answered by a take), else a random roll or play.
    const wanted = actions.filter((a) => a.kind !== 'double' || random.next() < 0.05);
    const action: GameAction = wanted[Math.floor(random.next() * wanted.length)] ?? {
      kind: 'roll',
    };
    const next = play(state, action, dice);
    if (!next.ok) throw new Error(next.message);
    state = next.value;
  }
  return state;
}

describe('replaying a record', () => {
  it('finds every roll and every double of a whole game, in order', () => {
    const game = randomGame(5);
    const turns = analysisTurns({ rules: RULES, events: game.history, match: MONEY });
    expect(turns.ok).toBe(true);
    if (!turns.ok) return;
    const moves = game.history.filter((e) => e.kind === 'move');
    expect(turns.value.map((t) => t.roll?.dice)).toEqual(moves.map((e) => e.dice));
    expect(turns.value.map((t) => t.roll?.play.after)).toEqual(moves.map((e) => e.play.after));
    const doubles = game.history.filter((e) => e.kind === 'double').length;
    expect(doubles).toBeGreaterThan(0);
    expect(turns.value.filter((t) => t.cube?.doubled).length).toBe(doubles);
    expect(turns.value[0]?.roll?.opening).toBe(true);
    expect(turns.value.map((t) => t.number)).toEqual(turns.value.map((_, i) => i + 1));
    const colours: Colour[] = turns.value.map((t) => t.colour);
    expect(colours).toEqual(moves.map((e) => (e.kind === 'move' ? e.colour : 'white')));
  });

  it('replays tied opening rolls as the one roll they were (regression: a tie looped forever)', () => {
    const opened = play(newGame(RULES), { kind: 'roll' }, scriptedDice([3, 3, 2, 2, 5, 1]));
    if (!opened.ok || opened.value.phase.kind !== 'moving') throw new Error('no opening');
    const first = legalPlays(opened.value.position, opened.value.phase.dice)[0];
    if (!first) throw new Error('no play');
    const moved = play(opened.value, { kind: 'move', play: first }, scriptedDice([]));
    if (!moved.ok) throw new Error(moved.message);
    expect(moved.value.history.filter((e) => e.kind === 'opening-roll')).toHaveLength(3);
    const turns = analysisTurns({ rules: RULES, events: moved.value.history, match: MONEY });
    expect(turns.ok && turns.value.map((t) => [t.colour, t.roll?.dice, t.roll?.opening])).toEqual([
      ['white', [5, 1], true],
    ]);
  });

  it('refuses a record that is not a legal game, saying where', () => {
    const game = randomGame(6);
    const events = [...game.history];
    const index = events.findIndex((e, i) => i > 3 && e.kind === 'move' && e.play.steps.length);
    const original = events[index];
    if (original?.kind !== 'move') throw new Error('no move to corrupt');
    events[index] = { ...original, dice: original.dice[0] === 6 ? [5, 5] : [6, 6] };
    const turns = analysisTurns({ rules: RULES, events, match: MONEY });
    expect(turns.ok).toBe(false);
    if (turns.ok) return;
    expect(turns.error).toBe('bad-record');
    expect(turns.message).toContain(`event ${index + 1}`);
    const garbage = analysisTurns({ rules: RULES, events: [null as never], match: MONEY });
    expect(garbage.ok).toBe(false);
  });

  it('analyses a set-up race to its end the same way twice', () => {
    // Short: a bear-off from a set-up position, every roll through the exact database.
    const dice = seededDice(11);
    const start = position({ 6: 2, 5: 2, 3: 2 }, { 6: 2, 4: 2, 2: 2 });
    let state: GameState = {
      ...newGame(RULES),
      position: start,
      started: true,
      phase: { kind: 'rolling' },
    };
    const random = seededRandom(3);
    while (state.phase.kind !== 'over') {
      const actions = legalActions(state).filter((a) => a.kind === 'roll' || a.kind === 'move');
      const action = actions[Math.floor(random.next() * actions.length)] ?? { kind: 'roll' };
      const next = play(state, action, dice);
      if (!next.ok) throw new Error(next.message);
      state = next.value;
    }
    const rec = record(start, [...state.history]);
    const first = analyseGame(evaluatorOf(), rec);
    const second = analyseGame(evaluatorOf(), rec);
    expect(first).toEqual(second);
    if (!first.ok) return;
    const { summary, decisions } = first.value;
    const whiteMoves = decisions.filter((d) => d.kind === 'move' && d.colour === 'white');
    expect(summary.white.rolls).toBe(whiteMoves.length);
    const unforced = decisions.filter((d) => d.colour === 'white' && d.kind === 'move' && d.choice);
    expect(summary.white.unforcedMoves).toBe(unforced.length);
    const counted = decisions.filter(
      (d) => d.colour === 'white' && (d.kind === 'move' ? d.choice : d.counted),
    );
    const loss = counted.reduce((sum, d) => sum + d.loss, 0);
    expect(summary.white.errorRate).toBeCloseTo((1000 * loss) / counted.length, 9);
    // Random plays lose equity somewhere.
    expect(loss).toBeGreaterThan(0);
    // analyseTurn on each turn gives the same decisions as the whole game.
    const byTurn = first.value.turns.flatMap((turn) => analyseTurn(evaluatorOf(), turn));
    expect(byTurn).toEqual(decisions);
  });
});
