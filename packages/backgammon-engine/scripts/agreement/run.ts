// The agreement benchmark's ludus side (issue 23; bench/agreement/README.md): for each position
// of bench/agreement/positions.jsonl, a full rollout of 1,296 trials (no truncation, variance
// reduction, the bear-off database stop, seed 1: as `ludus bg rollout` rolls out) through the
// engine's rollout code, as a cube-action rollout (rollout-trials.ts `cubeActionResult`, the
// position page's `cubeAction` request) so that the same trials give the cubeless equity and
// the cubeful no double and double/take; then the play of the roll: ludus's 2-ply hint
// (hint.ts `hintPlays`, as the game's hint and `ludus bg hint` judge plays) and, among its
// contenders (within CONTENDER_WINDOW of its best, at most CONTENDERS), the one a cubeful
// rollout of the same trials and seed prefers (the position page's `play` + `cubeful`
// request). Not a test: run it by hand, niced, from the repository root:
//
//   nice -n 10 node --import tsx packages/backgammon-engine/scripts/agreement/run.ts
//   node --import tsx packages/backgammon-engine/scripts/agreement/run.ts --summary
//
// One JSON line per position is appended to bench/agreement/ludus.jsonl as soon as it is done;
// a run started again skips the positions already there. `--until HH:MM` (UTC) stops before a
// position that would start after that time; `--limit N` after N positions; `--shard K/N` takes
// only the positions whose index is K modulo N, so that N processes (one a core) share the work
// and append to the same file (each row one write). `--positions`,
// `--out`, `--gnubg` and `--trials` point a quick check of the script elsewhere.

import { appendFileSync, readFileSync } from 'node:fs';
import {
  checkersOnBoard,
  type Dice,
  makePlay,
  makePositionId,
  type Position,
  parseMatchId,
  parsePlay,
  parsePositionId,
  swapSides,
} from '@ludus/backgammon';
import { nextUtcTime } from '@ludus/core';
import { classifyPosition } from '../../src/classify';
import { mayDoubleIn } from '../../src/cube';
import { doublerContext, type GameContext } from '../../src/engine';
import { hintPlays } from '../../src/hint';
import { contextFromMatchId } from '../../src/match-context';
import {
  CUBE_ACTION_STARTS,
  cubeActionResult,
  cubefulResults,
  type RolloutSettings,
  rolloutResult,
  rolloutTrials,
} from '../../src/rollout-trials';
import { VariantEvaluator } from '../../src/variant-evaluator';
import { type PositionRow, printSummary, readJsonl } from './print';
import { contenders, cubeActionName } from './summary';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

const BENCH = 'packages/backgammon-engine/bench/agreement';
const POSITIONS = option('--positions') ?? `${BENCH}/positions.jsonl`;
const RESULTS = option('--out') ?? `${BENCH}/ludus.jsonl`;
/** The benchmark's trials; `--trials N` (with `--out FILE`) is for a quick check of the script. */
const TRIALS = Number(option('--trials') ?? 1296);
const SEED = 1;
/** The hint's plays rolled out: within this loss of its best (normalised EMG), at most this many. */
const CONTENDER_WINDOW = 0.08;
const CONTENDERS = 3;

const evaluator = new VariantEvaluator();
const round = (x: number, digits = 5) => Number(x.toFixed(digits));

function readPosition(row: PositionRow): { position: Position; context: GameContext } {
  const position = parsePositionId(row.position);
  const match = parseMatchId(row.matchId);
  if (!position.ok || !match.ok) throw new Error(`position ${row.index}: ids refused`);
  // Beavers are not rolled out (rollout-cube.ts); the Match ID's Jacoby bit (off) counts.
  return {
    position: position.value,
    context: contextFromMatchId(match.value, 'backgammon', false),
  };
}

function settings(cube: RolloutSettings['cube']): RolloutSettings {
  return { variant: 'backgammon', seed: SEED, ...(cube ? { cube } : {}) };
}

/** The root: cubeless equity and, where the side on roll may double, the cube action. */
function rootRollout(position: Position, context: GameContext) {
  const started = Date.now();
  const cube = mayDoubleIn(context) ? { context, starts: CUBE_ACTION_STARTS } : undefined;
  const sums = rolloutTrials(evaluator, position, settings(cube), 0, TRIALS);
  const result = rolloutResult(sums, 'backgammon');
  const action = cube ? cubeActionResult(sums) : undefined;
  return {
    probabilities: result.probabilities.map((p) => round(p, 6)),
    equity: round(result.equity, 6),
    equityStderr: round(result.stderr.equity, 6),
    cube: action && {
      noDouble: round(action.noDouble.equity),
      noDoubleStderr: round(action.noDouble.stderr),
      doubleTake: round(action.doubleTake.equity),
      doubleTakeStderr: round(action.doubleTake.stderr),
      doublePass: action.doublePass,
      action: cubeActionName(action.noDouble.equity, action.doubleTake.equity, action.doublePass),
      engine: `${action.proper}/${action.response}`,
    },
    seconds: (Date.now() - started) / 1000,
  };
}

/** A play's cubeful equity for the mover: the opponent's rollout after it, seen back. */
function playRollout(after: Position, context: GameContext) {
  const started = Date.now();
  const cube = { context: doublerContext(context), starts: ['free' as const] };
  const sums = rolloutTrials(evaluator, swapSides(after), settings(cube), 0, TRIALS);
  const [figure = { equity: 0, stderr: 0 }] = cubefulResults(sums);
  return {
    equity: round(-figure.equity),
    stderr: round(figure.stderr),
    seconds: (Date.now() - started) / 1000,
  };
}

function plays(position: Position, dice: Dice, context: GameContext) {
  const started = Date.now();
  const hinted = hintPlays(evaluator, position, dice, context, { plies: 2, count: 10 });
  const hintSeconds = (Date.now() - started) / 1000;
  const judged = hinted.map((h) => {
    const notation = makePlay(h.steps);
    const play = parsePlay(notation, position, dice);
    if (!play.ok) throw new Error(`the hint's play ${notation} does not parse`);
    return { notation, after: play.value.after, equity: h.equity, loss: h.loss };
  });
  const chosen = contenders(judged, CONTENDER_WINDOW, CONTENDERS);
  const rolled = chosen.map((c) => ({
    play: c.notation,
    after: makePositionId(c.after),
    twoPly: round(c.equity),
    // A single contender needs no rollout; a play that wins outright has its value already.
    rollout:
      chosen.length > 1 && checkersOnBoard(c.after.player) > 0
        ? playRollout(c.after, context)
        : undefined,
  }));
  // A play that wins outright is worth its 2-ply value exactly (the game's points).
  const value = (c: (typeof rolled)[number]) => c.rollout?.equity ?? c.twoPly;
  const byRollout = rolled.reduce<(typeof rolled)[number] | undefined>(
    (a, b) => (a === undefined || value(b) > value(a) ? b : a),
    undefined,
  );
  return {
    twoPly: judged.slice(0, 5).map((j) => ({
      play: j.notation,
      after: makePositionId(j.after),
      equity: round(j.equity),
    })),
    contenders: rolled,
    twoPlyBest: rolled[0]?.after ?? '',
    rolloutBest: byRollout?.after ?? '',
    hintSeconds,
  };
}

function runOne(row: PositionRow) {
  const started = Date.now();
  const { position, context } = readPosition(row);
  const root = rootRollout(position, context);
  const play = plays(position, row.dice as Dice, context);
  return {
    index: row.index,
    id: row.id,
    class: classifyPosition(position),
    money: row.length === 0,
    trials: TRIALS,
    seed: SEED,
    ...root,
    play,
    totalSeconds: (Date.now() - started) / 1000,
    finishedAt: new Date().toISOString(),
    load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
}

/** `--until HH:MM` (UTC): the next such moment in milliseconds; none: no end. */
function deadline(text: string | undefined): number {
  if (text === undefined) return Number.POSITIVE_INFINITY;
  const at = nextUtcTime(text, Date.now());
  if (!at.ok) throw new Error(at.message);
  return at.value;
}

/** `K/N` (0 ≤ K < N): this process's share of the positions; none given: all of them. */
function parseShard(text: string | undefined): { index: number; of: number } {
  if (text === undefined) return { index: 0, of: 1 };
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const of = Number(match?.[2]);
  if (!match || of < 1 || index >= of) throw new Error(`--shard K/N with 0 <= K < N, not ${text}`);
  return { index, of };
}

function main(): void {
  if (process.argv.includes('--summary')) {
    printSummary(POSITIONS, RESULTS, option('--gnubg') ?? `${BENCH}/gnubg.jsonl`);
    return;
  }
  const until = deadline(option('--until'));
  const limit = Number(option('--limit') ?? Number.POSITIVE_INFINITY);
  const done = new Set(readJsonl<{ index: number }>(RESULTS).map((r) => r.index));
  const shard = parseShard(option('--shard'));
  const rows = readJsonl<PositionRow>(POSITIONS).filter(
    (r) => !done.has(r.index) && r.index % shard.of === shard.index,
  );
  console.log(`${done.size} positions done, ${rows.length} to go`);
  let count = 0;
  for (const row of rows) {
    if (count >= limit || Date.now() >= until) break;
    const result = runOne(row);
    appendFileSync(RESULTS, `${JSON.stringify(result)}\n`);
    count++;
    console.log(
      `${new Date().toISOString()} position ${row.index} (${result.class}, ${
        result.money ? 'money' : `${row.length}-point`
      }): ${result.totalSeconds.toFixed(0)} s, ${done.size + count} done`,
    );
  }
}

main();
