// Time a move at each level (a script, not a test): the median wall-clock time, nodes and depth
// over middle-game positions, each level at the time budget the app gives it (levels.ts appMs)
// and through the same call the browser worker's agent makes (agent.ts decide → chooseMove with
// the level, the time budget, the seed and the game's history).
//
//   node --import tsx packages/shatra-engine/scripts/level-times.ts --positions 12 --seed 1
//
// `--soft 0.3` times the old rule of starting iterations (search.ts, SearchOptions.softFraction)
// instead of the product's, for a before/after comparison on the same positions.
//
// The positions: games of world-class at 4000 nodes a move against itself from random openings
// (players.ts), the position after ply 16 of each that is still going and not quiet-forced.
import { parseArgs } from 'node:util';
import { type Position, positionOutcome } from '@ludus/shatra';
import { chooseMove, LEVEL_NAMES, LEVELS, seededRng } from '../src/index';
import { enginePlayer, playGame, randomOpening } from './players';

const MIDDLE_PLY = 16;

function middleGames(count: number, seed: number): { position: Position; history: Position[] }[] {
  const rng = seededRng(seed);
  const player = enginePlayer('world-class', { nodes: 4000 });
  const found: { position: Position; history: Position[] }[] = [];
  for (let tries = 0; found.length < count && tries < count * 10; tries++) {
    const game = playGame(randomOpening(6, rng), player, player, rng.nextU32(), MIDDLE_PLY);
    const position = game.positions[MIDDLE_PLY];
    if (position === undefined || positionOutcome(position) !== undefined) continue;
    found.push({ position, history: game.positions.slice(0, MIDDLE_PLY) });
  }
  return found;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      positions: { type: 'string', default: '12' },
      seed: { type: 'string', default: '1' },
      soft: { type: 'string' },
    },
  });
  const positions = middleGames(Number(values.positions), Number(values.seed));
  const soft = values.soft === undefined ? {} : { softFraction: Number(values.soft) };
  console.log(
    `${positions.length} middle-game positions (ply ${MIDDLE_PLY}); ` +
      `${values.soft === undefined ? 'the product time rule' : `the old time rule, soft ${values.soft}`}`,
  );
  for (const name of LEVEL_NAMES) {
    const level = LEVELS[name];
    const times: number[] = [];
    const nodes: number[] = [];
    const depths: number[] = [];
    for (const [i, { position, history }] of positions.entries()) {
      const start = performance.now();
      const answer = chooseMove(position, {
        level: name,
        timeMs: level.appMs,
        seed: i,
        history,
        ...soft,
      });
      times.push(performance.now() - start);
      if (!answer.ok) throw new Error(answer.message);
      nodes.push(answer.value.nodes);
      depths.push(answer.value.depth);
    }
    const nps = nodes.reduce((a, b) => a + b, 0) / (times.reduce((a, b) => a + b, 0) / 1000);
    console.log(
      `${name} (app ${level.appMs} ms): median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ` +
        `median nodes ${median(nodes)}, depth ${median(depths)}; ${Math.round(nps)} nodes/s`,
    );
  }
}

main();
