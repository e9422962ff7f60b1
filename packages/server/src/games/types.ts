// What the server knows of a game beyond the table: who sits where, who may find it.
import type { TableStatus } from '@ludus/protocol';
import type { ClockSpec, Seat } from '@ludus/session';

/** A user as a seat holder or a chat author. */
export interface Player {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
}

export type Seats = Readonly<Record<Seat, Player | null>>;

export type Visibility = 'open' | 'invite';

export interface GameInfo {
  readonly id: string;
  readonly visibility: Visibility;
  /** The result changes the players' ratings (registered players only: ratings/rules.ts). */
  readonly rated: boolean;
  readonly createdAt: string;
  /** The game's clock; null: none. */
  readonly clock: ClockSpec | null;
}

export type { TableStatus };
