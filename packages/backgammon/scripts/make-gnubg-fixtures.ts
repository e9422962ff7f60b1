// Regenerates fixtures/gnubg-plays.jsonl.gz: GNU Backgammon's legal plays for a fixed corpus of
// (position, dice) queries. Run: node --import tsx packages/backgammon/scripts/make-gnubg-fixtures.ts [count] [seed]

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { compareWithGnubg } from './compare';
import { askGnubg } from './gnubg';
import { fixtureQueries } from './queries';

export const FIXTURE = fileURLToPath(new URL('../fixtures/gnubg-plays.jsonl.gz', import.meta.url));
export const FIXTURE_SEED = 20261201;

const count = Number(process.argv[2] ?? 12000);
const seed = Number(process.argv[3] ?? FIXTURE_SEED);
const answers = askGnubg(fixtureQueries(seed, count));
const text = answers.map((a) => JSON.stringify(a)).join('\n');
writeFileSync(FIXTURE, gzipSync(`${text}\n`, { level: 9 }));
const comparison = compareWithGnubg(answers);
console.log(
  `${answers.length} queries, ${comparison.plays} plays; ${comparison.disagreements.length} disagree; ` +
    `${comparison.notationDifferences.length} of ${comparison.comparedNotations} notations differ`,
);
for (const d of comparison.disagreements.slice(0, 10)) console.log(JSON.stringify(d));
for (const n of comparison.notationDifferences.slice(0, 20)) console.log(n);
