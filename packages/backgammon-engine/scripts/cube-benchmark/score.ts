// The cube benchmark's scorer (a measuring script, not a test): ludus's double and take
// verdicts on the reference set, judged by GNU Backgammon's 2-ply cubeful equities.
//
//   node --import tsx packages/backgammon-engine/scripts/cube-benchmark/score.ts
//        [--level world-class] [--cube-plies 0|1|2] [--weights FILE] [--limit N] [--worst N]
//        [--data FILE] [--mix 1,2] [--contact-efficiency X] [--bias 1]
//
// Verdicts come from the engine itself: createEngine(...).cubeDecision for the side on roll and
// answerDouble for its opponent, with the game context of the row's Match ID
// (contextFromMatchId), as `ludus bg engine` answers `double` and `take`. --cube-plies overrides
// the level's cubePlies. --mix and --contact-efficiency are experiments: the scorer then makes
// the verdict itself from the same pieces (evaluateAhead, analyseCube, positionEfficiency),
// averaging the probabilities of the listed plies or with another contact efficiency; levels with
// noise are not modelled there. Output: loss per decision in mEMG with its 95% interval (all,
// money/match, double/take), how often ludus says yes where gnubg says no and the reverse,
// gnubg's own 0-ply and 1-ply verdicts and ludus's cube model fed gnubg's 2-ply probabilities as
// yardsticks, the time per engine call; --bias 1 also ludus's probabilities minus gnubg's.

import { type Position, parseMatchId, parsePositionId, swapSides } from '@ludus/backgammon';
import { classifyPosition } from '../../src/classify';
import { analyseCube } from '../../src/cube';
import {
  createEngine,
  doublerContext,
  type Engine,
  type GameContext,
  positionEfficiency,
} from '../../src/engine';
import { NeuralEvaluator } from '../../src/evaluator';
import { isLevel, LEVEL_SETTINGS } from '../../src/levels';
import { contextFromMatchId } from '../../src/match-context';
import type { Probabilities } from '../../src/probabilities';
import { evaluateAhead } from '../../src/search';
import { loadNets } from '../../training/nets-file';
import { readCheckedData } from '../gzipped-json';
import { readOptions } from '../move-benchmark/options';
import {
  type CubeBenchmarkRow,
  cubeLines,
  gnubgJudged,
  type JudgedCube,
  judgeCube,
  parseCubeBenchmark,
  sampleRows,
} from './benchmark';

const DEFAULT_DATA = 'packages/backgammon-engine/bench/cube-benchmark/decisions.json.gz';

/** The doubler's position and game context of a row, from its Position ID and Match ID. */
function gameOf(row: CubeBenchmarkRow): { position: Position; context: GameContext } {
  const position = parsePositionId(row.position);
  const match = parseMatchId(row.matchId);
  if (!position.ok) throw new Error(`${row.id}: ${position.message}`);
  if (!match.ok) throw new Error(`${row.id}: ${match.message}`);
  // gnubg's set has beavers off, so the context has them off too.
  return {
    position: position.value,
    context: contextFromMatchId(match.value, 'backgammon', false),
  };
}

/** Answers the two questions of one position: double? (doubler) and take? (its opponent). */
interface Verdicts {
  double(position: Position, context: GameContext): boolean;
  take(position: Position, context: GameContext): boolean;
}

function engineVerdicts(engine: Engine): Verdicts {
  return {
    double: (position, context) => engine.cubeDecision(position, context).double,
    // answerDouble wants the taker's view; a beaver is a take (beavers are off here anyway).
    take: (position, context) =>
      engine.answerDouble(swapSides(position), doublerContext(context)) !== 'pass',
  };
}

/** The experiment: the verdict from averaged plies and/or another contact efficiency. */
function experimentVerdicts(
  evaluator: NeuralEvaluator,
  plies: readonly number[],
  contactEfficiency: number,
): Verdicts {
  const analysis = (position: Position, context: GameContext) => {
    const sum = [0, 0, 0, 0, 0];
    for (const ply of plies) {
      const p = evaluateAhead(evaluator, position, context.variant, ply);
      for (let i = 0; i < 5; i++) sum[i] = (sum[i] ?? 0) + (p[i] ?? 0) / plies.length;
    }
    const positionClass = classifyPosition(position);
    const contact = positionClass === 'contact' || positionClass === 'crashed';
    const efficiency =
      contact && contactEfficiency > 0 ? contactEfficiency : positionEfficiency(position);
    return analyseCube(sum as unknown as Probabilities, { ...context, efficiency });
  };
  return {
    double: (position, context) => analysis(position, context).double,
    take: (position, context) => analysis(position, context).response !== 'pass',
  };
}

/** The yardstick of the model alone: ludus's cube model fed gnubg's 2-ply probabilities. */
function modelOnGnubg(rows: readonly CubeBenchmarkRow[]): JudgedCube[] {
  const judged: JudgedCube[] = [];
  for (const row of rows) {
    if (!row.p2) continue;
    const { position, context } = gameOf(row);
    const efficiency = positionEfficiency(position);
    const analysis = analyseCube(row.p2 as Probabilities, { ...context, efficiency });
    if (row.double) judged.push(judgeCube(row, 'double', analysis.double));
    if (row.take) judged.push(judgeCube(row, 'take', analysis.response !== 'pass'));
  }
  return judged;
}

/**
 * `--bias`: ludus's cubeless probabilities at `plies` minus gnubg's 2-ply `p2`, averaged per
 * class, each of the five outputs, in percentage points: where its cube inputs lean.
 */
function biasLines(
  rows: readonly CubeBenchmarkRow[],
  evaluator: NeuralEvaluator,
  plies: number,
): string[] {
  const sums = new Map<string, { n: number; sum: number[] }>();
  for (const row of rows) {
    if (!row.p2) continue;
    const { position } = gameOf(row);
    const p = evaluateAhead(evaluator, position, 'backgammon', plies);
    const entry = sums.get(row.class) ?? { n: 0, sum: [0, 0, 0, 0, 0] };
    entry.n += 1;
    for (let i = 0; i < 5; i++) entry.sum[i] = (entry.sum[i] ?? 0) + (p[i] ?? 0) - (row.p2[i] ?? 0);
    sums.set(row.class, entry);
  }
  const names = ['win', 'win gammon', 'win backgammon', 'lose gammon', 'lose backgammon'];
  return [...sums].map(([positionClass, { n, sum }]) => {
    const parts = sum.map((x, i) => `${names[i]} ${((100 * x) / n).toFixed(2)}`);
    return `bias ${positionClass} (n=${n}, ${plies}-ply − gnubg 2-ply, points): ${parts.join(', ')}`;
  });
}

interface Timed {
  readonly judged: JudgedCube[];
  readonly calls: number;
  readonly seconds: number;
  /** CPU time of this process (user + system): less dependent on other processes' load. */
  readonly cpuSeconds: number;
}

function judgeAll(rows: readonly CubeBenchmarkRow[], verdicts: Verdicts): Timed {
  const judged: JudgedCube[] = [];
  let calls = 0;
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (const row of rows) {
    const { position, context } = gameOf(row);
    if (row.double) judged.push(judgeCube(row, 'double', verdicts.double(position, context)));
    if (row.take) judged.push(judgeCube(row, 'take', verdicts.take(position, context)));
    calls += (row.double ? 1 : 0) + (row.take ? 1 : 0);
  }
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { judged, calls, seconds: (performance.now() - started) / 1000, cpuSeconds };
}

function worstLines(
  rows: readonly CubeBenchmarkRow[],
  judged: readonly JudgedCube[],
  count: number,
): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...judged]
    .sort((a, b) => b.loss - a.loss)
    .slice(0, count)
    .map((j) => {
      const row = byId.get(j.id);
      const [nd, dt, dp] = row?.eq2 ?? [0, 0, 0];
      const answer =
        j.kind === 'double' ? (j.chose ? 'doubled' : 'no double') : j.chose ? 'took' : 'passed';
      const where = `${j.id} ${row?.class} ${row?.position} ${row?.matchId}`;
      const equities = `ND ${nd.toFixed(3)} DT ${dt.toFixed(3)} DP ${dp.toFixed(3)}`;
      return `worst: ${(1000 * j.loss).toFixed(1)} mEMG ${where} ${answer}; gnubg 2-ply ${equities}`;
    });
}

function parsePlies(text: string): number[] {
  const plies = text.split(',').map(Number);
  if (!plies.every((p) => [0, 1, 2].includes(p))) throw new Error('--mix: plies like 1,2');
  return plies;
}

function main(): void {
  const options = readOptions(process.argv.slice(2), {
    level: 'world-class',
    'cube-plies': -1,
    weights: '',
    limit: 0,
    worst: 0,
    data: DEFAULT_DATA,
    mix: '',
    'contact-efficiency': 0,
    bias: 0,
  });
  const level = options.level;
  if (!isLevel(level)) throw new Error(`--level: '${level}' is not a level`);
  const cubePlies = options['cube-plies'];
  if (![-1, 0, 1, 2].includes(cubePlies)) throw new Error('--cube-plies: 0, 1 or 2');
  const data = readCheckedData(options.data, parseCubeBenchmark);
  const rows = sampleRows(data.decisions, options.limit);
  const evaluator = new NeuralEvaluator(loadNets(options.weights));
  const experiment = options.mix !== '' || options['contact-efficiency'] > 0;
  const engine = createEngine({
    level,
    evaluator,
    ...(cubePlies >= 0 ? { cubePlies: cubePlies as 0 | 1 | 2 } : {}),
  });
  const verdicts = experiment
    ? experimentVerdicts(
        evaluator,
        parsePlies(options.mix || String(cubePlies >= 0 ? cubePlies : 1)),
        options['contact-efficiency'],
      )
    : engineVerdicts(engine);
  const run = judgeAll(rows, verdicts);
  const decisions = rows.reduce((n, r) => n + (r.double ? 1 : 0) + (r.take ? 1 : 0), 0);
  console.log(
    `data: ${options.data} (${rows.length} of ${data.decisions.length} positions, ${decisions} decisions)`,
  );
  const plies = cubePlies >= 0 ? `cube plies ${cubePlies}` : 'cube plies of the level';
  const how = experiment
    ? `experiment: plies ${options.mix || 'as --cube-plies'}, contact efficiency ${options['contact-efficiency'] || 'standard'}`
    : 'engine cubeDecision/answerDouble';
  console.log(`ludus: nets ${options.weights || 'committed'}, level ${level}, ${plies}; ${how}`);
  for (const line of cubeLines(run.judged)) console.log(line);
  for (const ply of ['eq0', 'eq1'] as const) {
    for (const line of cubeLines(gnubgJudged(rows, ply), `gnubg-${ply.slice(2)}ply `).slice(0, 5)) {
      console.log(line);
    }
  }
  for (const line of cubeLines(modelOnGnubg(rows), 'model-on-gnubg-2ply ').slice(0, 5)) {
    console.log(line);
  }
  for (const line of worstLines(rows, run.judged, options.worst)) console.log(line);
  if (options.bias) {
    const biasPlies = cubePlies >= 0 ? cubePlies : LEVEL_SETTINGS[level].cubePlies;
    for (const line of biasLines(rows, evaluator, biasPlies)) console.log(line);
  }
  const perCall = (1000 * run.seconds) / Math.max(run.calls, 1);
  const cpuPerCall = (1000 * run.cpuSeconds) / Math.max(run.calls, 1);
  console.log(
    `time: ${run.seconds.toFixed(1)} s, ${run.calls} calls (${perCall.toFixed(1)} ms per cube decision; CPU ${cpuPerCall.toFixed(1)} ms)`,
  );
}

try {
  main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
