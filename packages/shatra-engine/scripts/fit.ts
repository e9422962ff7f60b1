// Fits the learned evaluation (issue 24): the tables of src/piece-squares.ts (a piece-square
// table per role, 5 × 63 entries from the owner's side, and the near-biy tables, 2 × 4 × 49
// entries) on top of the 18 feature weights of evaluate.ts, as a logistic model of the game's
// result, to the self-play data of scripts/selfplay-data.ts. Every stored position is read back
// from its FEN and its features computed anew, so the data outlives changes of the model.
//
//   nice -n 10 node --import tsx packages/shatra-engine/scripts/fit.ts \
//     --data packages/shatra-engine/data/selfplay-1.tsv,packages/shatra-engine/data/selfplay-2.tsv \
//     --out packages/shatra-engine/data/fit.json --module packages/shatra-engine/src/learned-weights.ts \
//     --epochs 8 --lambda 0.5 --rate 2 --batch 1024 --pull-table 1e-8 --freeze-dense --scale 600 \
//     --seed 1 [--resume]
//
// The model: p = sigmoid(evaluation / SCALE), the evaluation exactly the engine's (18 weights
// times features, plus the tables' entries of the pieces on the board times their taper). The
// target blends the game's result with the search's own judgement: (1 - lambda) · result +
// lambda · sigmoid(score / SCALE). The loss is the cross-entropy, plus an L2 pull of the 18
// weights toward FITTED_WEIGHTS and of the table entries toward 0 (squares the games rarely show
// keep sane values). `--freeze-dense` keeps the 18 weights as they are (the material values that
// the resign and draw thresholds, the move marks of the analysis and the endings rely on) and
// fits the tables alone; `--scale auto` picks the logistic's scale that fits those weights best.
// Adam on shuffled mini-batches; positions of every 20th game are held out for validation.
// Seeded (the shuffle); resumable (a checkpoint after each epoch, `--resume` goes on from it);
// progress on stderr; the held-out errors of the start weights are printed first. `--module`
// writes the weights as src/learned-weights.ts (the engine's default), with the fit's record.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readPosition } from '@ludus/shatra';
import { Attacks } from '../src/attacks';
import {
  extractFeatures,
  FEATURES,
  type FeatureWeights,
  featureVector,
  type Weights,
} from '../src/evaluate';
import { TABLE_PARAMS, tableEntries, tablesFromParams } from '../src/piece-squares';
import { seededRng } from '../src/prng';
import { boardView } from '../src/shatra-game';
import { FITTED_WEIGHTS } from '../src/weights';

/**
 * Centi-shatras that turn into one unit of the logistic: 200 as in tune.ts, or (`--scale auto`)
 * the one of SCALES that fits the start weights best, when those stay fixed (`--freeze-dense`).
 */
let SCALE = 200;
const SCALES = [150, 200, 250, 300, 400, 500, 600, 800];
const DENSE = FEATURES.length;
const PARAMS = DENSE + TABLE_PARAMS;
/** The shatra's piece-square entries (its role's table, the fifth). */
const SHATRA_ENTRIES = 4 * 63;

interface Data {
  readonly count: number;
  readonly dense: Float32Array;
  /** Pieces of position i: entries start[i] .. start[i + 1] - 1 of `sparse`, (table index + 1) × sign. */
  readonly start: Int32Array;
  readonly sparse: Int16Array;
  readonly result: Float32Array;
  readonly score: Float32Array;
  readonly held: Uint8Array;
  /** The tables' taper for each position (piece-squares.ts `tableEntries`). */
  readonly taper: Float32Array;
}

function load(files: readonly string[]): Data {
  // A file still being written may end in a torn line: only whole lines (five fields) count.
  const lines = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.split('\t').length === 5),
  );
  const count = lines.length;
  const dense = new Float32Array(count * DENSE);
  const start = new Int32Array(count + 1);
  // Table entries, about 60 a position: a typed array grown by doubling (a plain array of 10^8
  // numbers would not fit the default heap).
  let sparse = new Int16Array(count * 64);
  let used = 0;
  const push = (entry: number) => {
    if (used === sparse.length) {
      const larger = new Int16Array(sparse.length * 2);
      larger.set(sparse);
      sparse = larger;
    }
    sparse[used++] = entry;
  };
  const result = new Float32Array(count);
  const score = new Float32Array(count);
  const held = new Uint8Array(count);
  const taper = new Float32Array(count);
  const scratch = featureVector();
  const attacks = new Attacks();
  lines.forEach((line, i) => {
    const [game, , fen, res, sc] = line.split('\t');
    const position = readPosition(fen as string);
    if (!position.ok) throw new Error(`bad position in the data: ${fen}`);
    const view = boardView(position.value);
    attacks.scan(view.cells);
    extractFeatures(view, scratch, attacks);
    dense.set(scratch, i * DENSE);
    start[i] = used;
    taper[i] = tableEntries(view, (param, sign) => push(sign * (param + 1)));
    result[i] = Number(res);
    score[i] = Number(sc);
    held[i] = Number(game) % 20 === 0 ? 1 : 0;
    if (i % 100_000 === 0) process.stderr.write(`read ${i}/${count} positions\n`);
  });
  start[count] = used;
  return { count, dense, start, sparse: sparse.subarray(0, used), taper, result, score, held };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

function evaluation(data: Data, i: number, w: Float64Array): number {
  let sum = 0;
  const base = i * DENSE;
  for (let k = 0; k < DENSE; k++) sum += (w[k] as number) * (data.dense[base + k] as number);
  let tables = 0;
  for (let k = data.start[i] as number; k < (data.start[i + 1] as number); k++) {
    const e = data.sparse[k] as number;
    tables += e > 0 ? (w[DENSE + e - 1] as number) : -(w[DENSE - e - 1] as number);
  }
  return sum + (data.taper[i] as number) * tables;
}

function target(data: Data, i: number, lambda: number): number {
  return (
    (1 - lambda) * (data.result[i] as number) + lambda * sigmoid((data.score[i] as number) / SCALE)
  );
}

/** Held-out errors: cross-entropy and squared error against the target, squared error against the result. */
function validate(data: Data, w: Float64Array, lambda: number) {
  let ce = 0;
  let mse = 0;
  let mseResult = 0;
  let n = 0;
  for (let i = 0; i < data.count; i++) {
    if (!data.held[i]) continue;
    const p = Math.min(Math.max(sigmoid(evaluation(data, i, w) / SCALE), 1e-9), 1 - 1e-9);
    const t = target(data, i, lambda);
    ce -= t * Math.log(p) + (1 - t) * Math.log(1 - p);
    mse += (t - p) ** 2;
    mseResult += ((data.result[i] as number) - p) ** 2;
    n++;
  }
  return { n, ce: ce / n, mse: mse / n, mseResult: mseResult / n };
}

/** The scale of SCALES under which the start weights' held-out cross-entropy is least. */
function bestScale(data: Data, w: Float64Array, lambda: number): number {
  let best = SCALES[0] as number;
  let bestCe = Number.POSITIVE_INFINITY;
  for (const candidate of SCALES) {
    SCALE = candidate;
    const { ce } = validate(data, w, lambda);
    process.stderr.write(`scale ${candidate}: held-out cross-entropy ${ce.toFixed(5)}\n`);
    if (ce < bestCe) [best, bestCe] = [candidate, ce];
  }
  return best;
}

interface Checkpoint {
  epoch: number;
  w: number[];
  m: number[];
  v: number[];
  step: number;
}

interface Options {
  readonly epochs: number;
  readonly batch: number;
  readonly rate: number;
  readonly lambda: number;
  readonly pullDense: number;
  /** Keep the 18 weights as they start (FITTED_WEIGHTS): fit the tables alone. */
  readonly freezeDense: boolean;
  readonly pullTable: number;
  readonly seed: number;
  readonly checkpoint: string;
}

function train(data: Data, prior: Float64Array, state: Checkpoint, o: Options): Float64Array {
  const w = Float64Array.from(state.w);
  const m = Float64Array.from(state.m);
  const v = Float64Array.from(state.v);
  const grad = new Float64Array(PARAMS);
  const train = [...Array(data.count).keys()].filter((i) => !data.held[i]);
  for (let epoch = state.epoch; epoch < o.epochs; epoch++) {
    const rng = seededRng(o.seed * 1000 + epoch);
    for (let i = train.length - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      [train[i], train[j]] = [train[j] as number, train[i] as number];
    }
    let loss = 0;
    for (let b = 0; b < train.length; b += o.batch) {
      grad.fill(0);
      const end = Math.min(b + o.batch, train.length);
      for (let k = b; k < end; k++) {
        const i = train[k] as number;
        const p = sigmoid(evaluation(data, i, w) / SCALE);
        const t = target(data, i, o.lambda);
        loss -= t * Math.log(Math.max(p, 1e-9)) + (1 - t) * Math.log(Math.max(1 - p, 1e-9));
        const g = (p - t) / SCALE; // d cross-entropy / d evaluation
        const base = i * DENSE;
        const gt = g * (data.taper[i] as number); // … / d table entry
        for (let f = 0; f < DENSE; f++)
          grad[f] = (grad[f] as number) + g * (data.dense[base + f] as number);
        for (let s = data.start[i] as number; s < (data.start[i + 1] as number); s++) {
          const e = data.sparse[s] as number;
          const at = DENSE + Math.abs(e) - 1;
          grad[at] = (grad[at] as number) + (e > 0 ? gt : -gt);
        }
      }
      const size = end - b;
      state.step++;
      for (let f = o.freezeDense ? DENSE : 0; f < PARAMS; f++) {
        const pull = f < DENSE ? o.pullDense : o.pullTable;
        const gf = (grad[f] as number) / size + pull * ((w[f] as number) - (prior[f] as number));
        m[f] = 0.9 * (m[f] as number) + 0.1 * gf;
        v[f] = 0.999 * (v[f] as number) + 0.001 * gf * gf;
        const mHat = (m[f] as number) / (1 - 0.9 ** state.step);
        const vHat = (v[f] as number) / (1 - 0.999 ** state.step);
        // The rate halves over the run's second half (a simple decay, steadier last epochs).
        const rate = epoch >= o.epochs / 2 ? o.rate / 2 : o.rate;
        w[f] = (w[f] as number) - (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
      }
    }
    const val = validate(data, w, o.lambda);
    process.stderr.write(
      `epoch ${epoch + 1}/${o.epochs}: train cross-entropy ${(loss / train.length).toFixed(5)}, ` +
        `held-out cross-entropy ${val.ce.toFixed(5)}, squared error ${val.mse.toFixed(5)} ` +
        `(against results ${val.mseResult.toFixed(5)})\n`,
    );
    const saved: Checkpoint = {
      epoch: epoch + 1,
      w: [...w],
      m: [...m],
      v: [...v],
      step: state.step,
    };
    writeFileSync(o.checkpoint, JSON.stringify(saved));
  }
  return w;
}

/**
 * The factor that makes the mean shatra in the data (its weight plus its square's entry, over
 * every shatra of every position) worth 100: the score's unit stays the centi-shatra, which the
 * search's margins and the weak levels' noise are set in (a common factor changes no choice).
 */
function shatraUnit(data: Data, w: Float64Array): number {
  const shatraEntry = SHATRA_ENTRIES;
  let sum = 0;
  let count = 0;
  for (const e of data.sparse) {
    const entry = Math.abs(e) - 1;
    if (entry < shatraEntry || entry >= shatraEntry + 63) continue;
    sum += w[DENSE + entry] as number;
    count++;
  }
  const shatra = (w[FEATURES.indexOf('shatra')] as number) + sum / count;
  return 100 / shatra;
}

function toWeights(w: Float64Array): Weights {
  const features = Object.fromEntries(
    FEATURES.map((name, i) => [name, Math.round(w[i] as number)]),
  ) as FeatureWeights;
  return { ...features, ...tablesFromParams(w, DENSE) };
}

/**
 * The weights as a TypeScript module for src/, with the record of the fit in its header; with
 * the 18 weights kept as they were (`--freeze-dense`), FITTED_WEIGHTS spread, the tables written.
 */
function moduleText(weights: Weights, record: object, frozen: boolean): string {
  const { squares, nearBiy } = weights;
  return [
    "// The learned evaluation's weights (issue 24), written by scripts/fit.ts: do not edit by hand.",
    '// How they were made (the data, the command, the errors) is in docs/strength.md, "The learned',
    '// evaluation"; the fit\'s own record follows.',
    ...(JSON.stringify(record).match(/.{1,96}/g) ?? []).map((line) => `// ${line}`),
    "import type { Weights } from './evaluate';",
    ...(frozen ? ["import { FITTED_WEIGHTS } from './weights';"] : []),
    '',
    frozen
      ? `export const LEARNED_WEIGHTS: Weights = { ...FITTED_WEIGHTS, ...${JSON.stringify({ squares, nearBiy })} };`
      : `export const LEARNED_WEIGHTS: Weights = ${JSON.stringify(weights)};`,
    '',
  ].join('\n');
}

function main(): void {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: 'packages/shatra-engine/data/selfplay-1.tsv' },
      out: { type: 'string', default: 'packages/shatra-engine/data/fit.json' },
      epochs: { type: 'string', default: '12' },
      batch: { type: 'string', default: '4096' },
      rate: { type: 'string', default: '1' },
      lambda: { type: 'string', default: '0.25' },
      'pull-dense': { type: 'string', default: '1e-7' },
      'pull-table': { type: 'string', default: '1e-6' },
      seed: { type: 'string', default: '1' },
      resume: { type: 'boolean', default: false },
      module: { type: 'string', default: '' },
      'freeze-dense': { type: 'boolean', default: false },
      scale: { type: 'string', default: '200' },
    },
  });
  const files = (values.data as string).split(',');
  const data = load(files);
  const lambda = Number(values.lambda);
  const prior = new Float64Array(PARAMS);
  FEATURES.forEach((name, i) => {
    prior[i] = FITTED_WEIGHTS[name];
  });
  const checkpoint = `${values.out}.checkpoint`;
  const state: Checkpoint =
    values.resume && existsSync(checkpoint)
      ? (JSON.parse(readFileSync(checkpoint, 'utf8')) as Checkpoint)
      : { epoch: 0, w: [...prior], m: Array(PARAMS).fill(0), v: Array(PARAMS).fill(0), step: 0 };
  SCALE = values.scale === 'auto' ? bestScale(data, prior, lambda) : Number(values.scale);
  const before = validate(data, prior, lambda);
  const heldCount = before.n;
  process.stderr.write(
    `${data.count} positions (${heldCount} held out) from ${files.join(', ')}; ` +
      `FITTED_WEIGHTS: held-out cross-entropy ${before.ce.toFixed(5)}, squared error ${before.mse.toFixed(5)} ` +
      `(against results ${before.mseResult.toFixed(5)}); starting at epoch ${state.epoch}\n`,
  );
  const options: Options = {
    epochs: Number(values.epochs),
    batch: Number(values.batch),
    rate: Number(values.rate),
    lambda,
    pullDense: Number(values['pull-dense']),
    freezeDense: values['freeze-dense'] as boolean,
    pullTable: Number(values['pull-table']),
    seed: Number(values.seed),
    checkpoint,
  };
  const w = train(data, prior, state, options);
  const after = validate(data, w, lambda);
  const record = {
    data: files,
    positions: data.count,
    heldOut: heldCount,
    options: { ...options, scale: SCALE },
    before,
    after,
  };
  // Fixed 18 weights keep their unit (a shatra on the field is FITTED_WEIGHTS' 100 already).
  const unit = values['freeze-dense'] ? 1 : shatraUnit(data, w);
  process.stderr.write(`scaled by ${unit.toFixed(3)} so that the mean shatra is 100\n`);
  const scaled = w.map((x) => x * unit);
  const weights = toWeights(scaled);
  writeFileSync(
    values.out,
    JSON.stringify({ record: { ...record, scaledBy: unit }, weights }, null, 1),
  );
  if (values.module)
    writeFileSync(
      values.module,
      moduleText(weights, { ...record, scaledBy: unit }, values['freeze-dense'] === true),
    );
  process.stderr.write(`wrote ${values.out}\n`);
}

main();
