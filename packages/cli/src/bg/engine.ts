// `ludus bg engine [--variant NAME] [--seed N] [--weights FILE]`: the computer opponent as a
// long-running line protocol on stdin/stdout (PROTOCOL.md, "Backgammon engine"). Each answer is
// written as soon as it is computed; blank lines get no answer; `quit` or the end of input ends
// the process.

import type { VariantKey } from '@ludus/backgammon';
import type { NetSet } from '@ludus/backgammon-engine';
import { STOP, serveLines } from '../line-input';
import { type Parsed, parseBgArgs } from './args';
import { EngineSession } from './engine-session';
import { loadWeights } from './weights-file';

const USAGE = 'usage: ludus bg engine [--variant backgammon|tryktrak] [--seed N] [--weights FILE]';

interface EngineArgs {
  readonly variant: VariantKey;
  readonly seed: number;
  readonly nets?: NetSet;
}

/** `--seed N` and `--weights FILE` (each once, anywhere), then the shared `--variant`. */
export function parseEngineArgs(args: readonly string[]): Parsed<EngineArgs> {
  const values = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg !== '--seed' && arg !== '--weights') {
      rest.push(arg);
      continue;
    }
    const value = args[++i];
    if (value === undefined || values.has(arg)) return { ok: false, message: USAGE };
    values.set(arg, value);
  }
  const parsed = parseBgArgs(rest);
  if (!parsed.ok) return parsed;
  const seed = Number(values.get('--seed') ?? '1');
  if (!Number.isInteger(seed) || parsed.value.positional.length > 0) {
    return { ok: false, message: USAGE };
  }
  const weights = values.get('--weights');
  if (weights === undefined) return { ok: true, value: { variant: parsed.value.variant, seed } };
  const nets = loadWeights(weights);
  if (!nets.ok) return { ok: false, message: `weights: ${nets.message}` };
  return { ok: true, value: { variant: parsed.value.variant, seed, nets: nets.value } };
}

export async function runEngine(args: readonly string[]): Promise<number> {
  const parsed = parseEngineArgs(args);
  if (!parsed.ok) {
    process.stdout.write(`error ${parsed.message}\n`);
    return 2;
  }
  const session = new EngineSession({ ...parsed.value, now: () => performance.now() });
  return serveLines({
    batch: false,
    refuse: (problem) => `error ${problem}`,
    answer: (line) => {
      const answer = session.answer(line);
      return session.finished ? STOP : answer;
    },
  });
}
