// Entry point of the `ludus` command: dispatches to one module per game, loaded lazily so
// that a single query starts as quickly as possible.
import { quote } from './quote';
import { usage } from './usage';

export async function main(argv: readonly string[]): Promise<number> {
  const [game, ...rest] = argv;
  switch (game) {
    case 'bg':
    case 'backgammon': {
      const { runBackgammon } = await import('./bg/command');
      return runBackgammon(rest);
    }
    case 'shatra': {
      const { runShatra } = await import('./shatra/command');
      return runShatra(rest);
    }
    case 'verify': {
      const { runVerify } = await import('./verify');
      return runVerify(rest);
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(usage);
      return game === undefined ? 2 : 0;
    default:
      process.stderr.write(`ludus: unknown command ${quote(game)}\n\n${usage}`);
      return 2;
  }
}
