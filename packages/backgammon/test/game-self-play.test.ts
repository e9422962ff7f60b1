// Properties of whole games from seeded random self-play: every game ends with a score the rules
// allow, the match score adds up, and no checker ever appears or vanishes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selfPlayMatch } from '../scripts/mat-self-play';
import {
  checkersOnBoard,
  defaultMatchRules,
  type GameState,
  levelMultiplier,
  type MatchState,
  matchGames,
  onBar,
  type Position,
  resignationLevels,
  startPosition,
  swapSides,
  type VariantKey,
} from '../src/index';

/** What is wrong with a position, if anything (plain checks: expect() per point is slow). */
function positionProblem(position: Position): string | null {
  for (const side of [position.player, position.opponent]) {
    if (side.length !== 25) return 'a side without 25 cells';
    if (!side.every((count) => Number.isInteger(count) && count >= 0)) return 'a bad count';
    if (checkersOnBoard(side) > 15) return 'more than 15 checkers';
  }
  for (let point = 1; point <= 24; point++) {
    if ((position.player[point - 1] ?? 0) > 0 && (position.opponent[24 - point] ?? 0) > 0) {
      return `both sides on point ${point}`;
    }
  }
  return null;
}

/** Replays a game's moves: each keeps 15 checkers a side (on the board, on the bar or off). */
function checkCheckers(state: GameState): void {
  const problems: string[] = [];
  let position = startPosition(state.rules.variant);
  state.history.forEach((event, i) => {
    if (event.kind !== 'move') return;
    const { steps, after } = event.play;
    const offs = steps.filter((step) => step.to === 0).length;
    const hits = steps.filter((step) => step.hit).length;
    if (checkersOnBoard(after.player) !== checkersOnBoard(position.player) - offs) {
      problems.push(`event ${i}: the mover's checkers do not add up`);
    }
    if (checkersOnBoard(after.opponent) !== checkersOnBoard(position.opponent)) {
      problems.push(`event ${i}: the opponent's checkers changed`);
    }
    if (onBar(after.opponent) !== onBar(position.opponent) + hits) {
      problems.push(`event ${i}: hits and bar disagree`);
    }
    const problem = positionProblem(after);
    if (problem) problems.push(`event ${i}: ${problem}`);
    position = swapSides(after);
  });
  expect(problems).toEqual([]);
  expect(position).toEqual(
    state.phase.kind === 'over' && state.phase.result.reason === 'bear-off'
      ? swapSides(state.position)
      : state.position,
  );
}

function checkScores(match: MatchState, variant: VariantKey): void {
  const total = { white: 0, black: 0 };
  for (const game of matchGames(match)) {
    expect(game.scoreBefore).toEqual(total);
    checkCheckers(game.state);
    const cubeActions = game.state.history.filter(
      (e) => e.kind === 'double' || e.kind === 'beaver',
    );
    if (game.crawford || variant === 'tryktrak') expect(cubeActions).toEqual([]);
    if (game.state.phase.kind !== 'over') continue;
    const { result } = game.state.phase;
    expect(resignationLevels(variant)).toContain(result.level);
    expect([1, 2, 4, 8, 16, 32, 64]).toContain(result.cubeValue);
    // A pass wins the cube; Jacoby counts wins as singles while the cube is unturned.
    const unturnedJacoby = match.rules.jacoby && result.cubeValue === 1;
    const multiplier =
      result.reason === 'pass' || unturnedJacoby
        ? 1
        : (levelMultiplier(variant, result.level) ?? 0);
    expect(result.points).toBe(multiplier * result.cubeValue);
    if (variant === 'tryktrak') expect(result.reason).not.toBe('pass');
    total[result.winner] += result.points;
  }
  expect(match.score).toEqual(total);
  const { length } = match.rules;
  if (match.winner) {
    const loser = match.winner === 'white' ? 'black' : 'white';
    expect(match.score[match.winner]).toBeGreaterThanOrEqual(length);
    expect(match.score[loser]).toBeLessThan(length);
  }
  expect(matchGames(match).filter((game) => game.crawford).length).toBeLessThanOrEqual(1);
}

describe('seeded random self-play', () => {
  for (const variant of ['backgammon', 'tryktrak'] as const) {
    it(`${variant}: matches end with legal scores, 15 checkers a side throughout`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          fc.constantFrom(1, 3, 7),
          (seed, length) => {
            const match = selfPlayMatch(defaultMatchRules(length, variant), seed);
            expect(match.winner).not.toBeNull();
            checkScores(match, variant);
          },
        ),
        { numRuns: 15 },
      );
    });
  }

  it('money play with Jacoby and beavers: scores add up; Jacoby singles while the cube is unturned', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const rules = { ...defaultMatchRules(0), jacoby: true, beavers: true };
        const match = selfPlayMatch(rules, seed, { maxActions: 1500 });
        checkScores(match, 'backgammon');
        for (const game of match.previous) {
          if (game.state.phase.kind !== 'over') continue;
          const { result } = game.state.phase;
          if (result.cubeValue === 1) expect(result.points).toBe(1);
        }
      }),
      { numRuns: 10 },
    );
  });
});
