// The log that replays a finished or running match at a table: for an imported record (.mat),
// whose dice become the table's first dice, and for a save of the web app's first format (its
// rules actions), turned into intents. Each game's events carry the colour that acted, which is
// the seat that sends the intent.
import type { Die, GameEvent, MatchState } from '@ludus/backgammon';
import type { BackgammonIntent, LogEntry, Seat } from '../types';
import { stepsOf } from './legal';

export interface MatchScript {
  readonly log: readonly LogEntry<BackgammonIntent>[];
  /** The dice the log draws, in order (opening rolls with their ties, then each roll). */
  readonly dice: readonly Die[];
}

interface GameScript {
  log: LogEntry<BackgammonIntent>[];
  dice: Die[];
  /** The opening roll's ties are one `roll` intent: the rules roll again by themselves. */
  inOpening: boolean;
  /** With opening dice, the first play uses the opening roll: no `roll` before it. */
  openingPlayPending: boolean;
}

function entry(seat: Seat, intent: BackgammonIntent): LogEntry<BackgammonIntent> {
  return { seat, intent };
}

function addEvent(script: GameScript, event: GameEvent, openingDice: boolean): void {
  if (event.kind !== 'opening-roll') script.inOpening = false;
  switch (event.kind) {
    case 'opening-roll':
      if (!script.inOpening) script.log.push(entry('white', { kind: 'roll' }));
      script.dice.push(event.white, event.black);
      script.inOpening = true;
      script.openingPlayPending = openingDice && event.white !== event.black;
      return;
    case 'move':
      if (!script.openingPlayPending) {
        script.log.push(entry(event.colour, { kind: 'roll' }));
        script.dice.push(event.dice[0], event.dice[1]);
      }
      script.openingPlayPending = false;
      // A play with no steps is a turn lost: the rules passed it when the dice were rolled.
      if (event.play.steps.length > 0) {
        script.log.push(entry(event.colour, { kind: 'move', steps: stepsOf(event.play) }));
      }
      return;
    case 'resign':
      script.log.push(entry(event.colour, { kind: 'resign', level: event.level }));
      return;
    case 'accept':
      script.log.push(entry(event.colour, { kind: 'accept-resignation' }));
      return;
    case 'reject':
      script.log.push(entry(event.colour, { kind: 'reject-resignation' }));
      return;
    case 'double':
    case 'take':
    case 'pass':
    case 'beaver':
      script.log.push(entry(event.colour, { kind: event.kind }));
      return;
  }
}

/**
 * The intents (and dice) that replay `match` at a table of the same rules, with a `next-game` by
 * `acknowledger` after each of the first `acknowledged` finished games (a match's last game,
 * once the match is decided, is never acknowledged at a table: nothing follows it).
 */
export function matchScript(
  match: MatchState,
  acknowledger: Seat,
  acknowledged: number,
): MatchScript {
  const games = [...match.previous, match.current];
  const openingDice = match.rules.opening === 'opening-dice';
  const log: LogEntry<BackgammonIntent>[] = [];
  const dice: Die[] = [];
  games.forEach((game, index) => {
    if (index > 0 && index <= acknowledged) log.push(entry(acknowledger, { kind: 'next-game' }));
    const script: GameScript = { log, dice, inOpening: false, openingPlayPending: false };
    for (const event of game.state.history) addEvent(script, event, openingDice);
  });
  return { log, dice };
}
