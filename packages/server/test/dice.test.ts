// The server's side of the verifiable dice (games/dice.ts), without a socket: a roll needs its
// nonce, a roll that was never saved is forgotten (the next nonce rolls it), a stored game's
// nonces come back one per roll, and older games keep their seeded dice.
import { deriveRoll } from '@ludus/fair-dice';
import { createTable, type Table, type TableSpec } from '@ludus/session';
import { describe, expect, it } from 'vitest';
import {
  applyDrawing,
  forgetUnsaved,
  GameDice,
  gameDiceOf,
  newGameDice,
  storedGameDice,
} from '../src/games/dice';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const SPEC: TableSpec = {
  game: 'backgammon',
  matchLength: 1,
  seats: { white: { kind: 'human' }, black: { kind: 'human' } },
};
const CONTEXT = { gameId: 'Gm7xQ2pLk9aZ', whiteSeed: 'wS3dQ9vK1mZx', blackSeed: 'bT7nR2yH5cLp' };

function table(): Table {
  const dice = new GameDice(SEED, CONTEXT.gameId, {
    white: CONTEXT.whiteSeed,
    black: CONTEXT.blackSeed,
  });
  const made = createTable(SPEC, dice);
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

const derived = (roll: number, nonce: string) => [...deriveRoll(SEED, { ...CONTEXT, roll, nonce })];

describe('applyDrawing', () => {
  it('refuses a roll without a nonce, and draws nothing', () => {
    const fresh = table();
    const refused = applyDrawing(fresh, 'white', { kind: 'roll' }, undefined);
    expect(refused).toMatchObject({ ok: false, error: 'needs-nonce' });
    expect(gameDiceOf(fresh)?.record().nonces).toEqual([]);
  });

  it('rolls with the nonce given, and keeps it only for an intent that drew dice', () => {
    const fresh = table();
    const rolled = applyDrawing(fresh, 'black', { kind: 'roll' }, 'nonce74');
    if (!rolled.ok) throw new Error(rolled.message);
    expect(rolled.nonce).toBe('nonce74');
    const event = rolled.value.events[0];
    expect(event?.dice.slice(0, 2)).toEqual(derived(1, 'nonce74'));
    // Each further roll of a tied opening took the same nonce.
    const rolls = (event?.dice.length ?? 0) / 2;
    expect(gameDiceOf(fresh)?.record().nonces).toEqual(Array(rolls).fill('nonce74'));
    const resign = applyDrawing(
      rolled.value.table,
      'white',
      { kind: 'resign', level: 'single' },
      'x',
    );
    expect(resign.ok && resign.nonce).toBeNull();
  });

  it('forgets the rolls of an intent that was not saved: the next nonce draws them', () => {
    const fresh = table();
    const lost = applyDrawing(fresh, 'white', { kind: 'roll' }, 'lost');
    expect(lost.ok).toBe(true);
    forgetUnsaved(fresh);
    expect(gameDiceOf(fresh)?.record().nonces).toEqual([]);
    const kept = applyDrawing(fresh, 'white', { kind: 'roll' }, 'kept');
    if (!kept.ok) throw new Error(kept.message);
    expect(kept.value.events[0]?.dice.slice(0, 2)).toEqual(derived(1, 'kept'));
  });
});

describe('a stored game’s dice', () => {
  it('a 64-hex seed: fair dice with one nonce per roll, an event of several rolls repeating its own', () => {
    const events = [
      { dice: [3, 3, 4, 1], nonce: 'tie' },
      { dice: [], nonce: null },
      { dice: [6, 2], nonce: 'second' },
    ];
    const seeds = { white: CONTEXT.whiteSeed, black: CONTEXT.blackSeed };
    const dice = storedGameDice({ seed: SEED, gameId: CONTEXT.gameId, seeds, events });
    expect(dice).toBeInstanceOf(GameDice);
    expect((dice as GameDice).record().nonces).toEqual(['tie', 'tie', 'second']);
    // The stored rolls are drawn without a nonce being given; the next one is not.
    expect(dice?.die(5)).toBe(derived(3, 'second')[1]);
    expect(() => dice?.die(6)).toThrow(/roll 4/);
  });

  it('a roll stored without its nonce, or a malformed seed: not rebuilt', () => {
    const seeds = { white: 'w', black: 'b' };
    const events = [{ dice: [5, 2], nonce: null }];
    expect(storedGameDice({ seed: SEED, gameId: 'g', seeds, events })).toBeUndefined();
    const bad = { white: 'a:b', black: 'b' };
    const fine = [{ dice: [5, 2], nonce: 'n' }];
    expect(storedGameDice({ seed: SEED, gameId: 'g', seeds: bad, events: fine })).toBeUndefined();
  });

  it('a numeric seed (a game from before the verifiable dice): the seeded dice, as before', () => {
    const dice = storedGameDice({
      seed: '12345',
      gameId: 'g',
      seeds: { white: null, black: null },
      events: [],
    });
    expect(dice).not.toBeInstanceOf(GameDice);
    expect(dice?.die(0)).toBeGreaterThanOrEqual(1);
  });

  it('a new game: fair dice for backgammon and tryktrak, a secret hex seed; Shatra as before', () => {
    const made = newGameDice(SPEC, 'abc', { white: 'w' });
    expect(made.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(made.dice).toBeInstanceOf(GameDice);
    const shatra = newGameDice({ game: 'shatra', seats: SPEC.seats }, 'abc', {});
    expect(shatra.seed).toMatch(/^\d+$/);
    expect(shatra.dice).not.toBeInstanceOf(GameDice);
  });
});
