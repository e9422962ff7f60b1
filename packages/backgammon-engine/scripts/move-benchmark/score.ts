// The move benchmark's scorer (a measuring script, not a test): ludus's choice in each decision
// of the reference set, judged by GNU Backgammon's 2-ply equities, per class and overall.
//
//   node --import tsx packages/backgammon-engine/scripts/move-benchmark/score.ts
//        [--weights FILE] [--plies 0|1|2|3] [--filter 8:0.16,3:0.04] [--limit N] [--worst N]
//        [--crashed-filter 16:0.32,8:0.16] [--class contact|crashed|race] [--data FILE]
//        [--noise SD] [--seed N]
//
// --weights: a WeightsFile JSON (what `npm run train:bg -- --export` writes into
// src/weights-data.ts) or a training checkpoint whose `.weights` is one; default: the committed
// nets. --filter: the search's move filter, `keep:within` per deeper ply (default search.ts's
// DEFAULT_FILTER); --crashed-filter: another filter for the decisions whose position is crashed
// (classify.ts), as the world-class level has (levels.ts crashedFilter). --noise: the weaker
// levels' noise on each candidate's equity (levels.ts `noise`, money points), added as the engine
// adds it (engine.ts playNoise), drawn from one stream seeded with --seed (default 1), so the
// levels can be calibrated against it. --limit: a fixed pseudo-random subset of N decisions (seeded); --class: only
// that class's decisions. Output: one line per class and `all`
// (`contact: 3.41 mEMG [3.02, 3.80] best 71.2% n=2011`), the same per source, gnubg's own 0-ply
// and 1-ply choices as a yardstick, and the time taken (mean, median, 99th percentile and maximum
// of a decision). --worst N also lists ludus's N costliest
// choices, to look at by hand (`worst: 312.40 mEMG ID CLASS POSITION 6-5 chose … best …`).

import { parsePositionId } from '@ludus/backgammon';
import { classifyPosition } from '../../src/classify';
import { MONEY_GAME, playNoise } from '../../src/engine';
import { NeuralEvaluator } from '../../src/evaluator';
import { seededRandom } from '../../src/rng';
import { DEFAULT_FILTER, type MoveFilter, type SearchOptions } from '../../src/search';
import { loadNets } from '../../training/nets-file';
import { readCheckedData } from '../gzipped-json';
import {
  type BenchmarkDecision,
  classLines,
  type Judged,
  judgeChoice,
  ludusChoice,
  parseBenchmark,
  preferredPlay,
  sampleSubset,
  summarise,
  summaryLine,
} from './benchmark';
import { readOptions } from './options';

const DEFAULT_DATA = 'packages/backgammon-engine/bench/move-benchmark/decisions.json.gz';

/** `8:0.16,3:0.04` → the search's filter. */
function parseFilter(text: string, fallback: MoveFilter = DEFAULT_FILTER): MoveFilter {
  if (!text) return fallback;
  return text.split(',').map((part) => {
    const [keep, within] = part.split(':').map(Number);
    if (!Number.isInteger(keep) || !Number.isFinite(within) || (keep ?? 0) < 1) {
      throw new Error(`--filter: '${part}' is not keep:within like 8:0.16`);
    }
    return { keep: keep as number, within: within as number };
  });
}

/** The engine's class of a decision's position (the engine picks its filter by it). */
function classOf(decision: BenchmarkDecision): string {
  const position = parsePositionId(decision.position);
  return position.ok ? classifyPosition(position.value) : 'unreadable';
}

function chosenBy(evaluator: NeuralEvaluator, decision: BenchmarkDecision, search: SearchOptions) {
  const choice = ludusChoice(evaluator, decision, search);
  if (!choice.ok) throw new Error(choice.message);
  return choice.value;
}

function judged(decision: BenchmarkDecision, after: string): Judged {
  const result = judgeChoice(decision, after);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** The `count` decisions where ludus's choice lost most, costliest first. */
function worstLines(
  decisions: readonly BenchmarkDecision[],
  afters: readonly string[],
  count: number,
): string[] {
  const rows = decisions.map((decision, i) => {
    const chosen = decision.plays.find((p) => p.after === afters[i]);
    const best = preferredPlay(decision, 'eq2');
    return { decision, chosen, best, loss: best.eq2 - (chosen?.eq2 ?? best.eq2) };
  });
  return rows
    .sort((a, b) => b.loss - a.loss)
    .slice(0, count)
    .map(({ decision: d, chosen, best, loss }) => {
      const dice = `${d.dice[0]}-${d.dice[1]}`;
      const where = `${d.id} ${d.class} ${d.position} ${dice}`;
      return `worst: ${(1000 * loss).toFixed(2)} mEMG ${where} chose ${chosen?.move} best ${best.move}`;
    });
}

function main(): void {
  const options = readOptions(process.argv.slice(2), {
    weights: '',
    plies: 0,
    filter: '',
    'crashed-filter': '',
    limit: 0,
    worst: 0,
    class: '',
    data: DEFAULT_DATA,
    noise: 0,
    seed: 1,
  });
  if (![0, 1, 2, 3].includes(options.plies)) throw new Error('--plies: 0, 1, 2 or 3');
  if (options.noise < 0) throw new Error('--noise: a standard deviation, 0 or more');
  // The benchmark's decisions are money-game decisions, so the noise has the money scale.
  const search: SearchOptions = {
    plies: options.plies as 0 | 1 | 2 | 3,
    variant: 'backgammon',
    filter: parseFilter(options.filter),
    ...playNoise(options.noise, MONEY_GAME, seededRandom(options.seed)),
  };
  const data = readCheckedData(options.data, parseBenchmark);
  const ofClass = data.decisions.filter((d) => !options.class || d.class === options.class);
  const decisions = sampleSubset(ofClass, options.limit);
  const evaluator = new NeuralEvaluator(loadNets(options.weights));
  const started = performance.now();
  const crashedSearch = {
    ...search,
    filter: parseFilter(options['crashed-filter'], search.filter),
  };
  const searchFor = (d: BenchmarkDecision) => (classOf(d) === 'crashed' ? crashedSearch : search);
  const times: number[] = [];
  const afters = decisions.map((d) => {
    const start = performance.now();
    const after = chosenBy(evaluator, d, searchFor(d));
    times.push(performance.now() - start);
    return after;
  });
  const ludus = decisions.map((d, i) => judged(d, afters[i] ?? ''));
  const seconds = (performance.now() - started) / 1000;
  const filterText = (filter: MoveFilter = []) =>
    filter.map((f) => `${f.keep}:${f.within}`).join(',');
  const crashedText = options['crashed-filter']
    ? `, crashed ${filterText(crashedSearch.filter)}`
    : '';
  console.log(`data: ${options.data} (${decisions.length} of ${data.decisions.length} decisions)`);
  console.log(
    `ludus: nets ${options.weights || 'committed'}, ${search.plies}-ply, filter ${filterText(search.filter)}${crashedText}, noise ${options.noise} (seed ${options.seed})`,
  );
  for (const line of classLines(ludus)) console.log(line);
  const sources = [...new Set(decisions.map((d) => d.source))];
  for (const source of sources) {
    console.log(
      summaryLine(`source ${source}`, summarise(ludus.filter((j) => j.source === source))),
    );
  }
  for (const ply of ['eq0', 'eq1'] as const) {
    const gnubg = decisions.map((d) => judged(d, preferredPlay(d, ply).after));
    for (const line of classLines(gnubg, `gnubg-${ply.slice(2)}ply `)) console.log(line);
  }
  for (const line of worstLines(decisions, afters, options.worst)) console.log(line);
  const perDecision = (1000 * seconds) / Math.max(decisions.length, 1);
  const sorted = times.sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
  console.log(
    `time: ${seconds.toFixed(1)} s (${perDecision.toFixed(1)} ms per decision; median ${at(0.5)}, 99th percentile ${at(0.99)}, max ${at(1)} ms)`,
  );
}

try {
  main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
