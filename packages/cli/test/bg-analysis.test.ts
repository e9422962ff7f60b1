// `ludus bg eval | hint | rollout` as processes, as a user or an independent checker runs them:
// one JSON line each, the shapes of PROTOCOL.md ("Evaluation from the command line"), `--xgid`
// in place of the two IDs, and every refusal with its code, exit status 2 and no stack trace.
// The processes of a group run at once (describe.concurrent): each pays tsx's start-up.

import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const BIN = 'packages/cli/bin/ludus.mjs';
const START = '4HPwATDgc/ABMA';
/** Money game, cube centred, player 0 on roll, dice not rolled. */
const NO_DICE = 'cAkAAAAAAAAA';
/** The same with 3-1 rolled. */
const ROLLED_31 = 'cIkFAAAAAAAA';
const XGID_START = 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10';
const XGID_31 = 'XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10';

interface Run {
  readonly status: number | null;
  readonly lines: string[];
  readonly stderr: string;
}

function ludus(args: readonly string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [BIN, 'bg', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) =>
      resolve({ status, lines: stdout.split('\n').filter(Boolean), stderr }),
    );
  });
}

/** The one JSON line of a successful run. */
async function answer(args: readonly string[]): Promise<Record<string, unknown>> {
  const run = await ludus(args);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.lines).toHaveLength(1);
  return JSON.parse(run.lines[0] ?? '') as Record<string, unknown>;
}

const fiveProbabilities = (value: unknown) => {
  expect(Array.isArray(value)).toBe(true);
  const p = value as number[];
  expect(p).toHaveLength(5);
  for (const x of p) expect(typeof x).toBe('number');
  // GNU Backgammon's order: each includes the next (a backgammon is a gammon is a win).
  expect(p[0]).toBeLessThanOrEqual(1);
  expect(p[1]).toBeLessThanOrEqual(p[0] ?? 0);
  expect(p[2]).toBeLessThanOrEqual(p[1] ?? 0);
  expect(p[3]).toBeLessThanOrEqual(1 - (p[0] ?? 0) + 1e-9);
  expect(p[4]).toBeLessThanOrEqual(p[3] ?? 0);
  return p;
};

const cubeless = (p: readonly number[]) =>
  2 * (p[0] ?? 0) - 1 + (p[1] ?? 0) + (p[2] ?? 0) - (p[3] ?? 0) - (p[4] ?? 0);

describe.concurrent('ludus bg eval', () => {
  it('prints the probabilities and the cubeless equity, dice or not, IDs or XGID alike', async () => {
    const [plain, rolled, xgid, zero, two] = await Promise.all([
      answer(['eval', START, NO_DICE]),
      answer(['eval', START, ROLLED_31]),
      answer(['eval', '--xgid', XGID_31]),
      answer(['eval', START, NO_DICE, '--plies', '0']),
      answer(['eval', START, NO_DICE, '--plies=2']),
    ]);
    expect(Object.keys(plain)).toEqual(['probabilities', 'equity']);
    const p = fiveProbabilities(plain.probabilities);
    expect(plain.equity).toBeCloseTo(cubeless(p), 12);
    // The opening is close to even, the side on roll a little ahead.
    expect(p[0]).toBeGreaterThan(0.5);
    expect(p[0]).toBeLessThan(0.56);
    // Before the roll, as gnubg's `eval`: the dice change nothing.
    expect(rolled).toEqual(plain);
    expect(xgid).toEqual(plain);
    // 2-ply by default; 0-ply is another evaluation.
    expect(two).toEqual(plain);
    expect(zero.equity).not.toBe(plain.equity);
  });
});

describe.concurrent('ludus bg hint', () => {
  it('lists every play of the roll, best first, with equities and probabilities', async () => {
    const [ids, xgid] = await Promise.all([
      answer(['hint', START, ROLLED_31]),
      answer(['hint', '--xgid', XGID_31]),
    ]);
    expect(Object.keys(ids)).toEqual(['plays']);
    const plays = ids.plays as { play: string; equity: number; probabilities: number[] }[];
    expect(plays).toHaveLength(16);
    expect(plays[0]?.play).toBe('8/5 6/5');
    for (const play of plays) {
      expect(Object.keys(play)).toEqual(['play', 'equity', 'probabilities']);
      expect(play.equity).toBeCloseTo(cubeless(fiveProbabilities(play.probabilities)), 12);
      expect(play.equity).toBeLessThanOrEqual(plays[0]?.equity ?? 0);
    }
    expect(new Set(plays.map((p) => p.play)).size).toBe(16);
    expect(xgid).toEqual(ids);
  });

  it('prints an empty list when no play is legal', async () => {
    // On the bar against a closed board.
    const closed = 'XGID=aBBBBBB-------------c-----:0:0:-1:65:0:0:0:0:10';
    expect(await answer(['hint', '--xgid', closed, '--plies', '0'])).toEqual({ plays: [] });
  });
});

describe.concurrent('ludus bg rollout', () => {
  // Truncated after 3 moves: with the luck taken out, the last roll before the cut changes
  // nothing (its luck and its evaluation cancel), so 2 moves would leave only the first roll,
  // which 36 trials would see all of whatever the seed.
  const args = [START, NO_DICE, '--trials', '12', '--truncate', '3'];

  it('prints the means with their standard errors, the same for the same seed', async () => {
    const [first, again, xgid, other] = await Promise.all([
      answer(['rollout', ...args]),
      answer(['rollout', ...args, '--seed', '1']),
      answer(['rollout', '--xgid', XGID_START, '--trials', '12', '--truncate', '3']),
      answer(['rollout', ...args, '--seed', '2']),
    ]);
    expect(Object.keys(first)).toEqual(['trials', 'probabilities', 'equity', 'stderr']);
    expect(first.trials).toBe(12);
    const p = fiveProbabilities(first.probabilities);
    expect(first.equity).toBeCloseTo(cubeless(p), 12);
    const stderr = first.stderr as { probabilities: number[]; equity: number };
    expect(Object.keys(stderr)).toEqual(['probabilities', 'equity']);
    expect(stderr.probabilities).toHaveLength(5);
    expect(stderr.equity).toBeGreaterThan(0);
    expect(stderr.equity).toBeLessThan(0.1);
    // The default seed is 1.
    expect(again).toEqual(first);
    expect(xgid).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('honours --truncate: at 0 every trial is the 0-ply evaluation', async () => {
    const [truncated, zeroPly] = await Promise.all([
      answer(['rollout', START, NO_DICE, '--trials', '5', '--truncate', '0']),
      answer(['eval', START, NO_DICE, '--plies', '0']),
    ]);
    const p = truncated.probabilities as number[];
    const q = zeroPly.probabilities as number[];
    // Each trial's numbers are kept to 2^-20 (rollout-trials.ts, exact sums).
    for (let i = 0; i < 5; i++) expect(Math.abs((p[i] ?? 0) - (q[i] ?? 0))).toBeLessThan(1e-6);
    const stderr = truncated.stderr as { probabilities: number[]; equity: number };
    for (const e of [...stderr.probabilities, stderr.equity]) expect(e).toBeLessThan(1e-6);
  });
});

/** Each refusal: its code, a message, exit status 2, nothing on stderr (no stack trace). */
const refusals: [string, string[], string][] = [
  ['a malformed Position ID', ['eval', '4HPwATDgc/AB', NO_DICE], 'bad-position-id'],
  ['a malformed Match ID', ['eval', START, 'cAkAAAAAAA'], 'bad-match-id'],
  ['an impossible Match ID (cube 4096)', ['hint', START, '/AkAAAAAAAAA'], 'bad-match-id'],
  ['a malformed XGID', ['eval', '--xgid', 'XGID=-b----E-C---eE---c-e----B-:0:0:1'], 'bad-xgid'],
  ['an XGID with a die of 7', ['hint', '--xgid', XGID_31.replace(':31:', ':71:')], 'bad-xgid'],
  ['hint without dice', ['hint', START, NO_DICE], 'no-dice'],
  ['hint with no Match ID', ['hint', START], 'no-dice'],
  ['eval of a finished game', ['eval', 'AAAAAAAAAAAAAA', NO_DICE], 'game-over'],
  [
    'an XGID of a finished game',
    ['eval', '--xgid', `XGID=${'-'.repeat(24)}B-:0:0:1:00:0:0:0:0:10`],
    'game-over',
  ],
  ['--plies 9', ['eval', START, NO_DICE, '--plies', '9'], 'bad-option'],
  ['--plies -1', ['hint', START, ROLLED_31, '--plies', '-1'], 'bad-option'],
  ['--trials 0', ['rollout', START, NO_DICE, '--trials', '0'], 'bad-option'],
  ['--trials huge', ['rollout', START, NO_DICE, '--trials', '99999999999'], 'bad-option'],
  ['--trials not a number', ['rollout', START, NO_DICE, '--trials', 'ten'], 'bad-option'],
  ['--trials with no value', ['rollout', START, NO_DICE, '--trials'], 'bad-option'],
  ['rollout without --trials', ['rollout', START, NO_DICE], 'usage'],
  ['--seed 1.5', ['rollout', START, NO_DICE, '--trials', '1', '--seed', '1.5'], 'bad-option'],
  ['--truncate x', ['rollout', START, NO_DICE, '--trials', '1', '--truncate', 'x'], 'bad-option'],
  ['an unknown flag', ['eval', START, NO_DICE, '--depth', '2'], 'unknown-option'],
  ['--trials on eval', ['eval', START, NO_DICE, '--trials', '2'], 'unknown-option'],
  ['a flag twice', ['eval', START, NO_DICE, '--plies', '1', '--plies', '2'], 'bad-option'],
  ['IDs and --xgid together', ['eval', START, NO_DICE, '--xgid', XGID_START], 'usage'],
  ['no position', ['eval'], 'usage'],
  ['three IDs', ['eval', START, NO_DICE, NO_DICE], 'usage'],
  ['tryktrak', ['eval', START, NO_DICE, '--variant', 'tryktrak'], 'variant-unsupported'],
];

describe.concurrent('refusals', () => {
  for (const [what, args, code] of refusals) {
    it(`refuses ${what} (${code})`, async () => {
      const run = await ludus(args);
      expect(run.status).toBe(2);
      expect(run.stderr).toBe('');
      expect(run.lines).toHaveLength(1);
      const line = JSON.parse(run.lines[0] ?? '') as { error: string; message: string };
      expect(Object.keys(line)).toEqual(['error', 'message']);
      expect(line.error).toBe(code);
      expect(line.message.length).toBeGreaterThan(0);
    });
  }
});
