import { ALL_ROLLS, type Position, SIDE_CELLS, startPosition, swapSides } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { matchIdState } from '../../backgammon/test/support/match-id-state';
import { classifyPosition } from '../src/classify';
import {
  createEngine,
  doublerContext,
  innerRankingFor,
  MONEY_GAME,
  playNoise,
} from '../src/engine';
import type { CellEvaluator, Evaluator } from '../src/evaluator';
import { filterFor, LEVEL_SETTINGS, LEVELS, levelBand } from '../src/levels';
import { contextFromMatchId } from '../src/match-context';
import { seededRandom } from '../src/rng';
import { type MoveFilter, rankPlays, type SearchOptions } from '../src/search';
import { position } from './boards';

/** A fake evaluator with a fixed opinion: the side on roll wins 85%, no gammons. */
const confident: Evaluator = { evaluate: () => [0.85, 0, 0, 0, 0] };

describe('engine', () => {
  it('answers a double from the taker’s side as cubeDecision does from the doubler’s', () => {
    const engine = createEngine({ evaluator: confident, level: 'advanced' });
    const doubler = position({ 6: 5, 8: 3, 13: 5, 24: 2 }, { 6: 5, 8: 3, 13: 5, 24: 2 });
    expect(engine.cubeDecision(doubler, MONEY_GAME).response).toBe('pass');
    expect(engine.answerDouble(swapSides(doubler), MONEY_GAME)).toBe('pass');
  });

  it('swaps ownership and the score for the other player', () => {
    const context = doublerContext({
      variant: 'backgammon',
      cubeValue: 2,
      owner: 'me',
      stakes: { kind: 'match', myAway: 3, opponentAway: 5, crawford: false, postCrawford: false },
    });
    expect(context.owner).toBe('opponent');
    expect(context.stakes).toEqual({
      kind: 'match',
      myAway: 5,
      opponentAway: 3,
      crawford: false,
      postCrawford: false,
    });
  });

  it('reads the game context of a Match ID from the player on roll', () => {
    const context = contextFromMatchId(
      matchIdState({
        cubeValue: 4,
        cubeOwner: 'white',
        onRoll: 'black',
        toAct: 'black',
        matchLength: 7,
        score: { white: 6, black: 2 },
      }),
      'backgammon',
      false,
    );
    expect(context).toEqual({
      variant: 'backgammon',
      cubeValue: 4,
      owner: 'opponent',
      stakes: { kind: 'match', myAway: 5, opponentAway: 1, crawford: false, postCrawford: true },
    });
  });

  it('replays the same choices from the same seed at a noisy level', () => {
    const choices = (seed: number) => {
      const engine = createEngine({ level: 'beginner', random: seededRandom(seed) });
      return ALL_ROLLS.map((dice) => engine.chooseMove(startPosition(), dice, MONEY_GAME)?.play);
    };
    expect(choices(11)).toEqual(choices(11));
  });
});

describe('world-class move filter by position class', () => {
  /**
   * A fake evaluator that counts its calls; every play scores within a few hundredths. It reads
   * the search's cells too (evaluator.ts CellEvaluator), as the nets do, so that a 3-ply search
   * of it is quick.
   */
  function countingEvaluator(): CellEvaluator & { calls: number } {
    // Distinct values for plays of the same pips: the checkers' spread, scaled small.
    const spread = (cells: ArrayLike<number>, from: number) => {
      let sum = 0;
      for (let i = 0; i < SIDE_CELLS; i++) sum += (cells[from + i] ?? 0) * (i + 1) * (i + 1);
      return sum;
    };
    const value = (player: number, opponent: number) =>
      [0.5 + (opponent - player) / 200000, 0, 0, 0, 0] as const;
    const counter = {
      calls: 0,
      evaluate(p: Position) {
        counter.calls++;
        return value(spread(p.player, 0), spread(p.opponent, 0));
      },
      evaluateCells(cells: Int8Array, swapped: boolean) {
        counter.calls++;
        const [player, opponent] = swapped ? [SIDE_CELLS, 0] : [0, SIDE_CELLS];
        return value(spread(cells, player), spread(cells, opponent));
      },
    };
    return counter;
  }
  // Player on roll has six checkers left (classify.ts: crashed); the sides are still in contact.
  const crashed = position(
    { 20: 1, 18: 1, 11: 1, 9: 1, 6: 1, 4: 1 },
    { 24: 2, 13: 4, 8: 3, 6: 4, 5: 2 },
  );
  const contact = position({ 24: 2, 13: 5, 8: 3, 6: 5 }, { 24: 2, 13: 5, 8: 3, 6: 5 });
  const settings = LEVEL_SETTINGS['world-class'];

  it('picks the wide filter for crashed positions only (levels.ts filterFor)', () => {
    expect(classifyPosition(crashed)).toBe('crashed');
    expect(classifyPosition(contact)).toBe('contact');
    expect(filterFor(settings, 'crashed')).toEqual([
      { keep: 16, within: 0.32 },
      { keep: 8, within: 0.16 },
      { keep: 2, within: 0.02 },
    ]);
    expect(filterFor(settings, 'contact')).toBe(settings.filter);
    expect(filterFor(settings, 'race')).toBe(settings.filter);
  });

  it('searches a crashed position with the crashed filter', () => {
    const dice = [2, 1] as const;
    const searched = (filter: MoveFilter) => {
      const evaluator = countingEvaluator();
      rankPlays(evaluator, crashed, dice, { plies: settings.plies, variant: 'backgammon', filter });
      return evaluator.calls;
    };
    const engineEvaluator = countingEvaluator();
    createEngine({ evaluator: engineEvaluator, level: 'world-class' }).chooseMove(
      crashed,
      dice,
      MONEY_GAME,
    );
    const wide = searched(settings.crashedFilter ?? []);
    expect(wide).toBeGreaterThan(searched(settings.filter ?? []));
    expect(engineEvaluator.calls).toBe(wide);
  });

  it('starts no deeper candidate that its budget would not cover (search.ts PLY_GROWTH)', () => {
    // The clock is the evaluator's count of calls, so times are exact and repeatable.
    const dice = [2, 1] as const;
    const timed = (plies: 1 | 2 | 3, budgetMs?: number) => {
      const evaluator = countingEvaluator();
      const clock = budgetMs === undefined ? {} : { now: () => evaluator.calls, budgetMs };
      const ranked = rankPlays(evaluator, contact, dice, {
        plies,
        variant: 'backgammon',
        filter: [
          { keep: 8, within: 0.16 },
          { keep: 5, within: 0.08 },
          { keep: 2, within: 0.02 },
        ],
        ...clock,
      });
      return { first: ranked[0]?.play.after, calls: evaluator.calls };
    };
    const twoPly = timed(2);
    const threePly = timed(3);
    expect(threePly.calls).toBeGreaterThan(2 * twoPly.calls); // two plays reach the third ply
    // Room for the 2-ply search and a little: no third-ply play is started (a search that starts
    // whatever is not yet spent would start one at twoPly.calls and overrun), and the choice is
    // a complete shallower ply's.
    const hurried = timed(3, twoPly.calls + 10);
    expect(hurried.calls).toBeLessThanOrEqual(twoPly.calls + 10);
    expect([timed(1).first, twoPly.first]).toContainEqual(hurried.first);
    // Room enough: the whole 3-ply search.
    expect(timed(3, 100 * threePly.calls)).toEqual(threePly);
  });
});

describe('money play under the Jacoby rule', () => {
  // After 8/5 6/5 (the mover's 5-point made) the fake judges the game gammonish but less often
  // won; after any other 3-1 it is won more often with no gammons.
  const mover = { 13: 5, 8: 3, 6: 5, 24: 2 };
  const start = position(mover, { 13: 5, 8: 3, 6: 5, 24: 2 });
  const fake: Evaluator = {
    // `p` is seen by the side on roll after the play: its opponent is the mover.
    evaluate: (p) => ((p.opponent[4] ?? 0) >= 2 ? [0.45, 0, 0, 0.4, 0] : [0.4, 0, 0, 0, 0]),
  };
  const jacoby = { kind: 'money', jacoby: true, beavers: false } as const;
  const chosen = (context: typeof MONEY_GAME) =>
    createEngine({ evaluator: fake, level: 'advanced' }).chooseMove(start, [3, 1], context);

  it('plays for gammons when they count, for wins alone while the cube is centred', () => {
    expect(chosen(MONEY_GAME)?.play.after.player[4]).toBe(2);
    // Every other 3-1 is worth the same to the fake, so the level's noise picks among them.
    expect(chosen({ ...MONEY_GAME, stakes: jacoby })?.play.after.player[4]).toBeLessThan(2);
    const turned = { ...MONEY_GAME, stakes: jacoby, cubeValue: 2, owner: 'me' as const };
    expect(chosen(turned)?.play.after.player[4]).toBe(2);
  });

  it('ranks the tree by the wins alone too (inner-ranking.ts)', () => {
    expect(innerRankingFor(MONEY_GAME)).toBeUndefined();
    const ranking = innerRankingFor({ ...MONEY_GAME, stakes: jacoby });
    expect([...(ranking?.rootSide ?? [])]).toEqual([2, 0, 0, 0, 0]);
  });
});

describe('levels', () => {
  // Distinct values for distinct positions: the more of its pips a side has moved, the better.
  const byPips: Evaluator = {
    evaluate: (p) => {
      const pips = (cells: readonly number[]) => cells.reduce((sum, n, i) => sum + n * (i + 1), 0);
      return [0.5 + (pips(p.opponent) - pips(p.player)) / 1000, 0, 0, 0, 0];
    },
  };
  const start = startPosition('backgammon');

  it('adds the level’s noise through playNoise, the one home the move benchmark calls too', () => {
    const sigma = LEVEL_SETTINGS.casual.noise;
    const engine = createEngine({ evaluator: byPips, level: 'casual', random: seededRandom(7) });
    const random = seededRandom(7);
    let changed = 0;
    for (const dice of ALL_ROLLS) {
      const chosen = engine.chooseMove(start, dice, MONEY_GAME)?.play.after;
      const options: SearchOptions = {
        plies: 0,
        variant: 'backgammon',
        ...playNoise(sigma, MONEY_GAME, random),
      };
      expect(chosen).toEqual(rankPlays(byPips, start, dice, options)[0]?.play.after);
      const noiseless = rankPlays(byPips, start, dice, { plies: 0, variant: 'backgammon' });
      if (noiseless[0]?.play.after !== chosen) changed++;
    }
    expect(changed).toBeGreaterThan(0);
    expect(playNoise(0, MONEY_GAME, seededRandom(1))).toEqual({});
  });

  it('gives each weaker level more noise, and world class none', () => {
    // Since the round-7 nets, advanced (0-ply) and expert (1-ply) played a band too well without
    // noise (docs/strength.md, "Levels"), so every level below world class has some.
    const noises = LEVELS.map((level) => LEVEL_SETTINGS[level].noise);
    const weaker = noises.slice(0, 4);
    expect(weaker).toEqual([...weaker].sort((a, b) => b - a));
    expect(new Set(weaker).size).toBe(4);
    expect(LEVEL_SETTINGS.expert.noise).toBeGreaterThan(0);
    expect(LEVEL_SETTINGS['world-class'].noise).toBe(0);
  });

  it('names each level’s band by GNU Backgammon’s table, world class open below', () => {
    expect(LEVELS.map(levelBand)).toEqual([
      { from: 26, to: 35 },
      { from: 18, to: 26 },
      { from: 12, to: 18 },
      { from: 8, to: 12 },
      { from: 5, to: 8 },
      { from: null, to: 5 },
    ]);
  });
});
