// The pure parts of a backgammon/tryktrak table on the server as the page plays it: which seat
// acts from this page, from which side the board is seen, how the score board names the players, which
// event's sounds to make, and what a refusal says.
import type { TableStatus } from '@ludus/protocol';
import type { BackgammonIntent, Seat, TableEvent } from '@ludus/session';
import type { SeatNames } from '../online/table-client';
import type { Sent } from '../table/transport';
import type { Colour } from './rules';
import type { Names } from './TableParts';

/** A translation of the backgammon namespace (`t` of `useT('backgammon')`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The seat this page acts for now: the player's own, while the game is on and that seat is to
 * act (the opening roll: either seat may roll). A spectator acts in nothing.
 */
export function onlineSeatToAct(
  mine: Seat | null,
  toAct: readonly Seat[],
  status: TableStatus | null,
): Seat | null {
  return mine !== null && status === 'playing' && toAct.includes(mine) ? mine : null;
}

/** The board is seen from the player's own side; a spectator sees it from white's. */
export function ownSide(mine: Seat | null): Colour {
  return mine ?? 'white';
}

/** The players as the score board labels them: colour, name, and which one is this player. */
export function seatLabelsOf(seats: SeatNames | null, mine: Seat | null, t: Translate): Names {
  const label = (c: Colour) => {
    const name = seats?.[c] ?? null;
    const colour = t(`colour.${c}`);
    if (name === null) return t('online.freeSeat', { colour });
    return t(c === mine ? 'online.seatedYou' : 'online.seated', { colour, name });
  };
  return { white: label('white'), black: label('black') };
}

/**
 * The intent whose sounds to make when the table went from event `from` to event `to`: the last
 * of the events received in between (none when the page caught up without seeing them).
 */
export function intentBetween(
  events: readonly TableEvent[],
  from: number,
  to: number,
): BackgammonIntent | undefined {
  const seen = events.filter((event) => event.seq > from && event.seq <= to);
  return seen.at(-1)?.intent as BackgammonIntent | undefined;
}

/**
 * What a refused intent says, or null. A `stale` one says nothing: the table moved on (the other
 * player rolled first at the opening, say), and its fresh view is already on the way.
 */
export function refusalText(sent: Sent, t: Translate): string | null {
  if (sent.ok || sent.error === 'stale') return null;
  return t('messages.refused', { reason: sent.message });
}
