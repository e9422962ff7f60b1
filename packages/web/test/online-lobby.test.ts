// The lobby's, sign-in panel's and history page's pure parts, the header's remembered player,
// and the hand-over of a finished game's record to a local page.
import { CreateGameRequestSchema, checked } from '@ludus/protocol';
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { handOverRecord, takeHandedRecord } from '../src/handover';
import { followConnection, knownPlayer, parseKnownPlayer } from '../src/online/account';
import { readResult } from '../src/online/history';
import {
  type CreateChoices,
  createRequest,
  DEFAULT_CHOICES,
  matchLabel,
  tableAction,
} from '../src/online/lobby';
import { checkSignIn, refusalKey } from '../src/online/sign-in';

describe('sign-in checks', () => {
  it('a guest needs only a name, sent without spaces at either end', () => {
    expect(checkSignIn('guest', '  Aigerim ', '')).toEqual({
      ok: true,
      name: 'Aigerim',
      password: '',
    });
  });

  it.each([
    ['', 'nameMissing'],
    ['   ', 'nameMissing'],
    ['x'.repeat(41), 'nameTooLong'],
    ['Ai\u202egerim', 'nameInvalid'],
    ['two\nlines', 'nameInvalid'],
  ])('name %j: %s', (name, problem) => {
    expect(checkSignIn('register', name, 'long enough')).toEqual({
      ok: false,
      field: 'name',
      problem,
    });
  });

  it('a password of 8 to 200 characters, for logging in and registering alike', () => {
    for (const mode of ['login', 'register'] as const) {
      expect(checkSignIn(mode, 'Bolat', 'short')).toMatchObject({ problem: 'passwordShort' });
      expect(checkSignIn(mode, 'Bolat', 'p'.repeat(201))).toMatchObject({
        problem: 'passwordLong',
      });
      expect(checkSignIn(mode, 'Bolat', ' 8 chars')).toEqual({
        ok: true,
        name: 'Bolat',
        password: ' 8 chars',
      });
    }
  });

  it('every refusal has its own message; an unknown code the general one', () => {
    expect(refusalKey('name-taken')).toBe('account.errors.name-taken');
    expect(refusalKey('seat-taken')).toBe('account.errors.seat-taken');
    expect(refusalKey('offline')).toBe('account.errors.offline');
    expect(refusalKey('new-in-v2')).toBe('account.errors.other');
  });
});

describe('a new online game', () => {
  const choices = (changes: Partial<CreateChoices>): CreateChoices => ({
    ...DEFAULT_CHOICES,
    ...changes,
  });

  it('backgammon money play carries the Jacoby rule and beavers; a match does not', () => {
    expect(createRequest(choices({ matchLength: 0, jacoby: true, beavers: false }))).toEqual({
      game: 'backgammon',
      matchLength: 0,
      jacoby: true,
      beavers: false,
      seat: 'white',
      visibility: 'open',
    });
    expect(createRequest(choices({ matchLength: 7, jacoby: true }))).toEqual({
      game: 'backgammon',
      matchLength: 7,
      seat: 'white',
      visibility: 'open',
    });
  });

  it('a tryktrak series has no money options; a Shatra game no length', () => {
    expect(createRequest(choices({ game: 'tryktrak', matchLength: 0, jacoby: true }))).toEqual({
      game: 'tryktrak',
      matchLength: 0,
      seat: 'white',
      visibility: 'open',
    });
    expect(
      createRequest(
        choices({ game: 'shatra', matchLength: 5, seat: 'black', visibility: 'invite' }),
      ),
    ).toEqual({ game: 'shatra', seat: 'black', visibility: 'invite' });
  });

  it('every request the form can make is one the server takes', () => {
    for (const game of ['backgammon', 'tryktrak', 'shatra'] as const) {
      for (const matchLength of [-3, 0, 1, 25, 40]) {
        const request = createRequest(choices({ game, matchLength, jacoby: true, beavers: true }));
        expect(checked(CreateGameRequestSchema, request).ok, JSON.stringify(request)).toBe(true);
      }
    }
  });

  it('a table’s length reads as points, money play, a series or one Shatra game', () => {
    expect(matchLabel('backgammon', 5)).toEqual({ key: 'lobby.length.points', count: 5 });
    expect(matchLabel('backgammon', 0)).toEqual({ key: 'lobby.length.money', count: 0 });
    expect(matchLabel('tryktrak', 0)).toEqual({ key: 'lobby.length.series', count: 0 });
    expect(matchLabel('shatra', 0).key).toBe('lobby.length.shatra');
  });
});

describe('what a player may do at a listed table', () => {
  const table = (white: string | null, black: string | null) => ({
    table: 't1',
    game: 'backgammon' as const,
    matchLength: 3,
    seats: { white, black },
    spectators: 0,
  });

  it('take a free seat, return to one’s own, watch a full table; a visitor signs in first', () => {
    expect(tableAction(table('Aigerim', null), 'Bolat')).toBe('take');
    expect(tableAction(table(null, 'Aigerim'), 'Aigerim')).toBe('return');
    expect(tableAction(table('Aigerim', 'Bolat'), 'Chen')).toBe('watch');
    expect(tableAction(table('Aigerim', 'Bolat'), null)).toBe('watch');
    expect(tableAction(table('Aigerim', null), null)).toBe('sign-in');
  });
});

describe('a finished game’s result', () => {
  it('a match: its winner and score', () => {
    const result = { game: 'tryktrak', winner: 'black', score: { white: 2, black: 5 } };
    expect(readResult('tryktrak', result)).toEqual({
      kind: 'match',
      winner: 'black',
      white: 2,
      black: 5,
    });
  });

  it('a Shatra game: a win and its reason, or a draw and its reason', () => {
    const win = { kind: 'win', winner: 'white', reason: 'biy-captured' };
    expect(readResult('shatra', { game: 'shatra', outcome: win })).toEqual(win);
    const draw = { kind: 'draw', reason: 'repetition' };
    expect(readResult('shatra', { game: 'shatra', outcome: draw })).toEqual(draw);
  });

  it.each([
    null,
    'white',
    { game: 'backgammon', winner: 'white', score: { white: 1 } },
    { game: 'backgammon', winner: 'grey', score: { white: 1, black: 0 } },
    { game: 'shatra', outcome: { kind: 'win', winner: 'white', reason: 'magic' } },
    { game: 'shatra', outcome: { kind: 'draw', reason: 'boredom' } },
  ])('%j is not a result this page can read', (result) => {
    const game = (result as { game?: 'shatra' } | null)?.game ?? 'backgammon';
    expect(readResult(game, result)).toBeNull();
  });

  it('a result of another game than the listed one is not read', () => {
    const result = { game: 'backgammon', winner: 'white', score: { white: 1, black: 0 } };
    expect(readResult('tryktrak', result)).toBeNull();
  });
});

describe('the header’s remembered player', () => {
  it('reads only a well-formed player', () => {
    expect(parseKnownPlayer('{"name":"Aigerim","guest":false}')).toEqual({
      name: 'Aigerim',
      guest: false,
    });
    for (const text of [null, '', '{', 'null', '{"name":""}', '{"name":"A","guest":"no"}']) {
      expect(parseKnownPlayer(text), String(text)).toBeNull();
    }
  });

  it('follows each welcome of the connection, not the moments before one', () => {
    const me = signal<{ name: string; guest: boolean } | null>(null);
    const welcomed = signal(false);
    knownPlayer.value = { name: 'Remembered', guest: true };
    const stop = followConnection({ me, welcomed });
    expect(knownPlayer.value?.name).toBe('Remembered');
    me.value = { name: 'Bolat', guest: false };
    welcomed.value = true;
    expect(knownPlayer.value).toEqual({ name: 'Bolat', guest: false });
    me.value = null;
    expect(knownPlayer.value).toBeNull();
    stop();
    me.value = { name: 'Later', guest: true };
    expect(knownPlayer.value).toBeNull();
  });
});

describe('the record hand-over', () => {
  it('is taken once, by the page of its game only', () => {
    handOverRecord({ game: 'tryktrak', text: ' 1 point match' });
    expect(takeHandedRecord('backgammon')).toBeNull();
    expect(takeHandedRecord('tryktrak')).toBe(' 1 point match');
    expect(takeHandedRecord('tryktrak')).toBeNull();
  });
});
