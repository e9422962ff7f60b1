// `ludus shatra engine`: the Shatra engine protocol (PROTOCOL.md, "Shatra engine"). One command
// per stdin line, one answer line each, in one long-running process:
//   best POSITION [MILLISECONDS] [LEVEL]   the chosen move, `-` when there is none
//   position POSITION [moves M1 M2 …]      sets the current game: `ok` and its position now
//   go [MILLISECONDS] [LEVEL]              the chosen move in the current game (its history known)
//   eval POSITION                          centi-shatras for the side to move (an integer)
//   draw POSITION                          `accept` or `decline`
//   quit                                   ends the process (no answer)
// A malformed command or position gets one line `error …`, and the engine goes on.
import {
  findLegalMove,
  type Game,
  makeFen,
  newGame,
  type Position,
  playMove,
  readPosition,
  START_POSITION,
} from '@ludus/shatra';
import {
  answerDrawOffer,
  chooseMove,
  DEFAULT_LEVEL,
  DEFAULT_TIME_MS,
  evaluatePosition,
  LEVEL_NAMES,
  type LevelName,
  levelByName,
  TranspositionTable,
} from '@ludus/shatra-engine';
import { STOP, serveLines, words } from '../line-input';
import { quote } from '../quote';

/** The position string has six space-separated fields (shatra.md, "Notation"). */
const POSITION_FIELDS = 6;
/** Budgets beyond ten minutes a move are refused as typing errors. */
const MAX_TIME_MS = 600_000;

export type EngineReply =
  | { readonly kind: 'answer'; readonly line: string }
  | { readonly kind: 'quit' };

const answer = (line: string): EngineReply => ({ kind: 'answer', line });
const error = (message: string): EngineReply => answer(`error ${message}`);

/** One engine session: the transposition table the searches reuse, and the current game. */
export class EngineSession {
  readonly #table = new TranspositionTable(18);
  /** Set by `position`: the start position and the moves played from it (repetitions known). */
  #game: Game | undefined;

  /** The reply to one input line. */
  handle(line: string): EngineReply {
    const [command, ...args] = words(line);
    switch (command) {
      case undefined:
        return error(`empty command; expected ${COMMANDS}`);
      case 'best':
        return this.#best(args);
      case 'position':
        return this.#position(args);
      case 'go':
        return this.#go(args);
      case 'eval':
        return this.#eval(args);
      case 'draw':
        return this.#draw(args);
      case 'quit':
        return args.length === 0 ? { kind: 'quit' } : error('quit takes no arguments');
      default:
        return error(`unknown command ${quote(command)}; expected ${COMMANDS}`);
    }
  }

  #best(args: readonly string[]): EngineReply {
    const parsed = positionAndRest(args, 'best');
    if (!parsed.ok) return error(parsed.problem);
    const { position, rest } = parsed.value;
    const options = searchOptions(rest, 'best');
    if (!options.ok) return error(options.problem);
    const result = chooseMove(position, { ...options.value, table: this.#table });
    if (!result.ok) return error(`best: position: ${result.message}`);
    return answer(result.value.move ?? '-');
  }

  /**
   * `position POSITION [moves M1 M2 …]`: the game from POSITION with the moves played, each
   * checked by the rules (PROTOCOL.md). A refused line leaves the current game as it was.
   */
  #position(args: readonly string[]): EngineReply {
    const parsed = positionAndRest(args, 'position');
    if (!parsed.ok) return error(parsed.problem);
    const { position, rest } = parsed.value;
    const [keyword, ...moves] = rest;
    if (keyword !== undefined && keyword !== 'moves') {
      return error(`position: expected 'moves' after the position, not ${quote(keyword)}`);
    }
    const start = readPosition(position);
    if (!start.ok) return error(`position: position: ${start.message}`);
    let game = newGame(start.value);
    for (const [i, text] of moves.entries()) {
      const played = playText(game, text);
      if (!played.ok) return error(`position: move ${i + 1} ${quote(text)}: ${played.problem}`);
      game = played.value;
    }
    this.#game = game;
    return answer(`ok ${makeFen(game.position)}`);
  }

  /** `go [MILLISECONDS] [LEVEL]`: `best` for the current game, its earlier positions known. */
  #go(args: readonly string[]): EngineReply {
    const game = this.#game;
    if (game === undefined) return error('go: no game; send position first');
    const options = searchOptions(args, 'go');
    if (!options.ok) return error(options.problem);
    // A game over by the rules (a third repetition included) has no move to choose.
    if (game.outcome !== undefined) return answer('-');
    const history: readonly Position[] = game.positions.slice(0, -1);
    const result = chooseMove(game.position, { ...options.value, history, table: this.#table });
    if (!result.ok) return error(`go: position: ${result.message}`);
    return answer(result.value.move ?? '-');
  }

  #eval(args: readonly string[]): EngineReply {
    const parsed = positionOnly(args, 'eval');
    if (!parsed.ok) return error(parsed.problem);
    const score = evaluatePosition(parsed.value);
    return score.ok ? answer(String(score.value)) : error(`eval: position: ${score.message}`);
  }

  #draw(args: readonly string[]): EngineReply {
    const parsed = positionOnly(args, 'draw');
    if (!parsed.ok) return error(parsed.problem);
    const decision = answerDrawOffer(parsed.value);
    return decision.ok ? answer(decision.value) : error(`draw: position: ${decision.message}`);
  }
}

const COMMANDS = 'best, position, go, eval, draw or quit';

/** `[MILLISECONDS] [LEVEL]` of `best` and `go`, with their defaults. */
function searchOptions(
  rest: readonly string[],
  command: string,
): Parsed<{ timeMs: number; level: LevelName }> {
  const [timeText, levelText, ...extra] = rest;
  if (extra.length > 0) {
    return {
      ok: false,
      problem: `${command}: unexpected ${quote(extra.join(' '))} after the level`,
    };
  }
  const timeMs = timeText === undefined ? DEFAULT_TIME_MS : Number(timeText);
  if (!/^\d+$/.test(timeText ?? '0') || timeMs < 1 || timeMs > MAX_TIME_MS) {
    return {
      ok: false,
      problem: `${command}: milliseconds must be an integer from 1 to ${MAX_TIME_MS}, not ${quote(String(timeText))}`,
    };
  }
  const level = levelByName(levelText ?? DEFAULT_LEVEL);
  if (level === undefined) {
    return {
      ok: false,
      problem: `${command}: unknown level ${quote(String(levelText))}; expected ${LEVEL_NAMES.join(', ')} (or club, master, 1-3)`,
    };
  }
  return { ok: true, value: { timeMs, level: level.name } };
}

/** One move of a `position` line, read and checked by the rules package. */
function playText(game: Game, text: string): Parsed<Game> {
  const move = findLegalMove(game.position, text);
  // The rules' reasons start with the move itself, which the error line names already.
  const reason = (message: string) => message.replace(`${text}: `, '');
  if (!move.ok) return { ok: false, problem: reason(move.message) };
  const played = playMove(game, move.value);
  return played.ok ? played : { ok: false, problem: reason(played.message) };
}

type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: string };

/** The first six words as the position string, the rest as they come; or what is wrong. */
function positionAndRest(
  args: readonly string[],
  command: string,
): Parsed<{ position: string; rest: string[] }> {
  if (args.length < POSITION_FIELDS) {
    return {
      ok: false,
      problem: `${command}: a position has ${POSITION_FIELDS} fields, got ${args.length}`,
    };
  }
  return {
    ok: true,
    value: {
      position: args.slice(0, POSITION_FIELDS).join(' '),
      rest: args.slice(POSITION_FIELDS),
    },
  };
}

function positionOnly(args: readonly string[], command: string): Parsed<string> {
  const parsed = positionAndRest(args, command);
  if (!parsed.ok) return parsed;
  const { position, rest } = parsed.value;
  if (rest.length > 0)
    return {
      ok: false,
      problem: `${command}: unexpected ${quote(rest.join(' '))} after the position`,
    };
  return { ok: true, value: position };
}

/** Runs the protocol on stdin/stdout until `quit` or the end of the input. */
export async function runShatraEngine(): Promise<number> {
  const session = new EngineSession();
  // A short search before the first command compiles the hot code, so that even the first
  // `best` keeps to its budget.
  chooseMove(START_POSITION, { nodes: 3000 });
  return serveLines({
    batch: false,
    refuse: (problem) => `error ${problem}`,
    answer: (line) => {
      const reply = session.handle(line);
      return reply.kind === 'quit' ? STOP : reply.line;
    },
  });
}
