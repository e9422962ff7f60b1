// The table's dice for an online game (the session's DiceProvider: the k-th die as a pure
// function of k). Die k belongs to roll ⌊k/2⌋ + 1, so the table draws two dice per roll, the
// opening roll's white die first. The server makes it with the game (its seed and id); each
// player's client seed comes when the player takes a seat, before the first roll; each roll needs
// its roller's nonce: the server applies the roll intent inside `drawingWith(nonce, …)`. The
// nonces are kept, one per roll, for the record and for rebuilding the game after a restart.
import { commitmentOf } from './commitment';
import { rollsUnder } from './derive';
import { type Die, isField, type Roll } from './fields';
import type { DiceRecord } from './record';

export type DiceSeat = 'white' | 'black';

const FIELD_RULE = '1 to 64 characters of A-Z a-z 0-9 _ -';

export class FairDice {
  private readonly derive: ReturnType<typeof rollsUnder>;
  private readonly seeds: Partial<Record<DiceSeat, string>>;
  private given: string[] = [];
  private readonly rolls: Roll[] = [];
  private pending: string | null = null;

  /**
   * `seeds`: the client seeds known so far; `nonces`: those of the rolls already drawn (a game
   * rebuilt from its stored log, whose seeds are then both known).
   */
  constructor(
    private readonly serverSeed: string,
    private readonly gameId: string,
    seeds: Partial<Record<DiceSeat, string>> = {},
    nonces: readonly string[] = [],
  ) {
    this.derive = rollsUnder(serverSeed);
    if (!isField(gameId)) throw new RangeError(`a game id is ${FIELD_RULE}`);
    this.seeds = {};
    for (const seat of ['white', 'black'] as const) {
      const seed = seeds[seat];
      if (seed !== undefined) this.setClientSeed(seat, seed);
    }
    if (nonces.length > 0 && !this.ready()) throw new Error('rolls drawn without both seeds');
    this.given = [...nonces];
  }

  /** The commitment to show the players before the first roll. */
  get commitment(): string {
    return commitmentOf(this.serverSeed);
  }

  /** A seated player's client seed; refused once a roll is drawn (it would change no roll). */
  setClientSeed(seat: DiceSeat, seed: string): void {
    if (!isField(seed)) throw new RangeError(`a client seed is ${FIELD_RULE}`);
    if (this.given.length > 0) throw new Error('the client seeds are fixed at the first roll');
    this.seeds[seat] = seed;
  }

  /** Whether both client seeds are in: the first roll may be drawn. */
  ready(): boolean {
    return this.seeds.white !== undefined && this.seeds.black !== undefined;
  }

  /**
   * Runs `apply` (the table applying one intent) with `nonce` as the nonce of every roll it draws
   * (an opening roll that ties draws several); outside such a call no new roll can be drawn.
   */
  drawingWith<T>(nonce: string, apply: () => T): T {
    if (!isField(nonce)) throw new RangeError(`a nonce is ${FIELD_RULE}`);
    this.pending = nonce;
    try {
      return apply();
    } finally {
      this.pending = null;
    }
  }

  die(index: number): Die {
    const { white, black } = this.seeds;
    if (white === undefined || black === undefined) throw new Error('a client seed is missing');
    const roll = Math.floor(index / 2) + 1;
    if (roll === this.given.length + 1 && this.pending !== null) this.given.push(this.pending);
    const nonce = this.given[roll - 1];
    if (nonce === undefined) throw new Error(`roll ${roll} has no nonce: draw it in drawingWith`);
    const input = { gameId: this.gameId, whiteSeed: white, blackSeed: black, roll, nonce };
    this.rolls[roll - 1] ??= this.derive(input);
    return (this.rolls[roll - 1] as Roll)[index % 2] as Die;
  }

  /** The nonce of every roll drawn so far, roll 1 first. */
  nonces(): readonly string[] {
    return [...this.given];
  }

  /** The record that reveals the seed: only once the game is over. */
  record(): DiceRecord {
    const { white, black } = this.seeds;
    if (white === undefined || black === undefined) throw new Error('a client seed is missing');
    return {
      gameId: this.gameId,
      whiteSeed: white,
      blackSeed: black,
      commitment: this.commitment,
      serverSeed: this.serverSeed,
      nonces: this.nonces(),
    };
  }
}
