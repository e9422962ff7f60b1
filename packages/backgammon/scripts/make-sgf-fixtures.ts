// Regenerates fixtures/sgf/: GNU Backgammon's .sgf and .mat files of the same matches (see
// SGF_FIXTURES). Run: node --import tsx packages/backgammon/scripts/make-sgf-fixtures.ts

import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gnubgSgfMatches, SGF_FIXTURES } from './sgf-gnubg';

const dir = fileURLToPath(new URL('../fixtures/sgf/', import.meta.url));
mkdirSync(dir, { recursive: true });
const names = Object.keys(SGF_FIXTURES);
const matches = gnubgSgfMatches(Object.values(SGF_FIXTURES));
matches.forEach((match, i) => {
  writeFileSync(`${dir}${names[i]}.sgf`, match.sgf);
  writeFileSync(`${dir}${names[i]}.mat`, match.mat);
});
console.log(`wrote ${names.length} .sgf/.mat pairs to ${dir}`);
