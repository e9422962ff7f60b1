// `ludus bg engine [--variant NAME] [--seed N]`: the computer opponent as a long-running line
// protocol on stdin/stdout (PROTOCOL.md, "Backgammon engine"). Each answer is written as soon as
// it is computed; blank lines get no answer; `quit` or the end of input ends the process.

import { createInterface } from 'node:readline';
import { parseBgArgs } from './args';
import { EngineSession } from './engine-session';

export async function runEngine(args: readonly string[]): Promise<number> {
  const seedAt = args.indexOf('--seed');
  const seedText = seedAt >= 0 ? args[seedAt + 1] : '1';
  const rest = seedAt >= 0 ? args.filter((_, i) => i !== seedAt && i !== seedAt + 1) : args;
  const parsed = parseBgArgs(rest);
  const seed = Number(seedText);
  if (!parsed.ok || !Number.isInteger(seed) || parsed.value.positional.length > 0) {
    const message = parsed.ok
      ? `usage: ludus bg engine [--variant backgammon|tryktrak] [--seed N]`
      : parsed.message;
    process.stdout.write(`error ${message}\n`);
    return 2;
  }
  const session = new EngineSession({
    variant: parsed.value.variant,
    seed,
    now: () => performance.now(),
  });
  return new Promise((resolve) => {
    const input = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
    process.stdout.on('error', () => resolve(0)); // the reader went away: stop quietly
    input.on('line', (line) => {
      if (session.finished) return;
      let answer: string | undefined;
      try {
        answer = session.answer(line);
      } catch (error) {
        // Bad input never ends the process (house rules); an internal fault is reported too.
        answer = `error internal: ${error instanceof Error ? error.message : String(error)}`;
      }
      if (answer !== undefined) process.stdout.write(`${answer}\n`);
      if (session.finished) {
        input.close();
        process.stdin.destroy(); // an open stdin would keep the process alive after quit
      }
    });
    input.on('close', () => resolve(0));
  });
}
