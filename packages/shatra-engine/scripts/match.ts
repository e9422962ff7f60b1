// The match runner (a script, not a test): two players, alternating colours, from a set of
// opening positions reached by random legal moves from the start; prints wins/draws/losses of
// the first player with a 95% interval and the Elo difference.
//
//   nice -n 10 node --import tsx packages/shatra-engine/scripts/match.ts \
//     --a master:2000n --b greedy --games 200 --opening-plies 6 --seed 1
//
// A player is `random`, `greedy`, or LEVEL:BUDGET with LEVEL one of levels.ts's five names
// (beginner|casual|intermediate|expert|world-class, or the old club|master) or
// baseline-master etc. (beginner|club|master: the frozen pre-issue-24 engine of bench/baseline/) and BUDGET
// `<n>n` (nodes a move, deterministic) or `<n>ms` (wall clock a move); a trailing `:hand`
// plays with the hand-set weights instead of the learned ones, `:fitted` with the 18 fitted
// weights alone (the evaluation before the learned one), `:weights=FILE` with the weights of a
// tune.ts or fit.ts output file; then `:aspiration=N` sets the root window's half width (0: the
// full window, the search before its aspiration windows); a last `:soft=F` (product engine
// only) brings back the old time rule, no new iteration after the fraction F of a wall-clock
// budget (0.3 before issue 24's time management; search.ts startsIteration); a last
// `:traps=N` (product engine only) sets quiescence's trap margin (search.ts TRAP_MARGIN; 0: no
// traps), and `:null=R` null-move pruning's reduction (search.ts NULL_REDUCTION; 0: none):
//
//   node --import tsx packages/shatra-engine/scripts/match.ts \
//     --a world-class:300ms --b world-class:300ms:soft=0.3 --games 100 --seed 1
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  FITTED_WEIGHTS,
  HAND_WEIGHTS,
  type LevelName,
  levelByName,
  seededRng,
  type Weights,
} from '../src/index';
import {
  enginePlayer,
  greedyPlayer,
  type Player,
  playGame,
  randomOpening,
  randomPlayer,
} from './players';

const BASELINE_LEVELS: readonly string[] = ['beginner', 'club', 'master'];

export function parsePlayer(spec: string): Player {
  if (spec === 'random') return randomPlayer;
  if (spec === 'greedy') return greedyPlayer;
  const match =
    /^(baseline-)?([a-z-]+):(\d+)(n|ms)(?::(hand|fitted|weights=.+?))?(?::aspiration=(\d+))?(?::soft=(0?\.\d+|1))?(?::traps=(\d+))?(?::null=(\d))?$/.exec(
      spec,
    );
  const baseline = match?.[1] !== undefined;
  // The frozen engine knows its own three names; the product one its five and their aliases.
  const level = baseline ? match?.[2] : levelByName(match?.[2] ?? '')?.name;
  const soft = match?.[7] === undefined ? undefined : Number(match[7]);
  const trapMargin = match?.[8] === undefined ? undefined : Number(match[8]);
  const nullReduction = match?.[9] === undefined ? undefined : Number(match[9]);
  // The frozen engine has only its own (old) time rule, and no traps in its quiescence.
  const badSoft =
    baseline && (soft !== undefined || trapMargin !== undefined || nullReduction !== undefined);
  if (!match || level === undefined || (baseline && !BASELINE_LEVELS.includes(level)) || badSoft) {
    throw new Error(`bad player '${spec}': random, greedy or LEVEL:<n>n / LEVEL:<n>ms`);
  }
  const amount = Number(match[3]);
  const budget = match[4] === 'n' ? { nodes: amount } : { timeMs: amount };
  const aspiration = match[6] === undefined ? undefined : Number(match[6]);
  const weights = weightsOption(match[5]);
  const settings = {
    ...(weights !== undefined ? { weights } : {}),
    ...(aspiration !== undefined ? { aspiration } : {}),
    ...(soft !== undefined ? { softFraction: soft } : {}),
    ...(trapMargin !== undefined ? { trapMargin } : {}),
    ...(nullReduction !== undefined ? { nullReduction } : {}),
  };
  return enginePlayer(level as LevelName, budget, settings, baseline);
}

/**
 * `hand` = the hand-set weights; `fitted` = the 18 fitted weights without the learned tables (the
 * evaluation before the learned one); `weights=FILE` = a tune.ts or fit.ts output file; none =
 * the engine's default (the learned evaluation, LEARNED_WEIGHTS).
 */
function weightsOption(option: string | undefined): Weights | undefined {
  if (option === undefined) return undefined;
  if (option === 'hand') return HAND_WEIGHTS;
  if (option === 'fitted') return FITTED_WEIGHTS;
  return (JSON.parse(readFileSync(option.slice('weights='.length), 'utf8')) as { weights: Weights })
    .weights;
}

export interface Tally {
  wins: number;
  draws: number;
  losses: number;
}

/** Score, its 95% interval (normal approximation over per-game scores) and Elo estimates. */
export function summarise(t: Tally) {
  const n = t.wins + t.draws + t.losses;
  const score = (t.wins + t.draws / 2) / n;
  const variance =
    (t.wins * (1 - score) ** 2 + t.draws * (0.5 - score) ** 2 + t.losses * score ** 2) / n;
  const margin = 1.96 * Math.sqrt(variance / n);
  const elo = (p: number) => {
    const clamped = Math.min(Math.max(p, 0.5 / n), 1 - 0.5 / n);
    return -400 * Math.log10(1 / clamped - 1);
  };
  return {
    games: n,
    score,
    low: Math.max(0, score - margin),
    high: Math.min(1, score + margin),
    elo: elo(score),
    eloLow: elo(Math.max(0, score - margin)),
    eloHigh: elo(Math.min(1, score + margin)),
  };
}

function main(): void {
  const { values } = parseArgs({
    options: {
      a: { type: 'string', default: 'master:2000n' },
      b: { type: 'string', default: 'random' },
      games: { type: 'string', default: '20' },
      'opening-plies': { type: 'string', default: '6' },
      seed: { type: 'string', default: '1' },
      'max-plies': { type: 'string', default: '400' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const a = parsePlayer(values.a);
  const b = parsePlayer(values.b);
  const games = Number(values.games);
  const rng = seededRng(Number(values.seed));
  const tally: Tally = { wins: 0, draws: 0, losses: 0 };
  const reasons = new Map<string, number>();
  const started = performance.now();
  let plies = 0;
  for (let g = 0; g < games; g += 2) {
    const opening = randomOpening(Number(values['opening-plies']), rng);
    // Each opening twice, colours swapped, so that neither player profits from a lucky start.
    for (const aIsWhite of [true, false]) {
      if (g + (aIsWhite ? 0 : 1) >= games) break;
      const game = playGame(
        opening,
        aIsWhite ? a : b,
        aIsWhite ? b : a,
        rng.nextU32(),
        Number(values['max-plies']),
      );
      plies += game.plies;
      const aSide = aIsWhite ? 'white' : 'black';
      if (game.result === 'draw') tally.draws++;
      else if (game.result === aSide) tally.wins++;
      else tally.losses++;
      reasons.set(game.reason, (reasons.get(game.reason) ?? 0) + 1);
      if (!values.quiet) {
        process.stdout.write(
          `game ${g + (aIsWhite ? 1 : 2)}: ${a.name} ${aIsWhite ? 'white' : 'black'} ${game.result} (${game.reason}, ${game.plies} plies)\n`,
        );
      }
    }
  }
  const s = summarise(tally);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${a.name} vs ${b.name}: +${tally.wins} =${tally.draws} -${tally.losses} of ${s.games}; ` +
      `score ${(100 * s.score).toFixed(1)}% [95%: ${(100 * s.low).toFixed(1)}–${(100 * s.high).toFixed(1)}%]; ` +
      `Elo ${fmt(s.elo)} [${fmt(s.eloLow)}, ${fmt(s.eloHigh)}]; ` +
      `ends ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ')}; ` +
      `${(plies / s.games).toFixed(0)} plies/game; ${seconds.toFixed(0)} s`,
  );
}

function fmt(elo: number): string {
  return `${elo >= 0 ? '+' : ''}${Math.round(elo)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
