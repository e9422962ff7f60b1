import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const START = 'sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0';

function ludus(args: string[], input?: string): { status: number | null; out: string } {
  const r = spawnSync('node', ['packages/cli/bin/ludus.mjs', 'shatra', ...args], {
    encoding: 'utf8',
    input,
  });
  return { status: r.status, out: r.stdout };
}

describe('ludus shatra moves', () => {
  it('prints every legal move and the status as one JSON line', () => {
    const { status, out } = ludus(['moves', START]);
    expect(status).toBe(0);
    expect(out.endsWith('\n')).toBe(true);
    const answer = JSON.parse(out) as { moves: string[]; status: string };
    expect(answer.status).toBe('ongoing');
    expect(answer.moves).toHaveLength(42);
    expect(answer.moves).toContain('46-39');
    expect(answer.moves).toContain('54@40');
    expect(answer.moves).toContain('53@32');
  });

  it('one answer per stdin line, in order, errors included', () => {
    const lines = [
      START,
      'nonsense',
      '3/3/3/1/6k/7/7/7/7/6K/1/3/3/3 w - - - 0',
      '3/3/3/1/6k/7/7/7/7/1S4K/1/3/3/3 w - - - 60',
    ];
    const { status, out } = ludus(['moves'], `${lines.join('\n')}\n`);
    expect(status).toBe(0);
    const answers = out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(answers).toHaveLength(4);
    expect(answers[0].moves).toHaveLength(42);
    expect(answers[1].error).toMatch(/fields/);
    expect(answers[2]).toEqual({ moves: [], status: 'draw' });
    expect(answers[3]).toEqual({ moves: [], status: 'draw' });
  });

  it('status: a missing biy, no legal move, a chain as one entry, promotion choices apart', () => {
    expect(JSON.parse(ludus(['moves', '3/3/3/1/7/7/7/7/7/6K/1/3/3/3 b - - - 0']).out)).toEqual({
      moves: [],
      status: 'white-wins',
    });
    expect(
      JSON.parse(ludus(['moves', '3/3/3/1/4SSk/5SS/4S1S/7/7/6K/1/3/3/3 b - - - 0']).out),
    ).toEqual({
      moves: [],
      status: 'white-wins',
    });
    const chain = JSON.parse(ludus(['moves', '3/3/3/1/3s2k/7/3s3/3S3/7/6K/1/3/3/3 w - - - 0']).out);
    expect(chain).toEqual({ moves: ['35x21x10'], status: 'ongoing' });
    const promo = JSON.parse(ludus(['moves', '3/ss1/S2/1/6k/7/7/7/7/6K/1/3/3/3 w - QR - 0']).out);
    expect(promo.moves.sort()).toEqual(['7x1=Qx9', '7x1=R', '7x3=Q', '7x3=R']);
  });

  it('a malformed position names the wrong field, exit status 2', () => {
    const { status, out } = ludus(['moves', START.replace(' w ', ' x ')]);
    expect(status).toBe(2);
    expect(JSON.parse(out).error).toMatch(/^side to move/);
    expect(JSON.parse(ludus(['moves', START.replace('Wb', 'Q')]).out).error).toMatch(/^reserve/);
  });
});

describe('ludus shatra apply', () => {
  it('prints the canonical position string after the moves', () => {
    const { status, out } = ludus(['apply', START, '49-35', '14-28']);
    expect(status).toBe(0);
    expect(out).toBe('sqs/srs/brb/k/sss1sss/7/3s3/3S3/7/SSS1SSS/K/BRB/SRS/SQS w Wb - e28 0\n');
    expect(ludus(['apply', START.replace(' - - 0', ' - - 00')]).out).toBe(`${START}\n`);
  });

  it('names the first illegal move and why, exit status 2', () => {
    const { status, out } = ludus(['apply', START, '49-35', '14-28', '46-39']);
    expect(status).toBe(2);
    expect(JSON.parse(out).error).toBe('move 3 refused: 46-39: a capture is compulsory');
    expect(JSON.parse(ludus(['apply', START, '49-36']).out).error).toMatch(
      /^move 1 refused: 49-36/,
    );
    expect(JSON.parse(ludus(['apply', START, '49_36']).out).error).toMatch(/cannot read move/);
    expect(JSON.parse(ludus(['apply', START, '14-21']).out).error).toMatch(
      /black's, white is to move/,
    );
  });
});

describe('ludus shatra show', () => {
  it('draws the board with square numbers', () => {
    const out = execFileSync('node', ['packages/cli/bin/ludus.mjs', 'shatra', 'show', START], {
      encoding: 'utf8',
    });
    const lines = out.split('\n');
    expect(lines[0]).toBe('14           1s  2q  3s');
    expect(lines[3]).toBe('11              10k');
    expect(out).toContain(' 5  46S 47S 48S 49S 50S 51S 52S');
    expect(out).toContain(' 1          60S 61Q 62S');
    expect(out).toContain('ditch');
    expect(out).toContain('to move: White   reserve: Wb   pool: -   pending: -   count: 0');
    expect(ludus(['show', 'x']).status).toBe(2);
  });
});

describe('ludus shatra, extra arguments', () => {
  const S = START;
  const refusals: [string, string[], string][] = [
    [
      'moves "$S" extra',
      ['moves', S, 'extra'],
      'expected "POSITION" or none (stdin), got 2 argument(s)',
    ],
    ['show "$S" x', ['show', S, 'x'], 'expected "POSITION", got 2 argument(s)'],
  ];
  for (const [what, args, message] of refusals) {
    it(`refuses ${what} with a JSON error and exit status 2`, () => {
      expect(ludus(args)).toEqual({ status: 2, out: `${JSON.stringify({ error: message })}\n` });
    });
  }

  it('refuses engine x with an error line and exit status 2, before reading any command', () => {
    expect(ludus(['engine', 'x'], `eval ${S}\n`)).toEqual({
      status: 2,
      out: "error usage: ludus shatra engine takes no arguments, got 'x'\n",
    });
  });
});
