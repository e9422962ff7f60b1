// eXtreme Gammon's position string, the XGID, read and written as GNU Backgammon reads it
// (gnubg 1.07 `set xgid`, set.c SetXGID and positionid.c PositionFromXG):
//
//   XGID=-b----E-C---eE---c-e----B-:1:1:1:52:2:1:0:7:10
//        position                  cube owner turn dice scoreX scoreO rules length maxcube
//
// - position, 26 characters: the top player O's bar, points 1..24 in the bottom player X's
//   numbering, X's bar; `-` empty, `A`..`P` 1..16 of X's checkers, `a`..`p` of O's;
// - cube: log2 of its value; owner: 1 X, -1 O, 0 centred; turn: 1 X, -1 O (the player on roll,
//   who with the dice `D` has just doubled);
// - dice: `00` not rolled, two digits 1..6 as rolled, `D` a double offered, `B` the double
//   beavered, `R` also raccooned (gnubg refuses B and R; they are read here all the same); the
//   dice are kept higher first, as gnubg keeps them;
// - scores of X and of O; rules: in a match 1 for the Crawford game, in money play 1 Jacoby plus
//   2 beavers; match length (0 money); maxcube: log2 of the highest cube allowed.
//
// GNU Backgammon makes O its player 0 and X its player 1; the Match ID's player 0 is white here
// (match-id.ts), so O is white and X is black. The position comes out as a Position ID decodes:
// from the side on roll. What the XGID says that no Match ID holds (beavers allowed, a beaver
// offered, the highest cube) sits beside the Match ID's fields.

import { err, ok } from '@ludus/core';
import { type MatchIdState, makeMatchId, parseMatchId } from './match-id';
import { fromSetup, SIDE_CELLS } from './position';
import type { Colour, Position, Result, SideBoard } from './types';

export type XgidError =
  | 'xgid-syntax'
  | 'xgid-position'
  | 'xgid-game-over'
  | 'xgid-cube'
  | 'xgid-turn'
  | 'xgid-dice'
  | 'xgid-score'
  | 'xgid-rules'
  | 'xgid-match-length'
  | 'xgid-invalid';

/** Where a doubling stands beyond the Match ID's double-offered flag (XGID dice `B`, `R`). */
export type XgidBeaver = 'none' | 'beaver' | 'raccoon';

export interface Xgid {
  /** From the side on roll (the turn player), as a Position ID decodes. */
  readonly position: Position;
  /** The Match ID's fields: game state `playing`, no resignation (an XGID holds neither). */
  readonly match: MatchIdState;
  /** With a double offered: beavered (`B`) or also raccooned (`R`). */
  readonly beaver: XgidBeaver;
  /** Money play: beavers allowed (the rules field's 2). Always false in a match. */
  readonly beavers: boolean;
  /** log2 of the highest cube allowed (XG writes 10 for 1024). */
  readonly maxCubeLog2: number;
}

const PREFIX = 'XGID=';
const FIELDS = 10;
const FIELD_CHARS = 4;

type Failure = { ok: false; error: XgidError; message: string };
const fail = (error: XgidError, message: string): Failure => err(error, message);

/**
 * An integer field: digits with an optional minus sign, at most four characters, since gnubg
 * reads only a field's first four (a money score of 12345 would be 1234 to it).
 */
function integerField(text: string): number | undefined {
  return text.length <= FIELD_CHARS && /^-?\d+$/.test(text) ? Number(text) : undefined;
}

/** X's and O's boards (each in its own numbering, cell 24 the bar) from the 26 characters. */
function readBoards(text: string): Result<{ x: number[]; o: number[] }, XgidError> {
  if (!/^[-A-Pa-p]{26}$/.test(text)) {
    return fail('xgid-position', 'the position is 26 characters of -, A–P and a–p');
  }
  const x = new Array<number>(SIDE_CELLS).fill(0);
  const o = new Array<number>(SIDE_CELLS).fill(0);
  for (let i = 0; i < 26; i++) {
    const char = text.charAt(i);
    if (char === '-') continue;
    const upper = char <= 'P';
    const count = char.charCodeAt(0) - (upper ? 65 : 97) + 1;
    // The first character is O's bar, the last X's: a checker of the other side there is
    // nowhere (gnubg would write outside its board).
    if ((i === 0 && upper) || (i === 25 && !upper)) {
      return fail('xgid-position', `character ${i + 1} is a bar, of ${i === 0 ? 'O' : 'X'} only`);
    }
    if (upper) x[i === 25 ? 24 : i - 1] = count;
    else o[i === 0 ? 24 : 24 - i] = count;
  }
  return ok({ x, o });
}

/** The dice field: rolled dice, or where a doubling stands. */
function readDice(
  text: string,
): { dice: MatchIdState['dice']; doubled: boolean; beaver: XgidBeaver } | undefined {
  if (text === 'D' || text === 'B' || text === 'R') {
    const beaver = text === 'B' ? 'beaver' : text === 'R' ? 'raccoon' : 'none';
    return { dice: [0, 0], doubled: true, beaver };
  }
  if (text === '00') return { dice: [0, 0], doubled: false, beaver: 'none' };
  if (!/^[1-6][1-6]$/.test(text)) return undefined;
  // Higher die first, as gnubg stores the dice (match-id.ts) and reads an XGID's.
  const [a, b] = [Number(text[0]), Number(text[1])];
  const dice = [Math.max(a, b), Math.min(a, b)] as unknown as MatchIdState['dice'];
  return { dice, doubled: false, beaver: 'none' };
}

/** The fields' text: ten after an optional `XGID=`. */
function splitFields(text: string): string[] | undefined {
  const body = text.trim();
  const fields = (body.startsWith(PREFIX) ? body.slice(PREFIX.length) : body).split(':');
  return fields.length === FIELDS ? fields : undefined;
}

interface Header {
  readonly cubeLog2: number;
  readonly owner: -1 | 0 | 1;
  readonly turn: -1 | 1;
  readonly dice: NonNullable<ReturnType<typeof readDice>>;
  readonly scoreX: number;
  readonly scoreO: number;
  readonly rules: number;
  readonly matchLength: number;
  readonly maxCubeLog2: number;
}

/** The nine fields after the position, each checked on its own. */
function readHeader(fields: readonly string[]): Result<Header, XgidError> {
  const [cubeLog2, owner, turn, , scoreX, scoreO, rules, matchLength, maxCubeLog2] = fields
    .slice(1)
    .map(integerField);
  if (cubeLog2 === undefined || cubeLog2 < 0 || cubeLog2 > 15) {
    return fail('xgid-cube', 'the cube is written as its log2, 0 to 15');
  }
  if (owner !== -1 && owner !== 0 && owner !== 1) {
    return fail('xgid-cube', 'the cube owner is 1 (X), -1 (O) or 0 (centred)');
  }
  if (maxCubeLog2 === undefined || maxCubeLog2 < 0 || maxCubeLog2 > 15) {
    return fail('xgid-cube', 'the highest cube is written as its log2, 0 to 15');
  }
  if (turn !== 1 && turn !== -1) return fail('xgid-turn', 'the turn is 1 (X) or -1 (O)');
  const dice = readDice(fields[4] ?? '');
  if (!dice) return fail('xgid-dice', 'the dice are 00, D, B, R or two digits 1 to 6');
  if (scoreX === undefined || scoreO === undefined || Math.min(scoreX, scoreO) < 0) {
    return fail('xgid-score', 'a score is a whole number from 0 to 9999');
  }
  if (matchLength === undefined || matchLength < 0) {
    return fail('xgid-match-length', 'the match length is a whole number, 0 for money play');
  }
  const money = matchLength === 0;
  if (rules === undefined || rules < 0 || rules > (money ? 3 : 1)) {
    return fail(
      'xgid-rules',
      money
        ? 'in money play the rules are 0 to 3 (1 Jacoby, 2 beavers)'
        : 'in a match the rules are 0, or 1 for the Crawford game',
    );
  }
  return ok({ cubeLog2, owner, turn, dice, scoreX, scoreO, rules, matchLength, maxCubeLog2 });
}

/** The Match ID's fields of a checked header. */
function matchState(h: Header): MatchIdState {
  const onRoll: Colour = h.turn === 1 ? 'black' : 'white';
  const money = h.matchLength === 0;
  return {
    cubeValue: 2 ** h.cubeLog2,
    cubeOwner: h.owner === 0 ? 'centred' : h.owner === 1 ? 'black' : 'white',
    onRoll,
    toAct: h.dice.doubled ? otherColour(onRoll) : onRoll,
    crawford: !money && h.rules === 1,
    gameState: 'playing',
    doubleOffered: h.dice.doubled,
    resignation: 'none',
    dice: h.dice.dice,
    matchLength: h.matchLength,
    score: { white: h.scoreO, black: h.scoreX },
    jacoby: money && (h.rules & 1) === 1,
  };
}

/** Why the state is no game's, or undefined. */
function stateProblem(match: MatchIdState): string | undefined {
  const { matchLength, score } = match;
  if (matchLength > 0 && Math.max(score.white, score.black) >= matchLength) {
    return 'a score of the match length or more: the match is over';
  }
  if (match.crawford && score.white !== matchLength - 1 && score.black !== matchLength - 1) {
    // gnubg quietly clears such a flag; a position that says Crawford without it is refused.
    return 'the Crawford game, but neither player is one point from the match';
  }
  if (match.crawford && (match.cubeValue !== 1 || match.cubeOwner !== 'centred')) {
    // No one may double in the Crawford game, so its cube is the centred 1 (gnubg clears the flag).
    return 'the Crawford game with a cube turned';
  }
  // One home for what a game's state may be: the Match ID codec's checks (a cube above 64, a
  // score above the match length, a double in the Crawford game…).
  const checked = parseMatchId(makeMatchId(match));
  return checked.ok ? undefined : checked.message;
}

/** Reads an XGID; refuses what is malformed, each fault with its own code. */
export function parseXgid(text: string): Result<Xgid, XgidError> {
  const fields = splitFields(text);
  if (!fields) {
    return fail('xgid-syntax', `an XGID is ${FIELDS} fields separated by ':' after 'XGID='`);
  }
  const boards = readBoards(fields[0] ?? '');
  if (!boards.ok) return boards;
  const header = readHeader(fields);
  if (!header.ok) return header;
  const match = matchState(header.value);
  const { x, o } = boards.value;
  const xOnRoll = match.onRoll === 'black';
  const position = fromSetup(xOnRoll ? { player: x, opponent: o } : { player: o, opponent: x });
  if (!position.ok) {
    // A side with no checker left: a game over, which no position on roll is.
    const code = position.error === 'no-checkers' ? 'xgid-game-over' : 'xgid-position';
    return fail(code, position.message);
  }
  const problem = stateProblem(match);
  if (problem !== undefined) return fail('xgid-invalid', problem);
  const money = match.matchLength === 0;
  return ok({
    position: position.value,
    match,
    beaver: header.value.dice.beaver,
    beavers: money && (header.value.rules & 2) === 2,
    maxCubeLog2: header.value.maxCubeLog2,
  });
}

function otherColour(colour: Colour): Colour {
  return colour === 'white' ? 'black' : 'white';
}

/** One point's character: X's checkers upper case, O's lower case. */
function pointChar(xCount: number, oCount: number): string {
  if (xCount > 0) return String.fromCharCode(64 + xCount);
  if (oCount > 0) return String.fromCharCode(96 + oCount);
  return '-';
}

function writeBoards(x: SideBoard, o: SideBoard): string {
  let text = pointChar(0, o[24] ?? 0);
  for (let point = 1; point <= 24; point++) {
    text += pointChar(x[point - 1] ?? 0, o[24 - point] ?? 0);
  }
  return text + pointChar(x[24] ?? 0, 0);
}

function writeDice(xgid: Xgid): string {
  const { match } = xgid;
  if (match.doubleOffered) {
    return xgid.beaver === 'beaver' ? 'B' : xgid.beaver === 'raccoon' ? 'R' : 'D';
  }
  return `${match.dice[0]}${match.dice[1]}`;
}

/** The XGID of a state, as eXtreme Gammon writes it (with the `XGID=` prefix). */
export function makeXgid(xgid: Xgid): string {
  const { position, match } = xgid;
  const xOnRoll = match.onRoll === 'black';
  const x = xOnRoll ? position.player : position.opponent;
  const o = xOnRoll ? position.opponent : position.player;
  const owner = match.cubeOwner === 'centred' ? 0 : match.cubeOwner === 'black' ? 1 : -1;
  const rules =
    match.matchLength > 0
      ? Number(match.crawford)
      : Number(match.jacoby) + 2 * Number(xgid.beavers);
  return `${PREFIX}${[
    writeBoards(x, o),
    Math.log2(match.cubeValue),
    owner,
    xOnRoll ? 1 : -1,
    writeDice(xgid),
    match.score.black,
    match.score.white,
    rules,
    match.matchLength,
    xgid.maxCubeLog2,
  ].join(':')}`;
}
