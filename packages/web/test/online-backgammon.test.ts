// The pure parts of the online backgammon table: who acts from this page, the board's side, the
// score board's labels, which event's sounds to make (and the sounds themselves, shared with the
// local page), what a refusal says, and the table view's public part.
import {
  apply,
  type BackgammonTable,
  type BackgammonView,
  type TableEvent,
  view,
} from '@ludus/session';
import { describe, expect, it } from 'vitest';
import {
  intentBetween,
  onlineSeatToAct,
  ownSide,
  refusalText,
  seatLabelsOf,
} from '../src/backgammon/online';
import { matchViewOf } from '../src/backgammon/session';
import { soundsOf } from '../src/backgammon/sounds';
import { playOn, startFriendTable } from './helpers/bg-table';

/** A stand-in for `t`: the key and its options, so that a test sees what was asked for. */
function t(key: string, options?: Record<string, unknown>): string {
  return options ? `${key} ${JSON.stringify(options)}` : key;
}

function step(table: BackgammonTable, seat: 'white' | 'black', intent: object): BackgammonTable {
  const applied = apply(table, seat, intent as never);
  if (!applied.ok) throw new Error(applied.message);
  return applied.value.table as BackgammonTable;
}

describe('the seat an online page acts for', () => {
  it('is the player’s own seat while it is to act and the game is on', () => {
    expect(onlineSeatToAct('black', ['black'], 'playing')).toBe('black');
    expect(onlineSeatToAct('white', ['white', 'black'], 'playing')).toBe('white');
    expect(onlineSeatToAct('black', ['white', 'black'], 'playing')).toBe('black');
  });

  it('is none when the other seat is to act, before the other seat is taken, or at the end', () => {
    expect(onlineSeatToAct('black', ['white'], 'playing')).toBeNull();
    expect(onlineSeatToAct('white', ['white', 'black'], 'open')).toBeNull();
    expect(onlineSeatToAct('white', [], 'finished')).toBeNull();
    expect(onlineSeatToAct('white', ['white'], null)).toBeNull();
  });

  it('is none for a spectator, whoever is to act', () => {
    expect(onlineSeatToAct(null, ['white', 'black'], 'playing')).toBeNull();
  });
});

describe('the board and the score board of an online table', () => {
  it('shows the board from the player’s own side, a spectator from white’s', () => {
    expect(ownSide('black')).toBe('black');
    expect(ownSide('white')).toBe('white');
    expect(ownSide(null)).toBe('white');
  });

  it('labels each colour with its player, this player as “you”, a free seat as free', () => {
    const labels = seatLabelsOf({ white: 'Aigerim', black: null }, 'white', t);
    expect(labels.white).toBe('online.seatedYou {"colour":"colour.white","name":"Aigerim"}');
    expect(labels.black).toBe('online.freeSeat {"colour":"colour.black"}');
    const watched = seatLabelsOf({ white: 'Aigerim', black: 'Bolat' }, null, t);
    expect(watched.black).toBe('online.seated {"colour":"colour.black","name":"Bolat"}');
  });
});

describe('the events whose sounds an online page makes', () => {
  const events: TableEvent[] = [
    { seq: 4, seat: 'white', intent: { kind: 'roll' }, dice: [3, 1] },
    { seq: 5, seat: 'white', intent: { kind: 'double' }, dice: [] },
    { seq: 6, seat: 'black', intent: { kind: 'take' }, dice: [] },
  ];

  it('takes the last event received between the view before and the view now', () => {
    expect(intentBetween(events, 3, 6)).toEqual({ kind: 'take' });
    expect(intentBetween(events, 3, 5)).toEqual({ kind: 'double' });
    expect(intentBetween(events, 3, 4)).toEqual({ kind: 'roll' });
  });

  it('makes none for a jump the page did not see the events of', () => {
    expect(intentBetween(events, 6, 9)).toBeUndefined();
    expect(intentBetween([], 0, 2)).toBeUndefined();
  });
});

describe('the sounds of an accepted intent (local and online alike)', () => {
  it('rolls dice, moves, and ends a game', () => {
    const start = startFriendTable(5);
    const rolled = step(start, 'white', { kind: 'roll' });
    expect(soundsOf({ kind: 'roll' }, start.state.match, rolled.state.match)).toEqual(['dice']);
    const mover = view(rolled, 'spectator').toAct[0] ?? 'white';
    const legal = (view(rolled, mover) as BackgammonView).legal;
    const move = legal.find((intent) => intent.kind === 'move');
    if (!move) throw new Error('no move after the opening roll');
    const moved = step(rolled, mover, move);
    expect(soundsOf(move, rolled.state.match, moved.state.match)).toEqual(['move']);
    const finished = playOn(start, 1000);
    const before = finished.state.match;
    // The last accepted intent of a finished 1-point match ended it.
    const last = finished.events.at(-1)?.intent;
    const almost = playOn(start, finished.events.length - 1);
    const sounds = soundsOf(last as never, almost.state.match, before);
    expect(sounds).toContain('end');
  });

  it('says nothing for an intent that changes no checker and ends nothing', () => {
    const start = startFriendTable(5);
    expect(soundsOf({ kind: 'take' }, start.state.match, start.state.match)).toEqual([]);
  });
});

describe('a refused intent', () => {
  it('says why, in the page’s words around the server’s reason', () => {
    const sent = { ok: false, error: 'illegal', message: 'not-now: roll first' } as const;
    expect(refusalText(sent, t)).toBe('messages.refused {"reason":"not-now: roll first"}');
  });

  it('says nothing when accepted, or when the table had moved on (a fresh view follows)', () => {
    expect(refusalText({ ok: true }, t)).toBeNull();
    expect(refusalText({ ok: false, error: 'stale', message: 'at event 1' }, t)).toBeNull();
  });
});

describe('the public part of a table view', () => {
  it('is the same for every viewer: game, match, results seen, last event', () => {
    const table = playOn(startFriendTable(9), 6);
    const white = matchViewOf(view(table, 'white') as never);
    expect(white).toEqual(matchViewOf(view(table, 'spectator') as never));
    expect(white.variant).toBe('backgammon');
    expect(white.seq).toBe(6);
    expect(white.match).toEqual(table.state.match);
  });
});
