// `node --import tsx packages/session/bench/intent-cost.ts [--root DIR]`: what one intent costs
// the table model alone, as a game server spends it at every event (issue 21): both seats'
// views (each with its legal intents), then the intent applied. Seeded one-point backgammon
// matches between two random players (never an intent that ends a game early), the same games
// in every run; the median of five runs of processor time per intent. `--root` runs the session
// package of another checkout (a baseline, measured in the same way). A benchmark, not a test.

import { parseArgs } from 'node:util';
import { mulberry32, uniformBelow } from '@ludus/core';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = values.root ?? new URL('../../..', import.meta.url).pathname;
const session: typeof import('../src/index') = await import(
  `${root}/packages/session/src/index.ts`
);

/** Intents that end a game early: a random player offering them would play a few moves a game. */
const ENDING = new Set(['resign', 'accept-resignation', 'end-session', 'double', 'pass']);
const GAMES = 150;
const RUNS = 5;

/** One seeded match to its end: the intents applied. */
function playMatch(seed: number): number {
  const made = session.createTable(
    {
      game: 'backgammon',
      matchLength: 1,
      seats: { white: { kind: 'human' }, black: { kind: 'human' } },
    },
    session.seededDiceProvider(seed),
  );
  if (!made.ok) throw new Error(made.message);
  let table = made.value;
  const random = mulberry32(seed);
  let intents = 0;
  for (let n = 0; n < 2000; n++) {
    const white = session.view(table, 'white');
    const black = session.view(table, 'black');
    const seat = white.toAct[0] ?? black.toAct[0];
    if (seat === undefined) break;
    const legal = (seat === 'white' ? white : black).legal.filter((i) => !ENDING.has(i.kind));
    const intent = legal[uniformBelow(random, legal.length)];
    if (intent === undefined) break;
    const applied = session.apply(table, seat, intent);
    if (!applied.ok) throw new Error(`${applied.error}: ${JSON.stringify(intent)}`);
    table = applied.value.table;
    intents++;
  }
  return intents;
}

for (let g = 0; g < 20; g++) playMatch(1000 + g);
const perIntent: number[] = [];
let intents = 0;
for (let run = 0; run < RUNS; run++) {
  const cpu = process.cpuUsage();
  intents = 0;
  for (let g = 0; g < GAMES; g++) intents += playMatch(5000 + g);
  const used = process.cpuUsage(cpu);
  perIntent.push((used.user + used.system) / intents);
}
perIntent.sort((a, b) => a - b);
console.log(
  `session at ${root}: ${GAMES} one-point matches, ${intents} intents a run; median ${(perIntent[RUNS >> 1] as number).toFixed(1)} µs of processor time per intent (runs: ${perIntent.map((t) => t.toFixed(1)).join(', ')})`,
);
