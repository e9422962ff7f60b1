// Runs a Python script inside GNU Backgammon (`gnubg -t -q -p script.py`), the referee of the
// Match ID and .mat tests. Input and output go through JSON files named in the environment. A
// missing or failing gnubg throws, so that the tests fail (never skip) without their referee.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function gnubgBinary(): string {
  if (existsSync('/usr/games/gnubg')) return '/usr/games/gnubg';
  const which = spawnSync('sh', ['-c', 'command -v gnubg'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  if (which.status !== 0 || found === '') {
    throw new Error('GNU Backgammon (gnubg) is not installed: apt-get install gnubg');
  }
  return found;
}

/** Runs `scripts/<script>` in gnubg with `input` (plus files to place beside it); returns its JSON answer. */
export function runGnubg(
  script: string,
  input: unknown,
  files: Readonly<Record<string, string>> = {},
): unknown {
  const dir = mkdtempSync(join(tmpdir(), 'ludus-gnubg-'));
  try {
    const inFile = join(dir, 'in.json');
    const outFile = join(dir, 'out.json');
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    writeFileSync(inFile, JSON.stringify({ ...(input as object), dir }));
    const run = spawnSync(gnubgBinary(), ['-t', '-q', '-p', join(here, script)], {
      env: { ...process.env, LUDUS_GNUBG_IN: inFile, LUDUS_GNUBG_OUT: outFile },
      encoding: 'utf8',
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`gnubg did not run: ${run.error.message}`);
    if (run.status !== 0 || !existsSync(outFile)) {
      throw new Error(
        `gnubg failed (${run.status}): ${run.stderr.slice(-2000)}${run.stdout.slice(-2000)}`,
      );
    }
    return JSON.parse(readFileSync(outFile, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
