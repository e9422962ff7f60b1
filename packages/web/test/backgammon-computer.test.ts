// The worker's backgammon/tryktrak computer: @ludus/backgammon-engine wired to the protocol —
// level, seeded noise, time budget, and the match context behind moves and cube decisions.
import { createEngine, MONEY_GAME, seededRandom } from '@ludus/backgammon-engine';
import { describe, expect, it } from 'vitest';
import {
  type Dice,
  legalPlays,
  makePlay,
  type Position,
  startPosition,
  swapSides,
} from '../src/backgammon/rules';
import { answerBackgammon, engineContext } from '../src/computer/backgammon';
import {
  type BackgammonLevel,
  type BackgammonMoveRequest,
  type CubeOfferRequest,
  type DoubleDecisionRequest,
  isComputerRequest,
  type MatchContext,
  PROTOCOL_VERSION,
} from '../src/computer/protocol';

function side(points: Readonly<Record<number, number>>): number[] {
  const cells = new Array<number>(25).fill(0);
  for (const [point, count] of Object.entries(points)) cells[Number(point) - 1] = count;
  return cells;
}

const MONEY: MatchContext = {
  cubeValue: 1,
  owner: 'centre',
  matchLength: 0,
  computerScore: 0,
  opponentScore: 0,
  crawford: false,
  jacoby: false,
  beavers: false,
};

const envelope = { protocol: PROTOCOL_VERSION, id: 1, budgetMs: 2000, seed: 5 } as const;

function move(
  position: Position,
  dice: Dice,
  level: BackgammonLevel,
  extra: Partial<BackgammonMoveRequest> = {},
): BackgammonMoveRequest {
  return {
    ...envelope,
    kind: 'move',
    game: 'backgammon',
    level,
    context: MONEY,
    position,
    dice,
    ...extra,
  };
}

function playOf(request: BackgammonMoveRequest, clock?: () => number): string {
  const answer = answerBackgammon(request, clock);
  if (answer.kind !== 'backgammon-move' || !answer.play) throw new Error('no play');
  return makePlay(answer.play.steps);
}

function doubleDecision(position: Position, context: MatchContext): boolean {
  const request: DoubleDecisionRequest = {
    ...envelope,
    kind: 'double-decision',
    game: 'backgammon',
    level: 'world-class',
    context,
    position,
  };
  const answer = answerBackgammon(request);
  if (answer.kind !== 'double-decision') throw new Error(answer.kind);
  return answer.double;
}

function cubeResponse(
  position: Position,
  context: MatchContext,
  offered: 'double' | 'beaver',
): string {
  const request: CubeOfferRequest = {
    ...envelope,
    kind: 'cube-offer',
    game: 'backgammon',
    offered,
    level: 'world-class',
    context,
    position,
  };
  const answer = answerBackgammon(request);
  if (answer.kind !== 'cube-response') throw new Error(answer.kind);
  return answer.response;
}

const start = startPosition('backgammon');
/** The side on roll has 3 checkers on its 1–3 points against 15 on the other's 6 point. */
const farAhead: Position = { player: side({ 1: 1, 2: 1, 3: 1 }), opponent: side({ 6: 15 }) };
/** A race the side on roll leads 45 to 60 pips: a double and a pass. */
const raceLead: Position = {
  player: side({ 1: 3, 2: 3, 3: 3, 4: 3, 5: 3 }),
  opponent: side({ 2: 3, 3: 3, 4: 3, 5: 3, 6: 3 }),
};
/** A race the side on roll leads 102 to 108 pips (about 10% with the roll): a clear take. */
const raceDouble: Position = {
  player: side({ 5: 3, 6: 4, 7: 3, 8: 3, 9: 2 }),
  opponent: side({ 5: 2, 6: 3, 7: 4, 8: 3, 9: 2, 10: 1 }),
};

describe('the backgammon computer (engine in the worker)', () => {
  it('plays what the engine chooses at the requested level, from the request seed', () => {
    const dice: Dice = [5, 2];
    for (const level of ['beginner', 'advanced', 'expert'] as const) {
      const engine = createEngine({ level, random: seededRandom(5) });
      const expected = engine.chooseMove(start, dice, MONEY_GAME);
      expect(playOf(move(start, dice, level)), level).toBe(makePlay(expected?.play.steps ?? []));
    }
  });

  it('plays the standard 3-1 opening 8/5 6/5 at the noiseless levels', () => {
    expect(playOf(move(start, [3, 1], 'advanced'))).toBe('8/5 6/5');
    expect(playOf(move(start, [3, 1], 'expert'))).toBe('8/5 6/5');
  });

  it('replays: the same request gives the same play; the seed drives the beginner’s noise', () => {
    const rolls: Dice[] = [
      [2, 1],
      [4, 3],
      [5, 4],
      [6, 2],
      [5, 3],
      [4, 1],
      [6, 4],
      [3, 2],
    ];
    const plays = (seed: number) =>
      rolls.map((dice) => playOf(move(start, dice, 'beginner', { seed })));
    expect(plays(11)).toEqual(plays(11));
    const seeds = [1, 2, 3, 4, 5, 6].map((seed) => plays(seed).join(' | '));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('answers the tryktrak variant with a legal tryktrak play', () => {
    const request = move(start, [6, 6], 'intermediate', { game: 'tryktrak' });
    const answer = answerBackgammon(request);
    if (answer.kind !== 'backgammon-move' || !answer.play) throw new Error('no play');
    const legal = legalPlays(start, [6, 6], 'tryktrak').map((p) => makePlay(p.steps));
    expect(legal).toContain(makePlay(answer.play.steps));
  });

  it('keeps to the request budget: world-class out of time plays its 0-ply choice', () => {
    // A clock that jumps a second per reading: every deeper ply finds the budget spent.
    let t = 0;
    const late = () => {
      t += 1000;
      return t;
    };
    const position: Position = {
      player: side({ 6: 5, 8: 3, 13: 4, 24: 2, 20: 1 }),
      opponent: side({ 6: 4, 7: 2, 8: 2, 13: 5, 24: 2 }),
    };
    for (const dice of [
      [3, 1],
      [6, 5],
      [4, 2],
      [5, 5],
    ] as Dice[]) {
      const hurried = playOf(move(position, dice, 'world-class', { budgetMs: 50 }), late);
      expect(hurried, dice.join('-')).toBe(playOf(move(position, dice, 'advanced')));
    }
  });

  it('doubles a race lead for money, never in the Crawford game nor without the cube', () => {
    // A clear double (and pass): the engine must double it whatever its weights' fine detail.
    expect(doubleDecision(raceLead, MONEY)).toBe(true);
    expect(doubleDecision(start, MONEY)).toBe(false);
    const crawford = {
      ...MONEY,
      matchLength: 5,
      computerScore: 2,
      opponentScore: 4,
      crawford: true,
    };
    expect(doubleDecision(raceLead, crawford)).toBe(false);
    expect(doubleDecision(raceLead, { ...MONEY, cubeValue: 2, owner: 'opponent' })).toBe(false);
  });

  it('takes a fair double, passes a hopeless one, beavers a bad one only when allowed', () => {
    // Cube offers come with the doubler on roll, seen from the computer's (the taker's) side.
    expect(cubeResponse(swapSides(raceDouble), MONEY, 'double')).toBe('take');
    expect(cubeResponse(swapSides(raceLead), MONEY, 'double')).toBe('pass');
    expect(cubeResponse(swapSides(farAhead), MONEY, 'double')).toBe('pass');
    // The doubler is the one behind: a take, or a beaver when beavers are in use.
    const behind: Position = { player: raceDouble.opponent, opponent: raceDouble.player };
    expect(cubeResponse(swapSides(behind), MONEY, 'double')).toBe('take');
    expect(cubeResponse(swapSides(behind), { ...MONEY, beavers: true }, 'double')).toBe('beaver');
  });

  it('after a beaver, the doubler takes when it is ahead and passes when it is lost', () => {
    // The cube stands at 2, owned by the beaver; the computer (the doubler) is on roll.
    const beavered = { ...MONEY, cubeValue: 2, owner: 'opponent' as const, beavers: true };
    expect(cubeResponse(raceLead, beavered, 'beaver')).toBe('take');
    const lost: Position = { player: side({ 6: 15 }), opponent: side({ 1: 1, 2: 1 }) };
    expect(cubeResponse(lost, beavered, 'beaver')).toBe('pass');
  });

  it('reads the match context from the computer’s side (away scores, Crawford, money options)', () => {
    const match = { ...MONEY, cubeValue: 2, owner: 'computer' as const, matchLength: 7 };
    expect(engineContext('backgammon', { ...match, computerScore: 6, opponentScore: 3 })).toEqual({
      variant: 'backgammon',
      cubeValue: 2,
      owner: 'me',
      stakes: { kind: 'match', myAway: 1, opponentAway: 4, crawford: false, postCrawford: true },
    });
    expect(
      engineContext('backgammon', { ...match, computerScore: 6, opponentScore: 3, crawford: true })
        .stakes,
    ).toEqual({ kind: 'match', myAway: 1, opponentAway: 4, crawford: true, postCrawford: false });
    expect(engineContext('tryktrak', { ...MONEY, jacoby: true })).toEqual({
      variant: 'tryktrak',
      cubeValue: 1,
      owner: 'centred',
      stakes: { kind: 'money', jacoby: true, beavers: false },
    });
  });

  it('the worker edge refuses malformed requests and levels of the wrong game', () => {
    const valid = move(start, [3, 1], 'casual');
    expect(isComputerRequest(valid)).toBe(true);
    expect(isComputerRequest({ kind: 'move' })).toBe(false);
    expect(isComputerRequest(null)).toBe(false);
    expect(isComputerRequest({ ...valid, level: 2 })).toBe(false);
    expect(isComputerRequest({ ...valid, level: 'grandmaster' })).toBe(false);
    expect(isComputerRequest({ ...valid, seed: undefined })).toBe(false);
    expect(isComputerRequest({ ...valid, context: { ...MONEY, owner: 'me' } })).toBe(false);
    expect(isComputerRequest({ ...valid, protocol: 1 })).toBe(false);
    const shatra = { ...envelope, kind: 'move', game: 'shatra', position: '', history: [] };
    expect(isComputerRequest({ ...shatra, level: 2 })).toBe(true);
    expect(isComputerRequest({ ...shatra, level: 'casual' })).toBe(false);
  });
});
