// `ludus bg rollout POSITION_ID MATCH_ID --trials N [--seed S] [--truncate P]` (or `--xgid
// XGID`): the position rolled out for its side on roll, before its roll (dice in the IDs are
// ignored), cubeless, with GNU Backgammon's quasi-random first two rolls and its variance
// reduction (backgammon-engine rollout-trials.ts). One JSON line with the means and their
// standard errors (PROTOCOL.md, "Evaluation from the command line").

import { type NumberOption, readAnalysisArgs, refuse } from './analysis-args';

const TRIALS: NumberOption = { flag: '--trials', min: 1, max: 1_000_000 };
/** The seed when none is given: a rollout repeats exactly unless asked otherwise. */
const SEED: NumberOption = { flag: '--seed', min: 0, max: 2 ** 32 - 1, fallback: 1 };
const TRUNCATE: NumberOption = { flag: '--truncate', min: 0, max: 10_000 };

export async function runRollout(args: readonly string[]): Promise<number> {
  const request = readAnalysisArgs(args, [TRIALS, SEED, TRUNCATE]);
  if (!request.ok) return refuse(request);
  const { position, options } = request.value;
  const trials = options.get(TRIALS.flag);
  if (trials === undefined) return refuse({ error: 'usage', message: 'rollout needs --trials N' });
  const { rollout } = await import('./analysis');
  const seed = options.get(SEED.flag) ?? 1;
  const result = rollout(position, trials, seed, options.get(TRUNCATE.flag));
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return 0;
}
