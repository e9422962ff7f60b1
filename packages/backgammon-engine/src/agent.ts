// The backgammon and tryktrak computer as a player at a table: given what its seat may see (a
// view of @ludus/session), the intent it sends. The engine (engine.ts) chooses plays and cube
// actions; agent-policy.ts holds the rest of the policy; match-context.ts reads the cube and the
// score. Pure: the clock and the noise seed come with the budget.

import { type Dice, type Play, type Position, swapSides } from '@ludus/backgammon';
import type { BackgammonIntent, BackgammonView, Level, StepIntent } from '@ludus/session';
import {
  acceptsResignation,
  answerBeaver,
  budgetedEngine,
  type DecisionBudget,
} from './agent-policy';
import type { Engine, GameContext } from './engine';
import type { Evaluator } from './evaluator';
import { matchContext } from './match-context';
import { VariantEvaluator } from './variant-evaluator';

export interface AgentOptions {
  /** The evaluator behind every decision (tests give fakes); the committed nets by default. */
  readonly evaluator?: Evaluator;
}

type IntentKind = BackgammonIntent['kind'];
type IntentOf<K extends IntentKind> = Extract<BackgammonIntent, { kind: K }>;

// The committed nets are decoded once per thread (a Web Worker, a process) on first use, not per
// decision; one VariantEvaluator serves one thread (variant-evaluator.ts).
let committed: VariantEvaluator | undefined;

function committedEvaluator(): VariantEvaluator {
  committed ??= new VariantEvaluator();
  return committed;
}

function legalOf<K extends IntentKind>(view: BackgammonView, kind: K): IntentOf<K> | undefined {
  return view.legal.find((intent): intent is IntentOf<K> => intent.kind === kind);
}

/** What one decision works with: the seat's view, its engine (made on first use), its context. */
interface Decision {
  readonly view: BackgammonView;
  /** From the view of the player on turn, as the rules package keeps it. */
  readonly position: Position;
  readonly engine: () => Engine;
  readonly context: GameContext;
}

/**
 * The intent of the computer at `view.viewer`, or null when that seat has nothing to do (not its
 * turn, a spectator, the match over). The intent is always one of `view.legal`.
 */
export function decide(
  view: BackgammonView,
  level: Level,
  budget: DecisionBudget,
  options: AgentOptions = {},
): BackgammonIntent | null {
  const seat = view.viewer;
  if (seat === 'spectator' || !view.toAct.includes(seat) || view.legal.length === 0) return null;
  // A finished game is shown until both seats have seen it (session's `next-game`); by then the
  // match may already hold the next game, so the phase does not tell. The computer always plays
  // on: ending a money session (`end-session`, legal beside it) is the people's choice.
  const nextGame = legalOf(view, 'next-game');
  if (nextGame) return nextGame;
  const { match } = view.state;
  let engine: Engine | undefined;
  const game = match.current.state;
  const evaluator = () => options.evaluator ?? committedEvaluator();
  const decision: Decision = {
    view,
    position: game.position,
    engine: () => {
      engine ??= budgetedEngine(level, budget, evaluator());
      return engine;
    },
    context: matchContext(match, seat),
  };
  switch (game.phase.kind) {
    case 'opening':
      // Either seat may roll the opening roll (session: both are to act before it).
      return legalOf(view, 'roll') ?? null;
    case 'rolling':
      return rollOrDouble(decision);
    case 'moving':
      return chosenMove(decision, game.phase.dice);
    case 'doubled':
    case 'beavered':
      return answerCube(decision, game.phase.kind);
    case 'resigning': {
      // Judged from the side of the player on turn, whose view the position is kept from.
      const accept = acceptsResignation(evaluator(), game, matchContext(match, game.turn));
      return legalOf(view, accept ? 'accept-resignation' : 'reject-resignation') ?? null;
    }
    case 'over':
      return legalOf(view, 'next-game') ?? null;
  }
}

/** Rolling: double when the cube is available (a `double` is legal) and the engine says so. */
function rollOrDouble({ view, position, engine, context }: Decision): BackgammonIntent | null {
  const double = legalOf(view, 'double');
  if (double && engine().cubeDecision(position, context).double) return double;
  return legalOf(view, 'roll') ?? null;
}

/** Moving: the engine's play, as the legal `move` intent with the same steps. */
function chosenMove(decision: Decision, dice: Dice): BackgammonIntent | null {
  const { view, position, engine, context } = decision;
  const moves = view.legal.filter((intent): intent is IntentOf<'move'> => intent.kind === 'move');
  const chosen = engine().chooseMove(position, dice, context);
  // No legal play: the turn is lost, sent as the empty play when the table asks for one.
  if (!chosen) return moves.find((move) => move.steps.length === 0) ?? null;
  const found = moveWithSteps(moves, chosen.play);
  if (!found) throw new Error('the engine chose a play that is not among the legal moves');
  return found;
}

function stepKey({ from, to }: StepIntent): string {
  return `${from}/${to}`;
}

/**
 * The legal move made of the play's steps: the same steps in order, else the same steps in
 * another order (a play is known by its resulting position, which its steps decide whatever
 * their order; the table lists one route per resulting position).
 */
function moveWithSteps(
  moves: readonly IntentOf<'move'>[],
  play: Play,
): IntentOf<'move'> | undefined {
  const ordered = play.steps.map(stepKey).join(' ');
  const sorted = play.steps.map(stepKey).sort().join(' ');
  return (
    moves.find((move) => move.steps.map(stepKey).join(' ') === ordered) ??
    moves.find((move) => move.steps.map(stepKey).sort().join(' ') === sorted)
  );
}

/**
 * Doubled: take, pass or (when legal) beaver, judged from the taker's side. Beavered: the seat is
 * the doubler, on roll, answering the beaver's redouble.
 */
function answerCube(
  { view, position, engine, context }: Decision,
  phase: 'doubled' | 'beavered',
): BackgammonIntent | null {
  const take = legalOf(view, 'take') ?? null;
  if (phase === 'beavered') {
    return answerBeaver(engine(), position, context) === 'pass'
      ? (legalOf(view, 'pass') ?? null)
      : take;
  }
  // The position is kept from the doubler's view (on turn); the engine answers from the taker's.
  const response = engine().answerDouble(swapSides(position), context);
  if (response === 'pass') return legalOf(view, 'pass') ?? null;
  // A beaver only when the game allows one here; otherwise the engine's take stands.
  if (response === 'beaver') return legalOf(view, 'beaver') ?? take;
  return take;
}
