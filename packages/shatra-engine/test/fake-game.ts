// A game given as an explicit graph, for testing the search without any Shatra rules: each node
// has an evaluation (for its side to move), outgoing edges with a material gain, and possibly a
// terminal status. Positions are node numbers; moves are edge records; the current position is
// the top of a stack that make/unmake push and pop.
import type { SearchGame, Terminal } from '../src/game';
import { seededRng } from '../src/prng';

export interface Edge {
  readonly from: number;
  readonly to: number;
  readonly gain: number;
  /** Position in the node's edge list, which the fake's move id is built from. */
  readonly index: number;
}

export interface FakeNode {
  readonly value: number;
  readonly edges: Edge[];
  readonly terminal?: Terminal;
}

export class FakeGame implements SearchGame<Edge> {
  readonly nodes: FakeNode[] = [];
  /** Positions whose moves were generated: lets tests count the work. */
  generated = 0;
  /** The current position and the ones before it along the search. */
  readonly #stack: number[] = [0];

  /** Sets the current position (the search's root). */
  reset(position: number): this {
    this.#stack.length = 0;
    this.#stack.push(position);
    return this;
  }

  get current(): number {
    return this.#stack[this.#stack.length - 1] as number;
  }

  add(value: number, terminal?: Terminal): number {
    this.nodes.push({ value, edges: [], ...(terminal ? { terminal } : {}) });
    return this.nodes.length - 1;
  }

  link(from: number, to: number, gain = 0): void {
    const edges = this.node(from).edges;
    edges.push({ from, to, gain, index: edges.length });
  }

  node(id: number): FakeNode {
    const node = this.nodes[id];
    if (node === undefined) throw new Error(`no node ${id}`);
    return node;
  }

  legalMoves(): readonly Edge[] {
    this.generated++;
    const node = this.node(this.current);
    return node.terminal ? [] : node.edges;
  }
  tacticalMoves(): readonly Edge[] {
    const node = this.node(this.current);
    return node.terminal ? [] : node.edges.filter((edge) => edge.gain > 0);
  }
  tacticalComplete(): boolean {
    const node = this.node(this.current);
    return (
      node.terminal !== undefined || (node.edges.length > 0 && node.edges.every((e) => e.gain > 0))
    );
  }
  /** The quiet moves to nodes where every move is a capture (the search's traps, when asked). */
  trapMoves(): readonly Edge[] {
    const node = this.node(this.current);
    if (node.terminal) return [];
    return node.edges.filter((edge) => {
      const next = this.node(edge.to);
      return edge.gain === 0 && next.edges.length > 0 && next.edges.every((e) => e.gain > 0);
    });
  }
  hasMove(): boolean {
    // A node without edges and without a status is a leaf with only an evaluation: not lost.
    return this.node(this.current).terminal === undefined;
  }
  make(move: Edge): void {
    if (move.from !== this.current)
      throw new Error(`edge ${move.from}-${move.to} is not legal here`);
    this.#stack.push(move.to);
  }
  unmake(): void {
    this.#stack.pop();
  }
  terminal(moves: readonly Edge[]): Terminal | undefined {
    // A node without edges and without a status is a leaf that only has an evaluation.
    return moves.length === 0 ? this.node(this.current).terminal : undefined;
  }
  hash(): number {
    return hashOf(this.current);
  }
  tableKey(): number {
    return hashOf(this.current);
  }
  tableCheck(): number {
    return Math.imul(this.current + 7, 0x85ebca6b) | 0;
  }
  gain(move: Edge): number {
    return move.gain;
  }
  irreversible(move: Edge): boolean {
    return move.gain > 0;
  }
  moveId(move: Edge): number {
    return move.to + 1;
  }
  historyIndex(move: Edge): number {
    return move.index;
  }
  evaluate(): number {
    return this.node(this.current).value;
  }
}

/** The repetition hash of a node (the tests pass earlier nodes' hashes as the game's history). */
export function hashOf(position: number): number {
  return Math.imul(position + 1, 0x9e3779b1) | 0;
}

/** A random tree: every inner node has 2..4 children, leaves at `depth`, values in ±100. */
export function randomTree(seed: number, depth: number): FakeGame {
  const rng = seededRng(seed);
  const game = new FakeGame();
  const grow = (id: number, left: number) => {
    if (left === 0) return;
    const children = 2 + rng.below(3);
    for (let i = 0; i < children; i++) {
      const child = game.add(rng.below(201) - 100);
      game.link(id, child);
      grow(child, left - 1);
    }
  };
  grow(game.add(rng.below(201) - 100), depth);
  return game;
}

/** Plain minimax (negamax form) to a fixed depth, evaluations at the leaves. */
export function minimax(game: FakeGame, position: number, depth: number): number {
  const node = game.node(position);
  if (depth === 0 || node.edges.length === 0) return node.value;
  let best = Number.NEGATIVE_INFINITY;
  for (const edge of node.edges) best = Math.max(best, -minimax(game, edge.to, depth - 1));
  return best;
}
