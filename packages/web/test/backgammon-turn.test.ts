import { describe, expect, it } from 'vitest';
import { fromSetup, type Position, startPosition, turnTree } from '../src/backgammon/rules';
import {
  clickPoint,
  currentPosition,
  destinations,
  diceUsed,
  finishedPlay,
  forcedPlay,
  movablePoints,
  nextSteps,
  playPath,
  startTurn,
  undoStep,
} from '../src/backgammon/turn';

/** A side from { point: count } (25 = bar). */
function side(points: Record<number, number>): number[] {
  const board = new Array<number>(25).fill(0);
  for (const [point, count] of Object.entries(points)) board[Number(point) - 1] = count;
  return board;
}

function position(player: Record<number, number>, opponent: Record<number, number>): Position {
  const made = fromSetup({ player: side(player), opponent: side(opponent) });
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

const start = startPosition('backgammon');

describe('board turn state (headless)', () => {
  it('offers exactly the checkers that can start a legal play', () => {
    const turn = startTurn(turnTree(start, [6, 5], 'backgammon'));
    // From the 6 point a 6 would bear off (not allowed yet) and a 5 lands on the opponent's
    // 24 point (held): the 6 point cannot move.
    expect(movablePoints(turn)).toEqual([24, 13, 8]);
  });

  it('lists single and combined destinations of a picked-up checker', () => {
    const turn = startTurn(turnTree(start, [6, 5], 'backgammon'));
    // 24/19 is blocked (the opponent's 6 point), so 13 is reached only through 18.
    expect(destinations(turn, 24).map((d) => d.to)).toEqual([18, 13]);
    const combined = destinations(turn, 24).find((d) => d.to === 13);
    expect(combined?.path.map((s) => [s.from, s.to])).toEqual([
      [24, 18],
      [18, 13],
    ]);
  });

  it('picks a checker with two options up, and moves it on a destination click', () => {
    let turn = startTurn(turnTree(start, [6, 5], 'backgammon'));
    const picked = clickPoint(turn, 13);
    expect(picked.outcome).toBe('selected');
    expect(picked.turn.selected).toBe(13);
    const moved = clickPoint(picked.turn, 7);
    expect(moved.outcome).toBe('moved');
    turn = moved.turn;
    expect(turn.played.map((s) => [s.from, s.to, s.die])).toEqual([[13, 7, 6]]);
    expect(diceUsed(turn)).toEqual([true, false]);
    expect(finishedPlay(turn)).toBeNull();
  });

  it('moves a checker with one obvious step at once (one die left)', () => {
    // From 24 only the 6 can be played (24/19 is blocked): the click moves it.
    const first = clickPoint(startTurn(turnTree(start, [6, 5], 'backgammon')), 24);
    expect(first.outcome).toBe('moved');
    const second = clickPoint(first.turn, 13);
    expect(second.outcome).toBe('moved');
    expect(second.turn.played.map((s) => [s.from, s.to])).toEqual([
      [24, 18],
      [13, 8],
    ]);
    const play = finishedPlay(second.turn);
    expect(play?.after.player[17]).toBe(1); // one checker on the 18 point
    expect(play?.after.player[7]).toBe(4); // four on the 8 point
  });

  it('with doubles a click moves one die at once', () => {
    const moved = clickPoint(startTurn(turnTree(start, [3, 3], 'backgammon')), 8);
    expect(moved.outcome).toBe('moved');
    expect(moved.turn.played.map((s) => [s.from, s.to])).toEqual([[8, 5]]);
    expect(diceUsed(moved.turn)).toEqual([true, false, false, false]);
  });

  it('undo takes back the last step and restores the position', () => {
    const moved = clickPoint(startTurn(turnTree(start, [3, 3], 'backgammon')), 8).turn;
    const undone = undoStep(moved);
    expect(undone.played).toEqual([]);
    expect(currentPosition(undone)).toEqual(start);
  });

  it('a click on a checker that cannot move changes nothing', () => {
    const turn = startTurn(turnTree(start, [6, 5], 'backgammon'));
    expect(clickPoint(turn, 3)).toEqual({ turn, outcome: 'ignored' });
  });

  it('a checker on the bar must enter first: only the bar is movable', () => {
    const onBar = position({ 25: 1, 13: 5, 8: 3, 6: 5, 24: 1 }, { 24: 2, 13: 5, 8: 3, 6: 5 });
    const turn = startTurn(turnTree(onBar, [4, 2], 'backgammon'));
    expect(movablePoints(turn)).toEqual([25]);
    // bar/23 and bar/21; bar/19 would land on the opponent's 6 point.
    expect(destinations(turn, 25).map((d) => d.to)).toEqual([23, 21]);
  });

  it('shows a forced play and a closed board (no legal move)', () => {
    // The opponent holds the mover's 19..24 (its own 1..6): a checker on the bar cannot enter.
    const closed = position({ 25: 1, 6: 14 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3 });
    const blocked = startTurn(turnTree(closed, [6, 5], 'backgammon'));
    expect(movablePoints(blocked)).toEqual([]);
    expect(forcedPlay(blocked)).toBeNull();
    // The 5 point (our 20) open, one checker left, all others borne off: one legal play.
    const oneEntry = position({ 25: 1 }, { 1: 2, 2: 2, 3: 2, 4: 2, 6: 2, 13: 5 });
    const entering = startTurn(turnTree(oneEntry, [5, 5], 'backgammon'));
    const forced = forcedPlay(entering);
    expect(forced?.steps.map((s) => [s.from, s.to])).toEqual([
      [25, 20],
      [20, 15],
      [15, 10],
      [10, 5],
    ]);
  });
});

describe('board turn over a tree sent as data', () => {
  it('plays a whole turn from a JSON copy of the tree, keeping the route as played', () => {
    const sent = JSON.parse(JSON.stringify(turnTree(start, [3, 1], 'backgammon')));
    let turn = startTurn(sent);
    turn = clickPoint(turn, 6).turn; // 6/5 (the 3 would go to 3: two options)
    expect(turn.selected).toBe(6);
    turn = clickPoint(turn, 5).turn;
    turn = clickPoint(turn, 8).turn; // only the 3 is left: 8/5 at once
    expect(finishedPlay(turn)?.steps.map((s) => [s.from, s.to])).toEqual([
      [6, 5],
      [8, 5],
    ]);
    expect(finishedPlay(turn)?.after).toEqual(
      turnTree(start, [3, 1], 'backgammon').nodes.find((n) => n.play && n.position.player[4] === 2)
        ?.position,
    );
    expect(currentPosition(undoStep(turn)).player[4]).toBe(1);
  });

  it('ignores, in a path, a step the tree does not hold', () => {
    const turn = startTurn(turnTree(start, [6, 5], 'backgammon'));
    const moved = playPath(turn, [
      { from: 13, die: 6 },
      { from: 6, die: 6 },
    ]);
    expect(moved.played.map((s) => [s.from, s.to])).toEqual([[13, 7]]);
    expect(nextSteps(moved).every((s) => s.die === 5)).toBe(true);
  });
});
