// Export of matches as Jellyfish .mat text, the game-record format GNU Backgammon and eXtreme
// Gammon import (rules file, "Interchange"). Laid out as gnubg's `export match mat` writes it:
//
//    5 point match
//
//    Game 1
//    White : 0                      Black : 0
//     1)                             31: 8/5 6/5
//     2) 64: 24/18 13/9               Doubles => 2
//     3)  Takes                      ...
//
// The first player (white) writes in the left column, the second (black) from column 33; moves
// are written one checker step per die, the bar as 25 and off as 0, hits marked with `*`.
// Resignation offers leave no line of their own: an accepted one shows as `Wins N points`
// before the game is over, which is how gnubg and eXtreme Gammon read it back. A beaver is
// `Beavers => N` by the doubled player; the doubler then drops, or rolls (a take, unwritten).

import type { GameEvent, GameResult, GameState } from './game-types';
import type { MatchGame, MatchState } from './match';
import { matchGames } from './match';
import type { CheckerStep, Colour, Dice, MatchScore } from './types';

export interface MatNames {
  readonly white: string;
  readonly black: string;
}

export const DEFAULT_MAT_NAMES: MatNames = { white: 'White', black: 'Black' };

/** Where the right column begins, and the width of the left one (after "NNN) "). */
const RIGHT_COLUMN = 33;
const NUMBER_WIDTH = 5;

interface Entry {
  readonly side: Colour;
  readonly text: string;
  /** Whether a row this entry opens carries a move number ("Wins" rows do not). */
  readonly numbered: boolean;
}

interface Row {
  left?: string;
  right?: string;
  numbered: boolean;
}

/** One step as .mat writes it: `13/7`, `25/22*`, `6/0`. */
function matStep(step: CheckerStep): string {
  return `${step.from}/${step.to}${step.hit ? '*' : ''}`;
}

function matDice(dice: Dice): string {
  const [a, b] = dice;
  return a >= b ? `${a}${b}` : `${b}${a}`;
}

function entryOf(event: GameEvent): Entry | null {
  switch (event.kind) {
    case 'move': {
      const steps = event.play.steps.map((step) => `${matStep(step)} `).join('');
      return { side: event.colour, text: `${matDice(event.dice)}: ${steps}`, numbered: true };
    }
    case 'double':
      return { side: event.colour, text: ` Doubles => ${event.value}`, numbered: true };
    case 'take':
      return { side: event.colour, text: ' Takes', numbered: true };
    case 'pass':
      return { side: event.colour, text: ' Drops', numbered: true };
    case 'beaver':
      return { side: event.colour, text: ` Beavers => ${event.value}`, numbered: true };
    case 'opening-roll':
    case 'resign':
    case 'accept':
    case 'reject':
      return null;
  }
}

function winsEntry(result: GameResult): Entry {
  const unit = result.points === 1 ? 'point' : 'points';
  return { side: result.winner, text: ` Wins ${result.points} ${unit}`, numbered: false };
}

/** Fills rows left then right, as the two players alternate; a new row when a column is taken. */
function layOut(entries: readonly Entry[]): Row[] {
  const rows: Row[] = [];
  for (const entry of entries) {
    const row = rows[rows.length - 1];
    if (entry.side === 'black' && row && row.right === undefined) {
      row.right = entry.text;
    } else if (entry.side === 'white' && row && row.left === undefined && row.right === undefined) {
      row.left = entry.text;
    } else {
      rows.push({
        [entry.side === 'white' ? 'left' : 'right']: entry.text,
        numbered: entry.numbered,
      });
    }
  }
  return rows;
}

function formatRows(rows: readonly Row[]): string[] {
  let number = 0;
  return rows.map((row) => {
    if (row.numbered) number += 1;
    const prefix = row.numbered ? `${String(number).padStart(3)}) ` : ' '.repeat(NUMBER_WIDTH);
    const left = row.left ?? '';
    if (row.right === undefined) return `${prefix}${left}`.trimEnd();
    return `${prefix}${left.padEnd(RIGHT_COLUMN - NUMBER_WIDTH)}${row.right}`.trimEnd();
  });
}

/** Names as .mat can hold them: no colon (it separates name from score), no line breaks, and
 * no "Game " (gnubg starts a new game at any line that contains it). */
function matName(name: string): string {
  const cleaned = name
    .replace(/[:\s]+/g, ' ')
    .replace(/Game /g, 'Game_')
    .trim();
  return cleaned.length > 0 ? cleaned : '?';
}

function scoreLine(names: MatNames, score: MatchScore): string {
  const left = `${matName(names.white)} : ${score.white}`;
  return ` ${left.padEnd(RIGHT_COLUMN - 2)}${matName(names.black)} : ${score.black}`;
}

/** The entries of a game's events, in order. */
function gameEntries(history: readonly GameEvent[]): Entry[] {
  const entries: Entry[] = [];
  history.forEach((event, i) => {
    // A beaver taken leaves no line: the doubler's next roll tells it (as gnubg writes it).
    if (event.kind === 'take' && history[i - 1]?.kind === 'beaver') return;
    // A resignation accepted after a roll: the roll with no play, as gnubg writes it.
    if (event.kind === 'resign' && event.rolled && history[i + 1]?.kind === 'accept') {
      const { colour, dice } = event.rolled;
      entries.push({ side: colour, text: `${matDice(dice)}: `, numbered: true });
    }
    const entry = entryOf(event);
    if (entry) entries.push(entry);
  });
  return entries;
}

function gameLines(state: GameState): string[] {
  const entries = gameEntries(state.history);
  if (state.phase.kind === 'over') entries.push(winsEntry(state.phase.result));
  return formatRows(layOut(entries));
}

function headerComments(match: MatchState): string[] {
  const { rules } = match;
  const comments = ['; [Site "ludus"]'];
  if (rules.variant === 'tryktrak') comments.push('; [Variation "Tryktrak"]');
  if (rules.length > 0 && !rules.crawford) comments.push('; [Crawford "Off"]');
  if (rules.jacoby) comments.push('; [Jacoby "On"]');
  if (rules.beavers) comments.push('; [Beaver "On"]');
  if (rules.opening === 'roll-afresh') comments.push('; [Opening "Roll afresh"]');
  return comments;
}

/** The games a .mat file of this match holds: all but a last one with nothing to write yet. */
export function writtenGames(match: MatchState): MatchGame[] {
  return matchGames(match).filter((game) => gameLines(game.state).length > 0);
}

/**
 * The match as .mat text; a game in progress is written up to its last action. `comments` are
 * more header lines (each `; [Key "value"]`, such as the record of verifiable dice), written after
 * ours: gnubg and our reader skip comment lines they do not know.
 */
export function makeMat(
  match: MatchState,
  names: MatNames = DEFAULT_MAT_NAMES,
  comments: readonly string[] = [],
): string {
  for (const comment of comments) {
    if (!/^; \[[A-Za-z]+ "[^"\r\n]*"\]$/.test(comment)) {
      throw new RangeError(`not a .mat comment line: ${JSON.stringify(comment)}`);
    }
  }
  const header = [...headerComments(match), ...comments];
  const lines = [...header, '', ` ${match.rules.length} point match`, ''];
  writtenGames(match).forEach((game, index) => {
    lines.push(
      ` Game ${index + 1}`,
      scoreLine(names, game.scoreBefore),
      ...gameLines(game.state),
      '',
    );
  });
  return `${lines.join('\n')}\n`;
}
