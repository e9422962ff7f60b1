// Loading and saving nets for the training scripts: a WeightsFile JSON (what `--export` writes
// into src/weights-data.ts) or a training checkpoint whose `.weights` is one.

import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { defaultNets } from '../src/default-nets';
import { deserialiseNets, type NetSet, type WeightsFile } from '../src/weights';

/** Nets from a WeightsFile or checkpoint JSON file; the committed nets when `path` is empty. */
export function loadNets(path: string | undefined): NetSet {
  if (!path) return defaultNets();
  const json = JSON.parse(readFileSync(path, 'utf8')) as { weights?: WeightsFile } & WeightsFile;
  const file = json.weights ?? json;
  const decoded = deserialiseNets(file);
  if (!decoded.ok) throw new Error(`${path}: ${decoded.message}`);
  return decoded.value;
}

/** A fresh copy of `nets` (training changes weights in place). */
export function copyNets(nets: NetSet): NetSet {
  const copy = (net: NetSet['contact']) => ({
    ...net,
    w1: net.w1.slice(),
    b1: net.b1.slice(),
    w2: net.w2.slice(),
    b2: net.b2.slice(),
  });
  return { contact: copy(nets.contact), crashed: copy(nets.crashed), race: copy(nets.race) };
}

/** Writes JSON atomically: never a half-written file behind. */
export function writeJsonAtomically(file: string, value: unknown): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(value));
  renameSync(`${file}.tmp`, file);
}
