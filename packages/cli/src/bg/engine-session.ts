// The line protocol of `ludus bg engine` (PROTOCOL.md, "Backgammon engine"): one command per
// line, one answer line per command, state (the level) kept between lines. This module turns a
// line into its answer and does no I/O; engine.ts reads stdin and writes stdout.

import {
  type Dice,
  MAX_CUBE,
  type MatchIdState,
  makePlay,
  type Position,
  parseMatchId,
  type VariantKey,
  variantOf,
} from '@ludus/backgammon';
import {
  contextFromMatchId,
  createEngine,
  cubelessEquity,
  type Engine,
  isLevel,
  LEVELS,
  type NetSet,
  NeuralEvaluator,
  seededRandom,
} from '@ludus/backgammon-engine';
import { words } from '../line-input';
import { quote } from '../quote';
import { type Parsed, readPositionId } from './args';

export interface SessionOptions {
  readonly variant: VariantKey;
  readonly seed: number;
  /** The evaluator's nets; the committed weights when not given. */
  readonly nets?: NetSet;
  readonly now?: () => number;
}

type Decision = 'best' | 'double' | 'take';

export class EngineSession {
  /** Set once `quit` has been read: the caller stops reading. */
  finished = false;
  private readonly engine: Engine;

  constructor(private readonly options: SessionOptions) {
    this.engine = createEngine({
      random: seededRandom(options.seed),
      ...(options.nets ? { evaluator: new NeuralEvaluator(options.nets) } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** The answer to one line, or undefined for a blank line and for `quit` (which get none). */
  answer(line: string): string | undefined {
    const [command, ...args] = words(line);
    if (command === undefined) return undefined;
    switch (command) {
      case 'level':
        return this.level(args);
      case 'best':
        return this.best(args);
      case 'double':
        return this.double(args);
      case 'take':
        return this.take(args);
      case 'eval':
        return this.evaluate(args);
      case 'quit':
        if (args.length > 0) return `error expected 'quit', got ${args.length} argument(s)`;
        // No answer (PROTOCOL.md): the process ends.
        this.finished = true;
        return undefined;
      default:
        return `error unknown command ${quote(command)}: use level, best, double, take, eval or quit`;
    }
  }

  private level(args: readonly string[]): string {
    const [name] = args;
    if (args.length !== 1 || name === undefined || !isLevel(name)) {
      return `error expected 'level NAME' with NAME one of ${LEVELS.join(', ')}`;
    }
    this.engine.level = name;
    return 'ok';
  }

  private best(args: readonly string[]): string {
    const game = this.game('best', args);
    if (!game.ok) return `error ${game.message}`;
    const { position, match } = game.value;
    const [high, low] = match.dice;
    if (high === 0 || low === 0) return 'error the Match ID has no dice rolled: best needs dice';
    const dice: Dice = [high, low];
    const context = contextFromMatchId(match, this.options.variant, false);
    const chosen = this.engine.chooseMove(position, dice, context);
    return chosen ? makePlay(chosen.play.steps, this.options.variant) : '-';
  }

  private double(args: readonly string[]): string {
    const game = this.game('double', args);
    if (!game.ok) return `error ${game.message}`;
    const { position, match } = game.value;
    const context = contextFromMatchId(match, this.options.variant, false);
    return this.engine.cubeDecision(position, context).double ? 'double' : 'no-double';
  }

  private take(args: readonly string[]): string {
    const game = this.game('take', args);
    if (!game.ok) return `error ${game.message}`;
    const { position, match } = game.value;
    // The Match ID carries no beaver option; a money game may always be beavered here, and a
    // caller whose game does not allow beavers reads 'beaver' as 'take'.
    const context = contextFromMatchId(match, this.options.variant, true);
    return this.engine.cubeDecision(position, context).response;
  }

  private evaluate(args: readonly string[]): string {
    if (args.length !== 1)
      return `error expected 'eval POSITION_ID', got ${args.length} argument(s)`;
    const position = this.position(args[0] ?? '');
    if (!position.ok) return `error ${position.message}`;
    const p = this.engine.evaluate(position.value, this.options.variant);
    const equity = cubelessEquity(p, this.options.variant);
    return [...p, equity].map((x) => x.toFixed(6)).join(' ');
  }

  private position(id: string): Parsed<Position> {
    return readPositionId(id, this.options.variant);
  }

  private game(
    command: Decision,
    args: readonly string[],
  ): Parsed<{ position: Position; match: MatchIdState }> {
    if (args.length !== 2) {
      return {
        ok: false,
        message: `expected '${command} POSITION_ID MATCH_ID', got ${args.length} argument(s)`,
      };
    }
    const position = this.position(args[0] ?? '');
    if (!position.ok) return position;
    const match = parseMatchId(args[1] ?? '');
    if (!match.ok) {
      return { ok: false, message: `bad match ID ${quote(args[1] ?? '')}: ${match.message}` };
    }
    const problem = decisionProblem(command, match.value, this.options.variant);
    if (problem !== undefined) return { ok: false, message: `${command}: ${problem}` };
    return { ok: true, value: { position: position.value, match: match.value } };
  }
}

/**
 * Why a valid Match ID asks no such decision, or undefined: a game not in play, a play or a
 * double while a double waits for its answer, a take of a double the side on roll could not
 * have offered (the take question's state is the doubler's, the cube as before the double).
 */
function decisionProblem(
  command: Decision,
  match: MatchIdState,
  variant: VariantKey,
): string | undefined {
  if (match.gameState !== 'playing') {
    return `the Match ID's game state is '${match.gameState}', not 'playing'`;
  }
  if (command !== 'take') {
    return match.doubleOffered
      ? 'a double is pending: the doubled side answers it first'
      : undefined;
  }
  if (!variantOf(variant).cube) return `${variant} has no doubling cube`;
  if (match.crawford) return 'no double in the Crawford game';
  if (match.cubeValue >= MAX_CUBE) return `the cube is at ${MAX_CUBE}: no double is possible`;
  if (match.cubeOwner !== 'centred' && match.cubeOwner !== match.onRoll) {
    return 'the cube is owned by the side that would take: the side on roll cannot double';
  }
  return undefined;
}
