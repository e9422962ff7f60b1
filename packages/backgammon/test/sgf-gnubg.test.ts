// GNU Backgammon plays matches and money sessions live, saving each as .sgf and .mat: our .sgf
// reader must replay gnubg's .sgf to the same match as our .mat reader makes of gnubg's .mat,
// and to gnubg's own records of it (each move's dice, steps and Position ID before it, the cube
// actions, the results, the final score). gnubg missing fails the test (runGnubg throws).
import { describe, expect, it } from 'vitest';
import { gnubgSgfMatches, SCRIPTED_SESSION } from '../scripts/sgf-gnubg';
import { matchGames, parseMat, parseSgf } from '../src/index';
import { expectSameMatch, type GnubgMatch } from './support/gnubg-match';

describe('.sgf played and written by GNU Backgammon, read by ludus', () => {
  const specs = [
    { seed: 11, length: 3 },
    { seed: 12, length: 5 },
    { seed: 13, length: 0, games: 3, jacoby: true },
    SCRIPTED_SESSION,
  ];
  const matches = gnubgSgfMatches(specs);

  it('replays every game to the match the .mat reader makes of the same games', () => {
    for (const [i, gnubg] of matches.entries()) {
      const sgf = parseSgf(gnubg.sgf);
      const mat = parseMat(gnubg.mat);
      if (!sgf.ok || !mat.ok) throw new Error(`match ${i}: ${sgf.ok ? '' : sgf.message}`);
      expect({ i, match: sgf.value.match }).toEqual({ i, match: mat.value.match });
      expect(sgf.value.names).toEqual({ white: gnubg.names[0], black: gnubg.names[1] });
    }
    const cube = matches.flatMap((gnubg) => {
      const sgf = parseSgf(gnubg.sgf);
      return sgf.ok ? matchGames(sgf.value.match).flatMap((game) => game.state.history) : [];
    });
    for (const kind of ['double', 'take', 'pass', 'beaver', 'accept'] as const) {
      expect({ kind, some: cube.some((event) => event.kind === kind) }).toEqual({
        kind,
        some: true,
      });
    }
  });

  it('gives gnubg’s own records: the Position ID before each move, the results, the score', () => {
    // The computer's matches and session (the scripted session ends in a game barely begun,
    // which gnubg's records keep as a roll with no move).
    for (const gnubg of matches.slice(0, 3)) {
      const sgf = parseSgf(gnubg.sgf);
      if (!sgf.ok) throw new Error(sgf.message);
      expectSameMatch(sgf.value.match, gnubg as unknown as GnubgMatch);
    }
  });
});
