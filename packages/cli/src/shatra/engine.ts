// `ludus shatra engine`: the Shatra engine protocol (PROTOCOL.md, "Shatra engine"). One command
// per stdin line, one answer line each, in one long-running process:
//   best POSITION [MILLISECONDS] [LEVEL]   the chosen move, `-` when there is none
//   eval POSITION                          centi-shatras for the side to move (an integer)
//   draw POSITION                          `accept` or `decline`
//   quit                                   ends the process (no answer)
// A malformed command or position gets one line `error …`, and the engine goes on.
import { START_POSITION } from '@ludus/shatra';
import {
  answerDrawOffer,
  chooseMove,
  DEFAULT_LEVEL,
  DEFAULT_TIME_MS,
  evaluatePosition,
  LEVEL_NAMES,
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

/** One engine session: holds the transposition table that the `best` searches reuse. */
export class EngineSession {
  readonly #table = new TranspositionTable(18);

  /** The reply to one input line. */
  handle(line: string): EngineReply {
    const [command, ...args] = words(line);
    switch (command) {
      case undefined:
        return error('empty command; expected best, eval, draw or quit');
      case 'best':
        return this.#best(args);
      case 'eval':
        return this.#eval(args);
      case 'draw':
        return this.#draw(args);
      case 'quit':
        return args.length === 0 ? { kind: 'quit' } : error('quit takes no arguments');
      default:
        return error(`unknown command ${quote(command)}; expected best, eval, draw or quit`);
    }
  }

  #best(args: readonly string[]): EngineReply {
    const parsed = positionAndRest(args, 'best');
    if (!parsed.ok) return error(parsed.problem);
    const { position, rest } = parsed.value;
    const [timeText, levelText, ...extra] = rest;
    if (extra.length > 0)
      return error(`best: unexpected ${quote(extra.join(' '))} after the level`);
    const timeMs = timeText === undefined ? DEFAULT_TIME_MS : Number(timeText);
    if (!/^\d+$/.test(timeText ?? '0') || timeMs < 1 || timeMs > MAX_TIME_MS) {
      return error(
        `best: milliseconds must be an integer from 1 to ${MAX_TIME_MS}, not ${quote(String(timeText))}`,
      );
    }
    const level = levelByName(levelText ?? DEFAULT_LEVEL);
    if (level === undefined) {
      return error(
        `best: unknown level ${quote(String(levelText))}; expected ${LEVEL_NAMES.join(', ')} or 1-3`,
      );
    }
    const result = chooseMove(position, { timeMs, level: level.name, table: this.#table });
    if (!result.ok) return error(`best: position: ${result.message}`);
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
