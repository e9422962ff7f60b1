// What each seat may send now, as data: the rules' legal actions in the table's intent words, a
// move intent per legal play (its steps as a seat sends them).
import {
  actionsBesidePlays,
  type GameAction,
  legalRoutes,
  type Play,
  playsFor,
} from '@ludus/backgammon';
import type {
  BackgammonIntent,
  BackgammonState,
  BackgammonTable,
  PlayOption,
  Seat,
  StepIntent,
} from '../types';
import {
  currentGame,
  endSessionProblem,
  isSeat,
  resignableLevels,
  seatsToAct,
  tableOver,
  unseenResult,
} from './turns';

/** A play's steps as a seat sends them (the mover's numbering, no hit flags). */
export function stepsOf(play: Play): StepIntent[] {
  return play.steps.map(({ from, to }) => ({ from, to }));
}

/**
 * Every legal play of the seat on turn with its steps, for the board to look up once ([] when
 * nobody is playing a roll). A roll with no legal play never reaches here: the rules pass the
 * turn by themselves (game.ts `afterRoll`, rules file: "With no legal move the turn is lost").
 */
export function playOptions(source: { readonly state: BackgammonState }): PlayOption[] {
  const game = gameToPlay(source.state);
  if (game?.phase.kind !== 'moving') return [];
  return playsFor(game, game.phase.dice).map((play) => ({ steps: stepsOf(play), play }));
}

/** The game whose roll is being played, if any: the one whose plays a seat may send. */
function gameToPlay(state: BackgammonState) {
  if (tableOver(state) || unseenResult(state)) return undefined;
  const game = currentGame(state);
  return game.phase.kind === 'moving' ? game : undefined;
}

/**
 * The move intents of the roll being played, as playOptions' steps in its order, made from the
 * rules' routes alone (a view's legal intents are made at every event: no play positions built).
 */
function moveIntents(state: BackgammonState): BackgammonIntent[] {
  const game = gameToPlay(state);
  if (game?.phase.kind !== 'moving') return [];
  return legalRoutes(game.position, game.phase.dice, game.rules.variant).map(
    (steps): BackgammonIntent => ({ kind: 'move', steps }),
  );
}

/** The rules' action as the intent that asks for it (plays are listed by playOptions). */
function intentOf(action: GameAction): BackgammonIntent[] {
  switch (action.kind) {
    case 'move':
      return [];
    case 'resign':
      return [{ kind: 'resign', level: action.level }];
    case 'accept':
      return [{ kind: 'accept-resignation' }];
    case 'reject':
      return [{ kind: 'reject-resignation' }];
    case 'roll':
    case 'double':
    case 'take':
    case 'pass':
    case 'beaver':
      return [{ kind: action.kind }];
  }
}

/**
 * Between games: go on, and (a human seat of a money session) end the session. `next-game` comes
 * first, so that whoever plays the first legal intent plays on.
 */
function betweenGames(table: BackgammonTable, seat: Seat): BackgammonIntent[] {
  const mayEnd = endSessionProblem(table.spec, table.state, seat) === null;
  return [{ kind: 'next-game' }, ...(mayEnd ? [{ kind: 'end-session' } as const] : [])];
}

/** Every intent `seat` may send now; a seat not on turn may only offer to resign. */
export function backgammonLegalIntents(table: BackgammonTable, seat: Seat): BackgammonIntent[] {
  const { spec, state } = table;
  const acting = seatsToAct(spec, state).includes(seat);
  if (unseenResult(state)) return acting ? betweenGames(table, seat) : [];
  if (!acting) {
    const levels = isSeat(seat) ? resignableLevels(state) : [];
    return levels.map((level) => ({ kind: 'resign', level }));
  }
  return [...moveIntents(state), ...actionsBesidePlays(currentGame(state)).flatMap(intentOf)];
}
