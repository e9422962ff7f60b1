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

/** Forward pass: fills `act` and returns its outputs. */
export function forward(net: Mlp, input: Float32Array, act: Activations): Float32Array {
  const { hidden, w1, b1, w2, b2 } = net;
  const h = act.hidden;
  h.set(b1);
  for (let i = 0; i < net.inputs; i++) {
    const x = input[i] ?? 0;
    if (x === 0) continue;
    const row = i * hidden;
    for (let j = 0; j < hidden; j++) h[j] = (h[j] ?? 0) + x * (w1[row + j] ?? 0);
  }
  for (let j = 0; j < hidden; j++) h[j] = sigmoid(h[j] ?? 0);
  const out = act.outputs;
  for (let o = 0; o < OUTPUTS; o++) {
    let sum = b2[o] ?? 0;
    const row = o * hidden;
    for (let j = 0; j < hidden; j++) sum += (h[j] ?? 0) * (w2[row + j] ?? 0);
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
