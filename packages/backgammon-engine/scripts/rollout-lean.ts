// How far the nets' probabilities lean from the engine's own rollouts (a measuring script, not a
// test): for contact positions of a label file (training/label.ts) or of the cube benchmark, the
// mean of ludus 0-ply and 1-ply minus its rollout (src/rollout.ts, played to the end), in
// percentage points with 95% intervals, and for the cube benchmark also GNU Backgammon's 2-ply
// minus the same rollout.
//
//   node --import tsx packages/backgammon-engine/scripts/rollout-lean.ts FILE [POSITIONS] [TRIALS]
//
// FILE: a labels .jsonl or the cube benchmark's decisions.json.gz; POSITIONS (default 200) are
// spread evenly over its contact positions; TRIALS per rollout (default 36, first roll
// stratified), dice seeded with 77.

import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parsePositionId } from '@ludus/backgammon';
import { defaultNets } from '../src/default-nets';
import { NeuralEvaluator } from '../src/evaluator';
import { seededRandom } from '../src/rng';
import { rollout } from '../src/rollout';
import { evaluateAhead } from '../src/search';

interface Row {
  readonly id: string;
  readonly c: string;
  /** GNU Backgammon's 2-ply probabilities (cube benchmark only). */
  readonly gnubg?: readonly number[];
}

interface CubeDecision {
  readonly position: string;
  readonly class: string;
  readonly p2: readonly number[];
}

function readRows(file: string): Row[] {
  if (!file.endsWith('.json.gz')) {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Row);
  }
  const data = JSON.parse(gunzipSync(readFileSync(file)).toString()) as {
    decisions: CubeDecision[];
  };
  const unique = new Map(data.decisions.map((d) => [d.position, d]));
  return [...unique.values()].map((d) => ({ id: d.position, c: d.class, gnubg: d.p2 }));
}

const NAMES = ['win', 'win gammon', 'win backgammon', 'lose gammon', 'lose backgammon'];

function report(name: string, differences: number[][]): void {
  const parts = differences.map((d, i) => {
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    const variance = d.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(d.length - 1, 1);
    const half = (1.96 * Math.sqrt(variance)) / Math.sqrt(d.length);
    return `${NAMES[i]} ${mean.toFixed(2)} ±${half.toFixed(2)}`;
  });
  console.log(`${name} − rollout (points, n=${differences[0]?.length ?? 0}): ${parts.join(', ')}`);
}

function main(argv: readonly string[]): void {
  const [file, positionsText, trialsText] = argv;
  if (!file) throw new Error('usage: rollout-lean.ts FILE [POSITIONS] [TRIALS]');
  const count = Number(positionsText ?? 200);
  const trials = Number(trialsText ?? 36);
  const nets = new NeuralEvaluator(defaultNets());
  const random = seededRandom(77);
  const contact = readRows(file).filter((row) => row.c === 'contact');
  const picked = Array.from(
    { length: Math.min(count, contact.length) },
    (_, k) => contact[Math.floor((k * contact.length) / count)] as Row,
  );
  const empty = () => Array.from({ length: 5 }, () => [] as number[]);
  const differences = { 'ludus 0-ply': empty(), 'ludus 1-ply': empty(), 'gnubg 2-ply': empty() };
  for (const row of picked) {
    const parsed = parsePositionId(row.id);
    if (!parsed.ok) throw new Error(`${row.id}: ${parsed.message}`);
    const played = rollout(nets, parsed.value, { variant: 'backgammon', trials, random });
    const add = (into: number[][], p: ArrayLike<number>) => {
      for (let i = 0; i < 5; i++) into[i]?.push(100 * ((p[i] ?? 0) - (played[i] ?? 0)));
    };
    add(differences['ludus 0-ply'], evaluateAhead(nets, parsed.value, 'backgammon', 0));
    add(differences['ludus 1-ply'], evaluateAhead(nets, parsed.value, 'backgammon', 1));
    if (row.gnubg) add(differences['gnubg 2-ply'], row.gnubg);
  }
  for (const [name, d] of Object.entries(differences)) if ((d[0]?.length ?? 0) > 0) report(name, d);
}

main(process.argv.slice(2));
