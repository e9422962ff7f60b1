// Trials per second of cubeless, cubeful and cube-action rollouts at the same settings, in one
// thread, in the same run (docs/benchmarks.md, "Cubeful rollouts"), run by hand:
//   npx tsx packages/backgammon-engine/scripts/rollout-cube-bench.ts [TRIALS] [ROUNDS]
// The opening in money play, seed 1, the luck taken out; truncated after 10 moves and played to
// the end (or the bear-off database). The three kinds take turns round by round, so that a change
// of the shared machine's load falls on all of them; the medians and the ratios to cubeless are
// printed, with each kind's equities and standard errors (the same in every round).

import { startPosition } from '@ludus/backgammon';
import { defaultNets } from '../src/default-nets';
import { MONEY_GAME } from '../src/engine';
import { NeuralEvaluator } from '../src/evaluator';
import type { RolloutCube } from '../src/rollout-cube';
import {
  CUBE_ACTION_STARTS,
  cubefulResults,
  type RolloutSettings,
  rolloutResult,
  rolloutTrials,
} from '../src/rollout-trials';

const trials = Number(process.argv[2] ?? 36);
const rounds = Number(process.argv[3] ?? 3);
const nets = new NeuralEvaluator(defaultNets());
const start = startPosition('backgammon');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const KINDS: readonly { readonly name: string; readonly cube?: RolloutCube }[] = [
  { name: 'cubeless' },
  { name: 'cubeful', cube: { context: MONEY_GAME, starts: ['free'] } },
  { name: 'cube action', cube: { context: MONEY_GAME, starts: CUBE_ACTION_STARTS } },
];

for (const truncate of [10, undefined]) {
  const speeds = KINDS.map(() => [] as number[]);
  const figures: string[] = [];
  for (let round = 0; round < rounds; round++) {
    KINDS.forEach((kind, k) => {
      const settings: RolloutSettings = {
        variant: 'backgammon',
        seed: 1,
        ...(truncate === undefined ? {} : { truncate }),
        ...(kind.cube ? { cube: kind.cube } : {}),
      };
      const begun = performance.now();
      const sums = rolloutTrials(nets, start, settings, 0, trials);
      speeds[k]?.push((1000 * trials) / (performance.now() - begun));
      if (round > 0) return;
      const cubeless = rolloutResult(sums, 'backgammon');
      const cubeful = cubefulResults(sums)
        .map((f) => `${f.equity.toFixed(3)} ± ${f.stderr.toFixed(4)}`)
        .join(', ');
      figures[k] =
        `cubeless ${cubeless.equity.toFixed(3)} ± ${cubeless.stderr.equity.toFixed(4)}` +
        (cubeful ? `; cubeful ${cubeful}` : '');
    });
  }
  const base = median(speeds[0] ?? []);
  console.log(`\n${truncate === undefined ? 'to the end' : `truncated after ${truncate}`}:`);
  KINDS.forEach((kind, k) => {
    const speed = median(speeds[k] ?? []);
    const ratio = (speed / base).toFixed(2);
    console.log(`${kind.name}: ${speed.toFixed(1)} trials/s (× ${ratio}); ${figures[k]}`);
  });
}
