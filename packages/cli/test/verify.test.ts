// `npx ludus verify FILE` on downloads made by our own code: a whole match played with fair dice
// at a session table (packages/fair-dice/test/play.ts), then tampered with in each way.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitmentOf } from '@ludus/fair-dice';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { playFairMatch } from '../../fair-dice/test/play';
import { runVerify } from '../src/verify';

const dir = mkdtempSync(join(tmpdir(), 'ludus-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { mat, rolls, dice } = playFairMatch({ matchLength: 3 }, 4);
const record = dice.record();
const flipped = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
const withTag = (text: string, key: string, value: string) =>
  text.replace(new RegExp(`; \\[${key} "[^"]*"\\]`), `; [${key} "${value}"]`);

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The command in-process: its exit status and its output lines. */
async function verify(path: string): Promise<{ status: number; lines: string[] }> {
  let output = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    output += String(chunk);
    return true;
  });
  try {
    const status = await runVerify([path]);
    return { status, lines: output.trimEnd().split('\n') };
  } finally {
    spy.mockRestore();
  }
}

/** The 7th roll the .mat shows, changed to other dice. */
function tamperedRoll(text: string): string {
  let seen = 0;
  return text.replace(/\b([1-6])([1-6]):/g, (whole, a: string, b: string) => {
    seen += 1;
    if (seen !== 7) return whole;
    return `${a}${b}` === '11' ? '22:' : '11:';
  });
}

describe('npx ludus verify FILE', () => {
  it('prints every roll and "verified: N rolls", exit 0 (the real command)', () => {
    const run = spawnSync('node', ['packages/cli/bin/ludus.mjs', 'verify', file('good.mat', mat)], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(rolls.length + 1);
    rolls.forEach((roll, i) => {
      expect(lines[i]).toMatch(new RegExp(`^roll ${i + 1}: ${roll[0]}-${roll[1]} ok\\b`));
    });
    expect(lines.some((line) => line.includes('(opening tie: rolled again)'))).toBe(true);
    expect(lines.at(-1)).toBe(`verified: ${rolls.length} rolls`);
  });

  it('stops at a changed roll: "mismatch at roll K", exit 1 (the real command)', () => {
    const path = file('roll.mat', tamperedRoll(mat));
    const run = spawnSync('node', ['packages/cli/bin/ludus.mjs', 'verify', path], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    const last = lines.at(-1) ?? '';
    const k = Number(
      /^mismatch at roll (\d+): expected \d-\d, the record shows \d-\d$/.exec(last)?.[1],
    );
    expect(k).toBeGreaterThan(1);
    expect(lines).toHaveLength(k);
    expect(lines.slice(0, -1).every((line, i) => line.startsWith(`roll ${i + 1}: `))).toBe(true);
  });

  it('finds a changed seed or commitment at roll 1, exit 1', async () => {
    for (const text of [
      withTag(mat, 'DiceServerSeed', flipped(record.serverSeed)),
      withTag(mat, 'DiceCommitment', flipped(record.commitment)),
    ]) {
      const { status, lines } = await verify(file('seed.mat', text));
      expect(status).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^mismatch at roll 1: the revealed server seed is not the committed/,
      );
    }
  });

  it('finds another seed with its own commitment at the first roll it changes, exit 1', async () => {
    const seed = flipped(record.serverSeed);
    const text = withTag(
      withTag(mat, 'DiceServerSeed', seed),
      'DiceCommitment',
      commitmentOf(seed),
    );
    const { status, lines } = await verify(file('reseeded.mat', text));
    expect(status).toBe(1);
    expect(lines.at(-1)).toMatch(/^mismatch at roll \d+: expected /);
  });

  it('says "error …", exit 2, for a file it cannot read', async () => {
    const cases: [string, RegExp][] = [
      [join(dir, 'missing.mat'), /^error cannot read '.*missing\.mat' \(ENOENT\)$/],
      [dir, /^error cannot read '.*' \(EISDIR\)$/],
      [file('garbage.mat', '\u0000\u0001 not a record at all\n'), /^error mat-syntax: /],
      [file('plain.mat', mat.replace(/; \[Dice[^\n]*\n/g, '')), /^error dice-none: /],
      [file('bad.mat', withTag(mat, 'DiceWhiteSeed', 'white seed')), /^error dice-value: /],
    ];
    for (const [path, line] of cases) {
      const { status, lines } = await verify(path);
      expect(status).toBe(2);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(line);
    }
  });

  it('says "error …", exit 2, without exactly one FILE (the real command)', () => {
    const run = spawnSync('node', ['packages/cli/bin/ludus.mjs', 'verify'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('error usage: npx ludus verify FILE\n');
  });
});
