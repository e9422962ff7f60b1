// What the analysis tests share: money play, the committed nets (decoded once), a set-up game's
// record, a play named in notation, and the decisions of a record.
import {
  type Dice,
  defaultGameRules,
  type GameEvent,
  type GameRules,
  legalPlays,
  makePlay,
  type Position,
} from '@ludus/backgammon';
import { defaultNets } from '../src/default-nets';
import { NeuralEvaluator } from '../src/evaluator';
import {
  analyseGame,
  type Decision,
  type GameRecord,
  type MatchSituation,
  type MoveDecision,
} from '../src/index';

export const MONEY: MatchSituation = { length: 0, score: { white: 0, black: 0 }, crawford: false };
export const RULES = defaultGameRules('backgammon');

let nets: NeuralEvaluator | undefined;

/** The committed nets, decoded on first use. */
export function evaluatorOf(): NeuralEvaluator {
  nets ??= new NeuralEvaluator(defaultNets());
  return nets;
}

/** A game set up at `start`, white to roll, with these events. */
export function record(start: Position, events: GameEvent[], rules: GameRules = RULES): GameRecord {
  return { rules, setup: { position: start, turn: 'white' }, events, match: MONEY };
}

/** White's roll and play, the play named in notation. */
export function move(start: Position, dice: Dice, notation: string): GameEvent {
  const plays = legalPlays(start, dice);
  const chosen = plays.find((p) => makePlay(p.steps) === notation);
  if (!chosen) throw new Error(`${notation} is none of ${plays.map((p) => makePlay(p.steps))}`);
  return { kind: 'move', colour: 'white', dice, play: chosen };
}

export function analysed(rec: GameRecord): Decision[] {
  const result = analyseGame(evaluatorOf(), rec);
  if (!result.ok) throw new Error(result.message);
  return [...result.value.decisions];
}

/** The first decision of a kind (a test failure when there is none). */
export function decisionOf<K extends Decision['kind']>(
  decisions: Decision[],
  kind: K,
): Extract<Decision, { kind: K }> {
  const found = decisions.find((d): d is Extract<Decision, { kind: K }> => d.kind === kind);
  if (!found) throw new Error(`no ${kind} decision`);
  return found;
}

export function moveOf(decisions: Decision[]): MoveDecision {
  return decisionOf(decisions, 'move');
}
