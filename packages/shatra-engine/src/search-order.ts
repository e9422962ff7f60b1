// The search's move ordering (search.ts): a key for every move of a node — the table's move,
// captures by material won, the two killers of the ply, then the history of quiet cutoffs — and
// the moves picked best key first, so that a node cut off after a few moves never sorts the rest.
import { HISTORY_SIZE, type SearchGame } from './game';
import { MAX_PLY } from './search-scores';

const ORDER_TT = 4_000_000_000;
const ORDER_CAPTURE = 2_000_000_000;
const ORDER_KILLER = 1_500_000_000;

export class MoveOrder<M> {
  readonly #killers = new Int32Array(MAX_PLY * 2);
  readonly #history = new Int32Array(HISTORY_SIZE * 2);
  /**
   * Ordering keys, one row of `#width` per ply (grown, rows copied, when a node has more moves),
   * read by index so that no node allocates a view.
   */
  #width = 256;
  #keys = new Float64Array(256 * MAX_PLY);
  /** The key of the move `pick` took last. */
  picked = 0;

  constructor(readonly game: SearchGame<M>) {}

  /** Sets the key of move `i` of this ply's row (quiescence keys its captures by gain). */
  setKey(ply: number, i: number, key: number): void {
    this.#keys[ply * this.#width + i] = key;
  }

  /** Makes room for `count` keys a row, widening the rows (their keys copied) when needed. */
  reserve(count: number): void {
    if (count <= this.#width) return;
    let width = this.#width;
    while (width < count) width *= 2;
    const keys = new Float64Array(width * MAX_PLY);
    for (let p = 0; p < MAX_PLY; p++)
      keys.set(this.#keys.subarray(p * this.#width, (p + 1) * this.#width), p * width);
    this.#keys = keys;
    this.#width = width;
  }

  /** The ordering keys of a node's moves into this ply's row. */
  order(moves: readonly M[], ttMove: number, ply: number): void {
    const game = this.game;
    this.reserve(moves.length);
    const keys = this.#keys;
    const base = ply * this.#width;
    const killer1 = this.#killers[ply * 2] as number;
    const killer2 = this.#killers[ply * 2 + 1] as number;
    const side = (ply & 1) * HISTORY_SIZE;
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i] as M;
      const id = game.moveId(move);
      const gain = game.gain(move);
      let key: number;
      if (ttMove !== 0 && id === ttMove) key = ORDER_TT;
      else if (gain > 0) key = ORDER_CAPTURE + gain;
      else if (id === killer1) key = ORDER_KILLER + 1;
      else if (id === killer2) key = ORDER_KILLER;
      else key = this.#history[side + game.historyIndex(move)] as number;
      keys[base + i] = key;
    }
  }

  /**
   * The index of the best key of this ply's row not yet taken, marked taken (its key in
   * `picked`); the first of equal keys, so that the generator's order decides ties (determinism).
   */
  pick(ply: number, count: number): number {
    const keys = this.#keys;
    const base = ply * this.#width;
    let best = -1;
    let bestKey = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < count; i++) {
      const key = keys[base + i] as number;
      if (key > bestKey) {
        bestKey = key;
        best = i;
      }
    }
    if (best >= 0) keys[base + best] = Number.NEGATIVE_INFINITY;
    this.picked = bestKey;
    return best;
  }

  /** A quiet move that cut off: the ply's first killer, and its history grows by depth². */
  rememberCutoff(move: M, ply: number, depth: number): void {
    const game = this.game;
    if (game.gain(move) > 0) return;
    const id = game.moveId(move);
    if (this.#killers[ply * 2] !== id) {
      this.#killers[ply * 2 + 1] = this.#killers[ply * 2] as number;
      this.#killers[ply * 2] = id;
    }
    const index = (ply & 1) * HISTORY_SIZE + game.historyIndex(move);
    const value = (this.#history[index] as number) + depth * depth;
    this.#history[index] = Math.min(value, 1_000_000_000);
  }
}
