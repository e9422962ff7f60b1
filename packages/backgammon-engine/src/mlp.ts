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

/** The non-zero inputs of one forward pass: their weight rows' offsets and their values. */
let nonZeroRow = new Int32Array(256);
let nonZeroValue = new Float64Array(256);

function gatherNonZero(input: Float32Array, inputs: number, hidden: number): number {
  if (nonZeroRow.length < inputs) {
    nonZeroRow = new Int32Array(inputs);
    nonZeroValue = new Float64Array(inputs);
  }
  let count = 0;
  for (let i = 0; i < inputs; i++) {
    const x = input[i] as number;
    if (x === 0) continue;
    nonZeroRow[count] = i * hidden;
    nonZeroValue[count++] = x;
  }
  return count;
}

/** Hidden units j..j+7: eight sums kept in registers over the non-zero inputs. */
function hiddenBlock(
  w1: Float32Array,
  b1: Float32Array,
  h: Float32Array,
  j: number,
  count: number,
) {
  const rows = nonZeroRow;
  const values = nonZeroValue;
  let s0 = b1[j] as number;
  let s1 = b1[j + 1] as number;
  let s2 = b1[j + 2] as number;
  let s3 = b1[j + 3] as number;
  let s4 = b1[j + 4] as number;
  let s5 = b1[j + 5] as number;
  let s6 = b1[j + 6] as number;
  let s7 = b1[j + 7] as number;
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
  h[j] = sigmoid(s0);
  h[j + 1] = sigmoid(s1);
  h[j + 2] = sigmoid(s2);
  h[j + 3] = sigmoid(s3);
  h[j + 4] = sigmoid(s4);
  h[j + 5] = sigmoid(s5);
  h[j + 6] = sigmoid(s6);
  h[j + 7] = sigmoid(s7);
}

/**
 * Forward pass: fills `act` and returns its outputs. Each hidden sum takes the non-zero inputs
 * in ascending order and is rounded to float32 after every addition (Math.fround), exactly as a
 * Float32Array accumulator rounds it, so the results are bit for bit those of the plain loop
 * (the search's answers are snapshot-tested against the code before this one); summing eight
 * units at a time in locals instead of in the array is what makes it faster.
 */
export function forward(net: Mlp, input: Float32Array, act: Activations): Float32Array {
  const { hidden, w1, b1, w2, b2 } = net;
  const count = gatherNonZero(input, net.inputs, hidden);
  const h = act.hidden;
  let j = 0;
  for (; j + 8 <= hidden; j += 8) hiddenBlock(w1, b1, h, j, count);
  for (; j < hidden; j++) {
    let sum = b1[j] as number;
    for (let k = 0; k < count; k++) {
      sum = Math.fround(
        sum + (nonZeroValue[k] as number) * (w1[(nonZeroRow[k] as number) + j] as number),
      );
    }
    h[j] = sigmoid(sum);
  }
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
