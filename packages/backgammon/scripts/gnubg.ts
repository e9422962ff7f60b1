// Runs GNU Backgammon's Python referee (gnubg-referee.py) over a batch of queries.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePositionId } from '../src/position-id';
import type { Position } from '../src/types';
import type { Query } from './queries';

export const GNUBG = '/usr/games/gnubg';
const REFEREE = fileURLToPath(new URL('./gnubg-referee.py', import.meta.url));

export interface RefereeAnswer {
  readonly id: string;
  readonly dice: readonly [number, number];
  readonly moves: readonly { readonly move: string; readonly position: string }[];
}

/** GNU Backgammon's legal plays for each query, in order. Throws if gnubg cannot be run. */
export function askGnubg(queries: readonly Query[]): RefereeAnswer[] {
  const lines = queries.map((q) => `${makePositionId(q.position)} ${q.dice[0]} ${q.dice[1]}`);
  const answers = runReferee(lines, 'plays') as (RefereeAnswer & { error?: string })[];
  const failed = answers.find((a) => a.error);
  if (failed) throw new Error(`gnubg failed on ${failed.id} ${failed.dice}: ${failed.error}`);
  if (answers.length !== queries.length) {
    throw new Error(`gnubg answered ${answers.length} of ${queries.length} queries`);
  }
  return answers;
}

export interface GnubgPositionId {
  readonly id: string;
  /** gnubg's decoding of `id`: [side not on roll, side on roll]. */
  readonly board: readonly [readonly number[], readonly number[]];
}

/** GNU Backgammon's own Position ID of each position, and its decoding of that ID. */
export function gnubgPositionIds(positions: readonly Position[]): GnubgPositionId[] {
  const lines = positions.map((p) => JSON.stringify([p.opponent, p.player]));
  const answers = runReferee(lines, 'positionid') as GnubgPositionId[];
  if (answers.length !== positions.length) {
    throw new Error(`gnubg answered ${answers.length} of ${positions.length} positions`);
  }
  return answers;
}

function runReferee(lines: readonly string[], mode: 'plays' | 'positionid'): unknown[] {
  if (!existsSync(GNUBG)) {
    throw new Error(`GNU Backgammon is missing (${GNUBG}): install it (scripts/system-deps.mjs)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'ludus-gnubg-'));
  try {
    const input = join(dir, 'input.txt');
    const output = join(dir, 'output.jsonl');
    writeFileSync(input, `${lines.join('\n')}\n`);
    const run = spawnSync(GNUBG, ['-t', '-q', '-p', REFEREE], {
      env: { ...process.env, LUDUS_IN: input, LUDUS_OUT: output, LUDUS_MODE: mode },
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    if (run.error) throw new Error(`cannot run ${GNUBG}: ${run.error.message}`);
    if (!existsSync(output)) throw new Error(`gnubg wrote no answers: ${run.stderr}`);
    return readFileSync(output, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as unknown);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
