// The analysis of one position as the web's position page asks it (GNU Backgammon's Hint and
// Evaluate on a position typed in): with dice, the plays of the roll ranked at the chosen depth
// (hint.ts's ranking, every listed play with its probabilities); before the roll, the cube action
// of the side on roll with its cubeful equities and the cubeless probabilities behind it
// (hint.ts's cube action, at the chosen depth). Nothing here is new engine logic: it only picks
// the depth and how many plays are listed.

import type { Dice, Position } from '@ludus/backgammon';
import type { GameContext } from './engine';
import type { Evaluator } from './evaluator';
import { type CubeAction, cubeActionAt, type HintedPlay, hintPlays } from './hint';
import { VariantEvaluator } from './variant-evaluator';

/** The depths a position may be analysed at: GNU Backgammon's 0-, 1-, 2- and 3-ply. */
export const POSITION_PLIES = [0, 1, 2, 3] as const;
export type PositionPlies = (typeof POSITION_PLIES)[number];

/** How many plays the position page lists: enough to see the candidates below the best few. */
export const POSITION_PLAYS = 20;

export type PositionAnalysis =
  /** The plays of the roll, best first (none: the roll cannot be played). */
  | { readonly kind: 'plays'; readonly plies: PositionPlies; readonly plays: readonly HintedPlay[] }
  /** Before the roll: the cube action of the side on roll. */
  | ({ readonly kind: 'cube'; readonly plies: PositionPlies } & CubeAction);

export interface PositionQuery {
  /** From the side on roll (the rules package's layout). */
  readonly position: Position;
  /** The roll to play, or null before the roll (the cube action is asked). */
  readonly dice: Dice | null;
  /** The cube and score from the side on roll (match-context.ts). */
  readonly context: GameContext;
  readonly plies: PositionPlies;
}

export interface PositionAnalysisOptions {
  readonly evaluator?: Evaluator;
  /** A clock and a budget: deeper plies of the plays stop early when it is spent (hint.ts). */
  readonly now?: () => number;
  readonly budgetMs?: number;
}

let committed: VariantEvaluator | undefined;

function committedEvaluator(): VariantEvaluator {
  committed ??= new VariantEvaluator();
  return committed;
}

export function analysePosition(
  query: PositionQuery,
  options: PositionAnalysisOptions = {},
): PositionAnalysis {
  const evaluator = options.evaluator ?? committedEvaluator();
  const { position, dice, context, plies } = query;
  if (dice === null) {
    return { kind: 'cube', plies, ...cubeActionAt(evaluator, position, context, plies) };
  }
  const plays = hintPlays(evaluator, position, dice, context, {
    plies,
    count: POSITION_PLAYS,
    deepBest: true,
    ...(options.now ? { now: options.now } : {}),
    ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
  });
  return { kind: 'plays', plies, plays };
}
