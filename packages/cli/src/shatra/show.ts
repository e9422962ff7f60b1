// `ludus shatra show`: the board in the terminal, each square with its number and its piece
// (uppercase White, lowercase Black, `.` empty), Black at the top as in the rules' numbering.
import { fileOf, makeFen, type Position, rankOf, SQUARES } from '@ludus/shatra';

const LETTER = { biy: 'k', batyr: 'q', tura: 'r', jalkyn: 'b', shatra: 's' } as const;

function cell(position: Position, sq: number): string {
  const piece = position.board.get(sq);
  const letter = piece
    ? piece.side === 'white'
      ? LETTER[piece.role].toUpperCase()
      : LETTER[piece.role]
    : '.';
  return `${String(sq).padStart(2)}${letter}`;
}

export function drawBoard(position: Position): string {
  const lines: string[] = [];
  for (let rank = 14; rank >= 1; rank--) {
    const row = Array.from({ length: 7 }, () => '   ');
    for (const sq of SQUARES) if (rankOf(sq) === rank) row[fileOf(sq)] = cell(position, sq);
    lines.push(`${String(rank).padStart(2)}  ${row.join(' ').trimEnd()}`);
    // The ditch runs between ranks 8 and 7.
    if (rank === 8) lines.push(`    ${'~'.repeat(27)}  ditch`);
  }
  lines.push(
    `    ${'abcdefg'
      .split('')
      .map((f) => ` ${f} `)
      .join(' ')}`,
  );
  const [, turn, reserve, pool, pending, count] = makeFen(position).split(' ');
  lines.push('');
  lines.push(
    `to move: ${turn === 'w' ? 'White' : 'Black'}   reserve: ${reserve}   pool: ${pool}   pending: ${pending}   count: ${count}`,
  );
  return `${lines.join('\n')}\n`;
}
