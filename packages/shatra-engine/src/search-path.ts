// The hashes along the game and the search's path, for repetitions (search.ts): the game's
// earlier positions (the caller's history), the root, then one per move made in the search.
// A capture or a drop cannot be undone, so no position before it can recur: each entry keeps
// the index from which a repetition is still possible.

export class RepetitionPath {
  readonly #hashes: number[];
  /** For each entry: the index from which a repetition is possible (after the last irreversible move). */
  readonly #reversibleFrom: number[];
  /** Where the root sits: repetitions of positions inside the search count at once. */
  readonly #rootIndex: number;

  /** `history`: the game's earlier positions, oldest first; `root`: the position searched. */
  constructor(history: readonly number[], root: number) {
    this.#hashes = [...history];
    // Earlier positions of the game may all recur: the caller's history starts where it starts.
    this.#reversibleFrom = this.#hashes.map(() => 0);
    this.#rootIndex = this.#hashes.length;
    this.#hashes.push(root);
    this.#reversibleFrom.push(0);
  }

  push(hash: number, irreversible: boolean): void {
    const previous = this.#reversibleFrom[this.#reversibleFrom.length - 1] ?? 0;
    this.#reversibleFrom.push(irreversible ? this.#hashes.length : previous);
    this.#hashes.push(hash);
  }

  pop(): void {
    this.#hashes.pop();
    this.#reversibleFrom.pop();
  }

  /** A draw by repetition: inside the search any return counts; before the root, the third time. */
  repeated(): boolean {
    const path = this.#hashes;
    const last = path.length - 1;
    const hash = path[last] as number;
    const from = this.#reversibleFrom[last] as number;
    let earlier = 0;
    for (let i = last - 2; i >= from; i -= 2) {
      if (path[i] !== hash) continue;
      if (i >= this.#rootIndex) return true;
      earlier++;
      if (earlier >= 2) return true;
    }
    return false;
  }
}
