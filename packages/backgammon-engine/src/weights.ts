// The evaluator's weights as data: three nets (contact, crashed, race) of one input layout,
// each a Float32Array written as little-endian base64. Plain TypeScript (no Buffer), so the web
// worker decodes the same text as Node.

import type { Result } from '@ludus/backgammon';
import { INPUTS } from './encoding';
import { type Mlp, mlpOnBuffer, mlpSize } from './mlp';

export const NET_NAMES = ['contact', 'crashed', 'race'] as const;
export type NetName = (typeof NET_NAMES)[number];
export type NetSet = Readonly<Record<NetName, Mlp>>;

export const WEIGHTS_FORMAT = 'ludus-backgammon-nets/1';

/** The serialised form: JSON-friendly. */
export interface WeightsFile {
  readonly format: string;
  readonly inputs: number;
  readonly nets: Readonly<Record<NetName, { readonly hidden: number; readonly data: string }>>;
  /** How the weights were made (training command, seed, games, time). */
  readonly provenance: Readonly<Record<string, string | number>>;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

export function floatsToBase64(values: Float32Array): string {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i] ?? 0, true);
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    const left = bytes.length - i;
    text += ALPHABET[(n >> 18) & 63];
    text += ALPHABET[(n >> 12) & 63];
    text += left > 1 ? ALPHABET[(n >> 6) & 63] : '=';
    text += left > 2 ? ALPHABET[n & 63] : '=';
  }
  return text;
}

export function base64ToFloats(text: string): Float32Array | undefined {
  if (text.length % 4 !== 0) return undefined;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const length = (text.length / 4) * 3 - padding;
  if (length % 4 !== 0) return undefined;
  const bytes = new Uint8Array(length);
  let at = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const char = text.charCodeAt(i + k);
      const value = text[i + k] === '=' ? 0 : (DECODE[char] ?? -1);
      if (value < 0) return undefined;
      n = (n << 6) | value;
    }
    for (const shift of [16, 8, 0]) if (at < length) bytes[at++] = (n >> shift) & 255;
  }
  const view = new DataView(bytes.buffer);
  const values = new Float32Array(length / 4);
  for (let i = 0; i < values.length; i++) values[i] = view.getFloat32(i * 4, true);
  return values;
}

export function serialiseNets(
  nets: NetSet,
  provenance: Readonly<Record<string, string | number>>,
): WeightsFile {
  const entry = (net: Mlp) => ({ hidden: net.hidden, data: floatsToBase64(flatten(net)) });
  return {
    format: WEIGHTS_FORMAT,
    inputs: INPUTS,
    nets: { contact: entry(nets.contact), crashed: entry(nets.crashed), race: entry(nets.race) },
    provenance,
  };
}

/** All weights of a net in the buffer order of `mlpOnBuffer`. */
export function flatten(net: Mlp): Float32Array {
  const buffer = new Float32Array(mlpSize(net));
  let at = 0;
  for (const part of [net.w1, net.b1, net.w2, net.b2]) {
    buffer.set(part, at);
    at += part.length;
  }
  return buffer;
}

export type WeightsError = 'weights-format' | 'weights-shape' | 'weights-data';

export function deserialiseNets(file: WeightsFile): Result<NetSet, WeightsError> {
  if (file.format !== WEIGHTS_FORMAT) {
    return { ok: false, error: 'weights-format', message: `unknown format '${file.format}'` };
  }
  if (file.inputs !== INPUTS) {
    return {
      ok: false,
      error: 'weights-shape',
      message: `the weights take ${file.inputs} inputs, the encoder makes ${INPUTS}`,
    };
  }
  const nets: Partial<Record<NetName, Mlp>> = {};
  for (const name of NET_NAMES) {
    const { hidden, data } = file.nets[name];
    const values = base64ToFloats(data);
    const shape = { inputs: INPUTS, hidden };
    if (!values || values.length !== mlpSize(shape)) {
      return { ok: false, error: 'weights-data', message: `the ${name} net's data is corrupt` };
    }
    nets[name] = mlpOnBuffer(shape, values);
  }
  const { contact, crashed, race } = nets;
  if (!contact || !crashed || !race) {
    return { ok: false, error: 'weights-data', message: 'a net is missing' };
  }
  return { ok: true, value: { contact, crashed, race } };
}
