// `ludus bg moves` and `ludus bg show` through the real command (node + tsx), as a user or an
// independent checker runs them.

import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { fromSetup, makePositionId, type Position } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { askGnubg } from '../../backgammon/scripts/gnubg';
import { randomPositionQueries, selfPlayQueries } from '../../backgammon/scripts/queries';

const BIN = 'packages/cli/bin/ludus.mjs';
const START = '4HPwATDgc/ABMA';

function ludus(args: readonly string[], input?: string): { status: number; lines: string[] } {
  const run = spawnSync('node', [BIN, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { status: run.status ?? -1, lines: run.stdout.split('\n').filter(Boolean) };
}

function json(line: string | undefined): Record<string, unknown> {
  return JSON.parse(line ?? 'null') as Record<string, unknown>;
}

function idOf(player: Record<number, number>, opponent: Record<number, number>): string {
  const side = (points: Record<number, number>) => {
    const cells = new Array<number>(25).fill(0);
    for (const [p, n] of Object.entries(points)) cells[Number(p) - 1] = n;
    return cells;
  };
  const setup = fromSetup({ player: side(player), opponent: side(opponent) });
  if (!setup.ok) throw new Error(setup.message);
  return makePositionId(setup.value);
}

describe('ludus bg moves, single query', () => {
  it('prints one JSON line: every distinct play with the Position ID after it', () => {
    const { status, lines } = ludus(['bg', 'moves', START, '3', '1']);
    expect(status).toBe(0);
    expect(lines).toHaveLength(1);
    const moves = json(lines[0]).moves as { move: string; position: string }[];
    expect(moves).toHaveLength(16);
    expect(moves).toContainEqual({ move: '8/5 6/5', position: 'sGfwATDgc/ABMA' });
    expect(new Set(moves.map((m) => m.position)).size).toBe(16);
  });

  it('prints an empty list when the turn is lost', () => {
    const closed = idOf({ 25: 1, 13: 14 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 13: 3 });
    expect(ludus(['bg', 'moves', closed, '6', '5'])).toEqual({
      status: 0,
      lines: ['{"moves":[]}'],
    });
  });

  it('applies the tryktrak bear-off with --variant tryktrak', () => {
    const id = idOf({ 6: 1, 3: 1, 2: 1 }, { 13: 15 });
    const moves = (variant: string[]) =>
      (json(ludus(['bg', 'moves', id, '5', '4', ...variant]).lines[0]).moves as { move: string }[])
        .map((m) => m.move)
        .sort();
    expect(moves(['--variant', 'tryktrak'])).toEqual(['3/off 2/off', '6/1 3/off', '6/2 3/off']);
    expect(moves(['--variant=tryktrak'])).toEqual(['3/off 2/off', '6/1 3/off', '6/2 3/off']);
    expect(moves([])).toEqual(['6/1 3/off', '6/2 3/off']);
    expect(moves(['--variant', 'backgammon'])).toEqual(['6/1 3/off', '6/2 3/off']);
  });

  const tooMany: Position = {
    player: [0, 0, 0, 0, 0, 16, ...new Array(19).fill(0)],
    opponent: [...new Array(24).fill(0), 1],
  };
  const bad: [string, string[], RegExp][] = [
    ['a malformed ID', ['bg', 'moves', 'notanid', '3', '1'], /position ID/i],
    ['a bad base64 character', ['bg', 'moves', '4HPwATDgc/AB!A', '3', '1'], /position ID/i],
    ['a die of 7', ['bg', 'moves', START, '7', '1'], /die '7'/],
    ['a die of 0', ['bg', 'moves', START, '3', '0'], /die '0'/],
    ['a die that is not a number', ['bg', 'moves', START, 'x', '1'], /die 'x'/],
    ['too few arguments', ['bg', 'moves', START, '3'], /POSITION_ID D1 D2/],
    ['too many arguments', ['bg', 'moves', START, '3', '1', '2'], /POSITION_ID D1 D2/],
    ['an unknown variant', ['bg', 'moves', START, '3', '1', '--variant', 'nack'], /variant 'nack'/],
    ['a missing variant name', ['bg', 'moves', START, '3', '1', '--variant'], /variant/],
    ['an unknown option', ['bg', 'moves', START, '3', '1', '--fast'], /option '--fast'/],
    ['more than 15 checkers', ['bg', 'moves', makePositionId(tooMany), '3', '1'], /16 checkers/],
    ['a side with no checker', ['bg', 'moves', 'AAAAAAAAAAAAAA', '3', '1'], /no checker/],
    ['an unknown bg command', ['bg', 'play', START], /unknown bg command/],
  ];
  for (const [what, args, message] of bad) {
    it(`refuses ${what} with a JSON error and exit status 2`, () => {
      const { status, lines } = ludus(args);
      expect(status).toBe(2);
      expect(lines).toHaveLength(1);
      expect(String(json(lines[0]).error)).toMatch(message);
    });
  }
});

describe('ludus bg moves, one query per stdin line', () => {
  it('answers each query in order, errors included, skipping blank lines', () => {
    const input = `${START} 3 1\n\n   \nbad 1 1\n${START} 6 6\n${START} 9 1\n${START} 1\n`;
    const { status, lines } = ludus(['bg', 'moves'], input);
    expect(status).toBe(0);
    expect(lines).toHaveLength(5);
    expect((json(lines[0]).moves as unknown[]).length).toBe(16);
    expect(json(lines[1]).error).toMatch(/position ID/i);
    expect(json(lines[2]).moves).toContainEqual({
      move: '24/18(2) 13/7(2)',
      position: '4NvBwQDgc/ABMA',
    });
    expect(json(lines[3]).error).toMatch(/die '9'/);
    expect(json(lines[4]).error).toMatch(/POSITION_ID D1 D2/);
  });

  it('applies --variant to every line', () => {
    const id = idOf({ 6: 1, 3: 1, 2: 1 }, { 13: 15 });
    const { lines } = ludus(['bg', 'moves', '--variant', 'tryktrak'], `${id} 5 4\n${id} 4 5\n`);
    expect(lines.map((l) => (json(l).moves as unknown[]).length)).toEqual([3, 3]);
  });

  it('answers thousands of queries a second in one process', () => {
    const queries = `${[START, '4NvBwQDgc/ABMA', 'sGfwATDgc/ABMA']
      .flatMap((id) => ['3 1', '6 6', '2 2', '5 4'].map((d) => `${id} ${d}`))
      .join('\n')}\n`.repeat(250); // 3,000 queries
    const started = performance.now();
    const { lines } = ludus(['bg', 'moves'], queries);
    const seconds = (performance.now() - started) / 1000;
    expect(lines).toHaveLength(3000);
    expect(seconds).toBeLessThan(6);
  });

  it('answers an interactive client line by line without waiting for the end of input', async () => {
    const child = spawn('node', [BIN, 'bg', 'moves'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const received: string[] = [];
    let pending = '';
    let waiter: (() => void) | undefined;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      received.push(...parts);
      waiter?.();
    });
    const ask = async (line: string): Promise<string | undefined> => {
      const before = received.length;
      child.stdin.write(`${line}\n`);
      while (received.length === before) await new Promise<void>((r) => (waiter = r));
      return received[before];
    };
    expect((json(await ask(`${START} 3 1`)).moves as unknown[]).length).toBe(16);
    expect(json(await ask(`${START} 0 1`)).error).toMatch(/die '0'/);
    expect((json(await ask(`${START} 6 5`)).moves as unknown[]).length).toBe(7);
    child.stdin.end();
    const code = await new Promise<number | null>((r) => child.on('close', r));
    expect(code).toBe(0);
  });
});

describe('ludus bg moves against GNU Backgammon', () => {
  it('prints exactly gnubg’s plays, move text and resulting Position IDs, for fresh queries', () => {
    const seed = Date.now() % 2_147_483_647;
    const queries = [...selfPlayQueries(seed, 100), ...randomPositionQueries(seed + 1, 100)];
    const answers = askGnubg(queries);
    const input = answers.map((a) => `${a.id} ${a.dice[0]} ${a.dice[1]}`).join('\r\n');
    const { lines } = ludus(['bg', 'moves'], `${input}\r\n`);
    const sorted = (moves: readonly { move: string; position: string }[]) =>
      moves.map((m) => `${m.position} ${m.move}`).sort();
    expect({ seed, answers: lines.map((l) => sorted(json(l).moves as never)) }).toEqual({
      seed,
      answers: answers.map((a) => sorted(a.moves)),
    });
  });
});

describe('ludus bg show', () => {
  it('draws the board with point numbers, checkers, bar, borne off and pip counts', () => {
    const id = idOf({ 25: 1, 6: 5, 5: 4, 1: 2 }, { 23: 2, 13: 5, 8: 3, 6: 2 });
    const out = execFileSync('node', [BIN, 'bg', 'show', id], { encoding: 'utf8' });
    expect(out).toContain(`Position ID: ${id}`);
    expect(out).toContain('+13-14-15-16-17-18------19-20-21-22-23-24-+');
    expect(out).toContain('+12-11-10--9--8--7-------6--5--4--3--2--1-+');
    expect(out).toContain('X (on roll): pips 77, borne off 3, on the bar 1');
    expect(out).toContain('O:           pips 147, borne off 3, on the bar 0');
    expect(out).toContain('borne off 3');
    // X's bar checker is drawn in the bottom half of the bar column.
    expect(out.split('\n').filter((l) => l.includes('| X |')).length).toBe(1);
  });

  it('refuses an impossible Match ID: a cube of 32768', () => {
    expect(ludus(['bg', 'show', '4HPwATDgc/ABMA', 'fwkAAAAAAAAA'])).toEqual({
      status: 2,
      lines: [
        JSON.stringify({
          error: "bad Match ID 'fwkAAAAAAAAA': a cube of 32768: the cube stops at 64",
        }),
      ],
    });
  });

  it('refuses a bad Position ID with a JSON error and exit status 2', () => {
    expect(ludus(['bg', 'show', 'nope']).status).toBe(2);
    expect(json(ludus(['bg', 'show']).lines[0]).error).toMatch(/POSITION_ID/);
  });
});
