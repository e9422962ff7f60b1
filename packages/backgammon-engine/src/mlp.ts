// A one-hidden-layer perceptron over Float32Array: sigmoid hidden units, five sigmoid outputs.
// Inference is plain TypeScript so that Node and the web worker run the very same code. The
// inputs are mostly zeros (unary board code), so the first layer adds only the rows of the
// non-zero inputs (weights are stored input-major for that).

import { OUTPUTS } from './probabilities';

export interface MlpShape {
  readonly inputs: number;
  readonly hidden: number;
}

export interface Mlp extends MlpShape {
  /** inputs × hidden, row i = the weights from input i. */
  readonly w1: Float32Array;
  readonly b1: Float32Array;
  /** OUTPUTS × hidden, row o = the weights into output o. */
  readonly w2: Float32Array;
  readonly b2: Float32Array;
}

export function mlpSize(shape: MlpShape): number {
  return shape.inputs * shape.hidden + shape.hidden + OUTPUTS * shape.hidden + OUTPUTS;
}

/** A net whose weights are views into one buffer (`mlpSize` floats), in the order w1 b1 w2 b2. */
export function mlpOnBuffer(shape: MlpShape, buffer: Float32Array): Mlp {
  const { inputs, hidden } = shape;
  let at = 0;
  const take = (n: number): Float32Array => {
    const view = buffer.subarray(at, at + n);
    at += n;
    return view;
  };
  return {
    inputs,
    hidden,
    w1: take(inputs * hidden),
    b1: take(hidden),
    w2: take(OUTPUTS * hidden),
    b2: take(OUTPUTS),
  };
}

/** A net with small weights drawn from `uniform` (a source of numbers in [0, 1)). */
export function randomMlp(shape: MlpShape, uniform: () => number, scale = 0.1): Mlp {
  const buffer = new Float32Array(mlpSize(shape));
  for (let i = 0; i < buffer.length; i++) buffer[i] = (uniform() * 2 - 1) * scale;
  return mlpOnBuffer(shape, buffer);
}

function sigmoid(x: number): number {
  // Clamped so that exp never overflows; the outputs are probabilities either way.
  if (x < -40) return 0;
  if (x > 40) return 1;
  return 1 / (1 + Math.exp(-x));
}

/** Scratch space of one forward pass, kept for the backward pass of training. */
export interface Activations {
  readonly hidden: Float32Array;
  readonly outputs: Float32Array;
}

export function activationsFor(net: MlpShape): Activations {
  return { hidden: new Float32Array(net.hidden), outputs: new Float32Array(OUTPUTS) };
}

/** The non-zero inputs of one pass: their weight rows' offsets and their values. */
let nonZeroRow = new Int32Array(256);
let nonZeroValue = new Float64Array(256);

/** Gathers the non-zero inputs among input[from..to). */
function gatherNonZero(input: Float32Array, from: number, to: number, hidden: number): number {
  if (nonZeroRow.length < to) {
    nonZeroRow = new Int32Array(to);
    nonZeroValue = new Float64Array(to);
  }
  let count = 0;
  for (let i = from; i < to; i++) {
    const x = input[i] as number;
    if (x === 0) continue;
    nonZeroRow[count] = i * hidden;
    nonZeroValue[count++] = x;
  }
  return count;
}

/** Hidden sums j..j+7 continued from `start` over the gathered inputs, eight in registers. */
function hiddenBlock(
  w1: Float32Array,
  start: Float32Array,
  out: Float32Array,
  j: number,
  count: number,
): void {
  const rows = nonZeroRow;
  const values = nonZeroValue;
  let s0 = start[j] as number;
  let s1 = start[j + 1] as number;
  let s2 = start[j + 2] as number;
  let s3 = start[j + 3] as number;
  let s4 = start[j + 4] as number;
  let s5 = start[j + 5] as number;
  let s6 = start[j + 6] as number;
  let s7 = start[j + 7] as number;
  for (let k = 0; k < count; k++) {
    const x = values[k] as number;
    const r = (rows[k] as number) + j;
    s0 = Math.fround(s0 + x * (w1[r] as number));
    s1 = Math.fround(s1 + x * (w1[r + 1] as number));
    s2 = Math.fround(s2 + x * (w1[r + 2] as number));
    s3 = Math.fround(s3 + x * (w1[r + 3] as number));
    s4 = Math.fround(s4 + x * (w1[r + 4] as number));
    s5 = Math.fround(s5 + x * (w1[r + 5] as number));
    s6 = Math.fround(s6 + x * (w1[r + 6] as number));
    s7 = Math.fround(s7 + x * (w1[r + 7] as number));
  }
  out[j] = s0;
  out[j + 1] = s1;
  out[j + 2] = s2;
  out[j + 3] = s3;
  out[j + 4] = s4;
  out[j + 5] = s5;
  out[j + 6] = s6;
  out[j + 7] = s7;
}

/** out = start + the rows of the non-zero inputs among input[from..to), float32 throughout. */
function accumulate(
  net: Mlp,
  input: Float32Array,
  from: number,
  to: number,
  start: Float32Array,
  out: Float32Array,
): void {
  const { hidden, w1 } = net;
  const count = gatherNonZero(input, from, to, hidden);
  let j = 0;
  for (; j + 8 <= hidden; j += 8) hiddenBlock(w1, start, out, j, count);
  for (; j < hidden; j++) {
    let sum = start[j] as number;
    for (let k = 0; k < count; k++) {
      sum = Math.fround(
        sum + (nonZeroValue[k] as number) * (w1[(nonZeroRow[k] as number) + j] as number),
      );
    }
    out[j] = sum;
  }
}

/**
 * The first layer's sums over the inputs before `split` only (biases included): a prefix that
 * `forwardFrom` continues. The search judges many positions whose first inputs are the same
 * (the side on roll's own checkers, untouched by the other side's plays), so it keeps one.
 */
export function partialSums(net: Mlp, input: Float32Array, split: number, out: Float32Array) {
  accumulate(net, input, 0, split, net.b1, out);
}

/**
 * Forward pass: fills `act` and returns its outputs. Each hidden sum takes the non-zero inputs
 * in ascending order and is rounded to float32 after every addition (Math.fround), exactly as a
 * Float32Array accumulator rounds it, so the results are bit for bit those of the plain loop
 * (the search's answers are snapshot-tested against the code before this one); summing eight
 * units at a time in locals instead of in the array is what makes it faster.
 */
export function forward(net: Mlp, input: Float32Array, act: Activations): Float32Array {
  return forwardFrom(net, input, act, net.b1, 0);
}

/**
 * `forward` continued from `partialSums(net, input, split, partial)` of an input with the same
 * first `split` values: the same sums in the same order, so the same result bit for bit.
 */
export function forwardFrom(
  net: Mlp,
  input: Float32Array,
  act: Activations,
  partial: Float32Array,
  split: number,
): Float32Array {
  const { hidden, w2, b2 } = net;
  const h = act.hidden;
  accumulate(net, input, split, net.inputs, partial, h);
  for (let j = 0; j < hidden; j++) h[j] = sigmoid(h[j] as number);
  const out = act.outputs;
  for (let o = 0; o < OUTPUTS; o++) {
    let sum = b2[o] as number;
    const row = o * hidden;
    for (let k = 0; k < hidden; k++) sum += (h[k] as number) * (w2[row + k] as number);
    out[o] = sigmoid(sum);
  }
  return out;
}

/**
 * One step of gradient descent on the cross-entropy of each output toward `target`, right
 * after `forward(net, input, act)`. With sigmoid outputs the error at each output's sum is
 * simply target − output.
 */
export function trainStep(
  net: Mlp,
  input: Float32Array,
  act: Activations,
  target: ArrayLike<number>,
  rate: number,
  scratch: Float32Array,
): void {
  const { hidden, w1, b1, w2, b2 } = net;
  const h = act.hidden;
  const delta = scratch; // hidden deltas, length hidden
  delta.fill(0);
  for (let o = 0; o < OUTPUTS; o++) {
    const error = ((target[o] ?? 0) - (act.outputs[o] ?? 0)) * rate;
    if (error === 0) continue;
    const row = o * hidden;
    for (let j = 0; j < hidden; j++) {
      delta[j] = (delta[j] ?? 0) + error * (w2[row + j] ?? 0);
      w2[row + j] = (w2[row + j] ?? 0) + error * (h[j] ?? 0);
    }
    b2[o] = (b2[o] ?? 0) + error;
  }
  for (let j = 0; j < hidden; j++) {
    const hj = h[j] ?? 0;
    delta[j] = (delta[j] ?? 0) * hj * (1 - hj);
    b1[j] = (b1[j] ?? 0) + (delta[j] ?? 0);
  }
  for (let i = 0; i < net.inputs; i++) {
    const x = input[i] ?? 0;
    if (x === 0) continue;
    const row = i * hidden;
    for (let j = 0; j < hidden; j++) w1[row + j] = (w1[row + j] ?? 0) + x * (delta[j] ?? 0);
  }
}
