// A cache of static evaluations for one search (one Lookahead): at 1 and 2 plies many leaves
// repeat (rolls of the same pips reach the same position, and a 2-ply candidate re-judges the
// replies its 1-ply pass judged). Entries are keyed by the whole board (exact compare, never a
// bare hash) and by the search's stamp, so a search never sees another's entries: the nets may
// change between searches (training), never during one. One table is shared by all searches
// (direct-mapped, overwritten on collision), so a search allocates nothing for it.

import type { Probabilities } from './probabilities';

const SLOT_BITS = 17;
const SLOTS = 1 << SLOT_BITS;
/** 50 cells of 0..15 checkers, four bits each: seven 32-bit words. */
const KEY_WORDS = 7;
const CELLS = 50;
const SIDE = 25;

/** The shared table (about 5 MB), made by the first search: levels without look-ahead never do. */
interface Table {
  readonly keys: Int32Array;
  readonly stamps: Int32Array;
  readonly values: (Probabilities | undefined)[];
}
let shared: Table | undefined;
let lastStamp = 0;

function table(): Table {
  shared ??= {
    keys: new Int32Array(SLOTS * KEY_WORDS),
    stamps: new Int32Array(SLOTS),
    values: new Array(SLOTS).fill(undefined),
  };
  return shared;
}

function newStamp(): number {
  if (lastStamp === 0x7fffffff) {
    table().stamps.fill(0);
    lastStamp = 0;
  }
  return ++lastStamp;
}

export class EvaluationCache {
  private readonly stamp = newStamp();
  private readonly key = new Int32Array(KEY_WORDS);
  private readonly table = table();
  hits = 0;
  misses = 0;

  /**
   * `compute(cells, swapped)` (the evaluation of the side on roll: the first half of `cells`,
   * or the second when `swapped`), from the cache when this search has judged it already.
   */
  evaluate(
    cells: Int8Array,
    swapped: boolean,
    compute: (cells: Int8Array, swapped: boolean) => Probabilities,
  ): Probabilities {
    const key = this.key;
    key.fill(0);
    // Cell i of the side-on-roll-first board: the side on roll's 25 cells, then the other's.
    const first = swapped ? SIDE : 0;
    const second = SIDE - first;
    for (let i = 0; i < SIDE; i++) {
      key[i >> 3] = (key[i >> 3] as number) | ((cells[first + i] as number) << ((i & 7) * 4));
    }
    for (let i = SIDE; i < CELLS; i++) {
      const n = cells[second + i - SIDE] as number;
      key[i >> 3] = (key[i >> 3] as number) | (n << ((i & 7) * 4));
    }
    let hash = 0;
    for (let w = 0; w < KEY_WORDS; w++) {
      hash = Math.imul(hash ^ (key[w] as number), 0x9e3779b1);
      hash ^= hash >>> 15;
    }
    const slot = hash & (SLOTS - 1);
    const base = slot * KEY_WORDS;
    const { keys, stamps, values } = this.table;
    if (stamps[slot] === this.stamp && this.sameKey(base)) {
      this.hits++;
      return values[slot] as Probabilities;
    }
    this.misses++;
    const p = compute(cells, swapped);
    stamps[slot] = this.stamp;
    for (let w = 0; w < KEY_WORDS; w++) keys[base + w] = key[w] as number;
    values[slot] = p;
    return p;
  }

  private sameKey(base: number): boolean {
    const keys = this.table.keys;
    for (let w = 0; w < KEY_WORDS; w++) if (keys[base + w] !== this.key[w]) return false;
    return true;
  }
}
