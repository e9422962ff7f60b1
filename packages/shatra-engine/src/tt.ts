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

/** One slot: check, score, move id, and depth, bound and generation packed in one word. */
const SLOT = 4;
/** Where the generation starts in the packed word; generations run 1..MAX_GENERATION. */
const GENERATION_SHIFT = 16;
const MAX_GENERATION = 0x7fff;

export class TranspositionTable {
  readonly #mask: number;
  /** The slots side by side, so that a probe reads one cache line. */
  readonly #slots: Int32Array;
  /** Slots of other generations are empty: `clear` starts a new one instead of wiping memory. */
  #generation = 1;

  /** `bits` = log2 of the slot count (20 → about a million slots, 16 bytes each). */
  constructor(bits = 18) {
    const size = 1 << bits;
    this.#mask = size - 1;
    this.#slots = new Int32Array(size * SLOT);
  }

  clear(): void {
    if (this.#generation === MAX_GENERATION) {
      this.#slots.fill(0);
      this.#generation = 0;
    }
    this.#generation++;
  }

  /** Fills `out` and returns true when the table holds this position. */
  probe(hash: number, check: number, out: TtEntry): boolean {
    const slots = this.#slots;
    const i = (hash & this.#mask) * SLOT;
    const info = slots[i + 3] as number;
    if (info >>> GENERATION_SHIFT !== this.#generation || slots[i] !== (check | 0)) return false;
    out.depth = ((info << 24) >> 24) as number;
    out.bound = (info >> 8) & 0xff;
    out.score = slots[i + 1] as number;
    out.moveId = slots[i + 2] as number;
    return true;
  }

  store(hash: number, check: number, depth: number, score: number, bound: number, moveId: number) {
    const slots = this.#slots;
    const i = (hash & this.#mask) * SLOT;
    const info = slots[i + 3] as number;
    // Keep a deeper result of the same position; anything else is replaced (newer is likelier
    // to be useful again in iterative deepening).
    const same = info >>> GENERATION_SHIFT === this.#generation && slots[i] === (check | 0);
    if (same && (info << 24) >> 24 > depth) return;
    const clamped = Math.max(-128, Math.min(127, depth));
    slots[i] = check | 0;
    slots[i + 1] = score;
    slots[i + 2] = moveId | 0;
    slots[i + 3] =
      (this.#generation << GENERATION_SHIFT) | ((bound & 0xff) << 8) | (clamped & 0xff);
  }
}
