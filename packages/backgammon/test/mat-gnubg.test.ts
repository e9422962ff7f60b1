// .mat files written by ludus, imported by GNU Backgammon: every game, every record (moves with
// their dice and the position before them, cube actions, resignations) and every result must be
// what our match engine played.
import { describe, expect, it } from 'vitest';
import { runGnubg } from '../scripts/mat-gnubg';
import { selfPlayMatch } from '../scripts/mat-self-play';
import { defaultMatchRules, type MatchState, makeMat, matchGames, parseMat } from '../src/index';
import { expectSameMatch, type GnubgMatch } from './support/gnubg-match';

function countEvents(matches: readonly MatchState[]) {
  const events = matches.flatMap((match) => matchGames(match).flatMap((g) => g.state.history));
  const steps = events.flatMap((event) => (event.kind === 'move' ? event.play.steps : []));
  return {
    doubles: events.filter((event) => event.kind === 'double').length,
    takes: events.filter((event) => event.kind === 'take').length,
    beavers: events.filter((event) => event.kind === 'beaver').length,
    drops: events.filter((event) => event.kind === 'pass').length,
    resignations: events.filter((event) => event.kind === 'accept').length,
    dances: events.filter((event) => event.kind === 'move' && event.play.steps.length === 0).length,
    hits: steps.filter((step) => step.hit).length,
    bearOffs: steps.filter((step) => step.to === 0).length,
    entries: steps.filter((step) => step.from === 25).length,
  };
}

describe('.mat written by GNU Backgammon, read by ludus', () => {
  const answer = runGnubg('mat-gnubg.py', {
    generate: [
      { seed: 1, length: 5 },
      { seed: 3, length: 3 },
    ],
  }) as { generated: GnubgMatch[] };

  it('replays every move of matches gnubg played, to the same records and results', () => {
    expect(answer.generated).toHaveLength(2);
    for (const gnubg of answer.generated) {
      const parsed = parseMat(gnubg.text ?? '');
      if (!parsed.ok) throw new Error(parsed.message);
      expect(parsed.value.names).toEqual({ white: gnubg.names[0], black: gnubg.names[1] });
      expect(parsed.value.match.winner).not.toBeNull();
      expectSameMatch(parsed.value.match, gnubg);
    }
  });
});

describe('.mat export read by GNU Backgammon', () => {
  const matches = [
    selfPlayMatch(defaultMatchRules(5), 11),
    selfPlayMatch(defaultMatchRules(5), 12),
    selfPlayMatch(defaultMatchRules(7), 13),
    // 1- and 2-point matches: the Crawford rule at its edges.
    selfPlayMatch(defaultMatchRules(1), 21),
    selfPlayMatch(defaultMatchRules(2), 22),
    // Money play with beavers, cut short in the middle of a game.
    selfPlayMatch({ ...defaultMatchRules(0), beavers: true }, 5, { maxActions: 600 }),
  ];
  const files = Object.fromEntries(
    matches.map((match, i) => [`m${i}.mat`, makeMat(match, { white: 'Anna', black: 'Bjorn' })]),
  );
  const answer = runGnubg('mat-gnubg.py', { files: Object.keys(files) }, files) as {
    matches: GnubgMatch[];
  };

  it('covers doubles, takes, beavers, drops, resignations, dances, hits, entering, bearing off', () => {
    const counts = countEvents(matches);
    for (const [what, count] of Object.entries(counts)) {
      expect({ what, some: count > 0 }).toEqual({ what, some: true });
    }
    expect(matches.map((match) => match.winner !== null)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    // The 2-point match goes 1-0 (Crawford game), then 1-1 (no second one).
    const twoPoint = matches[4];
    expect(twoPoint && matchGames(twoPoint).map((game) => game.crawford)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('imports every game with every move accepted, and the same results and final score', () => {
    matches.forEach((match, i) => {
      const gnubg = answer.matches[i];
      if (!gnubg) throw new Error(`gnubg returned no match for m${i}.mat`);
      expect(gnubg.names).toEqual(['Anna', 'Bjorn']);
      expectSameMatch(match, gnubg);
    });
  });
});

describe('Jacoby money play read by GNU Backgammon', () => {
  // Few doubles, so that some gammons come with the cube still centred.
  const rules = { ...defaultMatchRules(0), jacoby: true };
  const match = selfPlayMatch(rules, 1, { maxActions: 1500, doublePerMille: 5, resignPerMille: 1 });
  const answer = runGnubg(
    'mat-gnubg.py',
    { files: ['jacoby.mat'], jacoby: true },
    { 'jacoby.mat': makeMat(match, { white: 'Anna', black: 'Bjorn' }) },
  ) as { matches: GnubgMatch[] };

  it('scores gammons on an unturned cube as singles, as gnubg does', () => {
    const results = matchGames(match).flatMap((game) =>
      game.state.phase.kind === 'over' ? [game.state.phase.result] : [],
    );
    const jacobySingles = results.filter(
      (result) =>
        result.reason === 'bear-off' && result.level !== 'single' && result.cubeValue === 1,
    );
    expect(jacobySingles.length).toBeGreaterThan(0);
    expect(jacobySingles.every((result) => result.points === 1)).toBe(true);
    const gnubg = answer.matches[0];
    if (!gnubg) throw new Error('gnubg returned no match');
    expectSameMatch(match, gnubg);
  });
});
