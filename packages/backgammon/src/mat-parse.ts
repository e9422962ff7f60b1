// Import of Jellyfish .mat text (as gnubg and eXtreme Gammon write it; see mat.ts for the
// layout). Every action is replayed through the rules: an illegal move, a cube action out of turn
// or a wrong score is an error naming the game and the move number, never a guess.

import { toAct } from './game';
import type { OpeningRule } from './game-types';
import { DEFAULT_MAT_NAMES, type MatNames } from './mat';
import { defaultMatchRules, type MatchRules, type MatchState, newMatch } from './match';
import { parsePlay } from './notation';
import {
  type ReplayStep,
  replayAction,
  replayRefused,
  replayRoll,
  replaySteps,
  resignedWin,
} from './record-replay';
import type { Colour, Die, Result, VariantKey } from './types';

export type MatError = 'mat-syntax' | 'mat-illegal';

export interface MatRecord {
  readonly names: MatNames;
  readonly match: MatchState;
}

/** A refused record, with the line of the text it is about (1-based) where there is one. */
export type MatFailure = Extract<Result<never, MatError>, { ok: false }> & {
  readonly line?: number;
};

/** What parseMat gives: the record, or the reason and the line. */
export type MatParsed = { readonly ok: true; readonly value: MatRecord } | MatFailure;

function atLine(failure: MatFailure, line: number): MatFailure {
  return { ...failure, line };
}

/** An action of one column of a move line. */
type MatEntry =
  | { readonly kind: 'move'; readonly dice: readonly [Die, Die]; readonly play: string }
  | { readonly kind: 'double'; readonly value: number }
  | { readonly kind: 'beaver'; readonly value: number }
  | { readonly kind: 'take' }
  | { readonly kind: 'drop' }
  | { readonly kind: 'wins'; readonly points: number };

interface PlacedEntry {
  readonly side: Colour;
  readonly entry: MatEntry;
  readonly moveNumber: number;
  /** The line of the text it stands on (1-based). */
  readonly line: number;
}

interface GameBlock {
  readonly number: number;
  /** The line of its `Game N` heading (1-based). */
  readonly line: number;
  readonly names: MatNames;
  readonly score: { readonly white: number; readonly black: number };
  readonly entries: readonly PlacedEntry[];
}

type Parsed<T> = Result<T, MatError>;

function syntax(message: string): MatFailure {
  return { ok: false, error: 'mat-syntax', message };
}

function illegal(at: string, message: string): MatFailure {
  return { ok: false, error: 'mat-illegal', message: `${at}: ${message}` };
}

/** An entry column further right than this belongs to the second player. */
const RIGHT_COLUMN_FROM = 20;
const ENTRY_START =
  /(?<![\w/])(?:[1-6][1-6]:|doubles\b|beavers\b|raccoons\b|takes\b|drops\b|wins\b)/gi;

function readEntry(text: string): MatEntry | null {
  const move = /^([1-6])([1-6]):(.*)$/.exec(text);
  if (move) {
    const dice = [Number(move[1]), Number(move[2])] as [Die, Die];
    return { kind: 'move', dice, play: (move[3] ?? '').trim() };
  }
  const cube = /^(doubles|beavers)\s*=>\s*(\d+)$/i.exec(text);
  if (cube) {
    const value = Number(cube[2]);
    return cube[1]?.toLowerCase() === 'doubles'
      ? { kind: 'double', value }
      : { kind: 'beaver', value };
  }
  if (/^takes$/i.test(text)) return { kind: 'take' };
  if (/^drops$/i.test(text)) return { kind: 'drop' };
  const wins = /^wins\s+(\d+)\s+points?\b/i.exec(text);
  return wins ? { kind: 'wins', points: Number(wins[1]) } : null;
}

/** The entries of one move line, each with the column (player) it stands in. */
function readLine(
  line: string,
  lastNumber: number,
  lineNumber: number,
): Parsed<{ number: number; entries: PlacedEntry[] }> {
  const numbered = /^\s*(\d+)\)/.exec(line);
  const number = numbered ? Number(numbered[1]) : lastNumber;
  const from = numbered ? numbered[0].length : 0;
  const body = line.slice(from);
  const starts = [...body.matchAll(ENTRY_START)].map((match) => match.index ?? 0);
  if (starts.length === 0 && body.trim().length > 0)
    return syntax(`unreadable line '${line.trim()}'`);
  if (starts.length > 2) return syntax(`more than two entries on line '${line.trim()}'`);
  const entries: PlacedEntry[] = [];
  for (const [i, start] of starts.entries()) {
    const text = body.slice(start, starts[i + 1]).trim();
    const entry = readEntry(text);
    if (!entry) return syntax(`move ${number}: cannot read '${text}'`);
    const side: Colour = i === 1 || from + start >= RIGHT_COLUMN_FROM ? 'black' : 'white';
    if (i === 1 && entries[0]?.side === 'black') {
      return syntax(`move ${number}: two entries in the second player's column`);
    }
    entries.push({ side, entry, moveNumber: number, line: lineNumber });
  }
  return { ok: true, value: { number, entries } };
}

function readScoreLine(line: string): Pick<GameBlock, 'names' | 'score'> | null {
  const found = /^\s*(.*?)\s*:\s*(\d+)\s+(.*?)\s*:\s*(\d+)\s*$/.exec(line);
  if (!found) return null;
  return {
    names: { white: found[1] ?? '', black: found[3] ?? '' },
    score: { white: Number(found[2]), black: Number(found[4]) },
  };
}

interface Header {
  readonly rules: MatchRules;
  readonly comments: readonly string[];
  readonly games: readonly GameBlock[];
}

function rulesFromComments(length: number, comments: readonly string[]): MatchRules {
  const has = (tag: string) => comments.some((c) => c.toLowerCase().includes(tag.toLowerCase()));
  const variant: VariantKey = has('[Variation "Tryktrak"]') ? 'tryktrak' : 'backgammon';
  const opening: OpeningRule = has('[Opening "Roll afresh"]') ? 'roll-afresh' : 'opening-dice';
  return {
    ...defaultMatchRules(length, variant),
    // gnubg assumes the Crawford rule in every .mat match.
    crawford: length > 0 && !has('[Crawford "Off"]'),
    jacoby: length === 0 && has('[Jacoby "On"]'),
    beavers: length === 0 && has('[Beaver "On"]'),
    opening,
  };
}

/** The games from `lines`, the first of which is line `first + 1` of the text. */
function readGames(lines: readonly string[], first: number): Parsed<GameBlock[]> {
  const games: GameBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const gameLine = /^\s*Game\s+(\d+)\s*$/i.exec(lines[index] ?? '');
    index += 1;
    if (!gameLine) continue;
    const headingAt = first + index;
    const heading = readScoreLine(lines[index] ?? '');
    if (!heading) {
      const failure = syntax(`game ${gameLine[1]}: no line 'name : score   name : score'`);
      return atLine(failure, headingAt + 1);
    }
    index += 1;
    const entries: PlacedEntry[] = [];
    let number = 0;
    while (index < lines.length && !/^\s*Game\s+\d+\s*$/i.test(lines[index] ?? '')) {
      const line = lines[index] ?? '';
      index += 1;
      if (line.trim() === '') continue;
      const read = readLine(line, number, first + index);
      if (!read.ok) return atLine(syntax(`game ${gameLine[1]}, ${read.message}`), first + index);
      number = read.value.number;
      entries.push(...read.value.entries);
    }
    games.push({ number: Number(gameLine[1]), line: headingAt, ...heading, entries });
  }
  return { ok: true, value: games };
}

function readHeader(text: string): Parsed<Header> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const comments: string[] = [];
  let index = 0;
  for (; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line.startsWith(';') || line.startsWith('#')) comments.push(line);
    else if (line !== '') break;
  }
  const length = /^(\d+)\s+point\s+match\b/i.exec((lines[index] ?? '').trim());
  if (!length) return atLine(syntax("no ' N point match' line at the top"), index + 1);
  const games = readGames(lines.slice(index + 1), index + 1);
  if (!games.ok) return games;
  return {
    ok: true,
    value: {
      rules: rulesFromComments(Number(length[1]), comments),
      comments,
      games: games.value,
    },
  };
}

/**
 * Parses .mat text and replays it through the rules into a match; a refusal names the line it is
 * about where there is one (its message names the game and move).
 */
export function parseMat(text: string): MatParsed {
  const header = readHeader(text);
  if (!header.ok) return header;
  const started = newMatch(header.value.rules);
  if (!started.ok) return syntax(started.message);
  let match = started.value;
  const { games } = header.value;
  for (const [i, game] of games.entries()) {
    const at = `game ${game.number}`;
    if (match.winner) return atLine(illegal(at, 'the match was already over'), game.line);
    if (game.score.white !== match.score.white || game.score.black !== match.score.black) {
      const failure = illegal(
        at,
        `the score ${game.score.white}-${game.score.black} should be ${match.score.white}-${match.score.black}`,
      );
      return atLine(failure, game.line + 1);
    }
    const gamesBefore = match.previous.length;
    for (const placed of game.entries) {
      const ended = match.previous.length > gamesBefore || match.winner !== null;
      const next = replay(match, placed, ended);
      if (!next.ok) {
        return atLine(illegal(`${at}, move ${placed.moveNumber}`, next.message), placed.line);
      }
      match = next.value;
    }
    const ended = match.previous.length > gamesBefore || match.winner !== null;
    if (!ended && i < games.length - 1) {
      return atLine(illegal(at, 'the game does not end'), game.line);
    }
  }
  const names = games[0]?.names ?? DEFAULT_MAT_NAMES;
  return { ok: true, value: { names, match } };
}

/** A roll as a .mat file shows it: who rolled, the dice as written (higher first), where. */
export interface MatRoll {
  readonly side: Colour;
  readonly dice: readonly [Die, Die];
  readonly moveNumber: number;
}

export interface MatRollGame {
  readonly number: number;
  /** Who acted first (rolled, or doubled before rolling): the opening roll's winner. */
  readonly opener: Colour | null;
  readonly rolls: readonly MatRoll[];
}

export interface MatRolls {
  readonly rules: MatchRules;
  /** The file's comment lines (`; [Key "value"]` and others), trimmed, in order. */
  readonly comments: readonly string[];
  readonly games: readonly MatRollGame[];
}

/**
 * The rolls a .mat file shows, game by game, in order, read without replaying them through the
 * rules: a verifier of the dice compares them with the dice it derives even where a changed roll
 * would make the moves illegal. A dance or a roll resigned after shows as `31:` with no play.
 */
export function readMatRolls(text: string): Result<MatRolls, MatError> {
  const header = readHeader(text);
  if (!header.ok) return header;
  const games = header.value.games.map((game): MatRollGame => {
    const rolls: MatRoll[] = [];
    for (const { side, entry, moveNumber } of game.entries) {
      if (entry.kind === 'move') rolls.push({ side, dice: entry.dice, moveNumber });
    }
    const opener = game.entries.find((placed) => placed.entry.kind !== 'wins')?.side ?? null;
    return { number: game.number, opener, rolls };
  });
  const { rules, comments } = header.value;
  return { ok: true, value: { rules, comments, games } };
}

type Step = ReplayStep;

function stepError(message: string): Step {
  return replayRefused('mat-illegal', message);
}

/** Replays one entry; `ended` tells that the game of this block is already over. */
function replay(match: MatchState, placed: PlacedEntry, ended: boolean): Step {
  const game = match.current.state;
  const { entry, side } = placed;
  if (entry.kind === 'wins') {
    return ended
      ? confirmWin(match, side, entry.points)
      : resignedWinLine(match, side, entry.points);
  }
  if (ended) return stepError('an action after the end of the game');
  const actor = game.phase.kind === 'opening' ? side : toAct(game);
  if (actor !== side) return stepError(`it is ${actor ?? 'nobody'}'s turn, not ${side}'s`);
  switch (entry.kind) {
    case 'move':
      return replayMove(match, side, entry.dice, entry.play);
    case 'double':
      if (entry.value !== game.cube.value * 2) {
        return stepError(`a double of a ${game.cube.value}-cube to ${entry.value}`);
      }
      return replayAction(match, { kind: 'double' });
    case 'beaver':
      if (entry.value !== game.cube.value * 4 || game.phase.kind !== 'doubled') {
        return stepError(`a beaver of a ${game.cube.value}-cube to ${entry.value}`);
      }
      return replayAction(match, { kind: 'beaver' });
    case 'take':
      return replayAction(match, { kind: 'take' });
    case 'drop':
      return replayAction(match, { kind: 'pass' });
  }
}

function replayMove(
  match: MatchState,
  side: Colour,
  dice: readonly [Die, Die],
  written: string,
): Step {
  const rolled = replayRoll(match, side, dice);
  if (!rolled.ok) return rolled;
  const after = rolled.value.current.state;
  if (after.phase.kind !== 'moving') {
    // The roll left no legal play: the turn was lost, and nothing may be written.
    return written === '' ? rolled : stepError(`${dice.join('')}: no legal play, yet '${written}'`);
  }
  // A roll with no play written while plays exist: the player resigned after rolling (gnubg
  // reads it so); the 'Wins' line that follows ends the game.
  if (written === '') return rolled;
  // Written one step per die (as gnubg writes), the route is kept as written; combined moves
  // (13/5) go through the notation parser, which finds their route.
  const steps = matSteps(written);
  const routed = steps && replaySteps(rolled.value, steps);
  if (routed) return routed.ok ? routed : stepError(routed.message);
  const notation = written
    .split(/\s+/)
    .map((token) => token.replace(/^25\//, 'bar/').replace(/\/0(\*?)$/, '/off$1'))
    .join(' ');
  const play = parsePlay(notation, after.position, after.phase.dice, after.rules.variant);
  if (!play.ok) return stepError(`'${written}' with ${dice.join('')}: ${play.message}`);
  return replayAction(rolled.value, { kind: 'move', play: play.value });
}

/** Tokens like 13/7, 25/22*, 6/0, 8/5(2) as checker steps; null if any is something else. */
function matSteps(written: string): { from: number; to: number; hit: boolean }[] | null {
  const steps: { from: number; to: number; hit: boolean }[] = [];
  for (const token of written.split(/\s+/)) {
    const found = /^(\d+|bar)\/(\d+|off)(\*?)(?:\((\d)\))?$/i.exec(token);
    if (!found) return null;
    const from = found[1]?.toLowerCase() === 'bar' ? 25 : Number(found[1]);
    const to = found[2]?.toLowerCase() === 'off' ? 0 : Number(found[2]);
    for (let i = 0; i < Number(found[4] ?? 1); i += 1)
      steps.push({ from, to, hit: found[3] === '*' });
  }
  return steps;
}

/** After a bear-off or a drop, a 'Wins' line confirms the result. */
function confirmWin(match: MatchState, winner: Colour, points: number): Step {
  const finished = match.winner ? match.current : match.previous[match.previous.length - 1];
  const phase = finished?.state.phase;
  if (phase?.kind !== 'over') return stepError('no game has ended');
  const { result } = phase;
  if (result.winner !== winner || result.points !== points) {
    return stepError(`the game ended ${result.winner} +${result.points}, not ${winner} +${points}`);
  }
  return { ok: true, value: match };
}

/** A 'Wins' line while the game goes on: the loser resigned at the level those points stand for
 * (as gnubg reads it). */
function resignedWinLine(match: MatchState, winner: Colour, points: number): Step {
  const done = resignedWin(match, winner, points);
  return done.ok ? done : stepError(done.message);
}
