// Audit of tryktrak's bear-off (rules file, "Tryktrak": "a die bears off a checker from its own
// line; if that line is empty the player may bear off from the highest occupied line below it,
// even while higher lines hold checkers. Every other action uses the full number on the die"),
// worked out by hand, position by position, and checked through the API and the `ludus` command.
// Each expected set lists what the mover has left after each legal play, highest point first
// ('' = all borne off), with '*' when the play sent an opposing checker to the bar.

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { legalPlays } from '../src/moves';
import { swapSides } from '../src/position';
import { makePositionId } from '../src/position-id';
import type { Dice, Position, VariantKey } from '../src/types';
import { pointName } from '../src/variants';
import { position } from './support/boards';

function left(after: Position): string {
  const points: number[] = [];
  for (let point = 25; point >= 1; point--) {
    for (let n = after.player[point - 1] ?? 0; n > 0; n--) points.push(point);
  }
  return points.join(' ') + ((after.opponent[24] ?? 0) > 0 ? '*' : '');
}

function leftAfter(at: Position, dice: Dice, variant: VariantKey): string[] {
  return legalPlays(at, dice, variant)
    .map((play) => left(play.after))
    .sort();
}

interface Case {
  readonly name: string;
  readonly at: Position;
  readonly dice: Dice;
  readonly tryktrak: readonly string[];
  readonly backgammon: readonly string[];
}

/** Opponent checkers well out of the way (my 12-point): nothing of mine can be hit or blocked. */
const AWAY = { 13: 15 };

const CASES: readonly Case[] = [
  {
    // The Polish text's own example: a 3 and a 4 with lines 3 and 4 empty bear off from line 2,
    // and from line 1 once line 2 is empty too. 2/off with either die is tryktrak only.
    name: 'the Polish example: 4-3 with lines 3 and 4 empty (5, 2, 1)',
    at: position({ 5: 1, 2: 1, 1: 1 }, AWAY, 'tryktrak'),
    dice: [4, 3],
    tryktrak: ['1 1', '2 1', '5'],
    backgammon: ['1 1', '2 1'],
  },
  {
    // 2/off with the 4 (lines 3, 4 empty) while the 6 is held, then 6/3: a checker is left on 3.
    name: 'a checker above the die line and one below it: 4-3 (6, 2)',
    at: position({ 6: 1, 2: 1 }, AWAY, 'tryktrak'),
    dice: [4, 3],
    tryktrak: ['2', '3'],
    backgammon: ['2'],
  },
  {
    // 3/off with the 5 (line 5 empty, 4 empty), or 3/1 and then the 5 takes line 1's checker
    // off while the 6 stays: both tryktrak only.
    name: 'moving inside the home board competes with bearing off below: 5-2 (6, 3)',
    at: position({ 6: 1, 3: 1 }, AWAY, 'tryktrak'),
    dice: [5, 2],
    tryktrak: ['1 1', '3', '4', '6'],
    backgammon: ['1 1', '3'],
  },
  {
    // Only the highest occupied line below the die comes off: a 5 takes line 4's checker, never
    // line 2's while line 4 is held (no play leaves 4 and 1, or 3 alone from 2/off 4/3).
    name: 'only the highest line below the die: 5-1 (4, 2)',
    at: position({ 4: 1, 2: 1 }, AWAY, 'tryktrak'),
    dice: [5, 1],
    tryktrak: ['1', '2'],
    backgammon: ['1', '2'],
  },
  {
    // Line 5 is held, so the 5 bears off exactly (5/off) and never from below; the 4 may take
    // the 3 off (line 4 empty) while the 5 is held. Every play bears both off or leaves line 1.
    name: 'the die line held: 5-4 (5, 3)',
    at: position({ 5: 1, 3: 1 }, AWAY, 'tryktrak'),
    dice: [5, 4],
    tryktrak: ['', '1'],
    backgammon: ['', '1'],
  },
  {
    // The opponent holds my 2-point (its 23): 6/2 is blocked. In tryktrak the 4 still bears off
    // line 1 (lines 2-4 hold none of mine); the 6 can use no 4, so one die only. In backgammon
    // the 6 on a higher point forbids the lower bear-off and the turn is lost.
    name: 'doubles with the higher checker blocked: 4-4 (6, 1; my 2-point held)',
    at: position({ 6: 1, 1: 1 }, { 23: 2, 13: 13 }, 'tryktrak'),
    dice: [4, 4],
    tryktrak: ['6'],
    backgammon: [],
  },
  {
    // Either die could bear off line 1 alone (4 or 3, lines above it empty of mine), but not
    // both (my 2- and 3-points are held, so the 6 cannot move): the higher die, the 4, is used.
    name: 'the higher-die rule with the lower bear-off: 4-3 (6, 1; my 2 and 3 held)',
    at: position({ 6: 1, 1: 1 }, { 23: 2, 22: 2, 13: 11 }, 'tryktrak'),
    dice: [4, 3],
    tryktrak: ['6'],
    backgammon: [],
  },
  {
    // An opposing blot on my 3-point (its 22): 6/3* hits it in the home board during the
    // bear-off. Tryktrak adds the 3 taking line 2's checker off while 6 and 4 are held.
    name: 'a hit in the home board during the bear-off: 3-2 (6, 4, 2; blot on my 3)',
    at: position({ 6: 1, 4: 1, 2: 1 }, { 22: 1, 13: 14 }, 'tryktrak'),
    dice: [3, 2],
    tryktrak: ['3 2 2*', '4 2 1', '4 2 1*', '4 3*', '4 4', '6 1', '6 2'],
    backgammon: ['3 2 2*', '4 2 1', '4 2 1*', '4 3*', '6 1'],
  },
  {
    // A checker on the bar: it enters first (bar/21 or bar/22, my opponent's home board) and,
    // being outside the home board, forbids every bear-off: the 3 on line 3 cannot come off.
    name: 'a checker on the bar: 4-3 (bar, 3)',
    at: position({ 25: 1, 3: 1 }, AWAY, 'tryktrak'),
    dice: [4, 3],
    tryktrak: ['18 3'],
    backgammon: ['18 3'],
  },
  {
    // The bar checker enters on 19 and runs home only with the fourth 6 (19, 13, 7, 1): no die
    // is left to bear off with, so the two on line 2 stay.
    name: 'a checker on the bar with doubles: 6-6 (bar, 2, 2)',
    at: position({ 25: 1, 2: 2 }, AWAY, 'tryktrak'),
    dice: [6, 6],
    tryktrak: ['2 2 1'],
    backgammon: ['2 2 1'],
  },
  {
    // Four 5s: 3/off (lines 4, 5 empty) may come before the sixes move. Whatever the order, the
    // fourth 5 bears off one of the checkers 6/1 brought to line 1.
    name: 'doubles, bearing off below before the higher checkers move: 5-5 (6, 6, 3)',
    at: position({ 6: 2, 3: 1 }, AWAY, 'tryktrak'),
    dice: [5, 5],
    tryktrak: ['1'],
    backgammon: ['1'],
  },
  {
    // Four 2s: 6/4, 4/2 and the checkers on line 1 come off with a 2 whenever line 2 is empty.
    // 6/4/2/off uses three; the fourth takes a checker off line 1 (line 2 empty again), or
    // 1/off 1/off then 6/4/2: in tryktrak the 1s may leave while the 6 is still held.
    name: 'doubles with two checkers below the die line: 2-2 (6, 1, 1)',
    at: position({ 6: 1, 1: 2 }, AWAY, 'tryktrak'),
    dice: [2, 2],
    tryktrak: ['1', '2'],
    backgammon: ['1'],
  },
  {
    // A checker still outside (on 7) must come home before anything comes off; 7/1 with the 6
    // then lets the 2 take a line-1 checker off (line 2 empty), and 7/5 with the 2 lets the 6
    // take line 5's off (line 6 empty, 5 the highest below it), never line 1's.
    name: 'the last checker comes home, then the other die bears off: 6-2 (7, 1)',
    at: position({ 7: 1, 1: 1 }, AWAY, 'tryktrak'),
    dice: [6, 2],
    tryktrak: ['1'],
    backgammon: ['1'],
  },
];

describe('audit: tryktrak bear-off, hand-worked positions (rules file, "Tryktrak")', () => {
  for (const c of CASES) {
    it(c.name, () => {
      expect(leftAfter(c.at, c.dice, 'tryktrak')).toEqual([...c.tryktrak].sort());
      expect(leftAfter(c.at, c.dice, 'backgammon')).toEqual([...c.backgammon].sort());
    });
  }

  it('uses the higher die when only one can be used (4-3, line 1 alone off)', () => {
    const c = CASES.find((entry) => entry.name.startsWith('the higher-die rule'));
    if (!c) throw new Error('case missing');
    const plays = legalPlays(c.at, c.dice, 'tryktrak');
    expect(plays.map((play) => play.steps.map((step) => ('die' in step ? step.die : 0)))).toEqual([
      [4],
    ]);
  });

  it('the `ludus bg moves` command agrees with the API on every case', () => {
    const input = CASES.map((c) => `${makePositionId(c.at)} ${c.dice[0]} ${c.dice[1]}`).join('\n');
    const run = spawnSync(
      'node',
      ['packages/cli/bin/ludus.mjs', 'bg', 'moves', '--variant', 'tryktrak'],
      {
        input: `${input}\n`,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(CASES.length);
    CASES.forEach((c, i) => {
      const moves = (JSON.parse(lines[i] ?? '{}') as { moves: { position: string }[] }).moves;
      // The command prints each result from the next player's view (sides swapped).
      const api = legalPlays(c.at, c.dice, 'tryktrak').map((play) =>
        makePositionId(swapSides(play.after)),
      );
      expect(moves.map((move) => move.position).sort(), c.name).toEqual(api.sort());
      expect(moves, c.name).toHaveLength(c.tryktrak.length);
    });
  });
});

describe('audit: tryktrak line names (rules file, "Tryktrak")', () => {
  it("white's points 1..24 are lines 1..12 then XII..I; black's are I..XII then 12..1", () => {
    const points = Array.from({ length: 24 }, (_, i) => i + 1);
    const arabic = Array.from({ length: 12 }, (_, i) => String(i + 1));
    const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
    expect(points.map((p) => pointName(p, 'white', 'tryktrak'))).toEqual([
      ...arabic,
      ...[...roman].reverse(),
    ]);
    expect(points.map((p) => pointName(p, 'black', 'tryktrak'))).toEqual([
      ...roman,
      ...[...arabic].reverse(),
    ]);
  });

  it('white starts on line I (its 24-point) and black on line 1: each moves toward its home', () => {
    // White moves I→XII→12→1: its 24, 13, 12 and 1 points.
    expect([24, 13, 12, 1].map((p) => pointName(p, 'white', 'tryktrak'))).toEqual([
      'I',
      'XII',
      '12',
      '1',
    ]);
    // Black moves 1→12→XII→I, and its home (points 1..6) is I..VI.
    expect([24, 13, 12, 1, 6].map((p) => pointName(p, 'black', 'tryktrak'))).toEqual([
      '1',
      '12',
      'XII',
      'I',
      'VI',
    ]);
  });
});

/** An opposing checker or point inside the mover's home board: my `point`, 1 or 2 checkers. */
interface Obstacle {
  readonly point: number;
  readonly count: 1 | 2;
}

/**
 * An independent bear-off generator written from the rules file's words alone, for positions
 * with every checker of the mover home and at most one opposing blot or point in the home board:
 * a die takes a checker off its own line; if that line is empty, off the highest occupied line
 * below it; any other step uses the full number, to a point not held by two opposing checkers,
 * hitting a blot. Then: most dice; with one die only, the higher when it can. Each play is named
 * by what it leaves on lines 1..6, and '*' when the blot was hit.
 */
function bearOffPlays(lines: readonly number[], dice: Dice, obstacle?: Obstacle): Set<string> {
  const orders: number[][] =
    dice[0] === dice[1] ? [[dice[0], dice[0], dice[0], dice[0]]] : [[...dice], [dice[1], dice[0]]];
  const finished: { left: string; used: number[] }[] = [];
  const name = (board: readonly number[], hit: boolean) =>
    board.slice(1, 7).join(',') + (hit ? '*' : '');
  const extend = (
    board: readonly number[],
    hit: boolean,
    order: readonly number[],
    used: number[],
  ): void => {
    const die = order[used.length];
    let moved = false;
    if (die !== undefined) {
      const highestBelow = [...board.keys()].filter((p) => p >= 1 && p < die && board[p]).pop();
      for (let point = 6; point >= 1; point--) {
        if (!board[point]) continue;
        const to = point - die;
        const bearsOff = point === die || (!board[die] && point === highestBelow);
        if (to < 1 && !bearsOff) continue;
        const opposing = obstacle?.point === to && !hit ? obstacle.count : 0;
        if (opposing === 2) continue;
        const next = [...board];
        next[point] = (next[point] ?? 0) - 1;
        if (to >= 1) next[to] = (next[to] ?? 0) + 1;
        moved = true;
        extend(next, hit || opposing === 1, order, [...used, die]);
      }
    }
    if (!moved && used.length > 0) finished.push({ left: name(board, hit), used });
  };
  for (const order of orders) extend([0, ...lines], false, order, []);
  const most = Math.max(0, ...finished.map((play) => play.used.length));
  let legal = finished.filter((play) => play.used.length === most);
  const higher = Math.max(...dice);
  if (most === 1 && legal.some((play) => play.used[0] === higher)) {
    legal = legal.filter((play) => play.used[0] === higher);
  }
  return new Set(legal.map((play) => play.left));
}

describe('audit: tryktrak bear-off against an independent generator from the rules text', () => {
  const rolls: Dice[] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= a; b++) rolls.push([a, b] as unknown as Dice);
  /** Every spread of 1 to `most` checkers over lines 1..6. */
  const spreads = (most: number): number[][] => {
    const found: number[][] = [];
    const place = (lines: number[], from: number, left: number): void => {
      if (left === 0) return;
      for (let point = from; point <= 6; point++) {
        const next = [...lines];
        next[point - 1] = (next[point - 1] ?? 0) + 1;
        found.push(next);
        place(next, point, left - 1);
      }
    };
    place([0, 0, 0, 0, 0, 0], 1, most);
    return found;
  };
  const compare = (lines: readonly number[], obstacle?: Obstacle): number => {
    const points: Record<number, number> = {};
    lines.forEach((count, i) => {
      if (count > 0) points[i + 1] = count;
    });
    // The opponent's checkers, in its own numbering: my point p is its 25 − p.
    const opponent: Record<number, number> = obstacle
      ? { [25 - obstacle.point]: obstacle.count, 13: 15 - obstacle.count }
      : AWAY;
    const at = position(points, opponent, 'tryktrak');
    for (const dice of rolls) {
      const api = new Set(
        legalPlays(at, dice, 'tryktrak').map(
          (play) =>
            play.after.player.slice(0, 6).join(',') +
            ((play.after.opponent[24] ?? 0) > 0 ? '*' : ''),
        ),
      );
      const label = `${JSON.stringify(points)} ${JSON.stringify(obstacle ?? {})} ${dice.join('-')}`;
      expect(api, label).toEqual(bearOffPlays(lines, dice, obstacle));
    }
    return rolls.length;
  };

  it('agrees on every position of 1 to 4 checkers on lines 1..6, for all 21 rolls', () => {
    const positions = spreads(4);
    expect(positions).toHaveLength(6 + 21 + 56 + 126);
    let compared = 0;
    for (const lines of positions) compared += compare(lines);
    expect(compared).toBe(209 * 21);
  });

  it('agrees with an opposing blot or point on any home line (1 to 3 checkers)', () => {
    let compared = 0;
    for (const lines of spreads(3)) {
      for (let point = 1; point <= 6; point++) {
        if (lines[point - 1]) continue;
        for (const count of [1, 2] as const) compared += compare(lines, { point, count });
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });
});
