// `ludus bg …`: the backgammon family's commands (usage.ts lists them).

import { quote } from '../quote';
import { errorLine } from './args';

export async function runBackgammon(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'moves': {
      const { runMoves } = await import('./moves');
      return runMoves(rest);
    }
    case 'show': {
      const { runShow } = await import('./show');
      return runShow(rest);
    }
    case 'engine': {
      const { runEngine } = await import('./engine');
      return runEngine(rest);
    }
    case 'eval': {
      const { runEval } = await import('./eval');
      return runEval(rest);
    }
    case 'hint': {
      const { runHint } = await import('./hint');
      return runHint(rest);
    }
    case 'rollout': {
      const { runRollout } = await import('./rollout');
      return runRollout(rest);
    }
    default:
      process.stdout.write(
        `${errorLine(`unknown bg command ${quote(command ?? '')}: use 'moves', 'show', 'engine', 'eval', 'hint' or 'rollout'`)}\n`,
      );
      return 2;
  }
}
