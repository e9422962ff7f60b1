// The line input of the four stdin commands (`bg moves`, `bg engine`, `shatra moves`,
// `shatra engine`; PROTOCOL.md, "Lines"), each through the real `ludus` process: how a line
// ends, how long it may be, how much of a bad input comes back, and the end of the process when
// its reader goes away.

import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const BIN = 'packages/cli/bin/ludus.mjs';
const BG = '4HPwATDgc/ABMA';
const S = 'sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0';

interface LineCommand {
  readonly args: readonly string[];
  /** A well-formed line and the look of its answer. */
  readonly query: string;
  readonly answer: RegExp;
  /** The look of an error line. */
  readonly error: RegExp;
  /** A line that the command answers with an error line. */
  readonly bad: string;
}

const COMMANDS: readonly LineCommand[] = [
  {
    args: ['bg', 'moves'],
    query: `${BG} 3 1`,
    answer: /^\{"moves":\[/,
    error: /^\{"error":/,
    bad: `${BG} 9 1`,
  },
  {
    args: ['bg', 'engine'],
    query: `eval ${BG}`,
    answer: /^[-\d. ]+$/,
    error: /^error \S/,
    bad: 'dance',
  },
  {
    args: ['shatra', 'moves'],
    query: S,
    answer: /^\{"moves":\[/,
    error: /^\{"error":/,
    bad: 'nonsense',
  },
  {
    args: ['shatra', 'engine'],
    query: `eval ${S}`,
    answer: /^-?\d+$/,
    error: /^error \S/,
    bad: 'hello',
  },
];

interface Run {
  readonly status: number | null;
  readonly lines: string[];
  readonly stderr: string;
}

function ludus(args: readonly string[], input: string): Run {
  const run = spawnSync('node', [BIN, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { status: run.status, lines: run.stdout.split('\n').filter(Boolean), stderr: run.stderr };
}

/** Runs the command on `input`, reads its first line, then closes the pipe it writes to. */
function readFirstLineAndLeave(args: readonly string[], input: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('node', [BIN, ...args]);
    let first = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      first += chunk;
      if (first.includes('\n')) child.stdout.destroy(); // `| head -1`
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.stdin.on('error', () => {}); // the command may stop reading before the input ends
    child.stdin.end(input);
    child.on('close', (status) => resolve({ status, lines: first.split('\n', 1), stderr }));
  });
}

for (const command of COMMANDS) {
  const name = `ludus ${command.args.join(' ')}`;
  describe(`${name}: lines`, () => {
    it('ends quietly with status 0 when its reader goes away (| head -1 over many lines)', async () => {
      // Enough answers to fill the pipe many times over.
      const lines = command.args[1] === 'moves' ? 3000 : 20000;
      const line = command.args[1] === 'moves' ? command.query : command.bad;
      const run = await readFirstLineAndLeave(command.args, `${line}\n`.repeat(lines));
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.lines[0]).toMatch(command.args[1] === 'moves' ? command.answer : command.error);
    });

    it('reads \\r\\n as one line end, and a lone \\r as an error of that line only', () => {
      const { query } = command;
      const run = ludus(command.args, `${query}\r\n${query}\r${query}\n${query}\n`);
      expect(run.status).toBe(0);
      expect(run.lines).toHaveLength(3);
      expect(run.lines[0]).toMatch(command.answer);
      expect(run.lines[1]).toMatch(command.error);
      expect(run.lines[1]).toContain(
        `a lone carriage return (CR) at character ${query.length + 1}: lines end with LF or CR LF`,
      );
      expect(run.lines[2]).toMatch(command.answer);
    });

    it('refuses a line over 64 KiB with one error line, and reads the next', () => {
      const long = `${command.query} ${'x'.repeat(64 * 1024)}`;
      const run = ludus(command.args, `${long}\n${command.query}\n`);
      expect(run.status).toBe(0);
      expect(run.lines).toHaveLength(2);
      expect(run.lines[0]).toMatch(command.error);
      expect(run.lines[0]).toContain(
        `a line of more than 65536 bytes is refused (this one: ${long.length} bytes)`,
      );
      expect(run.lines[0]?.length).toBeLessThan(200);
      expect(run.lines[1]).toMatch(command.answer);
    });
  });
}

describe('echoes of bad input: at most the first 80 characters', () => {
  const A80 = 'A'.repeat(80);

  it('bg engine: a 1 MiB bad Position ID gets one short error line', () => {
    const run = ludus(['bg', 'engine'], `eval ${'A'.repeat(1 << 20)}\neval ${'A'.repeat(60000)}\n`);
    expect(run.lines).toHaveLength(2);
    expect(run.lines[0]).toBe(
      'error a line of more than 65536 bytes is refused (this one: 1048581 bytes)',
    );
    expect(run.lines[1]).toBe(
      `error bad position ID '${A80}…' (60000 characters): a Position ID is 14 characters of A–Z, a–z, 0–9, + and /`,
    );
  });

  it('bg engine: an unknown command of 60000 characters', () => {
    const run = ludus(['bg', 'engine'], `${'x'.repeat(60000)}\n`);
    expect(run.lines).toEqual([
      `error unknown command '${'x'.repeat(80)}…' (60000 characters): use level, best, double, take, eval or quit`,
    ]);
  });

  it('bg moves: a bad Position ID of 60000 characters, on stdin and on the command line', () => {
    const error = JSON.stringify({
      error: `bad position ID '${A80}…' (60000 characters): a Position ID is 14 characters of A–Z, a–z, 0–9, + and /`,
    });
    expect(ludus(['bg', 'moves'], `${'A'.repeat(60000)} 3 1\n`).lines).toEqual([error]);
    const single = spawnSync('node', [BIN, 'bg', 'moves', 'A'.repeat(60000), '3', '1'], {
      encoding: 'utf8',
    });
    expect({ status: single.status, out: single.stdout }).toEqual({ status: 2, out: `${error}\n` });
  });

  it('bg show: a bad Match ID of 100000 characters', () => {
    const run = spawnSync('node', [BIN, 'bg', 'show', BG, 'A'.repeat(100000)], {
      encoding: 'utf8',
    });
    expect(run.stdout).toBe(
      `${JSON.stringify({ error: `bad Match ID '${A80}…' (100000 characters): a Match ID is 12 base64 characters` })}\n`,
    );
  });

  it('shatra moves and engine: a board row of 60000 characters', () => {
    const long = S.replace('sssssss', 's'.repeat(60000));
    const row = `'${'s'.repeat(80)}…' (60000 characters)`;
    const message = `board: row 5 (${row}) must cover 7 squares, covers 60000`;
    expect(ludus(['shatra', 'moves'], `${long}\n`).lines).toEqual([
      JSON.stringify({ error: message }),
    ]);
    expect(ludus(['shatra', 'engine'], `eval ${long}\n`).lines).toEqual([
      `error eval: position: ${message}`,
    ]);
  });
});

describe('blank lines and separators', () => {
  it('shatra moves skips blank lines, as bg moves does', () => {
    const run = ludus(['shatra', 'moves'], `${S}\n\n   \n${S}\n`);
    expect(run.status).toBe(0);
    expect(run.lines).toHaveLength(2);
    for (const line of run.lines) expect(line).toMatch(/^\{"moves":\[/);
  });

  it('words are separated by ASCII spaces only: a non-breaking space is no separator', () => {
    const nbsp = '\u00A0';
    expect(ludus(['bg', 'moves'], `${BG}${nbsp}3${nbsp}1\n`).lines).toEqual([
      JSON.stringify({
        error: `expected POSITION_ID D1 D2, got 1 field(s): '${BG}${nbsp}3${nbsp}1'`,
      }),
    ]);
    expect(ludus(['bg', 'engine'], `eval${nbsp}${BG}\n`).lines[0]).toMatch(
      /^error unknown command 'eval\u00A04HPwATDgc\/ABMA'/,
    );
    const sNbsp = S.replaceAll(' ', nbsp);
    expect(ludus(['shatra', 'engine'], `eval ${sNbsp}\n`).lines).toEqual([
      'error eval: a position has 6 fields, got 1',
    ]);
  });
});
