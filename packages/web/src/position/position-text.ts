// Reading a position typed or pasted into the position page: GNU Backgammon's copy format
// (`PositionID:MatchID`), an XGID (eXtreme Gammon's, read by the rules package's codec as GNU
// Backgammon reads it), its board printout (the lines `Position ID: …` and `Match ID   : …`),
// a Position ID alone (the match as the page has it), or the two ids from their own fields. The
// text is untrusted: anything the rules package refuses comes back as its code, and the page
// then keeps the position it shows.
import {
  makeMatchId,
  makePositionId,
  parsePositionId,
  parseXgid,
  type Result,
} from '../backgammon/rules';
import { type PositionSetup, type SetupProblem, setupFromIds } from './setup';

export type PositionTextError =
  | 'empty'
  /** Not one of the forms above. */
  | 'unknown-format'
  | 'bad-position-id'
  | SetupProblem
  /** An XGID its codec refuses (xgid.ts's codes, folded into one message). */
  | 'bad-xgid';

/** More than any form above; longer text is refused unread. */
export const MAX_POSITION_TEXT = 2000;

const POSITION_ID = '[A-Za-z0-9+/]{14}';
const MATCH_ID = '[A-Za-z0-9+/]{12}';
const COPY_FORMAT = new RegExp(`^(${POSITION_ID}):(${MATCH_ID})$`);
const ALONE = new RegExp(`^${POSITION_ID}$`);
const PRINTED_POSITION = new RegExp(`Position ID\\s*:\\s*(${POSITION_ID})(?![A-Za-z0-9+/])`);
const PRINTED_MATCH = new RegExp(`Match ID\\s*:\\s*(${MATCH_ID})(?![A-Za-z0-9+/])`);

function refused(error: PositionTextError): Result<PositionSetup, PositionTextError> {
  return { ok: false, error, message: error };
}

/**
 * The setup the pasted `text` describes; `current` gives what the text leaves out (the beaver
 * option, which no id carries, and the whole match when only a Position ID is given).
 */
export function readPositionText(
  text: string,
  current: PositionSetup,
): Result<PositionSetup, PositionTextError> {
  if (text.length > MAX_POSITION_TEXT) return refused('unknown-format');
  const trimmed = text.trim();
  if (trimmed === '') return refused('empty');
  if (/^XGID=/i.test(trimmed)) {
    return readXgid(trimmed);
  }
  const copied = COPY_FORMAT.exec(trimmed);
  if (copied) return readIds(copied[1] ?? '', copied[2] ?? '', current);
  if (ALONE.test(trimmed)) return readPositionIdAlone(trimmed, current);
  const printedPosition = PRINTED_POSITION.exec(trimmed)?.[1];
  const printedMatch = PRINTED_MATCH.exec(trimmed)?.[1];
  if (printedPosition !== undefined && printedMatch !== undefined) {
    return readIds(printedPosition, printedMatch, current);
  }
  if (printedPosition !== undefined) return readPositionIdAlone(printedPosition, current);
  return refused('unknown-format');
}

/** The two ids typed in their own fields (an empty Match ID: the match as the page has it). */
export function readIds(
  positionId: string,
  matchId: string,
  current: PositionSetup,
): Result<PositionSetup, PositionTextError> {
  const position = positionId.trim();
  const match = matchId.trim();
  if (position === '') return refused('empty');
  if (match === '') return readPositionIdAlone(position, current);
  return setupFromIds({ positionId: position, matchId: match }, current.beavers);
}

/** A Position ID with the page's match: the side on roll is the page's player on roll. */
function readPositionIdAlone(
  positionId: string,
  current: PositionSetup,
): Result<PositionSetup, PositionTextError> {
  const read = parsePositionId(positionId);
  if (!read.ok) return read;
  const { player, opponent } = read.value;
  const board =
    current.onRoll === 'white'
      ? { white: player, black: opponent }
      : { white: opponent, black: player };
  return { ok: true, value: { ...current, board } };
}

/**
 * An XGID through the rules package's codec, then through the same ids as everything else, so
 * that one path checks every position; the XGID's own beaver option (money play) is kept.
 */
function readXgid(text: string): Result<PositionSetup, PositionTextError> {
  const read = parseXgid(text);
  if (!read.ok) return refused('bad-xgid');
  const { position, match, beavers } = read.value;
  return setupFromIds(
    { positionId: makePositionId(position), matchId: makeMatchId(match) },
    beavers,
  );
}
