// The vocabulary the shared interfaces speak: the protocol's and the session's types.
export type { LobbyTable, TableStatus } from '@ludus/protocol';
export type { ClockState, Seat, TableEvent, TableView, Viewer } from '@ludus/session';

export type ChatChannel = 'players' | 'spectators';

/** Who sits in each seat, by name; null = free. */
export interface SeatNames {
  readonly white: string | null;
  readonly black: string | null;
}
