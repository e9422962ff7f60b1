// The match page's figures from the analysed turns of every game: each player's gnubg summary
// over the whole match, XG's performance rating beside it, luck in the result's units, the actual
// and the luck-adjusted result, and the graph's points. Pure: the analysis runs in the workers.
import {
  type Decision,
  matchWinningChance,
  type PlayerSummary,
  summarise,
  type TurnFigures,
} from '@ludus/backgammon-engine';
import { type Colour, type MatchState, matchGames, otherColour } from '../backgammon/rules';

/** One game's analysis so far: per turn (0-based), its decisions and figures, null until done. */
export interface GameAnalysis {
  readonly decisions: readonly (readonly Decision[] | null)[];
  readonly figures: readonly (TurnFigures | null)[];
}

/** A decision of the match, in order: which game, its index there, the turn's figures. */
export interface MatchDecision {
  readonly game: number;
  /** Index among the game's analysed decisions, in order. */
  readonly index: number;
  readonly decision: Decision;
  readonly figures: TurnFigures | null;
}

/** Every analysed decision of the match in order (a turn not yet analysed is skipped). */
export function matchDecisions(games: readonly GameAnalysis[]): MatchDecision[] {
  return games.flatMap((game, gameIndex) => {
    let index = 0;
    return game.decisions.flatMap((turn, turnIndex) =>
      (turn ?? []).map((decision) => ({
        game: gameIndex,
        index: index++,
        decision,
        figures: game.figures[turnIndex] ?? null,
      })),
    );
  });
}

/**
 * XG's performance rating (PR) on ludus's analysis: XG's PR is 500 × the mean equity (EMG) lost
 * per decision that is not forced or obvious. ludus's error rate is gnubg's: 1000 × the mean EMG
 * lost per counted decision (moves with a choice, close or wrong cube decisions, every answer to
 * a double), so the PR on the same errors is half of it. An estimate on XG's scale, not XG's
 * figure: XG judges with its own engine and leaves out more decisions as obvious (moves whose
 * plays are all nearly equal, obvious cube decisions), which raises its mean a little.
 */
export function performanceRating(errorRate: number | null): number | null {
  return errorRate === null ? null : errorRate / 2;
}

export interface PlayerFigures {
  /** gnubg's summary over every analysed decision of the match (error rate, band, marks, luck). */
  readonly summary: PlayerSummary;
  readonly pr: number | null;
  /** Luck summed over the player's rolls in the result's units (MWC, or money points). */
  readonly luck: number;
  /** Money: points won (negative: lost); match: the match winning chance reached (0 to 1). */
  readonly result: number;
  /** The result less the player's luck, plus the opponent's (gnubg's "luck adjusted result"). */
  readonly luckAdjusted: number;
}

/** Each roll's luck (EMG, 0-ply: analysis.ts) in result units, summed per player. */
function luckInResult(decisions: readonly MatchDecision[], colour: Colour): number {
  return decisions.reduce((sum, { decision, figures }) => {
    if (decision.kind !== 'move' || decision.colour !== colour || !figures) return sum;
    return sum + decision.luck * figures.resultPerEmg;
  }, 0);
}

/** Money: the points each side won over the finished games. */
function pointsWon(match: MatchState, colour: Colour): number {
  return matchGames(match).reduce((sum, game) => {
    const { phase } = game.state;
    if (phase.kind !== 'over') return sum;
    const { winner, points } = phase.result;
    return sum + (winner === colour ? points : -points);
  }, 0);
}

/** Match: 1 or 0 once decided, else the match winning chance at the score reached (the MET). */
function matchResult(match: MatchState, colour: Colour): number {
  if (match.winner) return match.winner === colour ? 1 : 0;
  const { length, crawford } = match.rules;
  const mine = length - match.score[colour];
  const theirs = length - match.score[otherColour(colour)];
  // The Crawford game is over once a later game began with a side 1 away.
  const post = crawford && (mine === 1 || theirs === 1) && !match.current.crawford;
  return matchWinningChance(mine, theirs, post);
}

export function playerFigures(
  match: MatchState,
  decisions: readonly MatchDecision[],
): Readonly<Record<Colour, PlayerFigures>> {
  const summaries = summarise(decisions.map((d) => d.decision));
  const money = match.rules.length === 0;
  const figuresOf = (colour: Colour): PlayerFigures => {
    const summary = summaries[colour];
    const result = money ? pointsWon(match, colour) : matchResult(match, colour);
    const luck = luckInResult(decisions, colour);
    const theirs = luckInResult(decisions, otherColour(colour));
    return {
      summary,
      pr: performanceRating(summary.errorRate),
      luck,
      result,
      luckAdjusted: result - luck + theirs,
    };
  };
  return { white: figuresOf('white'), black: figuresOf('black') };
}

export interface GraphPoint {
  /** Index in the match's decisions (the x axis). */
  readonly x: number;
  /** White's chances before the decision's roll (0 to 1). */
  readonly y: number;
  readonly game: number;
  readonly index: number;
}

/** White's chances at each analysed decision (the turn's, from the mover's side, turned round). */
export function graphPoints(decisions: readonly MatchDecision[]): GraphPoint[] {
  return decisions.flatMap((d, x) => {
    if (!d.figures) return [];
    const { chances } = d.figures;
    const y = d.decision.onRoll === 'white' ? chances : 1 - chances;
    return [{ x, y, game: d.game, index: d.index }];
  });
}

/** Where each game after the first begins on the x axis. */
export function gameStarts(decisions: readonly MatchDecision[]): number[] {
  return decisions.flatMap((d, x) => (x > 0 && d.index === 0 ? [x] : []));
}
