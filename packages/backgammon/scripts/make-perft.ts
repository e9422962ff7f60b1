// Regenerates fixtures/perft.json: for named positions, the number of distinct legal plays
// (resulting positions) for each of the 21 rolls. Backgammon counts come from GNU Backgammon;
// tryktrak counts, which gnubg cannot referee, from the plain reference generator of the tests.
// Run: node --import tsx packages/backgammon/scripts/make-perft.ts

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_ROLLS } from '../src/dice';
import { parsePositionId } from '../src/position-id';
import type { VariantKey } from '../src/types';
import { referencePlays } from '../test/support/reference-generator';
import { askGnubg } from './gnubg';

const FILE = fileURLToPath(new URL('../fixtures/perft.json', import.meta.url));

export const PERFT_POSITIONS: readonly { name: string; id: string; variant: VariantKey }[] = [
  { name: 'start', id: '4HPwATDgc/ABMA', variant: 'backgammon' },
  { name: 'after 8/5 6/5, opponent on roll', id: 'sGfwATDgc/ABMA', variant: 'backgammon' },
  {
    name: 'two on the bar against a four-point board',
    id: 'ZpuDBwDgOfgBYA',
    variant: 'backgammon',
  },
  { name: 'bear-off against a checker on the bar', id: '4HnwA0DtdgcAAA', variant: 'backgammon' },
  { name: 'behind a six-prime', id: 'tm0DBwCMz+ABMA', variant: 'backgammon' },
  { name: 'no-contact bear-off', id: 'Oe8DAEDb3QMAAA', variant: 'backgammon' },
  { name: 'start (tryktrak)', id: '4HPwATDgc/ABMA', variant: 'tryktrak' },
  { name: 'tryktrak bear-off with gaps', id: 'APD/BwCdOQAAAA', variant: 'tryktrak' },
];

function main(): void {
  const rows = PERFT_POSITIONS.map((p) => {
    const parsed = parsePositionId(p.id, p.variant);
    if (!parsed.ok) throw new Error(`${p.name}: ${parsed.message}`);
    return { ...p, position: parsed.value };
  });
  const gnubgRows = rows.filter((r) => r.variant === 'backgammon');
  const answers = askGnubg(
    gnubgRows.flatMap((r) =>
      ALL_ROLLS.map((dice) => ({ position: r.position, dice, source: r.name })),
    ),
  );
  const fixture = rows.map((row) => {
    const counts: Record<string, number> = {};
    for (const [k, dice] of ALL_ROLLS.entries()) {
      const key = `${dice[0]}${dice[1]}`;
      if (row.variant === 'backgammon') {
        const answer = answers[gnubgRows.indexOf(row) * ALL_ROLLS.length + k];
        if (!answer) throw new Error('missing gnubg answer');
        counts[key] = answer.moves.length;
      } else {
        counts[key] = referencePlays(row.position, dice, row.variant).size;
      }
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    return {
      name: row.name,
      id: row.id,
      variant: row.variant,
      source: row.variant === 'backgammon' ? 'GNU Backgammon 1.07 hint' : 'reference generator',
      counts,
      total,
    };
  });
  writeFileSync(FILE, `${JSON.stringify(fixture, null, 2)}\n`);
  for (const row of fixture) console.log(`${row.total}\t${row.name} (${row.variant})`);
}

main();
