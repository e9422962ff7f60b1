// A hint for the person on turn, as GNU Backgammon's Hint gives it: the best plays of the roll
// with their equities and each one's loss against the best, or the right cube action with the
// cubeful equities when the person may double or must answer a double. The same depths and
// units as the post-game analysis (analysis.ts): plays judged up to ANALYSIS_PLIES with
// world-class's move filter, cube decisions from 1-ply probabilities, everything in normalised
// EMG. A clock and a budget stop the deeper plies early: the plays then keep the depth they were
// judged at (each row says which), so a hint always comes back within its time.

import type { CheckerStep, Dice, Play, Position, VariantKey } from '@ludus/backgammon';
import type { BackgammonView } from '@ludus/session';
import { ANALYSIS_PLIES, equityScale } from './analysis';
import { classifyPosition } from './classify';
import { analyseCube, properAction } from './cube';
import { type GameContext, innerRankingFor, positionEfficiency } from './engine';
import type { Evaluator } from './evaluator';
import type { InnerRanking } from './inner-ranking';
import { filterFor, LEVEL_SETTINGS } from './levels';
import { matchContext } from './match-context';
import type { Probabilities } from './probabilities';
import {
  afterAhead,
  DEFAULT_FILTER,
  evaluateAhead,
  type MoveFilter,
  scorePlays,
  type Valuation,
} from './search';
import { VariantEvaluator } from './variant-evaluator';

/** How many plays a hint lists: GNU Backgammon's hint window shows about as many at a glance. */
export const HINT_PLAYS = 5;

/** How many times a candidate may cost more one ply deeper (search.ts's own estimate). */
const PLY_GROWTH = 21;

export interface HintedPlay {
  /** The play's die steps in the mover's numbering (25 = bar, 0 = off), in playing order. */
  readonly steps: readonly CheckerStep[];
  /** Normalised EMG for the mover after the play (analysis.ts, "Units"). */
  readonly equity: number;
  /** How much less than the best play it is worth (0 for the best). */
  readonly loss: number;
  /** The depth it was judged at: 0-ply for the plays a deeper ply did not reach. */
  readonly plies: number;
  /** Cubeless probabilities for the mover after the play, at that depth (gnubg's order). */
  readonly probabilities: Probabilities;
}

export interface CubeHint {
  /** The doubler on turn, or the player answering a double. */
  readonly role: 'doubler' | 'taker';
  /** From the doubler's side, normalised EMG (the taker's are these negated). */
  readonly noDouble: number;
  readonly doubleTake: number;
  readonly doublePass: number;
  /** The right action for the doubler: double, hold (no double), or too good to double. */
  readonly proper: 'double' | 'no-double' | 'too-good';
  /** The right answer to a double. */
  readonly response: 'take' | 'pass' | 'beaver';
}

export type BackgammonHint =
  | { readonly kind: 'plays'; readonly plays: readonly HintedPlay[] }
  | { readonly kind: 'cube'; readonly cube: CubeHint }
  /** Nothing to hint: not the viewer's turn to play or to use the cube, or no choice. */
  | { readonly kind: 'none' };

export interface HintOptions {
  readonly evaluator?: Evaluator;
  /** A clock in milliseconds; with `budgetMs`, deeper plies stop when the budget is spent. */
  readonly now?: () => number;
  readonly budgetMs?: number;
  readonly plies?: number;
  /** How many plays are listed (HINT_PLAYS when absent). */
  readonly count?: number;
  /**
   * Judge the best play at every ply up to `plies` even when the filter keeps no other (the
   * position page's chosen depth); the game's hint stops there, as the analysis does.
   */
  readonly deepBest?: boolean;
}

let committed: VariantEvaluator | undefined;

/** The committed nets, decoded once per thread on first use (as agent.ts keeps them). */
function committedEvaluator(): VariantEvaluator {
  committed ??= new VariantEvaluator();
  return committed;
}

/** The hint for `view.viewer` (the person's seat) in the table as it stands. */
export function backgammonHint(view: BackgammonView, options: HintOptions = {}): BackgammonHint {
  const seat = view.viewer;
  if (seat === 'spectator' || !view.toAct.includes(seat)) return { kind: 'none' };
  const { match } = view.state;
  const game = match.current.state;
  const evaluator = options.evaluator ?? committedEvaluator();
  const may = (kind: string) => view.legal.some((intent) => intent.kind === kind);
  const { phase } = game;
  if (phase.kind === 'moving' && game.turn === seat) {
    const plays = hintPlays(
      evaluator,
      game.position,
      phase.dice,
      matchContext(match, seat),
      options,
    );
    return plays.length > 1 ? { kind: 'plays', plays } : { kind: 'none' };
  }
  if (phase.kind === 'rolling' && may('double')) {
    const cube = cubeHint(evaluator, game.position, matchContext(match, seat));
    return { kind: 'cube', cube: { ...cube, role: 'doubler' } };
  }
  if (phase.kind === 'doubled' && may('take')) {
    // The position is kept from the doubler's side (on turn), and so is the cube's analysis.
    const cube = cubeHint(evaluator, game.position, matchContext(match, game.turn));
    return { kind: 'cube', cube: { ...cube, role: 'taker' } };
  }
  return { kind: 'none' };
}

/** A play as a ply-by-ply ranking left it: its value, probabilities and depth. */
export interface PlyJudgedPlay {
  readonly play: Play;
  /** For the mover after the play, at `plies`. */
  readonly probabilities: Probabilities;
  readonly value: number;
  readonly plies: number;
}

export interface PlyRankingOptions {
  readonly variant: VariantKey;
  readonly valuation: Valuation;
  readonly inner?: InnerRanking;
  readonly filter: MoveFilter;
  readonly plies: number;
  readonly now?: () => number;
  readonly budgetMs?: number;
  /** Go deeper with the best play alone too (HintOptions.deepBest). */
  readonly deepBest?: boolean;
}

/**
 * Every legal play best first, judged ply by ply under a move filter; the plays a ply did not
 * reach follow the deeper ones with their shallower value, as GNU Backgammon's hint lists them.
 * A clock and budget stop the deeper plies early (search.ts rankPlays's rule).
 */
export function plyRankedPlays(
  evaluator: Evaluator,
  position: Position,
  dice: Dice,
  options: PlyRankingOptions,
): PlyJudgedPlay[] {
  const { variant, valuation, filter, now } = options;
  let judged: PlyJudgedPlay[] = scorePlays(evaluator, position, dice, variant, valuation)
    .filter((s) => s.play.steps.length > 0)
    .map((s) => ({ ...s, plies: 0 }));
  const start = now?.() ?? 0;
  // As the engine's search does it (search.ts rankPlays): a candidate is started only when it
  // would end within the budget by the cost of the last one judged (for a ply's first, the
  // shallower ply's last times PLY_GROWTH), so that a 2-ply candidate does not overrun it.
  const overBudget = (estimateMs: number): boolean =>
    now !== undefined &&
    options.budgetMs !== undefined &&
    now() - start + estimateMs > options.budgetMs;
  let lastMs = 0;
  const fewest = options.deepBest ? 1 : 2;
  for (let ply = 1; ply <= options.plies && judged.length >= fewest; ply++) {
    const { keep, within } = filter[ply - 1] ?? { keep: 3, within: 0.04 };
    const top = judged[0]?.value ?? 0;
    const kept = judged.filter((s, i) => i < keep && s.value >= top - within);
    if (kept.length < fewest) break;
    const deeper: PlyJudgedPlay[] = [];
    lastMs *= PLY_GROWTH;
    for (const s of kept) {
      if (overBudget(lastMs)) break;
      const begun = now?.() ?? 0;
      const p = afterAhead(evaluator, s.play.after, variant, ply, options.inner);
      deeper.push({ play: s.play, probabilities: p, value: valuation(p), plies: ply });
      lastMs = (now?.() ?? 0) - begun;
    }
    // Out of time: the shallower ranking stands, complete.
    if (deeper.length < kept.length) break;
    const rest = judged.filter((s) => !kept.includes(s));
    judged = [...deeper.sort((a, b) => b.value - a.value), ...rest];
  }
  return judged;
}

/**
 * The plays best first, judged as the analysis judges them (judgePlays there), ply by ply under
 * world-class's filter (its `within` in normalised EMG, so scaled to the valuation's units).
 */
export function hintPlays(
  evaluator: Evaluator,
  position: Position,
  dice: Dice,
  context: GameContext,
  options: HintOptions = {},
): HintedPlay[] {
  const scale = equityScale(context);
  const filter =
    filterFor(LEVEL_SETTINGS['world-class'], classifyPosition(position)) ?? DEFAULT_FILTER;
  const inner = innerRankingFor(context);
  const judged = plyRankedPlays(evaluator, position, dice, {
    variant: context.variant,
    valuation: scale.valuation,
    filter: filter.map((f) => ({ keep: f.keep, within: f.within / scale.emgPerUnit })),
    plies: options.plies ?? ANALYSIS_PLIES,
    ...(inner ? { inner } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
    ...(options.deepBest ? { deepBest: true } : {}),
  });
  const best = judged[0]?.value ?? 0;
  return judged.slice(0, options.count ?? HINT_PLAYS).map((s) => ({
    steps: s.play.steps,
    equity: scale.normalise(s.value),
    loss: Math.max(0, (best - s.value) * scale.emgPerUnit),
    plies: s.plies,
    probabilities: s.probabilities,
  }));
}

/** The cube's analysis for the side on roll in `position` (its own context), normalised. */
function cubeHint(
  evaluator: Evaluator,
  position: Position,
  context: GameContext,
): Omit<CubeHint, 'role'> {
  // As the analysis: 1-ply probabilities before the roll, through the Janowski model.
  const { noDouble, doubleTake, doublePass, proper, response } = cubeActionAt(
    evaluator,
    position,
    context,
    1,
  ).cube;
  return { noDouble, doubleTake, doublePass, proper, response };
}

/** The cube action of a position before the roll, with what it was worked out from. */
export interface CubeAction {
  /** The cubeless probabilities for the side on roll, `plies` deep, behind the decision. */
  readonly probabilities: Probabilities;
  readonly cube: Omit<CubeHint, 'role'> & {
    /** The doubler's value after a beaver, normalised; null where no beaver is possible. */
    readonly doubleBeaver: number | null;
    /** Whether the side on roll may double at all (its cube, not the Crawford game…). */
    readonly mayDouble: boolean;
  };
}

/**
 * The cube action for the side on roll in `position` (its own context), from its `plies`-deep
 * cubeless probabilities through the Janowski model (cube.ts), the equities normalised: the
 * hint's (at 1-ply) and the position page's (at the depth chosen there).
 */
export function cubeActionAt(
  evaluator: Evaluator,
  position: Position,
  context: GameContext,
  plies: number,
): CubeAction {
  const p = evaluateAhead(evaluator, position, context.variant, plies, innerRankingFor(context));
  const analysis = analyseCube(p, { ...context, efficiency: positionEfficiency(position) });
  const { normaliseCube } = equityScale(context);
  const equities = {
    noDouble: normaliseCube(analysis.noDouble),
    doubleTake: normaliseCube(analysis.doubleTake),
    doublePass: normaliseCube(analysis.doublePass),
    doubleBeaver: analysis.doubleBeaver === null ? null : normaliseCube(analysis.doubleBeaver),
  };
  // As the analysis names it (cubeDecisions there): too good when the double would be passed
  // and playing on for the gammon is worth more than the point.
  const proper = properAction(
    analysis.double,
    analysis.response,
    equities.noDouble,
    equities.doublePass,
  );
  return {
    probabilities: p,
    cube: { ...equities, proper, response: analysis.response, mayDouble: analysis.mayDouble },
  };
}
