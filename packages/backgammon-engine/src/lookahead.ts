// The inner plies of the search over the rules package's in-place FastPlayGenerator: boards are
// 50-cell Int8Arrays (cells 0..24 the side to move, 25..49 the other side, each from its own
// view), one generator and one board per depth, and no Play or Position objects. It computes
// exactly what search.ts's definitions say (evaluateAhead / afterAhead), in the same order and
// with the same ties (the first play of the generator's order among equal values), so the
// answers are those of the plain code (test/speed-snapshot.test.ts).

import {
  ALL_ROLLS,
  type Dice,
  FAST_BOARD_CELLS,
  FastPlayGenerator,
  type Position,
  SIDE_CELLS,
  type Variant,
  type VariantKey,
  variantOf,
} from '@ludus/backgammon';
import { EvaluationCache } from './evaluation-cache';
import { type Evaluator, finishedGame, isCellEvaluator } from './evaluator';
import { dot, type InnerRanking } from './inner-ranking';
import { cubelessEquity, invert, type Probabilities } from './probabilities';

/** The position of a 50-cell board, side on roll = the first half (or the second if swapped). */
export function positionOfCells(cells: ArrayLike<number>, swapped = false): Position {
  const player = new Array<number>(SIDE_CELLS);
  const opponent = new Array<number>(SIDE_CELLS);
  const first = swapped ? SIDE_CELLS : 0;
  const second = swapped ? 0 : SIDE_CELLS;
  for (let i = 0; i < SIDE_CELLS; i++) {
    player[i] = cells[first + i] ?? 0;
    opponent[i] = cells[second + i] ?? 0;
  }
  return { player, opponent };
}

function sideEmpty(cells: Int8Array, from: number): boolean {
  for (let i = from; i < from + SIDE_CELLS; i++) if (cells[i] !== 0) return false;
  return true;
}

/** An evaluator that hands each variant's positions to one evaluator (VariantEvaluator). */
interface VariantDispatch {
  evaluatorFor(variant: VariantKey): Evaluator;
}

/**
 * The evaluator that will judge `variant`'s positions: a search has one variant, so a
 * dispatching evaluator is resolved once, and its per-variant evaluator's cell fast path used.
 */
function evaluatorOf(evaluator: Evaluator, variant: VariantKey): Evaluator {
  const dispatch = (evaluator as Partial<VariantDispatch>).evaluatorFor;
  return typeof dispatch === 'function' ? dispatch.call(evaluator, variant) : evaluator;
}

/** One search's look-ahead machinery: reuse it for every candidate of one move. */
/** One roll of a 1-ply pass (Lookahead.rollOutcomes). */
export interface RollOutcome {
  readonly dice: Dice;
  /** 1/36 for a double, 2/36 otherwise. */
  readonly weight: number;
  /** For the mover after the roll's best play. */
  readonly probabilities: Probabilities;
  /** The position after it, the mover's view (the board unchanged where no play is legal). */
  readonly after: Position;
}

export class Lookahead {
  private readonly rules: Variant;
  private readonly evaluateCells: (cells: Int8Array, swapped: boolean) => Probabilities;
  private readonly generators: FastPlayGenerator[] = [];
  private readonly boards: Int8Array[] = [];
  readonly cache = new EvaluationCache();

  /**
   * `ranking`: how the tree's players choose their plays (inner-ranking.ts); without it, by
   * cubeless money equity. Boards at even depths have the root's side on roll.
   */
  constructor(
    searchEvaluator: Evaluator,
    private readonly variant: VariantKey,
    private readonly ranking?: InnerRanking,
  ) {
    this.rules = variantOf(variant);
    const evaluator = evaluatorOf(searchEvaluator, variant);
    const cellEvaluator = isCellEvaluator(evaluator) ? evaluator : undefined;
    cellEvaluator?.beginSearch?.();
    const evaluate: (cells: Int8Array, swapped: boolean) => Probabilities = cellEvaluator
      ? (cells, swapped) => cellEvaluator.evaluateCells(cells, swapped, variant)
      : (cells, swapped) => evaluator.evaluate(positionOfCells(cells, swapped), variant);
    this.evaluateCells = (cells, swapped) => this.cache.evaluate(cells, swapped, evaluate);
  }

  /** search.ts's `evaluateAhead` of `position`. */
  evaluateAhead(position: Position, plies: number): Probabilities {
    const board = this.boardAt(0);
    for (let i = 0; i < SIDE_CELLS; i++) {
      board[i] = position.player[i] ?? 0;
      board[SIDE_CELLS + i] = position.opponent[i] ?? 0;
    }
    return this.ahead(0, plies);
  }

  /** search.ts's `afterAhead` of `after` (the mover's view after its play). */
  afterAhead(after: Position, plies: number): Probabilities {
    const cells = this.boardAt(0);
    for (let i = 0; i < SIDE_CELLS; i++) {
      cells[i] = after.player[i] ?? 0;
      cells[SIDE_CELLS + i] = after.opponent[i] ?? 0;
    }
    return this.afterCells(cells, 1, plies);
  }

  /** Probabilities for the mover after its play (`cells` in its view), looking `plies` ahead. */
  private afterCells(cells: Int8Array, depth: number, plies: number): Probabilities {
    const over = this.finished(cells);
    if (over) return over;
    const board = this.boardAt(depth);
    for (let i = 0; i < SIDE_CELLS; i++) {
      board[i] = cells[SIDE_CELLS + i] as number;
      board[SIDE_CELLS + i] = cells[i] as number;
    }
    return invert(this.ahead(depth, plies));
  }

  /** Probabilities of the board at `depth` for its side on roll, `plies` rolls ahead. */
  private ahead(depth: number, plies: number): Probabilities {
    const board = this.boardAt(depth);
    if (plies <= 0) return this.evaluateCells(board, false);
    const over = this.finished(board);
    if (over) return over;
    const generator = this.generatorAt(depth);
    const coefficients = this.ranking
      ? depth % 2 === 0
        ? this.ranking.rootSide
        : this.ranking.otherSide
      : undefined;
    const sum = [0, 0, 0, 0, 0];
    for (const dice of ALL_ROLLS) {
      const weight = dice[0] === dice[1] ? 1 / 36 : 2 / 36;
      generator.load(board);
      const chosen = this.bestOf(generator, dice, coefficients);
      // No legal play: the turn passes with the position unchanged.
      const after = chosen ? generator.resultBoard(chosen.index) : board;
      const p =
        plies === 1 && chosen ? chosen.probabilities : this.afterCells(after, depth + 1, plies - 1);
      for (let i = 0; i < 5; i++) sum[i] = (sum[i] ?? 0) + weight * (p[i] ?? 0);
    }
    return sum as unknown as Probabilities;
  }

  /**
   * The 1-ply pass of `position` roll by roll, in ALL_ROLLS order: each roll's weight, its best
   * play's 0-ply probabilities for the mover (the unchanged board's where no play is legal) and
   * the position after it, in the mover's view. Their weighted sum, added in this order, is
   * `evaluateAhead(position, 1)` to the last bit (the same steps as `ahead`); the cubeful
   * rollout's luck adjustment reads every roll (rollout-cube.ts).
   */
  rollOutcomes(position: Position): RollOutcome[] {
    const board = this.boardAt(0);
    for (let i = 0; i < SIDE_CELLS; i++) {
      board[i] = position.player[i] ?? 0;
      board[SIDE_CELLS + i] = position.opponent[i] ?? 0;
    }
    const generator = this.generatorAt(0);
    const coefficients = this.ranking?.rootSide;
    return ALL_ROLLS.map((dice) => {
      const weight = dice[0] === dice[1] ? 1 / 36 : 2 / 36;
      generator.load(board);
      const chosen = this.bestOf(generator, dice, coefficients);
      const after = chosen ? generator.resultBoard(chosen.index) : board;
      const at = positionOfCells(after);
      const probabilities = chosen ? chosen.probabilities : this.afterCells(after, 1, 0);
      return { dice, weight, probabilities, after: at };
    });
  }

  /**
   * scorePlays's choice (search.ts, 0-ply, by cubeless money equity, the same ties): the board
   * after the best play of `dice` in the mover's view and its probabilities for the mover;
   * undefined when no play is legal. The rollouts' move, sharing this look-ahead's cache with
   * the 1-ply pass of their variance reduction.
   */
  bestPlay(
    position: Position,
    dice: readonly [number, number],
  ): { after: Position; probabilities: Probabilities } | undefined {
    const board = this.boardAt(0);
    for (let i = 0; i < SIDE_CELLS; i++) {
      board[i] = position.player[i] ?? 0;
      board[SIDE_CELLS + i] = position.opponent[i] ?? 0;
    }
    const generator = this.generatorAt(0);
    generator.load(board);
    const chosen = this.bestOf(generator, dice, undefined);
    if (!chosen) return undefined;
    return {
      after: positionOfCells(generator.resultBoard(chosen.index)),
      probabilities: chosen.probabilities,
    };
  }

  /**
   * The loaded generator's best play of `dice` at 0-ply (the first of equal ones): by the inner
   * ranking's `coefficients` where given, else by cubeless money equity; undefined when no play
   * is legal.
   */
  private bestOf(
    generator: FastPlayGenerator,
    dice: readonly [number, number],
    coefficients: InnerRanking['rootSide'] | undefined,
  ): { index: number; probabilities: Probabilities } | undefined {
    const count = generator.generate(dice[0], dice[1], this.rules);
    let best = -1;
    let bestValue = 0;
    let bestProbabilities: Probabilities | undefined;
    for (let i = 0; i < count; i++) {
      const p = this.afterPlay(generator.resultBoard(i));
      const value = coefficients ? dot(coefficients, p) : cubelessEquity(p, this.variant);
      if (best < 0 || value > bestValue) {
        best = i;
        bestValue = value;
        bestProbabilities = p;
      }
    }
    return bestProbabilities ? { index: best, probabilities: bestProbabilities } : undefined;
  }

  /** search.ts's `afterPlay`: 0-ply probabilities for the mover after its play. */
  private afterPlay(cells: Int8Array): Probabilities {
    return this.finished(cells) ?? invert(this.evaluateCells(cells, true));
  }

  private finished(cells: Int8Array): Probabilities | undefined {
    if (!sideEmpty(cells, 0) && !sideEmpty(cells, SIDE_CELLS)) return undefined;
    return finishedGame(positionOfCells(cells), this.variant);
  }

  private boardAt(depth: number): Int8Array {
    for (let d = this.boards.length; d <= depth; d++) {
      this.boards.push(new Int8Array(FAST_BOARD_CELLS));
    }
    return this.boards[depth] as Int8Array;
  }

  private generatorAt(depth: number): FastPlayGenerator {
    for (let d = this.generators.length; d <= depth; d++) {
      this.generators.push(new FastPlayGenerator());
    }
    return this.generators[depth] as FastPlayGenerator;
  }
}
