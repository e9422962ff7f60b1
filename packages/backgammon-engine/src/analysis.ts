// Post-game analysis as GNU Backgammon does it: every checker play with a real choice and every
// cube decision gets the equity it lost against the engine's best choice, every roll its luck,
// and each player an error rate in mEMG with gnubg's rating band. Pure and deterministic: a game
// record in, numbers out (the web worker runs it turn by turn).
//
// Units: all equities and losses are gnubg's normalised EMG (equivalent to money game). Money
// play: equity per unit of cube (a loss is not multiplied by the cube, as in gnubg's normalised
// figures). Match play: a match winning chance m is mapped linearly to −1 + 2(m − L)/(W − L),
// W and L the chances after winning and after losing the cube's value in this game (gnubg's
// mwc2eq), so a loss of Δm counts 2Δm/(W − L) EMG.
//
// Depth: checker plays at 1-ply with GNU-Backgammon-like filtering (the expert level: the 0-ply
// best 8 within 0.16 EMG, the played one always among them, judged 1 ply deeper); cube decisions
// from 1-ply probabilities (the average over the 21 rolls of the best 0-ply play, as the engine's
// cube does), through the Janowski model of cube.ts; luck at 0-ply. Checker equities are cubeless

import {
  ALL_ROLLS,
  type Colour,
  type Dice,
  legalPlays,
  levelMultiplier,
  otherColour,
  type Play,
  type Position,
  type Result,
  samePosition,
  swapSides,
  type WinLevel,
} from '@ludus/backgammon';
import {
  type AnalysisError,
  type AnalysisTurn,
  analysisTurns,
  type GameRecord,
} from './analysis-record';
import {
  CLOSE_CUBE,
  type CubeEquities,
  type Decision,
  luckMarkOf,
  type MoveDecision,
  markOf,
  type PlayerSummary,
  type ResignationEquities,
  summarise,
} from './analysis-summary';
import { classifyPosition } from './classify';
import { analyseCube, answerValue, doubledValue, properAction, worthFunction } from './cube';
import {
  doublerContext,
  type GameContext,
  innerRankingFor,
  positionEfficiency,
  valuationFor,
} from './engine';
import type { Evaluator } from './evaluator';
import { filterFor, LEVEL_SETTINGS } from './levels';
import { matchWinningChance } from './met';
import { invert, type Probabilities } from './probabilities';
import { afterAhead, afterPlay, DEFAULT_FILTER, scorePlays, type Valuation } from './search';

/**
 * The ply of the checker-play analysis (and the one the UI names): 2, the depth at which GNU
 * Backgammon rates play and whose bands (World Class 2–5 mEMG…) the summary quotes, and the
 * depth of the world-class level's search but for its near-equal plays, which it takes a ply
 * deeper (levels.ts); a 3-ply analysis would take several times as long a game.
 */
export const ANALYSIS_PLIES = 2;

// --- valuations ---------------------------------------------------------------------------

export interface Scale {
  /** How plays are ranked: the engine's valuation for the context. */
  readonly valuation: Valuation;
  /** EMG per unit of difference of `valuation`. */
  readonly emgPerUnit: number;
  /** A value of `valuation` as normalised EMG. */
  readonly normalise: (value: number) => number;
  /** A cube analysis value (money points at the cube, or match winning chance) as EMG. */
  readonly normaliseCube: (value: number) => number;
}

/** How equities are measured in a game context, and turned into normalised EMG. */
export function equityScale(context: GameContext): Scale {
  const { stakes, cubeValue } = context;
  if (stakes.kind === 'money') {
    return {
      // The engine's own valuation (with the Jacoby rule and the cube centred, the wins alone).
      valuation: valuationFor(context),
      emgPerUnit: 1,
      normalise: (value) => value,
      normaliseCube: (value) => value / cubeValue,
    };
  }
  // The same table choice as cube.ts: the pre-Crawford table until the Crawford game.
  const post = stakes.postCrawford || stakes.crawford;
  const win = matchWinningChance(stakes.myAway - cubeValue, stakes.opponentAway, post);
  const lose = matchWinningChance(stakes.myAway, stakes.opponentAway - cubeValue, post);
  const span = Math.max(win - lose, 1e-9);
  const normalise = (mwc: number) => -1 + (2 * (mwc - lose)) / span;
  return {
    valuation: valuationFor(context),
    emgPerUnit: 2 / span,
    normalise,
    normaliseCube: normalise,
  };
}

interface RollOutcome {
  readonly value: number;
  readonly probabilities: Probabilities;
  /** The position after the best play, from the mover's side. */
  readonly after: Position;
}

/** The best 0-ply play of a roll (none: the turn is lost, the position stays). */
function bestAfterRoll(
  evaluator: Evaluator,
  position: Position,
  dice: Dice,
  context: GameContext,
  scale: Scale,
): RollOutcome {
  const scored = scorePlays(evaluator, position, dice, context.variant, scale.valuation);
  const best = scored.find((s) => s.play.steps.length > 0);
  if (best) return { value: best.value, probabilities: best.probabilities, after: best.play.after };
  const probabilities = afterPlay(evaluator, position, context.variant);
  return { value: scale.valuation(probabilities), probabilities, after: position };
}

interface Spread {
  /** The average over the rolls of the best 0-ply value. */
  readonly average: number;
  /** The same average of probabilities: the position's 1-ply probabilities before rolling. */
  readonly probabilities: Probabilities;
  readonly outcome: (dice: Dice) => RollOutcome;
}

const rollKey = (dice: Dice) => Math.max(...dice) * 10 + Math.min(...dice);

/** Every roll's best 0-ply play; the opening roll cannot be a double, so it averages 15 rolls. */
function rollSpread(
  evaluator: Evaluator,
  position: Position,
  context: GameContext,
  opening: boolean,
): Spread {
  const scale = equityScale(context);
  const outcomes = new Map<number, RollOutcome>();
  let average = 0;
  const sum = [0, 0, 0, 0, 0];
  for (const dice of ALL_ROLLS) {
    const double = dice[0] === dice[1];
    if (opening && double) continue;
    const weight = opening ? 1 / 15 : double ? 1 / 36 : 2 / 36;
    const outcome = bestAfterRoll(evaluator, position, dice, context, scale);
    outcomes.set(rollKey(dice), outcome);
    average += weight * outcome.value;
    for (let i = 0; i < 5; i++) sum[i] = (sum[i] ?? 0) + weight * (outcome.probabilities[i] ?? 0);
  }
  return {
    average,
    probabilities: sum as unknown as Probabilities,
    outcome: (dice) =>
      outcomes.get(rollKey(dice)) ?? bestAfterRoll(evaluator, position, dice, context, scale),
  };
}

// --- checker play -------------------------------------------------------------------------

interface Judged {
  readonly play: Play;
  readonly value: number;
}

/**
 * The plays judged at `plies`, best first, as gnubg filters them: each deeper ply only for the
 * plays near the top of the shallower one (thresholds in EMG), and always for the played one.
 */
function judgePlays(
  evaluator: Evaluator,
  position: Position,
  dice: Dice,
  played: Play,
  context: GameContext,
  plies: number,
): Judged[] {
  const scale = equityScale(context);
  const isPlayed = (play: Play) => samePosition(play.after, played.after);
  let judged: Judged[] = scorePlays(evaluator, position, dice, context.variant, scale.valuation)
    .filter((s) => s.play.steps.length > 0)
    .map((s) => ({ play: s.play, value: s.value }));
  const inner = innerRankingFor(context);
  // World-class's move filter (levels.ts; the wider one in crashed positions), its thresholds
  // read in EMG here (the search reads them in its valuation's units: the same in money play).
  const filter =
    filterFor(LEVEL_SETTINGS['world-class'], classifyPosition(position)) ?? DEFAULT_FILTER;
  for (let ply = 1; ply <= plies; ply++) {
    const { keep, within } = filter[ply - 1] ?? { keep: 3, within: 0.04 };
    const top = judged[0]?.value ?? 0;
    const kept = judged.filter(
      (s, i) => (i < keep && s.value >= top - within / scale.emgPerUnit) || isPlayed(s.play),
    );
    // The played play alone near the top: it is the best at every depth.
    if (kept.length === 1) return kept;
    judged = kept
      .map((s) => {
        const p = afterAhead(evaluator, s.play.after, context.variant, ply, inner);
        return { play: s.play, value: scale.valuation(p) };
      })
      .sort((a, b) => b.value - a.value);
  }
  return judged;
}

function moveDecision(
  evaluator: Evaluator,
  turn: AnalysisTurn,
  rolled: NonNullable<AnalysisTurn['roll']>,
  spread: Spread,
  plies: number,
): MoveDecision {
  const { context, dice, play: played } = rolled;
  const scale = equityScale(context);
  const outcome = spread.outcome(dice);
  const luck = (outcome.value - spread.average) * scale.emgPerUnit;
  const plays = legalPlays(turn.position, dice, context.variant).filter((p) => p.steps.length > 0);
  const base = {
    kind: 'move',
    turn: turn.number,
    onRoll: turn.colour,
    colour: turn.colour,
    position: turn.position,
    dice,
    played,
    luck,
    luckMark: luckMarkOf(luck),
  } as const;
  if (plays.length < 2) {
    const equity = scale.normalise(outcome.value);
    const forced = {
      played,
      best: played,
      choice: false,
      playedEquity: equity,
      bestEquity: equity,
    };
    return { ...base, ...forced, loss: 0, mark: 'none' };
  }
  const judged = judgePlays(evaluator, turn.position, dice, played, context, plies);
  const best = judged[0] ?? { play: played, value: outcome.value };
  const mine = judged.find((s) => samePosition(s.play.after, played.after)) ?? best;
  const loss = Math.max(0, (best.value - mine.value) * scale.emgPerUnit);
  return {
    ...base,
    best: best.play,
    choice: true,
    playedEquity: scale.normalise(mine.value),
    bestEquity: scale.normalise(best.value),
    loss,
    mark: markOf(loss),
  };
}

// --- cube ---------------------------------------------------------------------------------

function cubeDecisions(
  turn: AnalysisTurn,
  cube: NonNullable<AnalysisTurn['cube']>,
  probabilities: Probabilities,
): Decision[] {
  const { position, context } = turn;
  const efficiency = positionEfficiency(position);
  const analysis = analyseCube(probabilities, { ...context, efficiency });
  const { normaliseCube } = equityScale(context);
  const equities: CubeEquities = {
    noDouble: normaliseCube(analysis.noDouble),
    doubleTake: normaliseCube(analysis.doubleTake),
    doublePass: normaliseCube(analysis.doublePass),
    doubleBeaver: analysis.doubleBeaver === null ? null : normaliseCube(analysis.doubleBeaver),
  };
  const doubled = doubledValue(equities);
  const proper = properAction(
    analysis.double,
    analysis.response,
    equities.noDouble,
    equities.doublePass,
  );
  const doublerLoss = Math.max(
    0,
    cube.doubled ? equities.noDouble - doubled : doubled - equities.noDouble,
  );
  const common = { turn: turn.number, onRoll: turn.colour, position, equities } as const;
  const decisions: Decision[] = [
    {
      ...common,
      kind: 'double',
      colour: turn.colour,
      doubled: cube.doubled,
      proper,
      loss: doublerLoss,
      mark: markOf(doublerLoss),
      counted: doublerLoss > 0 || equities.noDouble - doubled < CLOSE_CUBE,
    },
  ];
  if (cube.doubled && cube.response !== null) {
    // What the taker gives away is what the doubler gains (normalised equity is zero-sum).
    const takerLoss = Math.max(0, answerValue(equities, cube.response) - doubled);
    decisions.push({
      ...common,
      kind: 'take',
      colour: otherColour(turn.colour),
      answer: cube.response,
      proper: analysis.response,
      loss: takerLoss,
      mark: markOf(takerLoss),
      counted: true,
    });
  }
  const { beaverTake, beaverPass } = analysis;
  if (
    cube.response === 'beaver' &&
    cube.beaverAnswer &&
    beaverTake !== null &&
    beaverPass !== null
  ) {
    // The doubler's answer to the beaver: the better of taking it and passing it is doubleBeaver.
    const take = normaliseCube(beaverTake);
    const pass = normaliseCube(beaverPass);
    const proper = take >= pass ? 'take' : 'pass';
    const loss = Math.max(0, cube.beaverAnswer === 'take' ? pass - take : take - pass);
    decisions.push({
      ...common,
      kind: 'beaver-answer',
      colour: turn.colour,
      answer: cube.beaverAnswer,
      proper,
      beaverTake: take,
      beaverPass: pass,
      loss,
      mark: markOf(loss),
      counted: true,
    });
  }
  return decisions;
}

// --- resignations -------------------------------------------------------------------------

/** The cubeful value of the player on roll before rolling, doubling if that is right. */
function valueOnRoll(position: Position, p: Probabilities, context: GameContext): number {
  const efficiency = positionEfficiency(position);
  const analysis = analyseCube(p, { ...context, efficiency });
  return analysis.double ? doubledValue(analysis) : analysis.noDouble;
}

/**
 * What playing on is worth to the player on turn at an offer, normalised: before the roll its
 * cubeful value (1-ply probabilities); after it (`dice`), minus the opponent's cubeful value once
 * the best 0-ply play of the roll is made.
 */
function playOnValue(context: GameContext, dice: Dice | null, position: Position, spread: Spread) {
  const scale = equityScale(context);
  if (!dice) return scale.normaliseCube(valueOnRoll(position, spread.probabilities, context));
  const outcome = spread.outcome(dice);
  const other = doublerContext(context);
  const theirs = valueOnRoll(swapSides(outcome.after), invert(outcome.probabilities), other);
  // Normalised EMG is zero-sum: the opponent's value, negated, is the player's.
  return -equityScale(other).normaliseCube(theirs);
}

/** An offer to resign as it is judged, everything from the side of the player on turn. */
export interface ResignationQuestion {
  /** Before the roll. */
  readonly position: Position;
  /** The cube and score at the offer. */
  readonly context: GameContext;
  /** The resigner is the player on turn (else its opponent). */
  readonly byTurn: boolean;
  readonly level: WinLevel;
  /** The turn's dice when offered after the roll; null before it. */
  readonly dice: Dice | null;
}

/**
 * The resigner's two values of an offer (normalised EMG, as gnubg judges it): playing on, the
 * cubeful value of the position, against the offered level at the cube's value (through the
 * match equity table in a match). The offer is good for the resigner when `resign ≥ playOn`,
 * and so good for the answerer to accept when `resign ≤ playOn`.
 */
function offerEquities(question: ResignationQuestion, spread: Spread): ResignationEquities {
  const { context, byTurn, level } = question;
  const mine = playOnValue(context, question.dice, question.position, spread);
  const resignerContext = byTurn ? context : doublerContext(context);
  const points = (levelMultiplier(context.variant, level) ?? 1) * context.cubeValue;
  const resign = equityScale(resignerContext).normaliseCube(
    worthFunction(resignerContext.stakes)(-points),
  );
  return { playOn: byTurn ? mine : -mine, resign };
}

/** An offer to resign judged on its own (the computer answering one at a table: agent.ts). */
export function judgeResignation(
  evaluator: Evaluator,
  question: ResignationQuestion,
): ResignationEquities {
  const spread = rollSpread(evaluator, question.position, question.context, false);
  return offerEquities(question, spread);
}

function resignationDecisions(turn: AnalysisTurn, spread: Spread): Decision[] {
  return turn.resignations.flatMap((offer) => {
    const dice = offer.rolled && turn.roll ? turn.roll.dice : null;
    const byTurn = offer.by === turn.colour;
    const question = { position: turn.position, context: offer.context, byTurn, dice };
    const equities = offerEquities({ ...question, level: offer.level }, spread);
    const { playOn, resign } = equities;
    const common = {
      turn: turn.number,
      onRoll: turn.colour,
      position: turn.position,
      level: offer.level,
      equities,
      counted: false,
    } as const;
    const offerLoss = Math.max(0, playOn - resign);
    const decisions: Decision[] = [
      {
        ...common,
        kind: 'resign',
        colour: offer.by,
        proper: resign >= playOn ? 'resign' : 'play-on',
        loss: offerLoss,
        mark: markOf(offerLoss),
      },
    ];
    if (offer.answer) {
      // The answerer's values are the resigner's negated: accepting −resign, rejecting −playOn.
      const accept = -resign;
      const reject = -playOn;
      const chosen = offer.answer === 'accept' ? accept : reject;
      const loss = Math.max(0, Math.max(accept, reject) - chosen);
      decisions.push({
        ...common,
        kind: 'resign-answer',
        colour: otherColour(offer.by),
        answer: offer.answer,
        proper: accept >= reject ? 'accept' : 'reject',
        loss,
        mark: markOf(loss),
      });
    }
    return decisions;
  });
}

// --- whole games --------------------------------------------------------------------------

/** A roll whose play never came: the game ended first (a resignation accepted after it). */
function unplayed(position: Position, roll: NonNullable<AnalysisTurn['roll']>): boolean {
  if (roll.play.steps.length > 0) return false;
  return legalPlays(position, roll.dice, roll.context.variant).some((p) => p.steps.length > 0);
}

/**
 * Where a turn stood before its roll, from the mover's side, for a match's graph and its luck in
 * result units: `chances` is the cubeless match winning chance in a match, the cubeless chance of
 * winning the game in money play (1-ply: the average over the rolls of the best 0-ply play);
 * `resultPerEmg` turns the turn's EMG into the result's units (MWC in a match, points at the
 * cube's value in money play), as gnubg's unnormalised luck does.
 */
export interface TurnFigures {
  readonly chances: number;
  readonly resultPerEmg: number;
}

/** The decisions of one turn: its cube decision (and the answer), then its roll and play. */
export function analyseTurn(
  evaluator: Evaluator,
  turn: AnalysisTurn,
  plies: number = ANALYSIS_PLIES,
): Decision[] {
  return analyseTurnWithFigures(evaluator, turn, plies).decisions;
}

/** `analyseTurn` and the turn's figures, from the same roll spread (the match page's worker). */
export function analyseTurnWithFigures(
  evaluator: Evaluator,
  turn: AnalysisTurn,
  plies: number = ANALYSIS_PLIES,
): { readonly decisions: Decision[]; readonly figures: TurnFigures } {
  const decisions: Decision[] = [];
  const context = turn.roll?.context ?? turn.context;
  const spread = rollSpread(evaluator, turn.position, context, turn.roll?.opening ?? false);
  if (turn.cube) decisions.push(...cubeDecisions(turn, turn.cube, spread.probabilities));
  decisions.push(...resignationDecisions(turn, spread));
  if (turn.roll && !unplayed(turn.position, turn.roll)) {
    decisions.push(moveDecision(evaluator, turn, turn.roll, spread, plies));
  }
  const money = context.stakes.kind === 'money';
  const figures = {
    chances: money ? (spread.probabilities[0] ?? 0) : spread.average,
    resultPerEmg: money ? context.cubeValue : 1 / equityScale(context).emgPerUnit,
  };
  return { decisions, figures };
}

export interface GameAnalysis {
  readonly turns: readonly AnalysisTurn[];
  readonly decisions: readonly Decision[];
  readonly summary: Readonly<Record<Colour, PlayerSummary>>;
}

/** The whole game at once (the web worker goes turn by turn instead, to show progress). */
export function analyseGame(
  evaluator: Evaluator,
  record: GameRecord,
  plies: number = ANALYSIS_PLIES,
): Result<GameAnalysis, AnalysisError> {
  const turns = analysisTurns(record);
  if (!turns.ok) return turns;
  const decisions = turns.value.flatMap((turn) => analyseTurn(evaluator, turn, plies));
  return { ok: true, value: { turns: turns.value, decisions, summary: summarise(decisions) } };
}
