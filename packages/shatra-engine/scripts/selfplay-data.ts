// Self-play data for the learned evaluation (issue 24; scripts/fit.ts reads it): games of the
// strongest level at a small node budget from seeded random openings, every position in which
// the side to move has no capture written as one line
//
//   GAME <tab> PLY <tab> FEN <tab> RESULT <tab> SCORE
//
// RESULT is the game's result for the side to move (1 win, 0.5 draw, 0 loss), SCORE the root
// search's score for it (centi-shatras). The position itself is stored (the rules package's
// FEN), so that the features can be recomputed when the model changes.
//
// Seeded and resumable: game g is played from seededRng(seed * 1_000_003 + g), so the file can
// be appended to after an interruption (the run starts after the last complete game in it).
//
//   nice -n 10 node --import tsx packages/shatra-engine/scripts/selfplay-data.ts \
//     --out packages/shatra-engine/data/selfplay-1.tsv --seed 1 --games 100000 --until 06:50
//
// Progress (games, positions, positions a second) goes to stderr.
import { appendFileSync, existsSync, readFileSync, truncateSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { nextUtcTime } from '@ludus/core';
import { hasAnyCapture, makeFen, type Position } from '@ludus/shatra';
import { chooseMove, seededRng } from '../src/index';
import { type GameResult, type Player, playGame, randomOpening, resultForMover } from './players';

/** Games already complete in `file` (the highest game number + 1), a torn last line cut off. */
function resumeFrom(file: string): { nextGame: number; positions: number } {
  if (!existsSync(file)) return { nextGame: 0, positions: 0 };
  const text = readFileSync(file, 'utf8');
  const end = text.lastIndexOf('\n') + 1;
  if (end < text.length) truncateSync(file, Buffer.byteLength(text.slice(0, end)));
  const lines = text.slice(0, end).split('\n').filter(Boolean);
  const last = lines.at(-1);
  if (last === undefined) return { nextGame: 0, positions: 0 };
  return { nextGame: Number(last.split('\t')[0]) + 1, positions: lines.length };
}

/** The strongest level under a node budget that remembers the root score of each move it made. */
function scoringPlayer(nodes: number, scores: number[]): Player {
  return {
    name: `world-class@${nodes}n`,
    choose: (position, history, rng) => {
      const answer = chooseMove(position, {
        level: 'world-class',
        nodes,
        seed: rng.nextU32(),
        history,
      });
      if (!answer.ok || answer.value.chosen === undefined) throw new Error('engine found no move');
      scores.push(answer.value.score);
      return answer.value.chosen;
    },
  };
}

/** "HH:MM" (UTC) today as a timestamp; undefined when not given. */
/** `--until HH:MM` (UTC) as a moment, or none; a malformed time stops the script at once. */
function deadline(until: string | undefined): number | undefined {
  if (!until) return undefined;
  const at = nextUtcTime(until, Date.now());
  if (!at.ok) throw new Error(at.message);
  return at.value;
}

function gameLines(
  game: number,
  positions: readonly Position[],
  scores: readonly number[],
  result: GameResult,
): string[] {
  const lines: string[] = [];
  // The last position has no move (the game ended there); scores[i] belongs to positions[i].
  for (let ply = 0; ply < scores.length; ply++) {
    const position = positions[ply] as Position;
    if (hasAnyCapture(position)) continue;
    const forMover = resultForMover(result, position);
    lines.push(`${game}\t${ply}\t${makeFen(position)}\t${forMover}\t${scores[ply]}`);
  }
  return lines;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'packages/shatra-engine/data/selfplay.tsv' },
      seed: { type: 'string', default: '1' },
      games: { type: 'string', default: '1000' },
      nodes: { type: 'string', default: '1500' },
      'opening-plies': { type: 'string', default: '8' },
      'max-plies': { type: 'string', default: '300' },
      until: { type: 'string' },
    },
  });
  const seed = Number(values.seed);
  const games = Number(values.games);
  const stopAt = deadline(values.until);
  let { nextGame, positions } = resumeFrom(values.out);
  const started = performance.now();
  const startPositions = positions;
  process.stderr.write(`resuming at game ${nextGame} (${positions} positions in ${values.out})\n`);
  for (let g = nextGame; g < games; g++) {
    if (stopAt !== undefined && Date.now() >= stopAt) break;
    const rng = seededRng(seed * 1_000_003 + g);
    const scores: number[] = [];
    const player = scoringPlayer(Number(values.nodes), scores);
    const opening = randomOpening(Number(values['opening-plies']), rng);
    const game = playGame(opening, player, player, rng.nextU32(), Number(values['max-plies']));
    const lines = gameLines(g, game.positions, scores, game.result);
    if (lines.length > 0) appendFileSync(values.out, `${lines.join('\n')}\n`);
    positions += lines.length;
    nextGame = g + 1;
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write(
      `game ${g}: ${game.result} (${game.reason}, ${game.plies} plies), ${positions} positions, ` +
        `${((positions - startPositions) / seconds).toFixed(0)}/s\n`,
    );
  }
  process.stderr.write(`done: ${nextGame} games, ${positions} positions\n`);
}

main();
