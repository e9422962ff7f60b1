// The static evaluator: the cubeless probabilities of a position for the side on roll, from the
// bear-off database when both sides are in its range, else from the net of the position's class.
// Search and cube logic see only the `Evaluator` interface (house style: AI depends on rules
// through an evaluator interface, testable with fakes).

import { type Position, SIDE_CELLS, type VariantKey, winLevel } from '@ludus/backgammon';
import { bearoffDatabase, inBearoffRange } from './bearoff';
import { twoSidedBearoff } from './bearoff-two-sided';
import { classifySides, type PositionClass } from './classify';
import { encodeCells, INPUTS, PLAYER_ONLY_INPUTS } from './encoding';
import {
  type Activations,
  activationsFor,
  forward,
  forwardFrom,
  type Mlp,
  partialSums,
} from './mlp';
import { consistent, invert, type Probabilities, wonAtLevel } from './probabilities';
import { NET_NAMES, type NetName, type NetSet } from './weights';

export interface Evaluator {
  /** Cubeless probabilities for the side on roll of `position`, before it rolls. */
  evaluate(position: Position, variant: VariantKey): Probabilities;
}

/** The probabilities of a game already over: one side has no checker left. */
export function finishedGame(position: Position, variant: VariantKey): Probabilities | undefined {
  const playerDone = position.player.every((n) => n === 0);
  const opponentDone = position.opponent.every((n) => n === 0);
  if (!playerDone && !opponentDone) return undefined;
  const winner = playerDone;
  const loser = winner ? position.opponent : position.player;
  // The level in the variant's own meaning of the five numbers (probabilities.ts, LEVEL_STEPS).
  const won = wonAtLevel(variant, winLevel(variant, loser).multiplier);
  return winner ? won : invert(won);
}

export function netFor(positionClass: PositionClass): NetName {
  switch (positionClass) {
    case 'contact':
      return 'contact';
    case 'crashed':
      return 'crashed';
    case 'race':
    case 'bearoff':
    case 'over':
      return 'race';
  }
}

/**
 * An evaluator that also reads the rules package's 50-cell `FastPlayGenerator` boards directly
 * (cells 0..24 the mover's side, 25..49 the other side's), so that the search's inner plies
 * build no `Position` objects. `swapped`: the side on roll is the second half.
 */
export interface CellEvaluator extends Evaluator {
  evaluateCells(cells: Int8Array, swapped: boolean, variant: VariantKey): Probabilities;
  /** Called by each search before its first `evaluateCells` (the nets may have changed). */
  beginSearch?(): void;
}

export function isCellEvaluator(evaluator: Evaluator): evaluator is CellEvaluator {
  return typeof (evaluator as Partial<CellEvaluator>).evaluateCells === 'function';
}

/** The neural evaluator; reuses its scratch buffers, so one instance serves one thread. */
export class NeuralEvaluator implements CellEvaluator {
  readonly input = new Float32Array(INPUTS);
  private readonly activations: Record<NetName, Activations>;
  /** The position being judged, side on roll first, as Int8Array halves (one shape for the JIT). */
  private readonly cells = new Int8Array(2 * SIDE_CELLS);
  private readonly playerCells = this.cells.subarray(0, SIDE_CELLS);
  private readonly opponentCells = this.cells.subarray(SIDE_CELLS);
  /**
   * The same two halves seen as a Position for the bear-off database, which only indexes its
   * sides; a view, so valid only until the next evaluation.
   */
  private readonly cellsView = {
    player: this.playerCells,
    opponent: this.opponentCells,
  } as unknown as Position;

  /**
   * Per net, the first layer's sums over the side on roll's own inputs (PLAYER_ONLY_INPUTS) for
   * the side in `cells`: inside a search the side on roll is mostly the same from one
   * evaluation to the next (the other side's plays do not move it), so `evaluateCells` starts
   * from these sums. Reset by every search and by the training paths (`evaluate`,
   * `evaluateNet`), after which the weights may have changed.
   */
  private readonly prefixes: Record<
    NetName,
    { valid: boolean; cells: Int8Array; sums: Float32Array }
  >;

  /** Whether in-range bear-offs are judged by the exact two-sided database (default: yes). */
  private readonly twoSided: boolean;

  constructor(
    readonly nets: NetSet,
    options: { readonly twoSidedBearoff?: boolean } = {},
  ) {
    this.twoSided = options.twoSidedBearoff ?? true;
    this.activations = {
      contact: activationsFor(nets.contact),
      crashed: activationsFor(nets.crashed),
      race: activationsFor(nets.race),
    };
    const prefix = (net: Mlp) => ({
      valid: false,
      cells: new Int8Array(SIDE_CELLS),
      sums: new Float32Array(net.hidden),
    });
    this.prefixes = {
      contact: prefix(nets.contact),
      crashed: prefix(nets.crashed),
      race: prefix(nets.race),
    };
  }

  beginSearch(): void {
    for (const name of NET_NAMES) this.prefixes[name].valid = false;
  }

  evaluate(position: Position, variant: VariantKey): Probabilities {
    this.beginSearch();
    this.load(position);
    return this.evaluateLoaded(variant, false);
  }

  evaluateCells(cells: Int8Array, swapped: boolean, variant: VariantKey): Probabilities {
    const first = swapped ? SIDE_CELLS : 0;
    const second = swapped ? 0 : SIDE_CELLS;
    const own = this.cells;
    for (let i = 0; i < SIDE_CELLS; i++) {
      own[i] = cells[first + i] as number;
      own[SIDE_CELLS + i] = cells[second + i] as number;
    }
    return this.evaluateLoaded(variant, true);
  }

  /** The raw net output for a position, whatever its class (training uses this). */
  evaluateNet(position: Position, name: NetName): Probabilities {
    this.beginSearch();
    this.load(position);
    return this.netOutput(name, false);
  }

  activationsOf(name: NetName): Activations {
    return this.activations[name];
  }

  private load(position: Position): void {
    const own = this.cells;
    for (let i = 0; i < SIDE_CELLS; i++) {
      own[i] = position.player[i] ?? 0;
      own[SIDE_CELLS + i] = position.opponent[i] ?? 0;
    }
  }

  private evaluateLoaded(variant: VariantKey, reusePrefix: boolean): Probabilities {
    const positionClass = classifySides(this.playerCells, this.opponentCells);
    if (positionClass === 'over') {
      const position = { player: [...this.playerCells], opponent: [...this.opponentCells] };
      return finishedGame(position, variant) ?? [0.5, 0, 0, 0, 0];
    }
    if (positionClass === 'bearoff') {
      // Up to six checkers a side the two-sided table is exact (both sides playing to win);
      // the one-sided database combines two independent races, off by up to 1.4 points of
      // winning chance (bearoff-two-sided.ts). No gammon is possible there.
      const exact = this.twoSided
        ? twoSidedBearoff(variant).probabilities(this.cellsView)
        : undefined;
      if (exact) return exact;
      if (inBearoffRange(this.cellsView)) {
        return consistent(bearoffDatabase(variant).probabilities(this.cellsView));
      }
    }
    return this.netOutput(netFor(positionClass), reusePrefix);
  }

  private netOutput(name: NetName, reusePrefix: boolean): Probabilities {
    const net = this.nets[name];
    const input = encodeCells(this.playerCells, this.opponentCells, this.input);
    if (!reusePrefix) return consistent(forward(net, input, this.activations[name]));
    const prefix = this.prefixes[name];
    if (!prefix.valid || !sameCells(prefix.cells, this.playerCells)) {
      partialSums(net, input, PLAYER_ONLY_INPUTS, prefix.sums);
      prefix.cells.set(this.playerCells);
      prefix.valid = true;
    }
    const outputs = forwardFrom(
      net,
      input,
      this.activations[name],
      prefix.sums,
      PLAYER_ONLY_INPUTS,
    );
    return consistent(outputs);
  }
}

function sameCells(a: Int8Array, b: Int8Array): boolean {
  for (let i = 0; i < SIDE_CELLS; i++) if (a[i] !== b[i]) return false;
  return true;
}
