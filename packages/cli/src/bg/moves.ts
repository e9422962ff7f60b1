// `ludus bg moves`: the legal plays of a position as GNU Backgammon would list them, one JSON
// line per query. Single mode answers the query on the command line; with no POSITION_ID it
// answers one "POSITION_ID D1 D2" query per stdin line, in order, in one process.

import {
  type Dice,
  type Die,
  legalPlays,
  makePlay,
  makePositionId,
  swapSides,
  type VariantKey,
} from '@ludus/backgammon';
import { serveLines, words } from '../line-input';
import { quote } from '../quote';
import { errorLine, parseBgArgs, readPositionId } from './args';

export async function runMoves(args: readonly string[]): Promise<number> {
  const parsed = parseBgArgs(args);
  if (!parsed.ok) return fail(parsed.message);
  const { variant, positional } = parsed.value;
  if (positional.length === 0) return answerStdin(variant);
  if (positional.length !== 3) {
    return fail(`expected POSITION_ID D1 D2, got ${positional.length} argument(s)`);
  }
  const answer = answerQuery(positional, variant);
  process.stdout.write(`${answer.line}\n`);
  return answer.ok ? 0 : 2;
}

function fail(message: string): number {
  process.stdout.write(`${errorLine(message)}\n`);
  return 2;
}

/** The JSON answer to one query `[POSITION_ID, D1, D2]`. */
export function answerQuery(
  query: readonly string[],
  variant: VariantKey,
): { ok: boolean; line: string } {
  const [id = '', first = '', second = ''] = query;
  const position = readPositionId(id, variant);
  if (!position.ok) return { ok: false, line: errorLine(position.message) };
  const d1 = parseDie(first);
  const d2 = parseDie(second);
  if (d1 === undefined || d2 === undefined) {
    const bad = d1 === undefined ? first : second;
    return {
      ok: false,
      line: errorLine(`bad die ${quote(bad)}: a die is a whole number from 1 to 6`),
    };
  }
  const dice: Dice = [d1, d2];
  const moves = legalPlays(position.value, dice, variant).map((play) => ({
    move: makePlay(play.steps, variant),
    // As GNU Backgammon shows the position after the play: the opponent is on roll.
    position: makePositionId(swapSides(play.after)),
  }));
  return { ok: true, line: JSON.stringify({ moves }) };
}

function parseDie(text: string): Die | undefined {
  return /^[1-6]$/.test(text) ? (Number(text) as Die) : undefined;
}

/**
 * Stdin mode (line-input.ts reads the lines). Blank lines are skipped and get no answer (a query
 * is one non-blank line); every other line gets exactly one answer line, an error included, and
 * the process goes on. The answers to a chunk of input are written at once.
 */
function answerStdin(variant: VariantKey): Promise<number> {
  return serveLines({
    batch: true,
    refuse: errorLine,
    answer: (line) => {
      const tokens = words(line);
      if (tokens.length === 0) return undefined;
      if (tokens.length === 3) return answerQuery(tokens, variant).line;
      return errorLine(`expected POSITION_ID D1 D2, got ${tokens.length} field(s): ${quote(line)}`);
    },
  });
}
