// `ludus bg engine --weights FILE`: the evaluator's nets from a file instead of the committed
// weights, so a training checkpoint can be measured (scripts/strength.py hands LUDUS_WEIGHTS on).
// FILE is a WeightsFile (packages/backgammon-engine/src/weights.ts) or a training checkpoint
// (training/train.ts) whose `weights` is one. The JSON is checked here, at the edge, before the
// engine package decodes it: a bad file is a clear message, never a crash.

import { readFileSync } from 'node:fs';
import {
  deserialiseNets,
  NET_NAMES,
  type NetSet,
  type WeightsFile,
} from '@ludus/backgammon-engine';
import { quote } from '../quote';
import type { Parsed } from './args';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The WeightsFile in `json`: the object itself, or a checkpoint's `weights`. */
function weightsOf(json: unknown): Parsed<WeightsFile> {
  const candidate = isRecord(json) && 'weights' in json ? json.weights : json;
  if (!isRecord(candidate)) {
    return { ok: false, message: 'expected a weights file or a checkpoint with weights' };
  }
  const { format, inputs, nets, provenance } = candidate;
  if (typeof format !== 'string' || typeof inputs !== 'number' || !isRecord(nets)) {
    return { ok: false, message: 'a weights file has a format, an input count and nets' };
  }
  for (const name of NET_NAMES) {
    const net = nets[name];
    if (!isRecord(net) || !Number.isInteger(net.hidden) || typeof net.data !== 'string') {
      return { ok: false, message: `the ${name} net needs an integer hidden and a data string` };
    }
  }
  // The shape was checked field by field just above.
  const file = { format, inputs, nets, provenance: isRecord(provenance) ? provenance : {} };
  return { ok: true, value: file as WeightsFile };
}

export function loadWeights(path: string): Parsed<NetSet> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = isRecord(error) && typeof error.code === 'string' ? error.code : 'unreadable';
    return { ok: false, message: `cannot read ${quote(path)} (${code})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: `${quote(path)} is not JSON` };
  }
  const file = weightsOf(json);
  if (!file.ok) return { ok: false, message: `${quote(path)}: ${file.message}` };
  const nets = deserialiseNets(file.value);
  return nets.ok ? nets : { ok: false, message: `${quote(path)}: ${nets.message}` };
}
