// The one line reader of the four stdin commands (`bg moves`, `bg engine`, `shatra moves`,
// `shatra engine`; PROTOCOL.md, "Lines"): where a line ends, how long it may be, how its words
// are split, and how the process ends when its reader goes away. Node's readline is not used:
// it ends a line at a lone CR too, and it holds a line of any length in memory.

/** Longer lines are refused whole, with one error line, and never held in memory. */
export const MAX_LINE_BYTES = 64 * 1024;

const LF = 0x0a;
const CR = 0x0d;

/** A line of input: its text without the line end, or why it is refused before reading. */
export type InputLine = { ok: true; text: string } | { ok: false; problem: string };

/** Cuts a byte stream into lines: LF or CR LF ends a line; a lone CR is an error of its line. */
export class LineSplitter {
  #parts: Buffer[] = [];
  /** Bytes of the line so far, the ones dropped from an overlong line included. */
  #size = 0;

  /** The lines that a chunk completes; the start of an unfinished line waits for the next. */
  *push(chunk: Buffer): Generator<InputLine> {
    let start = 0;
    for (let end = chunk.indexOf(LF); end >= 0; end = chunk.indexOf(LF, start)) {
      this.#add(chunk.subarray(start, end));
      yield this.#take(true);
      start = end + 1;
    }
    this.#add(chunk.subarray(start));
  }

  /** The last line, when the input ends without a line end. */
  *end(): Generator<InputLine> {
    if (this.#size > 0) yield this.#take(false);
  }

  #add(bytes: Buffer): void {
    this.#size += bytes.length;
    // One byte of slack: the CR of a CR LF is no part of the line.
    if (this.#size <= MAX_LINE_BYTES + 1) this.#parts.push(bytes);
    else this.#parts = [];
  }

  #take(endedByLf: boolean): InputLine {
    const parts = this.#parts;
    const last = parts[parts.length - 1];
    const crlf = endedByLf && last !== undefined && last[last.length - 1] === CR;
    const size = this.#size - (crlf ? 1 : 0);
    this.#parts = [];
    this.#size = 0;
    if (size > MAX_LINE_BYTES) {
      return {
        ok: false,
        problem: `a line of more than ${MAX_LINE_BYTES} bytes is refused (this one: ${size} bytes)`,
      };
    }
    const text = Buffer.concat(parts).toString('utf8', 0, size);
    const cr = text.indexOf('\r');
    if (cr >= 0) {
      return {
        ok: false,
        problem: `a lone carriage return (CR) at character ${cr + 1}: lines end with LF or CR LF`,
      };
    }
    return { ok: true, text };
  }
}

/** The words of a line: separated by ASCII spaces only (no tab, no non-breaking space). */
export function words(line: string): string[] {
  return line.split(' ').filter((word) => word !== '');
}

/** Stop reading: the answer to `quit`. */
export const STOP = Symbol('stop');

export interface LineService {
  /** The answer to one line: a line to write, undefined for none, or STOP. */
  readonly answer: (line: string) => string | undefined | typeof STOP;
  /** The error line for a line refused before `answer` sees it (or that `answer` threw on). */
  readonly refuse: (problem: string) => string;
  /**
   * Write the answers to a chunk of input at once (a batch of queries is not written line by
   * line); otherwise each answer as soon as it is computed (an engine's search takes time).
   */
  readonly batch: boolean;
}

/** Answers stdin line by line on stdout until STOP or the end of input; resolves to status 0. */
export function serveLines(service: LineService): Promise<number> {
  return new Promise((resolve) => {
    const input = process.stdin;
    const splitter = new LineSplitter();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      input.destroy(); // an open stdin would keep the process alive
      resolve(0);
    };
    // The reader went away (EPIPE): nobody is left to answer, so end quietly with status 0.
    process.stdout.on('error', finish);
    const serve = (lines: Iterable<InputLine>) => {
      const out: string[] = [];
      for (const line of lines) {
        if (done) return;
        const reply = replyTo(service, line);
        if (reply === STOP) finish();
        else if (reply !== undefined) out.push(`${reply}\n`);
        if (!service.batch || done) write(out.splice(0));
      }
      write(out);
    };
    let draining = false;
    const write = (out: string[]) => {
      if (out.length === 0 || process.stdout.destroyed) return;
      // Backpressure: a slow reader pauses the input until stdout has drained.
      if (!process.stdout.write(out.join('')) && !draining) {
        draining = true;
        input.pause();
        process.stdout.once('drain', () => {
          draining = false;
          input.resume();
        });
      }
    };
    input.on('data', (chunk: Buffer) => serve(splitter.push(chunk)));
    input.on('end', () => {
      serve(splitter.end());
      finish();
    });
  });
}

function replyTo(service: LineService, line: InputLine): string | undefined | typeof STOP {
  if (!line.ok) return service.refuse(line.problem);
  try {
    return service.answer(line.text);
  } catch (error) {
    // Bad input never ends the process (house rules); an internal fault is reported too.
    return service.refuse(`internal: ${error instanceof Error ? error.message : String(error)}`);
  }
}
