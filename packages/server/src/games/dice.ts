// A server game's dice. Backgammon and tryktrak games made since the verifiable dice draw them
// from the fair-dice package (docs/fair-dice.md): a secret 32-byte seed (its hex text marks such
// a game), both players' client seeds and each roll's nonce from the roller's client. Older games
// (a numeric seed) and Shatra (no dice) keep the seeded provider. The table holds its provider,
// so the actor finds a game's dice through its table.

import { randomBytes } from 'node:crypto';
import type { Result } from '@ludus/core';
import { type DiceSeat, FairDice, isHex32, newServerSeed } from '@ludus/fair-dice';
import {
  type Applied,
  apply,
  type DiceProvider,
  type Intent,
  type Seat,
  seededDiceProvider,
  type Table,
  type TableSpec,
} from '@ludus/session';

/** A roll was asked for outside `drawing` (the intent came without a nonce). */
export class MissingNonce extends Error {}

type ClientSeeds = Partial<Record<DiceSeat, string>>;

/**
 * The fair dice as the table's provider, with what FairDice leaves to its user: refusing a roll
 * that has no nonce (instead of failing deep in the rules), and forgetting the rolls of an
 * intent that drew dice but was refused or not saved, so that the next intent's nonce rolls them.
 */
export class GameDice implements DiceProvider {
  private fair: FairDice;
  private inDraw = false;
  readonly commitment: string;

  constructor(
    private readonly serverSeed: string,
    private readonly gameId: string,
    private seeds: ClientSeeds,
    nonces: readonly string[] = [],
  ) {
    this.fair = new FairDice(serverSeed, gameId, seeds, nonces);
    this.commitment = this.fair.commitment;
  }

  die(index: number) {
    const roll = Math.floor(index / 2) + 1;
    if (!this.inDraw && roll > this.fair.nonces().length) throw new MissingNonce(`roll ${roll}`);
    return this.fair.die(index);
  }

  /** Runs `run` with `nonce` for any roll it draws; without a nonce a roll throws MissingNonce. */
  drawing<T>(nonce: string | undefined, run: () => T): T {
    if (nonce === undefined) return run();
    this.inDraw = true;
    try {
      return this.fair.drawingWith(nonce, run);
    } finally {
      this.inDraw = false;
    }
  }

  /** A seat's client seed, once it is saved with the seat. */
  setClientSeed(seat: DiceSeat, seed: string): void {
    this.fair.setClientSeed(seat, seed);
    this.seeds = { ...this.seeds, [seat]: seed };
  }

  /** Keeps the nonces of the first `rolls` rolls only (the rest were never saved). */
  keep(rolls: number): void {
    const nonces = this.fair.nonces();
    if (nonces.length <= rolls) return;
    this.fair = new FairDice(this.serverSeed, this.gameId, this.seeds, nonces.slice(0, rolls));
  }

  /** The record that reveals the seed: for a finished game only. */
  record() {
    return this.fair.record();
  }
}

/** The fair dice of a table, or undefined for an older game, or Shatra. */
export function gameDiceOf(table: Table): GameDice | undefined {
  return table.dice instanceof GameDice ? table.dice : undefined;
}

/** Rolls drawn so far: the table draws two dice per roll (an opening roll: one each). */
const rollsOf = (table: Table) => Math.ceil(table.diceUsed / 2);

/** Whether a game's spec rolls dice (backgammon, tryktrak); Shatra does not. */
export const rollsDice = (spec: TableSpec) => spec.game !== 'shatra';

/**
 * A new game's seed (kept secret until the end) and dice: fair dice for a game that rolls, the
 * old seeded provider (which Shatra never asks) otherwise.
 */
export function newGameDice(
  spec: TableSpec,
  gameId: string,
  seeds: ClientSeeds,
): { readonly seed: string; readonly dice: DiceProvider } {
  if (!rollsDice(spec)) {
    const seed = randomBytes(4).readUInt32BE(0);
    return { seed: String(seed), dice: seededDiceProvider(seed) };
  }
  const seed = newServerSeed();
  return { seed, dice: new GameDice(seed, gameId, seeds) };
}

export interface StoredDice {
  readonly seed: string;
  readonly gameId: string;
  readonly seeds: { readonly white: string | null; readonly black: string | null };
  /** The stored events' dice and nonces, in order. */
  readonly events: readonly { readonly dice: unknown; readonly nonce: string | null }[];
}

/**
 * A stored game's dice: a 64-hex seed is a fair-dice game, rebuilt with every roll's nonce (an
 * event that drew several rolls, an opening that tied, gave each of them its nonce); a numeric
 * seed is an older game's. Undefined when a roll's nonce (or a seed) is missing or malformed.
 */
export function storedGameDice(stored: StoredDice): DiceProvider | undefined {
  if (!isHex32(stored.seed)) return seededDiceProvider(Number(stored.seed));
  const nonces: string[] = [];
  for (const { dice, nonce } of stored.events) {
    const rolls = Array.isArray(dice) ? Math.ceil(dice.length / 2) : 0;
    if (rolls > 0 && nonce === null) return undefined;
    for (let i = 0; i < rolls; i += 1) nonces.push(nonce as string);
  }
  const seeds: ClientSeeds = {};
  if (stored.seeds.white !== null) seeds.white = stored.seeds.white;
  if (stored.seeds.black !== null) seeds.black = stored.seeds.black;
  try {
    return new GameDice(stored.seed, stored.gameId, seeds, nonces);
  } catch {
    // A stored value outside the alphabet, or rolls without both seeds: not this server's.
    return undefined;
  }
}

/** A replay that throws (a roll past the stored nonces: the log and dice disagree) is refused. */
export function replaying(run: () => Result<Table>): Result<Table> {
  try {
    return run();
  } catch (error) {
    return { ok: false, error: 'corrupt-log', message: String(error) };
  }
}

export type Drawn =
  | { readonly ok: true; readonly value: Applied; readonly nonce: string | null }
  | { readonly ok: false; readonly error: string; readonly message: string };

/**
 * Applies `intent` with `nonce` for the rolls it draws. The nonce kept is the one of an intent
 * that drew dice (null otherwise). `needs-nonce`: the intent rolls and came without one. A
 * refused intent leaves the dice as they were.
 */
export function applyDrawing(
  table: Table,
  seat: Seat,
  intent: Intent,
  nonce: string | undefined,
): Drawn {
  const dice = gameDiceOf(table);
  if (!dice) return withNonce(apply(table, seat, intent), null);
  let applied: Result<Applied>;
  try {
    applied = dice.drawing(nonce, () => apply(table, seat, intent));
  } catch (error) {
    dice.keep(rollsOf(table));
    if (!(error instanceof MissingNonce)) throw error;
    return { ok: false, error: 'needs-nonce', message: 'this intent rolls the dice: send a nonce' };
  }
  if (!applied.ok) dice.keep(rollsOf(table));
  const drew = applied.ok && applied.value.table.diceUsed > table.diceUsed;
  return withNonce(applied, drew ? (nonce ?? null) : null);
}

function withNonce(applied: Result<Applied>, nonce: string | null): Drawn {
  return applied.ok ? { ok: true, value: applied.value, nonce } : applied;
}

/** Forgets the rolls of an intent that was applied but not saved. */
export function forgetUnsaved(table: Table): void {
  gameDiceOf(table)?.keep(rollsOf(table));
}
