// The table's dice for an online game (the session's DiceProvider: the k-th die as a pure
// function of k). Die k belongs to roll ⌊k/2⌋ + 1, so the table draws two dice per roll, the
// opening roll's white die first. A roll's dice need its roller's nonce: the server applies the roll
// intent inside `drawingWith(nonce, …)`, and the nonces given are kept, one per roll,
// for the record and for rebuilding the game after a restart.
import { commitmentOf } from './commitment';
import { rollsUnder } from './derive';
import { type Die, isField, type Roll, type RollContext } from './fields';
import type { DiceRecord } from './record';

export class FairDice {
  private readonly derive: ReturnType<typeof rollsUnder>;
  private readonly given: string[];
  private readonly rolls: Roll[] = [];
  private pending: string | null = null;

  /** `nonces`: those of the rolls already drawn (a game rebuilt from its stored log). */
  constructor(
    private readonly serverSeed: string,
    private readonly context: RollContext,
    nonces: readonly string[] = [],
  ) {
    this.derive = rollsUnder(serverSeed);
    for (const key of ['gameId', 'whiteSeed', 'blackSeed'] as const) {
      if (!isField(context[key])) throw new RangeError(`${key} is not a valid field`);
    }
    this.given = [...nonces];
  }

  /** The commitment to show the players before the first roll. */
  get commitment(): string {
    return commitmentOf(this.serverSeed);
  }

  /**
   * Runs `apply` (the table applying one intent) with `nonce` as the nonce of every roll it draws
   * (an opening roll that ties draws several); outside such a call no new roll can be drawn.
   */
  drawingWith<T>(nonce: string, apply: () => T): T {
    if (!isField(nonce)) throw new RangeError('a nonce is 1 to 64 characters of A-Z a-z 0-9 _ -');
    this.pending = nonce;
    try {
      return apply();
    } finally {
      this.pending = null;
    }
  }

  die(index: number): Die {
    const roll = Math.floor(index / 2) + 1;
    if (roll === this.given.length + 1 && this.pending !== null) this.given.push(this.pending);
    const nonce = this.given[roll - 1];
    if (nonce === undefined)
      throw new Error(`roll ${roll} has no nonce: draw it inside drawingWith`);
    this.rolls[roll - 1] ??= this.derive({ ...this.context, roll, nonce });
    return (this.rolls[roll - 1] as Roll)[index % 2] as Die;
  }

  /** The nonce of every roll drawn so far, roll 1 first. */
  nonces(): readonly string[] {
    return [...this.given];
  }

  /** The record that reveals the seed: only once the game is over. */
  record(): DiceRecord {
    return {
      ...this.context,
      commitment: this.commitment,
      serverSeed: this.serverSeed,
      nonces: this.nonces(),
    };
  }
}
