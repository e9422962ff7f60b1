// A game given as an explicit graph, for testing the search without any Shatra rules: each node
// has an evaluation (for its side to move), outgoing edges with a material gain, and possibly a
// terminal status. Positions are node numbers; moves are edge records.
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

export class FakeGame implements SearchGame<number, Edge> {
  readonly nodes: FakeNode[] = [];
  /** Positions whose moves were generated: lets tests count the work. */
  generated = 0;

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

  legalMoves(position: number): readonly Edge[] {
    this.generated++;
    const node = this.node(position);
    return node.terminal ? [] : node.edges;
  }
  play(_position: number, move: Edge): number {
    return move.to;
  }
  terminal(position: number, moves: readonly Edge[]): Terminal | undefined {
    // A node without edges and without a status is a leaf that only has an evaluation.
    return moves.length === 0 ? this.node(position).terminal : undefined;
  }
  hash(position: number): number {
    return Math.imul(position + 1, 0x9e3779b1) | 0;
  }
  check(position: number): number {
    return Math.imul(position + 7, 0x85ebca6b) | 0;
  }
  gain(_position: number, move: Edge): number {
    return move.gain;
  }
  irreversible(_position: number, move: Edge): boolean {
    return move.gain > 0;
  }
  moveId(move: Edge): number {
    return move.to + 1;
  }
  historyIndex(move: Edge): number {
    return move.index;
  }
}

export const fakeEvaluator = (game: FakeGame) => ({
  evaluate: (position: number) => game.node(position).value,
});

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
