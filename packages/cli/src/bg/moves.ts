// `ludus bg moves`: the legal plays of a position as GNU Backgammon would list them, one JSON
// line per query. Single mode answers the query on the command line; with no POSITION_ID it
// answers one "POSITION_ID D1 D2" query per stdin line, in order, in one process.

import { createInterface } from 'node:readline';
import {
  type Dice,
  type Die,
  legalPlays,
  makePlay,
  makePositionId,
  parsePositionId,
  swapSides,
  type VariantKey,
} from '@ludus/backgammon';
import { errorLine, parseBgArgs } from './args';

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
  const position = parsePositionId(id, variant);
  if (!position.ok) return { ok: false, line: errorLine(`bad position ID: ${position.message}`) };
  const d1 = parseDie(first);
  const d2 = parseDie(second);
  if (d1 === undefined || d2 === undefined) {
    const bad = d1 === undefined ? first : second;
    return { ok: false, line: errorLine(`bad die '${bad}': a die is a whole number from 1 to 6`) };
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
 * Stdin mode. Blank lines are skipped and get no answer (a query is one non-blank line); every
 * other line gets exactly one answer line, an error included, and the process goes on. Answers
 * are collected and written once per burst of input, so a large batch is not written line by
 * line, while an interactive client gets each answer as soon as its input pauses.
 */
function answerStdin(variant: VariantKey): Promise<number> {
  return new Promise((resolve) => {
    const input = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
    const output = new BurstWriter(
      () => input.pause(),
      () => input.resume(),
    );
    process.stdout.on('error', () => resolve(0)); // the reader went away (EPIPE): stop quietly
    input.on('line', (line) => {
      const query = line.trim();
      if (query === '') return;
      const tokens = query.split(/\s+/);
      output.push(
        tokens.length === 3
          ? answerQuery(tokens, variant).line
          : errorLine(`expected POSITION_ID D1 D2, got ${tokens.length} field(s): '${query}'`),
      );
    });
    input.on('close', () => {
      output.flush();
      resolve(0);
    });
  });
}

const FLUSH_BYTES = 1 << 16;

/** Buffers output lines; writes them when the current burst of input has been handled. */
class BurstWriter {
  private parts: string[] = [];
  private size = 0;
  private scheduled = false;
  private draining = false;

  constructor(
    private readonly pauseInput: () => void,
    private readonly resumeInput: () => void,
  ) {}

  push(line: string): void {
    this.parts.push(line, '\n');
    this.size += line.length + 1;
    if (this.size >= FLUSH_BYTES) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      // setImmediate runs after the pending input events: one write per burst of lines.
      setImmediate(() => this.flush());
    }
  }

  flush(): void {
    this.scheduled = false;
    if (this.parts.length === 0) return;
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    // Backpressure: a slow reader pauses the input until stdout has drained.
    if (!process.stdout.write(text) && !this.draining) {
      this.draining = true;
      this.pauseInput();
      process.stdout.once('drain', () => {
        this.draining = false;
        this.resumeInput();
      });
    }
  }
}
