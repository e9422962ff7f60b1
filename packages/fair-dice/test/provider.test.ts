// FairDice as the session table's dice provider: the roll numbering (two dice per roll, the
// opening's white die first), seeds fixed at the first roll, no roll without a nonce, and a
// game rebuilt from its stored log (intents and nonces) drawing the very same dice.
import { restore, save } from '@ludus/session';
import { describe, expect, it } from 'vitest';
import { deriveRoll, FairDice } from '../src/index';
import { playFairMatch, SERVER_SEED } from './play';

describe('FairDice', () => {
  it('draws roll r as dice 2r-2 and 2r-1', () => {
    const dice = new FairDice(SERVER_SEED, 'g', { white: 'w', black: 'b' });
    const drawn = dice.drawingWith('n1', () => [
      dice.die(0),
      dice.die(1),
      dice.die(2),
      dice.die(3),
    ]);
    const context = { gameId: 'g', whiteSeed: 'w', blackSeed: 'b', nonce: 'n1' };
    expect(drawn).toEqual([
      ...deriveRoll(SERVER_SEED, { ...context, roll: 1 }),
      ...deriveRoll(SERVER_SEED, { ...context, roll: 2 }),
    ]);
    expect(dice.nonces()).toEqual(['n1', 'n1']);
    // Asked again, outside any intent: the same dice.
    expect(dice.die(2)).toBe(drawn[2]);
  });

  it('draws no roll without both seeds or outside drawingWith', () => {
    const dice = new FairDice(SERVER_SEED, 'g', { white: 'w' });
    expect(dice.ready()).toBe(false);
    expect(() => dice.drawingWith('n', () => dice.die(0))).toThrow(/client seed/);
    dice.setClientSeed('black', 'b');
    expect(dice.ready()).toBe(true);
    expect(() => dice.die(0)).toThrow(/no nonce/);
    dice.drawingWith('n', () => dice.die(0));
    expect(() => dice.setClientSeed('white', 'late')).toThrow(/fixed/);
    expect(() => dice.drawingWith('bad nonce', () => 0)).toThrow(RangeError);
    expect(() => dice.setClientSeed('white', 'a:b')).toThrow(RangeError);
    expect(() => new FairDice(SERVER_SEED, 'g', {}, ['n'])).toThrow(/seeds/);
  });

  it('rebuilds a stored game with the same dice from its nonces', () => {
    const { table, dice } = playFairMatch({ matchLength: 3 }, 8);
    const record = dice.record();
    const seeds = { white: record.whiteSeed, black: record.blackSeed };
    const rebuilt = restore(
      save(table),
      new FairDice(SERVER_SEED, record.gameId, seeds, record.nonces),
    );
    if (!rebuilt.ok) throw new Error(rebuilt.message);
    expect(rebuilt.value.events.map((e) => e.dice)).toEqual(table.events.map((e) => e.dice));
    // A nonce changed in storage: the replay draws other dice, and the server can tell.
    const nonces = [...record.nonces];
    nonces[3] = 'changed';
    const wrong = restore(save(table), new FairDice(SERVER_SEED, record.gameId, seeds, nonces));
    const same =
      wrong.ok &&
      JSON.stringify(wrong.value.events.map((e) => e.dice)) ===
        JSON.stringify(table.events.map((e) => e.dice));
    expect(same).toBe(false);
  });
});
