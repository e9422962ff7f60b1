import { describe, expect, it } from 'vitest';
import { boardPicture, moverToTarget, targetToMover } from '../src/backgammon/boardModel';
import { lastPlay, lostTurn, playNotation, typedNotation } from '../src/backgammon/record';
import { legalPlays, makePlay, startPosition } from '../src/backgammon/rules';
import {
  acknowledgeResult,
  actor,
  applyAction,
  restoreSession,
  type Session,
  savedOf,
  startSession,
  unseenResult,
} from '../src/backgammon/session';
import { parseRecord, type RecordFormat } from '../src/storage';

function session(seed: number, matchLength = 1): Session {
  const started = startSession({
    variant: 'backgammon',
    matchLength,
    opponent: { kind: 'friend' },
    seed,
  });
  if (!started.ok) throw new Error(started.message);
  return started.value;
}

function must(result: ReturnType<typeof applyAction>): Session {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** Plays the first legal play (or rolls) until the game ends or `limit` actions are made. */
function playOn(start: Session, limit: number): Session {
  let current = start;
  for (let i = 0; i < limit && !unseenResult(current); i++) {
    const { phase } = current.match.current.state;
    if (phase.kind === 'moving') {
      const play = legalPlays(current.match.current.state.position, phase.dice)[0];
      if (!play) throw new Error('moving phase without a play');
      current = must(applyAction(current, { kind: 'move', play }));
    } else {
      current = must(applyAction(current, { kind: 'roll' }));
    }
  }
  return current;
}

describe('session', () => {
  it('a saved session comes back identical by replaying its actions with the seed', () => {
    const played = playOn(session(11), 40);
    const restored = restoreSession(JSON.parse(JSON.stringify(savedOf(played))));
    expect(restored.ok).toBe(true);
    if (restored.ok) {
      expect(restored.value.match).toEqual(played.match);
      expect(restored.value.actions).toHaveLength(40);
    }
  });

  it('a game played to its end shows its result until acknowledged', () => {
    const finished = playOn(session(5, 1), 1000);
    const result = unseenResult(finished);
    expect(result?.state.phase.kind).toBe('over');
    expect(finished.match.winner).not.toBeNull();
    expect(actor(finished)).toBeNull();
    expect(unseenResult(acknowledgeResult(finished))).toBeNull();
  });

  it('an illegal action is refused and the session stays as it was', () => {
    const rolled = must(applyAction(session(3), { kind: 'roll' }));
    const refused = applyAction(rolled, { kind: 'take' });
    expect(refused.ok).toBe(false);
    expect(rolled.actions).toEqual([{ kind: 'roll' }]);
  });

  it('a tampered save is refused with a message naming the action', () => {
    const played = playOn(session(11), 6);
    const saved = JSON.parse(JSON.stringify(savedOf(played)));
    const firstMove = saved.actions.findIndex((a: { kind: string }) => a.kind === 'move');
    // Steps no roll allows (from the empty 3 point) and a resulting position no play reaches.
    saved.actions[firstMove].play.steps = [{ from: 3, to: 1, hit: false }];
    saved.actions[firstMove].play.after.player[0] = 15;
    const restored = restoreSession(saved);
    expect(restored).toEqual({
      ok: false,
      message: expect.stringMatching(new RegExp(`^action ${firstMove + 1}`)),
    });
  });

  it.each([
    [1, 'beginner'],
    [2, 'casual'],
    [3, 'intermediate'],
    ['world-class', 'world-class'],
  ])('a save with computer level %j loads at the engine level %s', (level, expected) => {
    const spec = {
      variant: 'tryktrak',
      matchLength: 0,
      opponent: { kind: 'computer', level },
      seed: 3,
    };
    const restored = restoreSession({ spec, actions: [{ kind: 'roll' }], seenGames: 0 });
    if (!restored.ok) throw new Error(restored.message);
    expect(restored.value.spec.opponent).toEqual({ kind: 'computer', level: expected });
    expect(restored.value.actions).toEqual([{ kind: 'roll' }]);
  });

  it.each([0, 4, 'grandmaster', null])('a save with computer level %j is refused', (level) => {
    const spec = {
      variant: 'backgammon',
      matchLength: 0,
      opponent: { kind: 'computer', level },
      seed: 3,
    };
    expect(restoreSession({ spec, actions: [], seenGames: 0 })).toEqual({
      ok: false,
      message: 'unknown opponent',
    });
  });

  it.each([
    [null, 'no saved game'],
    [
      { spec: { variant: 'chess', matchLength: 0, opponent: { kind: 'friend' }, seed: 1 } },
      'unknown game variant',
    ],
    [
      { spec: { variant: 'backgammon', matchLength: 99, opponent: { kind: 'friend' }, seed: 1 } },
      'bad match length',
    ],
    [
      { spec: { variant: 'backgammon', matchLength: 0, opponent: { kind: 'x' }, seed: 1 } },
      'unknown opponent',
    ],
    [
      { spec: { variant: 'backgammon', matchLength: 0, opponent: { kind: 'friend' }, seed: 1 } },
      'no move list',
    ],
    [
      {
        spec: { variant: 'backgammon', matchLength: 0, opponent: { kind: 'friend' }, seed: 1 },
        actions: [{ kind: 'fly' }],
      },
      'action 1 is malformed',
    ],
  ])('malformed save %j → %s', (data, message) => {
    expect(restoreSession(data)).toEqual({ ok: false, message });
  });

  it('storage envelope: bad JSON, wrong version and bad data are reported, not thrown', () => {
    const format: RecordFormat<Session> = { key: 'k', version: 1, validate: restoreSession };
    expect(parseRecord(format, null)).toEqual({ kind: 'empty' });
    expect(parseRecord(format, '{oops')).toEqual({
      kind: 'corrupt',
      message: 'the saved data is not valid JSON',
    });
    expect(parseRecord(format, '{"v":2,"data":{}}')).toEqual({
      kind: 'corrupt',
      message: 'saved format 2, expected 1',
    });
    expect(parseRecord(format, '[1]')).toEqual({
      kind: 'corrupt',
      message: 'the saved data has no version',
    });
    const good = JSON.stringify({ v: 1, data: savedOf(playOn(session(2), 3)) });
    expect(parseRecord(format, good).kind).toBe('ok');
  });
});

describe('board picture and targets', () => {
  it('draws the start position from either side with the right owners', () => {
    const picture = boardPicture(startPosition('backgammon'), 'white', 'white');
    const at = (p: number) => picture.points[p - 1];
    expect(at(24)).toEqual({ point: 24, owner: 'white', count: 2 });
    expect(at(6)).toEqual({ point: 6, owner: 'white', count: 5 });
    expect(at(1)).toEqual({ point: 1, owner: 'black', count: 2 });
    expect(at(19)).toEqual({ point: 19, owner: 'black', count: 5 });
    const flipped = boardPicture(startPosition('backgammon'), 'white', 'black');
    expect(flipped.points[0]).toEqual({ point: 1, owner: 'white', count: 2 });
    expect(flipped.off).toEqual({ white: 0, black: 0 });
  });

  it('maps mover points to the viewer frame and back', () => {
    expect(moverToTarget(24, 'black', 'white')).toEqual({ kind: 'point', point: 1 });
    expect(moverToTarget(25, 'black', 'white')).toEqual({ kind: 'bar', viewerSide: false });
    expect(targetToMover({ kind: 'point', point: 1 }, 'black', 'white')).toBe(24);
    expect(targetToMover({ kind: 'tray', viewerSide: true }, 'white', 'white')).toBe(0);
    // The opponent's bar is not the mover's to click.
    expect(targetToMover({ kind: 'bar', viewerSide: false }, 'white', 'white')).toBeNull();
  });
});

describe('record', () => {
  it('writes tryktrak plays with the mover’s line names', () => {
    const play = legalPlays(startPosition('tryktrak'), [6, 5], 'tryktrak').find(
      (p) => makePlay(p.steps) === '24/13',
    );
    if (!play) throw new Error('no 24/13 play');
    // White's 24 is line I and its 13 is line XII.
    expect(playNotation(play, 'white', 'tryktrak')).toBe('I/XII');
    // Black's 24 is line 1 and its 13 is line 12.
    expect(playNotation(play, 'black', 'tryktrak')).toBe('1/12');
    expect(playNotation(play, 'white', 'backgammon')).toBe('24/13');
  });

  it('marks where the last play started and ended, not the points passed through', () => {
    const play = legalPlays(startPosition('backgammon'), [6, 5]).find(
      (p) => makePlay(p.steps) === '24/13',
    );
    if (!play) throw new Error('no 24/13 play');
    const state = session(1).match.current.state;
    const moved = {
      ...state,
      history: [{ kind: 'move' as const, colour: 'black' as const, dice: [6, 5] as const, play }],
    };
    expect(lastPlay(moved)).toEqual({ colour: 'black', from: [24], to: [13] });
    expect(lastPlay(state)).toBeNull();
  });

  it('reads typed tryktrak moves in the mover’s line names', () => {
    expect(typedNotation('I/XII 8/5', 'white', 'tryktrak')).toBe('24/13 8/5');
    expect(typedNotation('1/12', 'black', 'tryktrak')).toBe('24/13');
    expect(typedNotation('VIII/V(2)', 'black', 'tryktrak')).toBe('8/5(2)');
    expect(typedNotation('xii/7 bar/22*', 'white', 'tryktrak')).toBe('13/7 bar/22*');
    expect(typedNotation('24/18 13/11', 'white', 'backgammon')).toBe('24/18 13/11');
  });

  it('names a lost turn', () => {
    expect(lostTurn(session(1).match.current.state)).toBeNull();
  });
});
