// Timing of `ludus bg eval | hint | rollout` (docs/benchmarks.md, "Evaluation from the command
// line"), run by hand: npx tsx packages/cli/scripts/analysis-bench.ts
// Each command is run 5 times as a process; `ludus bg moves` (which loads no nets) is the
// baseline measured in the same run, so that the ratios survive a loaded machine. Then the
// rollout's speed in one thread (trials per second, full and truncated, with and without the
// variance reduction) and the standard errors with and without it on the same trials.

import { spawnSync } from 'node:child_process';
import { startPosition } from '@ludus/backgammon';
import {
  defaultNets,
  NeuralEvaluator,
  rolloutResult,
  rolloutTrials,
} from '@ludus/backgammon-engine';

const BIN = 'packages/cli/bin/ludus.mjs';
const START = '4HPwATDgc/ABMA';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function timeCommand(args: string[]): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const begun = performance.now();
    const run = spawnSync('node', [BIN, 'bg', ...args], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${args.join(' ')}: ${run.stdout}${run.stderr}`);
    times.push(performance.now() - begun);
  }
  return median(times);
}

const commands: string[][] = [
  ['moves', START, '3', '1'],
  ['eval', START, 'cAkAAAAAAAAA', '--plies', '0'],
  ['eval', START, 'cAkAAAAAAAAA'],
  ['eval', START, 'cAkAAAAAAAAA', '--plies', '3'],
  ['hint', START, 'cIkFAAAAAAAA', '--plies', '0'],
  ['hint', START, 'cIkFAAAAAAAA'],
  ['hint', '--xgid', 'XGID=-b----E-C---eE---c-e----B-:0:0:1:66:0:0:0:0:10'],
  ['rollout', START, 'cAkAAAAAAAAA', '--trials', '36', '--truncate', '10'],
  ['rollout', START, 'cAkAAAAAAAAA', '--trials', '36'],
];
const baseline = timeCommand(commands[0] ?? []);
for (const args of commands) {
  const ms = timeCommand(args);
  console.log(
    `${(ms / 1000).toFixed(2)} s  (${(ms / baseline).toFixed(1)}× moves)  ludus bg ${args.join(' ')}`,
  );
}

const nets = new NeuralEvaluator(defaultNets());
const start = startPosition();
for (const truncate of [undefined, 10]) {
  for (const varianceReduction of [false, true]) {
    const trials = 36;
    const begun = performance.now();
    const sums = rolloutTrials(
      nets,
      start,
      { variant: 'backgammon', seed: 1, varianceReduction, ...(truncate ? { truncate } : {}) },
      0,
      trials,
    );
    const seconds = (performance.now() - begun) / 1000;
    const result = rolloutResult(sums, 'backgammon');
    console.log(
      `${truncate ? `truncated at ${truncate}` : 'to the end'}, VR ${varianceReduction ? 'on ' : 'off'}: ` +
        `${(trials / seconds).toFixed(1)} trials/s, equity ${result.equity.toFixed(3)} ± ${result.stderr.equity.toFixed(4)}, ` +
        `P(win) ${result.probabilities[0].toFixed(3)} ± ${result.stderr.probabilities[0].toFixed(4)}`,
    );
  }
}
