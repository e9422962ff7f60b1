// Wall-clock time of the worker's backgammon decisions per level, on the move decisions of a
// seeded game (the agent at 'advanced' against itself at a table), with the budgets the page
// asks for. Run: node --import tsx packages/web/test/bench/computer-bench.ts [positions] [level]
import {
  apply,
  type BackgammonView,
  createTable,
  LEVELS,
  seededDiceProvider,
  type Table,
  view,
} from '@ludus/session';
import { decideBackgammon } from '../../src/computer/backgammon';
import { requestBudget } from '../../src/computer/decide';

/** The views of seats about to play a roll, met in seeded games of the agent against itself. */
function corpus(limit: number): BackgammonView[] {
  const spec = {
    game: 'backgammon',
    matchLength: 0,
    seats: {
      white: { kind: 'computer', level: 'advanced' },
      black: { kind: 'computer', level: 'advanced' },
    },
  } as const;
  const created = createTable(spec, seededDiceProvider(20261201));
  if (!created.ok) throw new Error(created.message);
  let table: Table = created.value;
  const found: BackgammonView[] = [];
  while (found.length < limit) {
    const seat = view(table, 'spectator').toAct[0];
    if (!seat) break;
    const seen = view(table, seat) as BackgammonView;
    if (seen.legal.some((intent) => intent.kind === 'move')) found.push(seen);
    const intent = decideBackgammon(seen, 'advanced', { ms: 1000, seed: found.length });
    if (!intent) break;
    const next = apply(table, seat, intent);
    if (!next.ok) throw new Error(next.message);
    table = next.value.table;
  }
  return found;
}

const views = corpus(Number(process.argv[2] ?? 40));
const only = process.argv[3];
for (const level of LEVELS.filter((l) => only === undefined || l === only)) {
  const times: number[] = [];
  for (const seen of views) {
    const start = performance.now();
    decideBackgammon(seen, level, { ms: requestBudget('backgammon', level), seed: 1 });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const max = times[times.length - 1] ?? 0;
  console.log(
    `${level.padEnd(13)} moves ${times.length}  mean ${mean.toFixed(1)} ms  median ${median.toFixed(1)} ms  max ${max.toFixed(1)} ms`,
  );
}
