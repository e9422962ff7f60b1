import { apply, type BackgammonTable, view } from '@ludus/session';
import { describe, expect, it } from 'vitest';
import { boardPicture, moverToTarget, targetToMover } from '../src/backgammon/boardModel';
import { importText } from '../src/backgammon/interchange';
import { readFirstFormat } from '../src/backgammon/legacy-save';
import { readSaved } from '../src/backgammon/persistence';
import {
  lastPlay,
  lostTurn,
  playNotation,
  refusedResignation,
  typedNotation,
} from '../src/backgammon/record';
import { legalPlays, makePlay, startPosition } from '../src/backgammon/rules';
import {
  actor,
  newGameSpec,
  restoreTable,
  type SavedSession,
  savedOf,
  sessionInProgress,
  sessionOf,
  startTable,
  tableSpecOf,
  unseenResult,
} from '../src/backgammon/session';
import { parseRecord, type RecordFormat } from '../src/storage';
import { friendSpec, playOn, startFriendTable } from './helpers/bg-table';

function shown(table: BackgammonTable) {
  return sessionOf(friendSpec(0), view(table, 'spectator') as never);
}

describe('a saved game', () => {
  it('comes back identical by replaying its log with the seed', () => {
    const played = playOn(startFriendTable(11), 40);
    const saved = JSON.parse(JSON.stringify(savedOf(friendSpec(11), played)));
    const read = readSaved(saved);
    if (!read.ok) throw new Error(read.message);
    expect(read.value.log).toHaveLength(40);
    const restored = restoreTable(read.value.spec, read.value.log);
    if (!restored.ok) throw new Error(restored.message);
    expect(restored.value.state).toEqual(played.state);
  });

  it('shows a finished game’s result until acknowledged with next-game', () => {
    const finished = playOn(startFriendTable(5), 1000);
    const session = shown(finished);
    expect(unseenResult(session)?.state.phase.kind).toBe('over');
    expect(finished.state.match.winner).not.toBeNull();
    expect(actor(session, view(finished, 'spectator').toAct)).toBeNull();
  });

  it('counts a match as in progress from its first intent until it is won', () => {
    const fresh = startFriendTable(5);
    expect(sessionInProgress(shown(fresh))).toBe(false);
    expect(sessionInProgress(shown(playOn(fresh, 1)))).toBe(true);
    expect(sessionInProgress(shown(playOn(fresh, 1000)))).toBe(false);
  });

  it('refuses an illegal intent and stays as it was', () => {
    const rolled = playOn(startFriendTable(3), 1);
    const refused = apply(rolled, 'white', { kind: 'take' });
    expect(refused.ok).toBe(false);
    expect(rolled.events.map((e) => e.intent)).toEqual([{ kind: 'roll' }]);
  });

  it('refuses a tampered save with a message naming the entry', () => {
    const played = playOn(startFriendTable(11), 6);
    const saved = JSON.parse(JSON.stringify(savedOf(friendSpec(11), played)));
    const firstMove = saved.log.findIndex(
      (e: { intent: { kind: string } }) => e.intent.kind === 'move',
    );
    // Steps no roll allows (from the empty 3 point).
    saved.log[firstMove].intent.steps = [{ from: 3, to: 1 }];
    expect(readSaved(saved)).toEqual({
      ok: false,
      message: expect.stringMatching(new RegExp(`^entry ${firstMove + 1}`)),
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
        log: [7],
      },
      'no move list',
    ],
    [
      {
        spec: { variant: 'backgammon', matchLength: 0, opponent: { kind: 'friend' }, seed: 1 },
        log: [{ seat: 'white', intent: { kind: 'fly' } }],
      },
      expect.stringMatching(/^entry 1: /),
    ],
    [
      {
        spec: { variant: 'backgammon', matchLength: 0, opponent: { kind: 'friend' }, seed: 1 },
        log: [{ seat: 'spectator', intent: { kind: 'roll' } }],
      },
      expect.stringMatching(/^entry 1: /),
    ],
  ])('a malformed save %j is refused: %s', (data, message) => {
    expect(readSaved(data)).toEqual({ ok: false, message });
  });
});

describe('money options', () => {
  it('a saved game keeps the Jacoby rule and beavers, and its table plays by them', () => {
    const spec = { ...friendSpec(9, 0), jacoby: true, beavers: true };
    const started = startTable(spec);
    if (!started.ok) throw new Error(started.message);
    const played = playOn(started.value, 6);
    const read = readSaved(JSON.parse(JSON.stringify(savedOf(spec, played))));
    if (!read.ok) throw new Error(read.message);
    expect(read.value.spec).toMatchObject({ jacoby: true, beavers: true });
    const restored = restoreTable(read.value.spec, read.value.log);
    if (!restored.ok) throw new Error(restored.message);
    expect(restored.value.state.match.rules).toMatchObject({ jacoby: true, beavers: true });
  });

  it('are money play’s only: a match or tryktrak leaves them off', () => {
    const money = { ...friendSpec(9, 0), jacoby: true, beavers: true };
    expect(newGameSpec(money, { matchLength: 5 })).not.toHaveProperty('jacoby');
    const tryktrak = newGameSpec(money, { variant: 'tryktrak' });
    expect(tableSpecOf(tryktrak)).not.toHaveProperty('beavers');
    expect(tableSpecOf(money)).toMatchObject({ jacoby: true, beavers: true });
  });
});

describe('a new game', () => {
  it('after a pasted Position ID starts the chosen match from the start position', async () => {
    const chosen = friendSpec(5, 5);
    const imported = await importText('AwAAAOD/AwAAAA', chosen);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.value.spec).toMatchObject({
      matchLength: 0,
      startPositionId: 'AwAAAOD/AwAAAA',
    });
    const fresh = newGameSpec(chosen, { seed: 6 });
    expect(fresh).toEqual({ ...chosen, seed: 6 });
    const table = startTable(fresh);
    if (!table.ok) throw new Error(table.message);
    expect(table.value.state.match.rules.length).toBe(5);
    expect(table.value.state.match.current.state.position).toEqual(startPosition('backgammon'));
  });
});

describe('a save of the first format (the rules’ actions)', () => {
  it('loads as the same game, its finished games seen as they were', () => {
    const spec = { ...friendSpec(5), matchLength: 3 };
    const first = readFirstFormat({ spec, actions: [{ kind: 'roll' }], seenGames: 0 });
    if (!first.ok) throw new Error(first.message);
    expect(first.value.log).toEqual([{ seat: 'white', intent: { kind: 'roll' } }]);
    const table = restoreTable(first.value.spec, first.value.log);
    if (!table.ok) throw new Error(table.message);
    expect(table.value.state.match.current.state.phase.kind).not.toBe('opening');
  });

  it('reads a move saved as typed notation against its roll', () => {
    const spec = { ...friendSpec(5), matchLength: 0, scriptedDice: [6, 1] };
    const actions = [{ kind: 'roll' }, { kind: 'move', play: '13/7 8/7' }];
    const first = readFirstFormat({ spec, actions, seenGames: 0 });
    if (!first.ok) throw new Error(first.message);
    expect(first.value.log[1]).toEqual({
      seat: 'white',
      intent: {
        kind: 'move',
        steps: [
          { from: 13, to: 7 },
          { from: 8, to: 7 },
        ],
      },
    });
    const wrong = [{ kind: 'roll' }, { kind: 'move', play: '24/18 13/11' }];
    expect(readFirstFormat({ spec, actions: wrong, seenGames: 0 })).toEqual({
      ok: false,
      message: expect.stringMatching(/^action 2: /),
    });
  });

  it.each([
    [1, 'beginner'],
    [2, 'casual'],
    [3, 'intermediate'],
    ['world-class', 'world-class'],
  ])('with computer level %j loads at the engine level %s', (level, expected) => {
    const spec = {
      variant: 'tryktrak',
      matchLength: 0,
      opponent: { kind: 'computer', level },
      seed: 3,
    };
    const read = readFirstFormat({ spec, actions: [{ kind: 'roll' }], seenGames: 0 });
    if (!read.ok) throw new Error(read.message);
    expect(read.value.spec.opponent).toEqual({ kind: 'computer', level: expected });
    expect(read.value.log).toEqual([{ seat: 'white', intent: { kind: 'roll' } }]);
  });

  it.each([0, 4, 'grandmaster', null])('with computer level %j is refused', (level) => {
    const spec = {
      variant: 'backgammon',
      matchLength: 0,
      opponent: { kind: 'computer', level },
      seed: 3,
    };
    expect(readFirstFormat({ spec, actions: [], seenGames: 0 })).toEqual({
      ok: false,
      message: 'unknown opponent',
    });
  });

  it.each([
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
    [{ spec: 7 }, 'no game settings'],
  ])('malformed %j → %s', (data, message) => {
    expect(readFirstFormat(data)).toEqual({ ok: false, message });
  });
});

describe('the storage envelope', () => {
  it('reports bad JSON, an unknown version and bad data, and reads format 1 and 2', () => {
    const format: RecordFormat<SavedSession> = {
      key: 'k',
      version: 2,
      validate: readSaved,
      older: { 1: readFirstFormat },
    };
    expect(parseRecord(format, null)).toEqual({ kind: 'empty' });
    expect(parseRecord(format, '{oops')).toEqual({
      kind: 'corrupt',
      message: 'the saved data is not valid JSON',
    });
    expect(parseRecord(format, '{"v":3,"data":{}}')).toEqual({
      kind: 'corrupt',
      message: 'saved format 3, expected 2',
    });
    expect(parseRecord(format, '[1]')).toEqual({
      kind: 'corrupt',
      message: 'the saved data has no version',
    });
    const good = JSON.stringify({
      v: 2,
      data: savedOf(friendSpec(2), playOn(startFriendTable(2), 3)),
    });
    expect(parseRecord(format, good).kind).toBe('ok');
    const old = JSON.stringify({ v: 1, data: { spec: friendSpec(2), actions: [], seenGames: 0 } });
    expect(parseRecord(format, old).kind).toBe('ok');
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
    const state = startFriendTable(1).state.match.current.state;
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
    expect(lostTurn(startFriendTable(1).state.match.current.state)).toBeNull();
  });

  it('names who refused a resignation while that is the last event', () => {
    const start = playOn(startFriendTable(1), 2);
    const turn = start.state.match.current.state.turn;
    const other = turn === 'white' ? 'black' : 'white';
    const offered = apply(start, turn, { kind: 'resign', level: 'single' });
    if (!offered.ok) throw new Error(offered.message);
    const table = offered.value.table as BackgammonTable;
    expect(refusedResignation(table.state.match.current.state)).toBeNull();
    const refused = apply(table, other, { kind: 'reject-resignation' });
    if (!refused.ok) throw new Error(refused.message);
    const after = refused.value.table as BackgammonTable;
    expect(refusedResignation(after.state.match.current.state)).toBe(other);
    // Gone with the next action: a roll records no event, but brings dice the offer lacked.
    const rolled = playOn(after, 1);
    expect(refusedResignation(rolled.state.match.current.state)).toBeNull();
    // Offered after the roll and refused: shown while the same dice wait to be played.
    const again = apply(rolled, turn, { kind: 'resign', level: 'single' });
    if (!again.ok) throw new Error(again.message);
    const refusedAgain = apply(again.value.table as BackgammonTable, other, {
      kind: 'reject-resignation',
    });
    if (!refusedAgain.ok) throw new Error(refusedAgain.message);
    const moving = (refusedAgain.value.table as BackgammonTable).state.match.current.state;
    expect(refusedResignation(moving)).toBe(other);
  });
});
