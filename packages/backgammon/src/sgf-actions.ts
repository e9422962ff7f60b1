// One node of a GNU Backgammon .sgf game replayed through the rules: B[…] or W[…] (the second
// player, black, and the first, white) holding a roll and its play, `double` (a beaver when the
// doubled player doubles back), `take` or `drop`; DI[…] a roll with nothing played after it (the
// roller then resigned, or the record stops there). Positions, cubes or turns set by hand (AE,
// AB, AW, CV, CP) are refused: such a game cannot be replayed from the start.

import { toAct } from './game';
import type { MatchState } from './match';
import { type ReplayStep, replayAction, replayRoll, replaySteps } from './record-replay';
import { readSgfDice, readSgfMove, type SgfMoveValue } from './sgf-moves';
import {
  type SgfNode,
  type SgfPlace,
  type SgfProperty,
  type SgfResult,
  sgfFailure,
} from './sgf-tokens';
import type { Colour, Die } from './types';

export type SgfActionError =
  | 'sgf-bad-value'
  /** A move property with a play but no dice. */
  | 'sgf-no-dice'
  /** A roll or play the rules refuse. */
  | 'sgf-illegal-move'
  /** An action by the player who is not to act (or after the game's end). */
  | 'sgf-out-of-turn'
  /** A double, take or drop the cube's state refuses. */
  | 'sgf-cube'
  /** A position, cube or turn set by hand (AE/AB/AW, CV/CP). */
  | 'sgf-setup';

type Replayed = SgfResult<MatchState, SgfActionError>;

const SETUP_PROPERTIES = new Set(['AE', 'AB', 'AW', 'CV', 'CP']);

function sideOf(id: string): Colour {
  return id === 'W' ? 'white' : 'black';
}

/** A refused replay step, placed and coded. */
function refused(step: ReplayStep, error: SgfActionError, at: SgfPlace, what: string): Replayed {
  if (step.ok) return step;
  return sgfFailure(error, at, `${what}: ${step.message}`);
}

function cubeAction(match: MatchState, value: 'double' | 'take' | 'drop', at: SgfPlace): Replayed {
  const phase = match.current.state.phase.kind;
  if (value === 'double') {
    // A double by the doubled player is a beaver (gnubg keeps it so).
    const kind = phase === 'doubled' ? 'beaver' : 'double';
    return refused(replayAction(match, { kind }), 'sgf-cube', at, `a ${kind}`);
  }
  if (phase !== 'doubled' && phase !== 'beavered') {
    return sgfFailure('sgf-cube', at, `a ${value} with no double to answer`);
  }
  return refused(
    replayAction(match, { kind: value === 'take' ? 'take' : 'pass' }),
    'sgf-cube',
    at,
    `a ${value}`,
  );
}

function playMove(
  match: MatchState,
  side: Colour,
  move: Extract<SgfMoveValue, { kind: 'move' }>,
  property: SgfProperty,
): Replayed {
  const { at } = property;
  const written = property.values[0] ?? '';
  const rolled = refused(
    replayRoll(match, side, move.dice),
    'sgf-illegal-move',
    at,
    `the roll ${written.slice(0, 2)}`,
  );
  if (!rolled.ok) return rolled;
  const noPlay = rolled.value.current.state.phase.kind !== 'moving';
  if (move.steps.length === 0 || noPlay) {
    if (move.steps.length === 0 && noPlay) return rolled;
    const why = noPlay
      ? 'there is no legal play, yet one is written'
      : 'no play is written, yet there are legal plays';
    return sgfFailure('sgf-illegal-move', at, `${property.id}[${written}]: ${why}`);
  }
  const played = replaySteps(rolled.value, move.steps);
  if (played?.ok) return played;
  const steps = move.steps.map((step) => `${step.from}/${step.to}`).join(' ');
  return sgfFailure(
    'sgf-illegal-move',
    at,
    `${property.id}[${written}] (${steps}) is not a legal play of ${written.slice(0, 2)}`,
  );
}

/** Who is to act now, or null when nobody (the game is over). */
function actorFor(match: MatchState, side: Colour): Colour | null {
  const game = match.current.state;
  return game.phase.kind === 'opening' ? side : toAct(game);
}

function outOfTurn(match: MatchState, side: Colour, property: SgfProperty): Replayed | null {
  const actor = actorFor(match, side);
  if (actor === side) return null;
  const why = actor ? `it is ${actor}'s turn, not ${side}'s` : 'the game is over';
  return sgfFailure(
    'sgf-out-of-turn',
    property.at,
    `${property.id}[${property.values[0] ?? ''}]: ${why}`,
  );
}

/** B[…] or W[…]. */
function moveProperty(match: MatchState, property: SgfProperty): Replayed {
  const side = sideOf(property.id);
  const read = readSgfMove(property.values[0] ?? '', side);
  if (!read.ok) {
    const [code, why]: [SgfActionError, string] =
      read.problem === 'no-dice'
        ? ['sgf-no-dice', 'a play without its dice']
        : ['sgf-bad-value', 'not a move'];
    return sgfFailure(code, property.at, `${property.id}[${property.values[0] ?? ''}] is ${why}`);
  }
  const late = outOfTurn(match, side, property);
  if (late) return late;
  const { value } = read;
  return value.kind === 'move'
    ? playMove(match, side, value, property)
    : cubeAction(match, value.kind, property.at);
}

/** DI[…]: the player on turn (PL[…] where given) rolled, and played nothing after. */
function diceProperty(match: MatchState, node: SgfNode, property: SgfProperty): Replayed {
  const dice = readSgfDice(property.values[0] ?? '');
  if (!dice)
    return sgfFailure(
      'sgf-bad-value',
      property.at,
      `DI[${property.values[0] ?? ''}] is not two dice`,
    );
  const named = node.properties.find((p) => p.id === 'PL')?.values[0];
  const side = named === 'W' || named === 'B' ? sideOf(named) : actorFor(match, 'white');
  if (!side) return sgfFailure('sgf-out-of-turn', property.at, 'a roll after the end of the game');
  const late = outOfTurn(match, side, property);
  if (late) return late;
  return refused(
    replayRoll(match, side, dice as [Die, Die]),
    'sgf-illegal-move',
    property.at,
    'the roll',
  );
}

/** Replays the action of one node, if it has one. */
export function replayNode(match: MatchState, node: SgfNode): Replayed {
  let current: Replayed = { ok: true, value: match };
  let acted = false;
  for (const property of node.properties) {
    if (!current.ok) return current;
    if (SETUP_PROPERTIES.has(property.id)) {
      return sgfFailure(
        'sgf-setup',
        property.at,
        `${property.id}: a position or cube set by hand cannot be replayed from the start`,
      );
    }
    const isMove = property.id === 'B' || property.id === 'W';
    if (!isMove && property.id !== 'DI') continue;
    if (acted) return sgfFailure('sgf-bad-value', property.at, 'a second action in one node');
    acted = true;
    current = isMove
      ? moveProperty(current.value, property)
      : diceProperty(current.value, node, property);
  }
  return current;
}
