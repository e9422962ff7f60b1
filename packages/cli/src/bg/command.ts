// `ludus bg …`: the backgammon family's commands (usage.ts lists them).

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
    default:
      process.stdout.write(
        `${errorLine(`unknown bg command '${command ?? ''}': use 'moves', 'show' or 'engine'`)}\n`,
      );
      return 2;
  }
}
