// `ludus bg show POSITION_ID [MATCH_ID]`: the position drawn in the terminal, laid out like GNU
// Backgammon's ASCII board: X is the side on roll (moving from 24 down to 1, bottom right is its
// home board), O the other side; the bar in the middle (O's bar checkers in the top half, X's in
// the bottom half); more than five checkers on a point show their count in the fifth row.

import {
  borneOff,
  makePositionId,
  onBar,
  type Position,
  pipCount,
  type VariantKey,
} from '@ludus/backgammon';
import { errorLine, parseBgArgs, readPositionId } from './args';
import { matchInfo } from './match-info';

export async function runShow(args: readonly string[]): Promise<number> {
  const parsed = parseBgArgs(args);
  if (!parsed.ok) return fail(parsed.message);
  const { variant, positional } = parsed.value;
  if (positional.length < 1 || positional.length > 2) {
    return fail(`expected POSITION_ID [MATCH_ID], got ${positional.length} argument(s)`);
  }
  const [id = '', matchId] = positional;
  const position = readPositionId(id, variant);
  if (!position.ok) return fail(position.message);
  let extra: readonly string[] = [];
  if (matchId !== undefined) {
    const match = matchInfo(matchId);
    if (!match.ok) return fail(match.message);
    extra = match.lines;
  }
  process.stdout.write(renderBoard(position.value, variant, extra));
  return 0;
}

function fail(message: string): number {
  process.stdout.write(`${errorLine(message)}\n`);
  return 2;
}

const ROWS = 5;

/** The board as text, lines ending in newlines; `extra` lines (match state) follow it. */
export function renderBoard(
  position: Position,
  variant: VariantKey,
  extra: readonly string[] = [],
): string {
  const { player, opponent } = position;
  // Cell index i is the player's point i + 1; the opponent's checkers there are opponent[23 − i].
  const cell = (i: number, row: number): string => {
    const mine = player[i] ?? 0;
    const theirs = opponent[23 - i] ?? 0;
    return stack(mine > 0 ? mine : theirs, mine > 0 ? 'X' : 'O', row);
  };
  const half = (cells: readonly number[], bar: string, row: number): string => {
    const left = cells.slice(0, 6).map((i) => cell(i, row));
    const right = cells.slice(6).map((i) => cell(i, row));
    return ` |${left.join('')}| ${bar} |${right.join('')}|`;
  };
  const top = [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23];
  const bottom = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0];
  const lines = [` Position ID: ${makePositionId(position)}`];
  lines.push(' +13-14-15-16-17-18------19-20-21-22-23-24-+');
  for (let row = 0; row < ROWS; row++) {
    lines.push(half(top, stack(onBar(opponent), 'O', row).trim() || ' ', row));
  }
  lines.push('v|                  |BAR|                  |');
  for (let row = ROWS - 1; row >= 0; row--) {
    lines.push(half(bottom, stack(onBar(player), 'X', row).trim() || ' ', row));
  }
  lines.push(' +12-11-10--9--8--7-------6--5--4--3--2--1-+');
  lines.push(` X (on roll): ${sideSummary(player, variant)}`);
  lines.push(` O:           ${sideSummary(opponent, variant)}`);
  lines.push(...extra.map((line) => ` ${line}`));
  return `${lines.join('\n')}\n`;
}

/** One row of a point's stack, 3 characters: a checker, the count in the fifth row, or blank. */
function stack(count: number, symbol: 'X' | 'O', row: number): string {
  if (row === ROWS - 1 && count > ROWS) return String(count).padStart(2).padEnd(3);
  return count > row ? ` ${symbol} ` : '   ';
}

function sideSummary(side: Position['player'], variant: VariantKey): string {
  return `pips ${pipCount(side)}, borne off ${borneOff(side, variant)}, on the bar ${onBar(side)}`;
}
