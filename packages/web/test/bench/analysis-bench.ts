// Wall-clock time of the worker's post-game analysis (answerAnalysis, one request per turn, as
// the page asks) over seeded games of the engine at 'advanced' against itself, money play with
// the cube (doubles and answers by the engine), plus 1-point matches (dead cube).
// Run: node --import tsx packages/web/test/bench/analysis-bench.ts [games]
import {
  createEngine,
  type GameContext,
  type GameRecord,
  seededRandom,
} from '@ludus/backgammon-engine';
import {
  type Colour,
  defaultGameRules,
  type GameAction,
  type GameState,
  legalActions,
  newGame,
  otherColour,
  play,
  seededDice,
  swapSides,
} from '../../src/backgammon/rules';
import { answerAnalysis } from '../../src/computer/analysis';
import { PROTOCOL_VERSION } from '../../src/computer/protocol';

const engine = createEngine({ level: 'advanced', random: seededRandom(1) });

function context(state: GameState, colour: Colour, matchLength: number): GameContext {
  const { cube } = state;
  const owner = cube.owner === null ? 'centred' : cube.owner === colour ? 'me' : 'opponent';
  if (matchLength === 0) {
    return {
      variant: 'backgammon',
      cubeValue: cube.value,
      owner,
      stakes: { kind: 'money', jacoby: false, beavers: false },
    };
  }
  return {
    variant: 'backgammon',
    cubeValue: cube.value,
    owner,
    stakes: { kind: 'match', myAway: 1, opponentAway: 1, crawford: false, postCrawford: false },
  };
}

function choose(state: GameState, matchLength: number): GameAction {
  const legal = legalActions(state);
  const { phase } = state;
  if (phase.kind === 'opening') return { kind: 'roll' };
  if (phase.kind === 'rolling') {
    const cube = legal.some((a) => a.kind === 'double') && matchLength === 0;
    const double =
      cube && engine.cubeDecision(state.position, context(state, state.turn, 0)).double;
    return double ? { kind: 'double' } : { kind: 'roll' };
  }
  if (phase.kind === 'doubled') {
    const taker = otherColour(state.turn);
    const answer = engine.answerDouble(swapSides(state.position), context(state, taker, 0));
    return { kind: answer === 'pass' ? 'pass' : 'take' };
  }
  if (phase.kind === 'moving') {
    const chosen = engine.chooseMove(state.position, phase.dice, context(state, state.turn, 0));
    if (chosen) return { kind: 'move', play: chosen.play };
  }
  return legal[0] ?? { kind: 'roll' };
}

function selfPlay(seed: number, matchLength: number): GameRecord {
  const dice = seededDice(seed);
  let state = newGame(defaultGameRules('backgammon'));
  while (state.phase.kind !== 'over') {
    const next = play(state, choose(state, matchLength), dice);
    if (!next.ok) throw new Error(next.message);
    state = next.value;
  }
  const match = { length: matchLength, score: { white: 0, black: 0 }, crawford: false };
  return { rules: state.rules, events: state.history, match };
}

function analyse(record: GameRecord): { turns: number; decisions: number; ms: number } {
  const start = performance.now();
  let turns = 1;
  let decisions = 0;
  for (let turn = 0; turn < turns; turn++) {
    const request = {
      protocol: PROTOCOL_VERSION,
      id: turn,
      kind: 'analyse',
      game: 'backgammon',
      budgetMs: 20_000,
      record,
      turn,
    } as const;
    const answer = answerAnalysis(request);
    if (answer.kind !== 'analysis') throw new Error(JSON.stringify(answer));
    turns = answer.turns;
    decisions += answer.decisions.length;
  }
  return { turns, decisions, ms: performance.now() - start };
}

const games = Number(process.argv[2] ?? 6);
// Warm-up: nets decoded, bear-off database built (one-time costs of a worker).
analyse(selfPlay(1, 0));
for (const matchLength of [0, 1]) {
  const results = Array.from({ length: games }, (_, i) => analyse(selfPlay(100 + i, matchLength)));
  const turns = results.reduce((s, r) => s + r.turns, 0);
  const decisions = results.reduce((s, r) => s + r.decisions, 0);
  const ms = results.reduce((s, r) => s + r.ms, 0);
  const worst = Math.max(...results.map((r) => r.ms));
  console.log(
    `${matchLength === 0 ? 'money, cube ' : '1-point     '} games ${games}  turns ${turns}  decisions ${decisions}  ` +
      `per game ${(ms / games / 1000).toFixed(2)} s (max ${(worst / 1000).toFixed(2)} s)  per turn ${(ms / turns).toFixed(1)} ms`,
  );
}
