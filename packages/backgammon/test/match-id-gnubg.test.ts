// Match IDs against GNU Backgammon itself: gnubg makes IDs from the same fields, reads ours back,
// and plays the same scenarios (double, take, resignations, Crawford) as our match engine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGnubg } from '../scripts/mat-gnubg';
import { matchIdStates } from '../scripts/match-id-arbitrary';
import {
  type Colour,
  defaultMatchRules,
  type GameAction,
  MATCH_ID_GAME_STATES,
  MATCH_ID_RESIGNATIONS,
  type MatchIdState,
  type MatchState,
  makeMatchId,
  matchIdOf,
  newMatch,
  parseMatchId,
  playMatch,
  scriptedDice,
} from '../src/index';
import { written } from './support/drive';

interface GnubgFields {
  cube: number;
  cubeowner: number;
  move: number;
  turn: number;
  crawford: number;
  gamestate: number;
  doubled: number;
  resigned: number;
  dice: [number, number];
  matchto: number;
  score: [number, number];
  jacoby: number;
}

const bit = (colour: Colour) => (colour === 'white' ? 0 : 1);

function gnubgFields(state: MatchIdState): GnubgFields {
  return {
    cube: state.cubeValue,
    cubeowner: state.cubeOwner === 'centred' ? -1 : bit(state.cubeOwner),
    move: bit(state.onRoll),
    turn: bit(state.toAct),
    crawford: state.crawford ? 1 : 0,
    gamestate: MATCH_ID_GAME_STATES.indexOf(state.gameState),
    doubled: state.doubleOffered ? 1 : 0,
    resigned: MATCH_ID_RESIGNATIONS.indexOf(state.resignation),
    dice: [...state.dice],
    matchto: state.matchLength,
    score: [state.score.white, state.score.black],
    jacoby: state.jacoby ? 1 : 0,
  };
}

/** gnubg stores the higher die first; states as gnubg would hold them. */
const gnubgStates = matchIdStates.map(
  (state): MatchIdState => ({
    ...state,
    dice: state.dice[0] >= state.dice[1] ? state.dice : [state.dice[1], state.dice[0]],
  }),
);

/** One step of a scenario: gnubg commands and the same thing as our action (with its dice). */
interface Step {
  readonly gnubg: readonly string[];
  /** Our action; a play as its notation, read against the state by `written`. */
  readonly ours: GameAction | string;
  readonly dice?: readonly number[];
  /** gnubg keeps a finished game on screen; we start the next one at once: not comparable. */
  readonly compare?: false;
}

const move = (play: string, gnubg = `move ${play}`): Step => ({
  gnubg: [gnubg],
  ours: play,
});
const roll = (dice: [number, number]): Step => ({
  gnubg: [`set dice ${dice[0]}${dice[1]}`],
  ours: { kind: 'roll' },
  dice,
});

// A 3-point match: a double and take, a refused and an accepted resignation, the Crawford
// game, then a post-Crawford double. gnubg's opening is forced with `set turn` + `set dice`.
const SCENARIO: readonly Step[] = [
  { gnubg: ['new match 3', 'set turn 0', 'set dice 31'], ours: { kind: 'roll' }, dice: [3, 1] },
  move('8/5 6/5'),
  { gnubg: ['double'], ours: { kind: 'double' } },
  { gnubg: ['take'], ours: { kind: 'take' } },
  roll([5, 2]),
  move('13/8 13/11'),
  { gnubg: ['resign g'], ours: { kind: 'resign', level: 'gammon' } },
  { gnubg: ['reject'], ours: { kind: 'reject' } },
  roll([6, 4]),
  move('24/18 13/9'),
  roll([4, 2]),
  { gnubg: ['resign s'], ours: { kind: 'resign', level: 'single' } },
  { gnubg: ['accept'], ours: { kind: 'accept' }, compare: false },
  // White leads 2-0 (single × cube 2): the Crawford game.
  { gnubg: ['new game', 'set turn 1', 'set dice 52'], ours: { kind: 'roll' }, dice: [2, 5] },
  move('13/8 13/11'),
  roll([6, 4]),
  { gnubg: ['resign s'], ours: { kind: 'resign', level: 'single' } },
  { gnubg: ['accept'], ours: { kind: 'accept' }, compare: false },
  // 2-1: post-Crawford, the cube is back.
  { gnubg: ['new game', 'set turn 0', 'set dice 61'], ours: { kind: 'roll' }, dice: [6, 1] },
  move('13/7 8/7'),
  { gnubg: ['double'], ours: { kind: 'double' } },
  { gnubg: ['take'], ours: { kind: 'take' } },
  roll([3, 3]),
  move('24/21 24/21 13/10 13/10'),
];

// Money play with beavers: a beaver taken, then a beaver passed, then the next game.
const BEAVERS: readonly Step[] = [
  { gnubg: ['new session', 'set turn 0', 'set dice 31'], ours: { kind: 'roll' }, dice: [3, 1] },
  move('8/5 6/5'),
  { gnubg: ['double'], ours: { kind: 'double' } },
  { gnubg: ['redouble'], ours: { kind: 'beaver' } },
  { gnubg: ['take'], ours: { kind: 'take' } },
  roll([3, 1]),
  move('24/21 24/23'),
  { gnubg: ['double'], ours: { kind: 'double' } },
  { gnubg: ['redouble'], ours: { kind: 'beaver' } },
  { gnubg: ['drop'], ours: { kind: 'pass' }, compare: false },
  { gnubg: ['new game', 'set turn 1', 'set dice 52'], ours: { kind: 'roll' }, dice: [2, 5] },
];

function ourScenarioIds(
  steps: readonly Step[],
  rules = defaultMatchRules(3),
): { ids: string[]; match: MatchState } {
  const made = newMatch(rules);
  if (!made.ok) throw new Error(made.message);
  let match = made.value;
  const ids: string[] = [];
  for (const step of steps) {
    const action =
      typeof step.ours === 'string' ? written(match.current.state, step.ours) : step.ours;
    const next = playMatch(match, action, scriptedDice((step.dice ?? []) as never));
    if (!next.ok) throw new Error(`${step.gnubg.join('; ')}: ${next.message}`);
    match = next.value;
    const id = matchIdOf(match);
    if (!id.ok) throw new Error(id.message);
    ids.push(id.value);
  }
  return { ids, match };
}

describe('Match ID against GNU Backgammon', () => {
  const states = fc.sample(gnubgStates, { numRuns: 300, seed: 2026 });
  const answer = runGnubg('match-id-gnubg.py', {
    make: states.map(gnubgFields),
    scenarios: [SCENARIO.map((step) => step.gnubg), BEAVERS.map((step) => step.gnubg)],
  }) as { make: string[]; scenarios: string[][] };

  it('makes the very IDs gnubg makes from the same fields', () => {
    expect(answer.make).toEqual(states.map(makeMatchId));
  });

  it('reads what gnubg makes as gnubg meant it', () => {
    for (const [i, id] of answer.make.entries())
      expect(parseMatchId(id)).toEqual({ ok: true, value: states[i] });
  });

  it('follows a match as gnubg does: double, take, resignations, Crawford, post-Crawford', () => {
    const { ids, match } = ourScenarioIds(SCENARIO);
    const gnubg = answer.scenarios[0] ?? [];
    expect(gnubg).toHaveLength(SCENARIO.length);
    SCENARIO.forEach((step, i) => {
      if (step.compare === false) return;
      expect({ step: step.gnubg.join('; '), id: ids[i] }).toEqual({
        step: step.gnubg.join('; '),
        id: gnubg[i],
      });
    });
    // The scenario did reach the states it is about.
    expect(match.previous.map((game) => game.crawford)).toEqual([false, true]);
    expect(match.score).toEqual({ white: 2, black: 1 });
    expect(match.current.state.cube).toEqual({ value: 2, owner: 'white' });
  });

  it('follows beavers as gnubg does: taken, then passed', () => {
    const rules = { ...defaultMatchRules(0), beavers: true };
    const { ids, match } = ourScenarioIds(BEAVERS, rules);
    const gnubg = answer.scenarios[1] ?? [];
    expect(gnubg).toHaveLength(BEAVERS.length);
    BEAVERS.forEach((step, i) => {
      if (step.compare === false) return;
      expect({ step: step.gnubg.join('; '), id: ids[i] }).toEqual({
        step: step.gnubg.join('; '),
        id: gnubg[i],
      });
    });
    // Black beavered white's 8 and white passed: black won 8.
    expect(match.score).toEqual({ white: 0, black: 8 });
  });
});
