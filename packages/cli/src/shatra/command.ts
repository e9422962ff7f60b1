// `ludus shatra …` (the exact interface other tools rely on):
//   moves "POSITION"          one JSON line {"moves":[…],"status":"ongoing"}
//   moves                     the same for every stdin line, in order, in one process
//   apply "POSITION" MOVE…    the canonical position string after the moves, or {"error":…} (exit 2)
//   show "POSITION"           the board with square numbers
import {
  findLegalMove,
  gameOverReason,
  legalMoves,
  makeFen,
  makeMove,
  type Outcome,
  type Position,
  play,
  readPosition,
} from '@ludus/shatra';
import { serveLines, words } from '../line-input';
import { quote } from '../quote';
import { drawBoard } from './show';

type Status = 'ongoing' | 'white-wins' | 'black-wins' | 'draw';

function statusOf(outcome: Outcome | undefined): Status {
  if (!outcome) return 'ongoing';
  if (outcome.kind === 'draw') return 'draw';
  return outcome.winner === 'white' ? 'white-wins' : 'black-wins';
}

function errorLine(message: string): string {
  return JSON.stringify({ error: message });
}

/** The answer to one `moves` query, as one JSON line (without the newline). */
export function movesLine(text: string): string {
  const position = readPosition(text);
  if (!position.ok) return errorLine(position.message);
  const over = gameOverReason(position.value);
  if (over) return JSON.stringify({ moves: [], status: statusOf(over) });
  const moves = legalMoves(position.value).map(makeMove);
  const outcome: Outcome | undefined =
    moves.length === 0
      ? {
          kind: 'win',
          winner: position.value.turn === 'white' ? 'black' : 'white',
          reason: 'no-legal-move',
        }
      : undefined;
  return JSON.stringify({ moves, status: statusOf(outcome) });
}

/** One answer per stdin line; blank lines are skipped, as `bg moves` skips them. */
function movesFromStdin(): Promise<number> {
  return serveLines({
    batch: true,
    refuse: errorLine,
    answer: (line) => (words(line).length === 0 ? undefined : movesLine(line)),
  });
}

/** `apply`: the position after the moves, or the first refused move and why. */
export function applyMoves(text: string, moves: readonly string[]): { ok: boolean; line: string } {
  const start = readPosition(text);
  if (!start.ok) return { ok: false, line: errorLine(start.message) };
  let position: Position = start.value;
  for (const [i, move] of moves.entries()) {
    const found = findLegalMove(position, move);
    if (!found.ok) return { ok: false, line: errorLine(`move ${i + 1} refused: ${found.message}`) };
    position = play(position, found.value);
  }
  return { ok: true, line: makeFen(position) };
}

const USAGE = errorLine(
  'usage: ludus shatra moves ["POSITION"] | apply "POSITION" MOVE... | show "POSITION"',
);

/** The one error line and exit status 2 of a refused command line. */
function refuse(line: string): number {
  process.stdout.write(`${line}\n`);
  return 2;
}

function argumentCount(expected: string, args: readonly string[]): number {
  return refuse(errorLine(`expected ${expected}, got ${args.length} argument(s)`));
}

export async function runShatra(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  const [position] = rest;
  switch (command) {
    case 'moves': {
      if (rest.length > 1) return argumentCount('"POSITION" or none (stdin)', rest);
      if (position === undefined) return movesFromStdin();
      const line = movesLine(position);
      process.stdout.write(`${line}\n`);
      return line.startsWith('{"error"') ? 2 : 0;
    }
    case 'apply': {
      if (position === undefined) break;
      const result = applyMoves(position, rest.slice(1));
      process.stdout.write(`${result.line}\n`);
      return result.ok ? 0 : 2;
    }
    case 'show':
      if (rest.length > 1) return argumentCount('"POSITION"', rest);
      if (position === undefined) break;
      return show(position);
    case 'engine': {
      // An engine-protocol error line (not JSON), as `bg engine` refuses its arguments.
      if (rest.length > 0) {
        return refuse(
          `error usage: ludus shatra engine takes no arguments, got ${quote(rest.join(' '))}`,
        );
      }
      const { runShatraEngine } = await import('./engine');
      return runShatraEngine();
    }
  }
  return refuse(USAGE);
}

function show(text: string): number {
  const parsed = readPosition(text);
  if (!parsed.ok) return refuse(errorLine(parsed.message));
  process.stdout.write(drawBoard(parsed.value));
  return 0;
}
