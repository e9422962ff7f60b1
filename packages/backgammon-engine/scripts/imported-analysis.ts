// The imported-match benchmark (docs/strength.md): GNU Backgammon plays matches against itself
// (0-ply, seeded), saves each as .sgf and analyses it with its own `analyse match`
// (imported-analysis.py); ludus imports the same .sgf (parseSgf) and analyses every game with
// its post-game analysis (analyseGame at ANALYSIS_PLIES), the games of a match combined as the
// server combines them (packages/server/src/analysis/analyse.ts: one summary over all the
// match's decisions). Prints each player's error rate in mEMG per decision by both, then the
// mean absolute difference and the correlation over all (match, player) pairs. Not a test: run
// it by hand (about 3 minutes of CPU a 3-point match on the project's machine).
//
//   node --import tsx packages/backgammon-engine/scripts/imported-analysis.ts \
//     --matches 20 --seed 1 --length 3 --plies 2 --out /tmp/imported-analysis.jsonl
//
// Each match appends one JSON line to --out (so an interrupted run keeps what it finished;
// --first K starts at the K-th match, seed + K); --summary FILE only summarises such a file.

import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Colour, matchGames, parseSgf } from '@ludus/backgammon';
import {
  analyseGame,
  type Decision,
  matchGameRecord,
  summarise,
  VariantEvaluator,
} from '../src/index';
import { readOptions } from './move-benchmark/options';

const HELPER = fileURLToPath(new URL('./imported-analysis.py', import.meta.url));
const COLOURS: readonly Colour[] = ['white', 'black'];

interface SideFigures {
  /** EMG summed over the counted decisions. */
  readonly error: number;
  readonly decisions: number;
  /** The cube's part of both (close or counted cube decisions); absent in rows before 2026-12-07. */
  readonly cube_error?: number;
  readonly cube_decisions?: number;
}

interface Row {
  readonly match: number;
  readonly seed: number;
  readonly games: number;
  readonly gnubg: Readonly<Record<Colour, SideFigures>>;
  readonly ludus: Readonly<Record<Colour, SideFigures>>;
  readonly seconds: { readonly gnubg: number; readonly ludus: number };
}

const rate = (side: SideFigures) =>
  side.decisions === 0 ? 0 : (1000 * side.error) / side.decisions;

function gnubgBinary(): string {
  if (existsSync('/usr/games/gnubg')) return '/usr/games/gnubg';
  throw new Error('GNU Backgammon (/usr/games/gnubg) is not installed');
}

/** gnubg plays, saves and analyses one match; returns the .sgf text and its figures. */
function gnubgMatch(seed: number, length: number, plies: number) {
  const dir = mkdtempSync(join(tmpdir(), 'ludus-imported-'));
  try {
    const sgf = join(dir, 'match.sgf');
    const out = join(dir, 'figures.json');
    const env = {
      ...process.env,
      LUDUS_SEED: String(seed),
      LUDUS_LENGTH: String(length),
      LUDUS_PLIES: String(plies),
      LUDUS_SGF: sgf,
      LUDUS_OUT: out,
    };
    const run = spawnSync(gnubgBinary(), ['-t', '-q', '-p', HELPER], {
      env,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    if (run.status !== 0 || !existsSync(out))
      throw new Error(`gnubg failed: ${run.stderr.slice(-2000)}`);
    const figures = JSON.parse(readFileSync(out, 'utf8')) as Record<Colour, SideFigures> & {
      games: number;
    };
    return { sgf: readFileSync(sgf, 'utf8'), figures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** ludus's figures of an imported match, per player, as the server sums a match's games. */
function ludusFigures(
  evaluator: VariantEvaluator,
  sgf: string,
  plies: number,
): Record<Colour, SideFigures> {
  const imported = parseSgf(sgf);
  if (!imported.ok) throw new Error(`ludus refused gnubg's .sgf: ${imported.message}`);
  const { match } = imported.value;
  const decisions: Decision[] = [];
  for (const game of matchGames(match)) {
    if (game.state.history.length === 0) continue;
    const analysed = analyseGame(evaluator, matchGameRecord(match.rules.length, game), plies);
    if (!analysed.ok) throw new Error(analysed.message);
    decisions.push(...analysed.value.decisions);
  }
  const summary = summarise(decisions);
  const side = (colour: Colour): SideFigures => ({
    error: summary[colour].checkerLoss + summary[colour].cubeLoss,
    decisions: summary[colour].unforcedMoves + summary[colour].cubeDecisions,
    cube_error: summary[colour].cubeLoss,
    cube_decisions: summary[colour].cubeDecisions,
  });
  return { white: side('white'), black: side('black') };
}

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mean = (list: readonly number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] ?? 0;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

function printRow(row: Row): void {
  const cells = COLOURS.map(
    (colour) =>
      `${colour} gnubg ${rate(row.gnubg[colour]).toFixed(2)} ludus ${rate(row.ludus[colour]).toFixed(2)}`,
  );
  const time = `(${row.seconds.gnubg.toFixed(0)} s gnubg, ${row.seconds.ludus.toFixed(0)} s ludus)`;
  console.log(
    `match ${row.match} seed ${row.seed}, ${row.games} games: ${cells.join('; ')} ${time}`,
  );
}

function summariseRows(rows: readonly Row[]): void {
  const pairs = rows.flatMap((row) =>
    COLOURS.map((c) => [rate(row.gnubg[c]), rate(row.ludus[c])] as const),
  );
  const gnubg = pairs.map(([g]) => g);
  const ludus = pairs.map(([, l]) => l);
  const mad = pairs.reduce((sum, [g, l]) => sum + Math.abs(g - l), 0) / pairs.length;
  const bias = pairs.reduce((sum, [g, l]) => sum + (l - g), 0) / pairs.length;
  const pooled = (who: 'gnubg' | 'ludus') => {
    const sides = rows.flatMap((row) => COLOURS.map((c) => row[who][c]));
    const error = sides.reduce((sum, s) => sum + s.error, 0);
    const decisions = sides.reduce((sum, s) => sum + s.decisions, 0);
    return `${((1000 * error) / decisions).toFixed(2)} mEMG over ${decisions} decisions`;
  };
  console.log(`${rows.length} matches, ${pairs.length} (match, player) pairs`);
  console.log(`pooled error rate: gnubg ${pooled('gnubg')}; ludus ${pooled('ludus')}`);
  console.log(
    `mean absolute difference ${mad.toFixed(2)} mEMG, mean ludus − gnubg ${bias.toFixed(2)} mEMG`,
  );
  console.log(`correlation (Pearson) ${correlation(gnubg, ludus).toFixed(3)}`);
  const split = rows.flatMap((row) => COLOURS.map((c) => [row.gnubg[c], row.ludus[c]] as const));
  if (split.every(([g, l]) => g.cube_error !== undefined && l.cube_error !== undefined)) {
    const part = (who: 0 | 1, cube: boolean) => {
      let error = 0;
      let decisions = 0;
      for (const pair of split) {
        const s = pair[who];
        const cubeError = s.cube_error ?? 0;
        const cubeDecisions = s.cube_decisions ?? 0;
        error += cube ? cubeError : s.error - cubeError;
        decisions += cube ? cubeDecisions : s.decisions - cubeDecisions;
      }
      return `${((1000 * error) / (decisions || 1)).toFixed(2)} mEMG over ${decisions}`;
    };
    console.log(`checker play: gnubg ${part(0, false)}; ludus ${part(1, false)}`);
    console.log(`cube decisions: gnubg ${part(0, true)}; ludus ${part(1, true)}`);
  }
}

function main(): void {
  const options = readOptions(process.argv.slice(2), {
    matches: 20,
    first: 0,
    seed: 1,
    length: 3,
    plies: 2,
    out: '/tmp/imported-analysis.jsonl',
    summary: '',
  });
  if (options.summary !== '') {
    const lines = readFileSync(options.summary, 'utf8').split('\n').filter(Boolean);
    const rows = lines.map((line) => JSON.parse(line) as Row);
    rows.forEach(printRow);
    summariseRows(rows);
    return;
  }
  const evaluator = new VariantEvaluator();
  const rows: Row[] = [];
  for (let i = options.first; i < options.first + options.matches; i += 1) {
    const seed = options.seed + i;
    const started = performance.now();
    const { sgf, figures } = gnubgMatch(seed, options.length, options.plies);
    const between = performance.now();
    const ludus = ludusFigures(evaluator, sgf, options.plies);
    const seconds = {
      gnubg: (between - started) / 1000,
      ludus: (performance.now() - between) / 1000,
    };
    const gnubg = { white: figures.white, black: figures.black };
    const row: Row = { match: i + 1, seed, games: figures.games, gnubg, ludus, seconds };
    appendFileSync(options.out, `${JSON.stringify(row)}\n`);
    printRow(row);
    rows.push(row);
  }
  summariseRows(rows);
}

main();
