import { describe, expect, it } from 'vitest';
import {
  defaultMatchRules,
  legalActions,
  matchGames,
  matchIdOf,
  matchLegalActions,
  newMatch,
  playMatch,
  scriptedDice,
} from '../src/index';
import { act, lose, start, written } from './support/drive';

describe('match rules', () => {
  it('refuses impossible lengths and money options in a match', () => {
    for (const length of [-1, 65, 2.5]) {
      expect(newMatch(defaultMatchRules(length))).toMatchObject({ error: 'invalid-match-rules' });
    }
    expect(newMatch({ ...defaultMatchRules(5), jacoby: true })).toMatchObject({
      error: 'invalid-match-rules',
    });
    expect(newMatch({ ...defaultMatchRules(0, 'tryktrak'), beavers: true })).toMatchObject({
      error: 'invalid-match-rules',
    });
    expect(newMatch({ ...defaultMatchRules(0), jacoby: true, beavers: true }).ok).toBe(true);
  });
});

describe('a match to 5 points', () => {
  it('counts gammons, plays the Crawford game without the cube, then uses it again', () => {
    let match = start(defaultMatchRules(5));
    match = lose(match, 'black', 'gammon');
    expect(match.score).toEqual({ white: 2, black: 0 });
    expect(match.current.crawford).toBe(false);
    match = lose(match, 'black', 'gammon');
    expect(match.score).toEqual({ white: 4, black: 0 });
    // White first reached 4 = match point − 1: this game is the Crawford game.
    expect(match.current.crawford).toBe(true);
    expect(match.current.state.rules.cubeInUse).toBe(false);
    const rolled = act(match, { kind: 'roll' }, [3, 1]);
    const played = act(rolled, written(rolled.current.state, '8/5 6/5'));
    expect(legalActions(played.current.state).map((a) => a.kind)).not.toContain('double');
    match = lose(match, 'white', 'single');
    expect(match.score).toEqual({ white: 4, black: 1 });
    // Post-Crawford: the cube is back.
    expect(match.current.crawford).toBe(false);
    expect(match.current.state.rules.cubeInUse).toBe(true);
    match = lose(match, 'white', 'gammon');
    match = lose(match, 'white', 'single');
    // Black reaching 4 later brings no second Crawford game.
    expect(match.score).toEqual({ white: 4, black: 4 });
    expect(match.current.crawford).toBe(false);
    match = lose(match, 'black', 'single');
    expect(match.winner).toBe('white');
    expect(match.score).toEqual({ white: 5, black: 4 });
    expect(match.previous).toHaveLength(5);
    expect(matchGames(match)).toHaveLength(6);
    expect(matchLegalActions(match)).toEqual([]);
    expect(playMatch(match, { kind: 'roll' }, scriptedDice([]))).toMatchObject({
      error: 'match-over',
    });
  });

  it('has no Crawford game when a win jumps past match point − 1', () => {
    let match = start(defaultMatchRules(5));
    match = lose(match, 'black', 'backgammon');
    expect(match.score).toEqual({ white: 3, black: 0 });
    expect(match.current.crawford).toBe(false);
    match = lose(match, 'black', 'gammon');
    expect(match.winner).toBe('white');
  });

  it('a 1-point match is no Crawford game: nobody reached match point − 1, both start there', () => {
    const match = start(defaultMatchRules(1));
    expect(match.current.crawford).toBe(false);
    expect(match.current.state.rules.cubeInUse).toBe(true);
  });

  it('without the Crawford rule, never a Crawford game', () => {
    let match = start({ ...defaultMatchRules(3), crawford: false });
    match = lose(match, 'black', 'gammon');
    expect(match.current.crawford).toBe(false);
    expect(match.current.state.rules.cubeInUse).toBe(true);
  });
});

describe('money play', () => {
  it('never ends and keeps adding points; no Crawford game', () => {
    let match = start(defaultMatchRules(0));
    for (let i = 0; i < 5; i++) match = lose(match, 'black', 'backgammon');
    expect(match.score).toEqual({ white: 15, black: 0 });
    expect(match.winner).toBeNull();
    expect(match.current.crawford).toBe(false);
  });
});

describe('Match ID of match states', () => {
  // Both IDs as GNU Backgammon 1.07 showed them: "new match 7", player 0 rolls 3 and player 1
  // rolls 1, then player 0 plays 8/5 6/5.
  it('matches what gnubg showed at the start of a 7-point match', () => {
    const opened = act(start(defaultMatchRules(7)), { kind: 'roll' }, [3, 1]);
    expect(matchIdOf(opened)).toEqual({ ok: true, value: 'MIHlAAAAAAAE' });
    const moved = act(opened, written(opened.current.state, '8/5 6/5'));
    expect(matchIdOf(moved)).toEqual({ ok: true, value: 'cAngAAAAAAAE' });
  });

  it('is refused for tryktrak, which gnubg does not know', () => {
    expect(matchIdOf(start(defaultMatchRules(7, 'tryktrak')))).toMatchObject({
      ok: false,
      error: 'variant-not-supported',
    });
  });
});
