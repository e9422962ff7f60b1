// Supervised training of the nets toward labelled positions (training/label.ts):
//
//   node --import tsx packages/backgammon-engine/training/supervise.ts --from CHECKPOINT
//        --out DIR/checkpoint.json --epochs 4 --rate 0.01 [--seed 1] [--holdout 0.05]
//        LABELS.jsonl [MORE.jsonl …]
//
// Each net (contact, crashed, race) starts from the weights of --from and is trained by
// stochastic gradient descent on the cross-entropy of its five outputs toward the labels of
// its class, in a seeded shuffled order each epoch, the rate falling linearly from --rate to a
// tenth of it. A seeded --holdout share of the positions is kept out and reported before and
// after every epoch (cross-entropy and the mean absolute error of the cubeless equity), so
// that over-fitting shows. The result is written as a checkpoint like train.ts's (the base
// checkpoint's TD state with the new weights), so `npm run train:bg -- --export --dir DIR`
// exports it and TD training can resume from it.

import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parsePositionId } from '@ludus/backgammon';
import { encodePosition, INPUTS } from '../src/encoding';
import {
  type Activations,
  activationsFor,
  forward,
  type Mlp,
  mlpOnBuffer,
  mlpSize,
  trainStep,
} from '../src/mlp';
import { cubelessEquity, type Probabilities } from '../src/probabilities';
import { seededRandom } from '../src/rng';
import { NET_NAMES, type NetName, type NetSet, serialiseNets } from '../src/weights';
import { copyNets, loadNets, writeJsonAtomically } from './nets-file';

interface Options {
  from: string;
  out: string;
  epochs: number;
  rate: number;
  seed: number;
  holdout: number;
  /** Hidden units after widening (0: keep the base nets' size). */
  widen: number;
  files: string[];
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    from: '',
    out: '',
    epochs: 4,
    rate: 0.01,
    seed: 1,
    holdout: 0.05,
    widen: 0,
    files: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      options.files.push(arg);
      continue;
    }
    const key = arg.slice(2) as keyof Options;
    const value = argv[++i];
    if (value === undefined || !(key in options) || key === 'files') {
      throw new Error(`unknown or incomplete option '${arg}'`);
    }
    if (key === 'from' || key === 'out') options[key] = value;
    else options[key] = Number(value);
  }
  if (!options.from || !options.out || options.files.length === 0) {
    throw new Error('usage: supervise.ts --from CHECKPOINT --out FILE [options] LABELS.jsonl…');
  }
  return options;
}

/** The positions of one net: inputs row by row, and five targets per row. */
interface Examples {
  inputs: Float32Array;
  targets: Float32Array;
  count: number;
}

function readExamples(files: readonly string[]): Record<NetName, Examples> {
  const rows: Record<NetName, { id: string; p: number[] }[]> = {
    contact: [],
    crashed: [],
    race: [],
  };
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { id: string; c: NetName; p: number[] };
      rows[row.c]?.push(row);
    }
  }
  const encode = (list: { id: string; p: number[] }[]): Examples => {
    const inputs = new Float32Array(list.length * INPUTS);
    const targets = new Float32Array(list.length * 5);
    const scratch = new Float32Array(INPUTS);
    list.forEach((row, k) => {
      const parsed = parsePositionId(row.id);
      if (!parsed.ok) throw new Error(`bad label ${row.id}: ${parsed.message}`);
      inputs.set(encodePosition(parsed.value, scratch), k * INPUTS);
      targets.set(row.p, k * 5);
    });
    return { inputs, targets, count: list.length };
  };
  return { contact: encode(rows.contact), crashed: encode(rows.crashed), race: encode(rows.race) };
}

/** Mean cross-entropy and mean absolute equity error of `net` on the rows `indices`. */
function measure(net: Mlp, data: Examples, indices: Uint32Array, act: Activations) {
  let entropy = 0;
  let equityError = 0;
  for (const k of indices) {
    const out = forward(net, data.inputs.subarray(k * INPUTS, (k + 1) * INPUTS), act);
    const target = data.targets.subarray(k * 5, k * 5 + 5);
    for (let o = 0; o < 5; o++) {
      const y = target[o] ?? 0;
      const q = Math.min(Math.max(out[o] ?? 0, 1e-7), 1 - 1e-7);
      entropy -= y * Math.log(q) + (1 - y) * Math.log(1 - q);
    }
    const asProbabilities = (v: ArrayLike<number>) => Array.from(v) as unknown as Probabilities;
    equityError += Math.abs(
      cubelessEquity(asProbabilities(out)) - cubelessEquity(asProbabilities(target)),
    );
  }
  const n = Math.max(indices.length, 1);
  return { entropy: entropy / n, equityError: equityError / n };
}

function shuffle(values: Uint32Array, next: () => number): void {
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const t = values[i] ?? 0;
    values[i] = values[j] ?? 0;
    values[j] = t;
  }
}

function trainNet(name: NetName, net: Mlp, data: Examples, options: Options): string {
  const random = seededRandom(options.seed);
  const order = new Uint32Array(data.count).map((_, i) => i);
  shuffle(order, () => random.next());
  const held = Math.round(data.count * options.holdout);
  const holdout = order.slice(0, held);
  const train = order.slice(held);
  const act = activationsFor(net);
  const scratch = new Float32Array(net.hidden);
  const report = (when: string) => {
    const m = measure(net, data, holdout, act);
    const line = `${name} ${when}: holdout cross-entropy ${m.entropy.toFixed(5)}, equity error ${m.equityError.toFixed(4)}`;
    console.log(line);
    return line;
  };
  const first = report(`before (${train.length} training, ${held} held out)`);
  let last = first;
  const steps = options.epochs * train.length;
  let step = 0;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    shuffle(train, () => random.next());
    for (const k of train) {
      const rate = options.rate * (1 - 0.9 * (step++ / steps));
      const input = data.inputs.subarray(k * INPUTS, (k + 1) * INPUTS);
      forward(net, input, act);
      trainStep(net, input, act, data.targets.subarray(k * 5, k * 5 + 5), rate, scratch);
    }
    last = report(`epoch ${epoch}`);
  }
  return `${first} → ${last}`;
}

/**
 * The same nets with more hidden units: the new units get small random input weights and zero
 * output weights, so the widened net computes exactly what the old one did until training
 * gives the new units a use ("Net2WiderNet"-style growth).
 */
function widenNets(nets: NetSet, hidden: number, seed: number): NetSet {
  const random = seededRandom(seed + 7919);
  const widen = (net: Mlp): Mlp => {
    if (hidden <= net.hidden) return net;
    const wide = mlpOnBuffer(
      { inputs: net.inputs, hidden },
      new Float32Array(mlpSize({ inputs: net.inputs, hidden })),
    );
    for (let i = 0; i < net.inputs; i++) {
      for (let j = 0; j < hidden; j++) {
        wide.w1[i * hidden + j] =
          j < net.hidden ? (net.w1[i * net.hidden + j] ?? 0) : (random.next() * 2 - 1) * 0.05;
      }
    }
    wide.b1.set(net.b1);
    for (let o = 0; o < 5; o++) {
      for (let j = 0; j < net.hidden; j++)
        wide.w2[o * hidden + j] = net.w2[o * net.hidden + j] ?? 0;
    }
    wide.b2.set(net.b2);
    return wide;
  };
  return { contact: widen(nets.contact), crashed: widen(nets.crashed), race: widen(nets.race) };
}

function supervise(options: Options): void {
  const base = JSON.parse(readFileSync(options.from, 'utf8')) as Record<string, unknown>;
  const loaded = copyNets(loadNets(options.from));
  const nets = options.widen > 0 ? widenNets(loaded, options.widen, options.seed) : loaded;
  const started = Date.now();
  const examples = readExamples(options.files);
  const results: string[] = [];
  for (const name of NET_NAMES) {
    if (examples[name].count === 0) continue;
    results.push(trainNet(name, nets[name], examples[name], options));
  }
  const counts = NET_NAMES.map((name) => `${name} ${examples[name].count}`).join(', ');
  const weights = serialiseNets(nets, {
    command: `training/supervise.ts --epochs ${options.epochs} --rate ${options.rate} --seed ${options.seed} --widen ${options.widen}`,
    method: 'supervised on positions labelled by the engine itself (training/label.ts)',
    base: JSON.stringify((base.weights as { provenance?: unknown } | undefined)?.provenance ?? {}),
    positions: counts,
    labels: options.files.join(' '),
    minutes: Math.round((Date.now() - started) / 60000),
  });
  if (!existsSync(dirname(options.out))) throw new Error(`no directory for ${options.out}`);
  // A TD run resumed from this checkpoint must know the (possibly widened) size.
  const baseOptions = (base.options ?? {}) as Record<string, unknown>;
  const resumable = { ...baseOptions, hidden: nets.contact.hidden };
  writeJsonAtomically(options.out, { ...base, options: resumable, weights });
  console.log(`wrote ${options.out} (${counts})`);
  for (const line of results) console.log(line);
}

supervise(parseOptions(process.argv.slice(2)));
