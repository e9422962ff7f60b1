// fast-check arbitraries of Match ID fields, shared by the Match ID tests.
import fc from 'fast-check';
import type { MatchIdState } from '../src/index';

const colour = fc.constantFrom('white' as const, 'black' as const);
const die = fc.integer({ min: 1, max: 6 });

/**
 * Any state a Match ID can hold that gnubg and parseMatchId accept: scores within the match, no
 * Crawford in money play, a cube up to 64, a double offered only below 64 and outside Crawford.
 */
export const matchIdStates: fc.Arbitrary<MatchIdState> = fc
  .record({
    cubeLog: fc.integer({ min: 0, max: 6 }),
    cubeOwner: fc.constantFrom('white' as const, 'black' as const, 'centred' as const),
    onRoll: colour,
    toAct: colour,
    crawford: fc.boolean(),
    gameState: fc.constantFrom('none', 'playing', 'over', 'resigned', 'dropped'),
    doubleOffered: fc.boolean(),
    resignation: fc.constantFrom('none', 'single', 'gammon', 'backgammon'),
    dice: fc.option(fc.tuple(die, die)),
    matchLength: fc.integer({ min: 0, max: 64 }),
    scoreA: fc.integer({ min: 0, max: 0x7fff }),
    scoreB: fc.integer({ min: 0, max: 0x7fff }),
    jacoby: fc.boolean(),
  })
  .map((r): MatchIdState => {
    const [a, b] = r.dice ?? [0, 0];
    const limit = (n: number) => (r.matchLength > 0 ? n % (r.matchLength + 1) : n);
    return {
      cubeValue: 2 ** r.cubeLog,
      cubeOwner: r.cubeOwner,
      onRoll: r.onRoll,
      toAct: r.toAct,
      crawford: r.crawford && r.matchLength > 0,
      gameState: r.gameState as MatchIdState['gameState'],
      doubleOffered: r.doubleOffered && r.cubeLog < 6 && !(r.crawford && r.matchLength > 0),
      resignation: r.resignation as MatchIdState['resignation'],
      dice: [a, b] as MatchIdState['dice'],
      matchLength: r.matchLength,
      score: { white: limit(r.scoreA), black: limit(r.scoreB) },
      jacoby: r.jacoby,
    };
  });
