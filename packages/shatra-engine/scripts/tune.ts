// Fits the evaluation's weights to game results (Texel's method): self-play games between
// noisy engine levels from random openings; every quiet position (no capture for the side to
// move) is labelled with the game's result for its side to move; the weights minimise the
// squared error between the result and sigmoid(evaluation / SCALE), by gradient descent with
// a pull toward the hand weights (so that features the games rarely show keep sane values).
//
//   nice -n 10 node --import tsx packages/shatra-engine/scripts/tune.ts --games 300 --nodes 1500 \
//     [--start hand|fitted] [--out weights.json]
//
// Prints progress, the fitted weights as TypeScript, and the error before and after.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hasAnyCapture } from '@ludus/shatra';
import {
  boardView,
  extractFeatures,
  FEATURES,
  type FeatureWeights,
  FITTED_WEIGHTS,
  featureVector,
  HAND_WEIGHTS,
  seededRng,
} from '../src/index';
import { enginePlayer, playGame, randomOpening, resultForMover } from './players';

/** Centi-shatras that turn into one unit of the logistic (about 60% at +80). */
const SCALE = 200;
const OPENING_PLIES = 8;

interface Sample {
  readonly features: Float64Array;
  readonly result: number;
}

function collect(games: number, nodes: number, seed: number): Sample[] {
  const rng = seededRng(seed);
  const samples: Sample[] = [];
  const player = enginePlayer('intermediate', { nodes });
  for (let g = 0; g < games; g++) {
    const game = playGame(randomOpening(OPENING_PLIES, rng), player, player, rng.nextU32(), 300);
    for (const position of game.positions.slice(0, -1)) {
      if (hasAnyCapture(position)) continue;
      samples.push({
        features: extractFeatures(boardView(position), featureVector()).slice(),
        result: resultForMover(game.result, position),
      });
    }
    process.stderr.write(
      `game ${g + 1}/${games}: ${game.result} (${game.reason}, ${game.plies} plies), ${samples.length} positions\n`,
    );
  }
  return samples;
}

function error(samples: readonly Sample[], w: Float64Array): number {
  let sum = 0;
  for (const s of samples) sum += (s.result - predict(s.features, w)) ** 2;
  return sum / samples.length;
}

function predict(f: Float64Array, w: Float64Array): number {
  let score = 0;
  for (let i = 0; i < f.length; i++) score += (f[i] as number) * (w[i] as number);
  return 1 / (1 + Math.exp(-score / SCALE));
}

function fit(
  samples: readonly Sample[],
  start: Float64Array,
  steps: number,
  pull: number,
): Float64Array {
  const w = start.slice();
  const rate = 2000;
  for (let step = 0; step < steps; step++) {
    const grad = new Float64Array(w.length);
    for (const s of samples) {
      const p = predict(s.features, w);
      const common = (-2 * (s.result - p) * p * (1 - p)) / SCALE;
      for (let i = 0; i < w.length; i++)
        grad[i] = (grad[i] as number) + common * (s.features[i] as number);
    }
    for (let i = 0; i < w.length; i++) {
      const g =
        (grad[i] as number) / samples.length + pull * ((w[i] as number) - (start[i] as number));
      w[i] = (w[i] as number) - rate * g;
    }
  }
  return w;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '100' },
      nodes: { type: 'string', default: '1500' },
      seed: { type: 'string', default: '11' },
      steps: { type: 'string', default: '3000' },
      out: { type: 'string', default: '' },
      start: { type: 'string', default: 'hand' },
    },
  });
  const samples = collect(Number(values.games), Number(values.nodes), Number(values.seed));
  // The fit starts from (and is pulled toward) the hand weights or the current fitted ones.
  const base = values.start === 'fitted' ? FITTED_WEIGHTS : HAND_WEIGHTS;
  const start = Float64Array.from(FEATURES, (name) => base[name]);
  const fitted = fit(samples, start, Number(values.steps), 1e-7);
  const weights = Object.fromEntries(
    FEATURES.map((name, i) => [name, Math.round(fitted[i] as number)]),
  ) as FeatureWeights;
  const report = [
    `positions ${samples.length}, error with the ${values.start} weights ${error(samples, start).toFixed(5)}, fitted ${error(samples, fitted).toFixed(5)}`,
    JSON.stringify(weights, null, 2),
  ].join('\n');
  console.log(report);
  if (values.out)
    writeFileSync(values.out, JSON.stringify({ samples: samples.length, weights }, null, 2));
}

main();
