import { playsFor } from '@ludus/backgammon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  type BackgammonIntent,
  type BackgammonTable,
  type BackgammonView,
  playOptions,
  restore,
  SEATS,
  type Seat,
  save,
  scriptedDiceProvider,
  seededDiceProvider,
  view,
} from '../src/index';
import {
  deepFreeze,
  diceDrawn,
  legalOf,
  newTable,
  playUntil,
  SEED,
  seededIndex,
  step,
  toActOf,
  withoutDice,
} from './backgammon-drive';

/** Every (seat, intent) pair the table would accept now: both seats' legal intents. */
function everyLegal(table: BackgammonTable): { seat: Seat; intent: BackgammonIntent }[] {
  return SEATS.flatMap((seat) => legalOf(table, seat).map((intent) => ({ seat, intent })));
}

/**
 * A seeded choice among every legal intent; mostly not a resignation, so that games are played
 * on (a resignation accepted at random would end most of them at once).
 */
function choose(
  choices: readonly { seat: Seat; intent: BackgammonIntent }[],
  pick: (n: number) => number,
): { seat: Seat; intent: BackgammonIntent } {
  expect(choices.length).toBeGreaterThan(0);
  const playing = choices.filter(({ intent }) => intent.kind !== 'resign');
  const from = pick(20) === 0 || playing.length === 0 ? choices : playing;
  return from[pick(from.length)] as { seat: Seat; intent: BackgammonIntent };
}

describe('backgammon table: properties', () => {
  it('plays random legal intents to the end of a match: no throw, one event each, seq + 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom('backgammon' as const, 'tryktrak' as const),
        fc.integer({ min: 1, max: 3 }),
        (diceSeed, choiceSeed, game, matchLength) => {
          const pick = seededIndex(choiceSeed);
          let table = newTable({ game, matchLength }, diceSeed);
          for (let count = 0; table.state.match.winner === null; count += 1) {
            if (count > 20_000) throw new Error('the match did not end');
            const { seat, intent } = choose(everyLegal(table), pick);
            const applied = apply(deepFreeze(table), seat, intent);
            if (!applied.ok) throw new Error(`${seat} ${JSON.stringify(intent)}: ${applied.error}`);
            const { events } = applied.value;
            expect(events).toHaveLength(1);
            expect(events[0]?.seq).toBe(table.events.length + 1);
            table = applied.value.table as BackgammonTable;
          }
          expect(everyLegal(table)).toEqual([]);
          expect(table.diceUsed).toBe(diceDrawn(table).length);
          const restored = restore(save(table), seededDiceProvider(diceSeed));
          expect(restored.ok && withoutDice(restored.value as BackgammonTable)).toEqual(
            withoutDice(table),
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  it('lists legal intents only for the seats it waits for, but resignations', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 120 }),
        (seed, steps) => {
          const table = playUntil(
            newTable({ matchLength: 3 }, seed),
            (t) => t.events.length >= steps || t.state.match.winner !== null,
          );
          const toAct = toActOf(table);
          for (const seat of SEATS) {
            const kinds = legalOf(table, seat).map((intent) => intent.kind);
            if (!toAct.includes(seat)) expect(kinds.every((kind) => kind === 'resign')).toBe(true);
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe('backgammon table: views', () => {
  const seed = 1_234_567_891;
  const table = playUntil(newTable({}, seed), (t) => t.events.length >= 25);
  const mover = toActOf(table)[0] as Seat;

  it('never shows the seed, and is the same whatever the provider would roll next', () => {
    const drawn = diceDrawn(table) as never[];
    const other = { ...table, dice: scriptedDiceProvider(drawn, seededDiceProvider(seed + 7)) };
    for (const viewer of [...SEATS, 'spectator'] as const) {
      const shown = view(table, viewer);
      expect(JSON.stringify(shown)).not.toContain(String(seed));
      expect(shown).not.toHaveProperty('dice');
      expect(view(other, viewer)).toEqual(shown);
    }
  });

  it('shows each viewer only its own legal intents, a spectator none', () => {
    const mine = view(table, mover) as BackgammonView;
    expect(mine).toMatchObject({ viewer: mover, seq: table.events.length, toAct: [mover] });
    expect(mine.legal).toEqual(legalOf(table, mover));
    expect(view(table, 'spectator').legal).toEqual([]);
    expect(view(table, 'spectator').state).toBe(table.state);
  });

  it('gives the board every legal play with its steps once (playOptions)', () => {
    const rolled = playUntil(table, (t) => t.state.match.current.state.phase.kind === 'moving');
    const seat = toActOf(rolled)[0] as Seat;
    const options = playOptions(rolled);
    const game = rolled.state.match.current.state;
    if (game.phase.kind !== 'moving') throw new Error('not moving');
    expect(options.map((option) => option.play)).toEqual(playsFor(game, game.phase.dice));
    expect(playOptions(view(rolled, seat) as BackgammonView)).toEqual(options);
    const moves = legalOf(rolled, seat).filter((intent) => intent.kind === 'move');
    expect(moves).toEqual(options.map(({ steps }) => ({ kind: 'move', steps })));
    for (const option of options) {
      const played = step(rolled, seat, { kind: 'move', steps: option.steps });
      const last = played.state.match.current.state.history.at(-1);
      expect(last?.kind === 'move' && last.play.after).toEqual(option.play.after);
    }
    expect(playOptions(newTable({}, SEED))).toEqual([]);
  });
});
