// FROZEN BASELINE (bench/baseline/index.ts): a copy of src/ before issue 24; do not edit.
// The transposition table: a fixed-size, always-replace-unless-deeper table in typed arrays, so
// that it costs no allocation per node. Keyed by the game's hash; a second independent hash
// guards against index collisions (two 32-bit hashes: the chance that a wrong entry is taken is
// about 2^-32 per probe that hits the right slot by accident).

export const BOUND_EXACT = 0;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

export interface TtEntry {
  depth: number;
  score: number;
  bound: number;
  moveId: number;
}

export class TranspositionTable {
  readonly #mask: number;
  readonly #check: Int32Array;
  readonly #depth: Int8Array;
  readonly #bound: Int8Array;
  readonly #score: Int32Array;
  readonly #move: Int32Array;
  readonly #used: Uint8Array;

  /** `bits` = log2 of the slot count (20 → about a million slots, 14 bytes each). */
  constructor(bits = 18) {
    const size = 1 << bits;
    this.#mask = size - 1;
    this.#check = new Int32Array(size);
    this.#depth = new Int8Array(size);
    this.#bound = new Int8Array(size);
    this.#score = new Int32Array(size);
    this.#move = new Int32Array(size);
    this.#used = new Uint8Array(size);
  }

  clear(): void {
    this.#used.fill(0);
  }

  /** Fills `out` and returns true when the table holds this position. */
  probe(hash: number, check: number, out: TtEntry): boolean {
    const i = hash & this.#mask;
    if (this.#used[i] === 0 || this.#check[i] !== (check | 0)) return false;
    out.depth = this.#depth[i] as number;
    out.bound = this.#bound[i] as number;
    out.score = this.#score[i] as number;
    out.moveId = this.#move[i] as number;
    return true;
  }

  store(hash: number, check: number, depth: number, score: number, bound: number, moveId: number) {
    const i = hash & this.#mask;
    // Keep a deeper result of the same position; anything else is replaced (newer is likelier
    // to be useful again in iterative deepening).
    if (
      this.#used[i] === 1 &&
      this.#check[i] === (check | 0) &&
      (this.#depth[i] as number) > depth
    ) {
      return;
    }
    this.#used[i] = 1;
    this.#check[i] = check | 0;
    this.#depth[i] = Math.max(-128, Math.min(127, depth));
    this.#bound[i] = bound;
    this.#score[i] = score;
    this.#move[i] = moveId | 0;
  }
}
