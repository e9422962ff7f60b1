// Compares ludus's legal plays with GNU Backgammon's answers (scripts/gnubg.ts).

import { legalPlays } from '../src/moves';
import { makePlay as makeNotation } from '../src/notation';
import { swapSides } from '../src/position';
import { makePositionId, parsePositionId } from '../src/position-id';
import type { Dice } from '../src/types';
import type { RefereeAnswer } from './gnubg';

export interface Disagreement {
  readonly query: string;
  readonly onlyLudus: readonly string[];
  readonly onlyGnubg: readonly string[];
}

export interface Comparison {
  readonly disagreements: readonly Disagreement[];
  /** Plays both print, and those printed differently ("query: ludus ≠ gnubg"). */
  readonly comparedNotations: number;
  readonly notationDifferences: readonly string[];
  readonly plays: number;
}

export function compareWithGnubg(answers: readonly RefereeAnswer[]): Comparison {
  const disagreements: Disagreement[] = [];
  const notationDifferences: string[] = [];
  let comparedNotations = 0;
  let plays = 0;
  for (const answer of answers) {
    const query = `${answer.id} ${answer.dice[0]} ${answer.dice[1]}`;
    const parsed = parsePositionId(answer.id);
    if (!parsed.ok) {
      disagreements.push({ query, onlyLudus: [parsed.message], onlyGnubg: [] });
      continue;
    }
    const ours = new Map(
      legalPlays(parsed.value, answer.dice as Dice).map((play) => [
        makePositionId(swapSides(play.after)),
        makeNotation(play.steps),
      ]),
    );
    const theirs = new Map(answer.moves.map((m) => [m.position, m.move]));
    plays += theirs.size;
    const onlyLudus = [...ours.keys()].filter((id) => !theirs.has(id));
    const onlyGnubg = [...theirs.keys()].filter((id) => !ours.has(id));
    if (onlyLudus.length > 0 || onlyGnubg.length > 0) {
      disagreements.push({ query, onlyLudus, onlyGnubg });
    }
    for (const [id, move] of theirs) {
      const mine = ours.get(id);
      if (mine === undefined) continue;
      comparedNotations++;
      if (mine !== move) notationDifferences.push(`${query}: ${mine} ≠ ${move}`);
    }
  }
  return { disagreements, comparedNotations, notationDifferences, plays };
}
