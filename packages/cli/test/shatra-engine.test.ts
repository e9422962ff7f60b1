// The Shatra engine protocol (PROTOCOL.md, "Shatra engine") through the real `ludus` command.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { legalMoves, makeMove, readPosition } from '@ludus/shatra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const START = 'sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0';
/** White: batyr, two turas, three shatras; Black: a biy and a shatra. Black to move is lost. */
const LOST_FOR_BLACK = '2k/3/3/1/6s/7/7/7/1Q3R1/SS1R2S/1/3/3/1K1 b - - - 0';
/** Black's biy is gone: the game is over. */
const OVER = 'sqs/srs/brb/1/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0';

class Engine {
  readonly child: ChildProcessWithoutNullStreams;
  readonly #lines: string[] = [];
  readonly #waiting: ((line: string) => void)[] = [];

  constructor() {
    this.child = spawn('node', ['packages/cli/bin/ludus.mjs', 'shatra', 'engine']);
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const waiter = this.#waiting.shift();
      if (waiter) waiter(line);
      else this.#lines.push(line);
    });
  }

  /** Sends one command and resolves with the one line that answers it. */
  ask(command: string): Promise<string> {
    this.child.stdin.write(`${command}\n`);
    const ready = this.#lines.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  exit(): Promise<number | null> {
    return new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }
}

describe('ludus shatra engine', () => {
  let engine: Engine;
  beforeAll(() => {
    engine = new Engine();
  });
  afterAll(() => {
    engine.child.kill();
  });

  it('checks the fixture positions', () => {
    expect(readPosition(LOST_FOR_BLACK).ok).toBe(true);
    expect(readPosition(OVER).ok).toBe(true);
  });

  it('answers best with a legal move, with and without milliseconds and level', async () => {
    const start = readPosition(START);
    if (!start.ok) throw new Error(start.message);
    const legal = legalMoves(start.value).map(makeMove);
    for (const command of [
      `best ${START}`,
      `best ${START} 300`,
      `best ${START} 300 beginner`,
      `best ${START} 200 2`,
    ]) {
      expect(legal).toContain(await engine.ask(command));
    }
  });

  it('answers within the given milliseconds (budget + 10%) once warm', async () => {
    const started = performance.now();
    const move = await engine.ask(`best ${START} 400 master`);
    expect(move).toMatch(/^\d/);
    expect(performance.now() - started).toBeLessThanOrEqual(440);
  });

  it('answers - when there is no move', async () => {
    expect(await engine.ask(`best ${OVER} 100`)).toBe('-');
  });

  it('answers eval with an integer for the side to move', async () => {
    expect(await engine.ask(`eval ${START}`)).toMatch(/^-?\d+$/);
    expect(Number(await engine.ask(`eval ${LOST_FOR_BLACK}`))).toBeLessThan(-1000);
  });

  it('accepts a draw when lost and declines when winning', async () => {
    expect(await engine.ask(`draw ${LOST_FOR_BLACK}`)).toBe('accept');
    expect(await engine.ask(`draw ${LOST_FOR_BLACK.replace(' b ', ' w ')}`)).toBe('decline');
  });

  it('answers every malformed command with one error line and goes on', async () => {
    const bad = [
      '',
      'hello',
      'best',
      'best sqs/srs w',
      `best ${START.replace('sqs', 'sqx')}`,
      `best ${START} fast`,
      `best ${START} 0`,
      `best ${START} 100 grandmaster`,
      `best ${START} 100 master extra`,
      `eval ${START} 100`,
      `draw ${START.replace(' w ', ' x ')}`,
      'quit now',
    ];
    for (const command of bad) expect(await engine.ask(command)).toMatch(/^error \S/);
    // Still alive and answering:
    expect(await engine.ask(`eval ${START}`)).toMatch(/^-?\d+$/);
  });

  it('ends on quit with exit status 0', async () => {
    const exited = engine.exit();
    engine.child.stdin.write('quit\n');
    expect(await exited).toBe(0);
  });
});
