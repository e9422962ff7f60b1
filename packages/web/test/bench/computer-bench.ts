// Wall-clock time of the worker's backgammon answers per level, on positions of a seeded game
// (the engine at 'advanced' against itself), with the budgets the page asks for.
// Run: node --import tsx packages/web/test/bench/computer-bench.ts [positions] [level]
import { seededRandom } from '@ludus/backgammon-engine';
import { requestBudget } from '../../src/backgammon/computerTurn';
import {
  type Dice,
  type Die,
  legalPlays,
  type Position,
  startPosition,
  swapSides,
} from '../../src/backgammon/rules';
import { answerBackgammon } from '../../src/computer/backgammon';
import {
  BACKGAMMON_LEVELS,
  type MatchContext,
  PROTOCOL_VERSION,
} from '../../src/computer/protocol';

const MONEY: MatchContext = {
  cubeValue: 1,
  owner: 'centre',
  matchLength: 0,
  computerScore: 0,
  opponentScore: 0,
  crawford: false,
  jacoby: false,
  beavers: false,
};

function request(position: Position, dice: Dice, level: (typeof BACKGAMMON_LEVELS)[number]) {
  return {
    protocol: PROTOCOL_VERSION,
    id: 1,
    kind: 'move',
    game: 'backgammon',
    level,
    seed: 1,
    budgetMs: requestBudget(level),
    context: MONEY,
    position,
    dice,
  } as const;
}

/** (position, dice) pairs met in one seeded game, the side on roll to play. */
function corpus(limit: number): [Position, Dice][] {
  const random = seededRandom(20261201);
  const die = () => (Math.floor(random.next() * 6) + 1) as Die;
  const found: [Position, Dice][] = [];
  let position = startPosition('backgammon');
  while (found.length < limit) {
    const dice: Dice = [die(), die()];
    found.push([position, dice]);
    const answer = answerBackgammon(request(position, dice, 'advanced'));
    const play = answer.kind === 'backgammon-move' ? answer.play : null;
    const after = play?.after ?? legalPlays(position, dice)[0]?.after ?? position;
    if (after.player.every((n) => n === 0)) position = startPosition('backgammon');
    else position = swapSides(after);
  }
  return found;
}

const positions = corpus(Number(process.argv[2] ?? 40));
const only = process.argv[3];
for (const level of BACKGAMMON_LEVELS.filter((l) => only === undefined || l === only)) {
  const times: number[] = [];
  for (const [position, dice] of positions) {
    const start = performance.now();
    answerBackgammon(request(position, dice, level));
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
