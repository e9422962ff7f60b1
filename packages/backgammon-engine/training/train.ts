// `npm run train:bg`: self-play TD(λ) training of the three nets, seeded and resumable.
//
//   npm run train:bg -- [--seed 1] [--minutes 60] [--games N] [--dir DIR] [--every 3]
//                       [--hidden 64] [--lambda 0.7] [--rate 0.05] [--fresh]
//                       [--variant backgammon|tryktrak] [--init NETS.json]
//   npm run train:bg -- --export [--dir DIR] [--variant V]   writes the variant's weights file
//
// `--variant tryktrak` plays and learns under the tryktrak rules and scoring (probabilities.ts:
// the third and fifth outputs are the scaled mean of the ×4/×8 points); its default DIR is
// training/run-tryktrak and its export src/weights-tryktrak-data.ts. `--init` starts a new run
// from existing nets (a WeightsFile or checkpoint JSON, or `committed`: src/weights-data.ts)
// instead of random weights.
//
// A checkpoint (DIR/checkpoint.json: weights, games played, random state, elapsed time) is
// written every `--every` minutes and at the end; a run started again with the same DIR resumes
// from it exactly. Progress goes to stdout, one line per 500 games.

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPosition, type VariantKey } from '@ludus/backgammon';
import { INPUTS } from '../src/encoding';
import { NeuralEvaluator } from '../src/evaluator';
import { randomMlp } from '../src/mlp';
import { diceFrom, type RandomSource, seededRandom } from '../src/rng';
import {
  deserialiseNets,
  NET_NAMES,
  type NetSet,
  serialiseNets,
  type WeightsFile,
} from '../src/weights';
import { WEIGHTS } from '../src/weights-data';
import { copyNets, loadNets } from './nets-file';
import { playAndLearn } from './self-play';

interface Options {
  seed: number;
  minutes: number;
  games: number;
  dir: string;
  every: number;
  hidden: number;
  lambda: number;
  rate: number;
  fresh: boolean;
  export: boolean;
  variant: VariantKey;
  /** Nets to start a new run from; empty: random weights. */
  init: string;
}

interface Checkpoint {
  readonly seed: number;
  readonly games: number;
  readonly random: readonly number[];
  readonly elapsedMs: number;
  readonly options: Omit<Options, 'export' | 'fresh' | 'minutes' | 'games' | 'variant' | 'init'>;
  /** The variant trained (older checkpoints: backgammon). */
  readonly variant?: VariantKey;
  readonly init?: string;
  /** The learning settings in force from each game on (older checkpoints: none). */
  readonly schedule?: readonly Segment[];
  readonly weights: WeightsFile;
}

interface Segment {
  readonly fromGame: number;
  readonly rate: number;
  readonly lambda: number;
}

/** Options given on the command line; on a resumed run they override the checkpoint's. */
const given = new Set<string>();

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    seed: 1,
    minutes: 60,
    games: Number.POSITIVE_INFINITY,
    dir: 'packages/backgammon-engine/training/run',
    every: 3,
    hidden: 64,
    lambda: 0.7,
    rate: 0.05,
    fresh: false,
    export: false,
    variant: 'backgammon',
    init: '',
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    if (flag === '--fresh' || flag === '--export') {
      options[flag.slice(2) as 'fresh' | 'export'] = true;
      continue;
    }
    const value = argv[++i];
    const key = flag.slice(2) as keyof Options;
    if (!flag.startsWith('--') || value === undefined || !(key in options)) {
      throw new Error(`unknown or incomplete option '${flag}'`);
    }
    given.add(key);
    if (key === 'dir' || key === 'init') options[key] = value;
    else if (key === 'variant') options.variant = parseVariant(value);
    else (options[key] as number) = Number(value);
  }
  if (options.variant !== 'backgammon' && !given.has('dir')) options.dir = DEFAULT_DIRS.tryktrak;
  return options;
}

const DEFAULT_DIRS: Readonly<Record<VariantKey, string>> = {
  backgammon: 'packages/backgammon-engine/training/run',
  tryktrak: 'packages/backgammon-engine/training/run-tryktrak',
};

const EXPORT_TARGETS: Readonly<Record<VariantKey, { file: string; name: string }>> = {
  backgammon: { file: 'packages/backgammon-engine/src/weights-data.ts', name: 'WEIGHTS' },
  tryktrak: {
    file: 'packages/backgammon-engine/src/weights-tryktrak-data.ts',
    name: 'TRYKTRAK_WEIGHTS',
  },
};

function parseVariant(value: string): VariantKey {
  if (value === 'backgammon' || value === 'tryktrak') return value;
  throw new Error(`unknown variant '${value}' (backgammon or tryktrak)`);
}

function writeCheckpoint(file: string, checkpoint: Checkpoint): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(checkpoint));
  renameSync(`${file}.tmp`, file); // never leave a half-written checkpoint behind
}

function freshNets(options: Options, uniform: () => number): NetSet {
  const shape = { inputs: INPUTS, hidden: options.hidden };
  return {
    contact: randomMlp(shape, uniform),
    crashed: randomMlp(shape, uniform),
    race: randomMlp(shape, uniform),
  };
}

function exportWeights(options: Options): void {
  const checkpoint = JSON.parse(
    readFileSync(join(options.dir, 'checkpoint.json'), 'utf8'),
  ) as Checkpoint;
  const variant = checkpoint.variant ?? 'backgammon';
  if (given.has('variant') && options.variant !== variant) {
    throw new Error(`the checkpoint in ${options.dir} holds ${variant} nets`);
  }
  const { file: target, name } = EXPORT_TARGETS[variant];
  const flag = variant === 'backgammon' ? '' : ` --variant ${variant}`;
  const text = [
    `// Generated by \`npm run train:bg -- --export${flag}\` from a ${flag ? '' : 'training '}checkpoint; do not edit.`,
    '// How these weights were made: see `provenance` and packages/backgammon-engine/README.md.',
    '',
    "import type { WeightsFile } from './weights';",
    '',
    `export const ${name}: WeightsFile = ${JSON.stringify(checkpoint.weights, null, 2)};`,
    '',
  ].join('\n');
  writeFileSync(target, text);
  console.log(`wrote ${target} (${checkpoint.games} games)`);
}

interface Run {
  readonly file: string;
  readonly resumed: boolean;
  readonly seed: number;
  readonly random: RandomSource;
  readonly nets: NetSet;
  readonly gamesBefore: number;
  readonly elapsedBefore: number;
  readonly schedule: readonly Segment[];
}

function withSegment(schedule: readonly Segment[], segment: Segment): Segment[] {
  const last = schedule[schedule.length - 1];
  if (last && last.rate === segment.rate && last.lambda === segment.lambda) return [...schedule];
  return [...schedule, segment];
}

/** A fresh run, or the one whose checkpoint is in `options.dir` (its options win). */
function openRun(options: Options): Run {
  mkdirSync(options.dir, { recursive: true });
  const file = join(options.dir, 'checkpoint.json');
  const resumed = !options.fresh && existsSync(file);
  const saved = resumed ? (JSON.parse(readFileSync(file, 'utf8')) as Checkpoint) : undefined;
  const seed = saved?.seed ?? options.seed;
  const random = seededRandom(seed, saved?.random);
  if (saved && (saved.variant ?? 'backgammon') !== options.variant) {
    throw new Error(`${file} is a ${saved.variant ?? 'backgammon'} run, not ${options.variant}`);
  }
  if (!saved) {
    const nets = options.init ? initialNets(options) : freshNets(options, () => random.next());
    const schedule = [{ fromGame: 0, rate: options.rate, lambda: options.lambda }];
    return { file, resumed, seed, random, nets, gamesBefore: 0, elapsedBefore: 0, schedule };
  }
  const decoded = deserialiseNets(saved.weights);
  if (!decoded.ok) throw new Error(decoded.message);
  if (given.has('hidden') && options.hidden !== saved.options.hidden) {
    throw new Error(`the checkpoint's nets have ${saved.options.hidden} hidden units`);
  }
  const earlier = saved.schedule ?? [
    { fromGame: 0, rate: saved.options.rate, lambda: saved.options.lambda },
  ];
  for (const [key, value] of Object.entries(saved.options)) {
    if (!given.has(key)) Object.assign(options, { [key]: value });
  }
  options.init = saved.init ?? '';
  return {
    schedule: withSegment(earlier, {
      fromGame: saved.games,
      rate: options.rate,
      lambda: options.lambda,
    }),
    file,
    resumed,
    seed,
    random,
    nets: decoded.value,
    gamesBefore: saved.games,
    elapsedBefore: saved.elapsedMs,
  };
}

/** `--init committed`: the committed backgammon nets (src/weights-data.ts). */
const COMMITTED = 'committed';

/** The nets of `--init`, copied (training changes them in place); they fix the hidden size. */
function initialNets(options: Options): NetSet {
  const nets = copyNets(loadNets(options.init === COMMITTED ? undefined : options.init));
  if (given.has('hidden') && options.hidden !== nets.contact.hidden) {
    throw new Error(`${options.init}: its nets have ${nets.contact.hidden} hidden units`);
  }
  options.hidden = nets.contact.hidden;
  return nets;
}

/** The command a run's weights name; backgammon runs from random weights keep the plain one. */
function trainingCommand(options: Options): string {
  const flags = [
    ...(options.variant === 'backgammon' ? [] : [`--variant ${options.variant}`]),
    ...(options.init ? [`--init ${options.init}`] : []),
  ];
  return ['npm run train:bg', ...(flags.length > 0 ? ['--', ...flags] : [])].join(' ');
}

/** What a run's weights record beyond the backgammon runs' fields: its variant and start. */
function variantProvenance(options: Options): Record<string, string> {
  if (options.variant === 'backgammon' && !options.init) return {};
  return {
    variant: options.variant,
    initialWeights:
      options.init === COMMITTED
        ? `committed backgammon nets (src/weights-data.ts, ${WEIGHTS.provenance.games} games)`
        : options.init || 'random',
  };
}

function saveRun(run: Run, options: Options, games: number, elapsedMs: number): void {
  const { dir, every, hidden, lambda, rate, seed, variant, init } = options;
  writeCheckpoint(run.file, {
    ...(variant === 'backgammon' && !init ? {} : { variant, init }),
    seed: run.seed,
    games,
    random: run.random.state(),
    elapsedMs,
    options: { dir, every, hidden, lambda, rate, seed },
    schedule: run.schedule,
    weights: serialiseNets(run.nets, {
      command: trainingCommand(options),
      method: 'self-play TD(λ), forward view, 0-ply greedy',
      seed: run.seed,
      games,
      trainingMinutes: Math.round(elapsedMs / 60000),
      hidden,
      schedule: run.schedule
        .map((segment) => `rate ${segment.rate} λ ${segment.lambda} from game ${segment.fromGame}`)
        .join('; '),
      ...variantProvenance(options),
    }),
  });
}

/** One progress line per 500 games: speed, game length, gammon share, start-position view. */
class Progress {
  private turns = 0;
  private gammons = 0;
  private since = Date.now();

  constructor(
    private readonly evaluator: NeuralEvaluator,
    private readonly variant: VariantKey,
  ) {}

  add(games: number, turns: number, result: number): void {
    this.turns += turns;
    if (Math.abs(result) >= 2) this.gammons++;
    if (games % 500 !== 0) return;
    const seconds = (Date.now() - this.since) / 1000;
    const { variant } = this;
    const start = this.evaluator.evaluate(startPosition(variant), variant).map((x) => x.toFixed(3));
    console.log(
      `game ${games}: ${(500 / seconds).toFixed(1)} games/s, ${(this.turns / 500).toFixed(1)} ` +
        `turns/game, ${((this.gammons / 500) * 100).toFixed(1)}% gammons; ` +
        `start position ${start.join(' ')}`,
    );
    this.turns = 0;
    this.gammons = 0;
    this.since = Date.now();
  }
}

function train(options: Options): void {
  const run = openRun(options);
  const evaluator = new NeuralEvaluator(run.nets);
  const dice = diceFrom(run.random);
  const progress = new Progress(evaluator, options.variant);
  const started = Date.now();
  const elapsed = (): number => run.elapsedBefore + Date.now() - started;
  let games = run.gamesBefore;
  let lastCheckpoint = started;
  console.log(
    `${run.resumed ? 'resuming' : 'starting'} seed ${run.seed} at game ${games}; ` +
      `${options.variant}, hidden ${options.hidden}, λ ${options.lambda}, rate ${options.rate}; ` +
      `checkpoints in ${run.file}`,
  );
  const deadline = started + options.minutes * 60000;
  while (games < options.games && Date.now() < deadline) {
    const record = playAndLearn(evaluator, dice, options.lambda, options.rate, options.variant);
    games++;
    progress.add(games, record.turns, record.result);
    if (Date.now() - lastCheckpoint > options.every * 60000) {
      saveRun(run, options, games, elapsed());
      lastCheckpoint = Date.now();
      console.log(`checkpoint at game ${games}`);
    }
  }
  saveRun(run, options, games, elapsed());
  console.log(`done: ${games} games, checkpoint ${run.file}; nets ${NET_NAMES.join(', ')}`);
}

const options = parseOptions(process.argv.slice(2));
if (options.export) exportWeights(options);
else train(options);
