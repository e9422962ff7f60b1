// Who watches which table: without a seat there (the lobby's spectator counts), and with one (a
// seat's player is present while any socket of it watches the table, in any process: the game's
// owner decides abandonment from that, games/actor.ts). With several processes each socket's
// process reports here, and the counts are summed in the shared store.
import type { Seat } from './types';

/** Whether each seat's player has a socket at the table. */
export type SeatsPresent = Readonly<Record<Seat, boolean>>;

export interface Presence {
  enter(table: string, connection: string): void;
  leave(table: string, connection: string): void;
  /** Asynchronous: with several processes the count is summed in the shared store. */
  spectators(table: string): Promise<number>;
  /**
   * Called with the table whose count changed, or with undefined when many may have (a process
   * gone); returns the unsubscribe function.
   */
  onChange(listener: (table: string | undefined) => void): () => void;
  /** A socket of the player holding `seat` watches the table. */
  seatEnter(table: string, seat: Seat, connection: string): void;
  seatLeave(table: string, seat: Seat, connection: string): void;
  /** Whether each seat's player has a socket at the table, in any process. */
  seated(table: string): Promise<SeatsPresent>;
  /**
   * Called with the table where a seat's player came or went, or with undefined when many may
   * have (a process gone); returns the unsubscribe function.
   */
  onSeatChange(listener: (table: string | undefined) => void): () => void;
}

/** A seat's key among the watchers (table ids have no `@`: protocol bounds). */
export const seatKey = (table: string, seat: Seat) => `${table}@${seat}`;

/**
 * This process's watching sockets per table: `enter` and `leave` say whether the count changed
 * (a socket entering twice, or leaving a table it never watched, changes nothing).
 */
export class LocalWatchers {
  readonly tables = new Map<string, Set<string>>();

  enter(table: string, connection: string): boolean {
    let set = this.tables.get(table);
    if (!set) {
      set = new Set();
      this.tables.set(table, set);
    }
    if (set.has(connection)) return false;
    set.add(connection);
    return true;
  }

  leave(table: string, connection: string): boolean {
    const set = this.tables.get(table);
    if (!set?.delete(connection)) return false;
    if (set.size === 0) this.tables.delete(table);
    return true;
  }

  count(table: string): number {
    return this.tables.get(table)?.size ?? 0;
  }
}

type Listeners = Set<(table: string | undefined) => void>;

function listen(listeners: Listeners, listener: (table: string | undefined) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function inProcessPresence(): Presence {
  const watchers = new LocalWatchers();
  const seats = new LocalWatchers();
  const listeners: Listeners = new Set();
  const seatListeners: Listeners = new Set();
  const changed = (table: string, to: Listeners = listeners) => {
    for (const listener of to) listener(table);
  };
  return {
    enter(table, connection) {
      if (watchers.enter(table, connection)) changed(table);
    },
    leave(table, connection) {
      if (watchers.leave(table, connection)) changed(table);
    },
    spectators: async (table) => watchers.count(table),
    onChange: (listener) => listen(listeners, listener),
    seatEnter(table, seat, connection) {
      if (seats.enter(seatKey(table, seat), connection)) changed(table, seatListeners);
    },
    seatLeave(table, seat, connection) {
      if (seats.leave(seatKey(table, seat), connection)) changed(table, seatListeners);
    },
    seated: async (table) => ({
      white: seats.count(seatKey(table, 'white')) > 0,
      black: seats.count(seatKey(table, 'black')) > 0,
    }),
    onSeatChange: (listener) => listen(seatListeners, listener),
  };
}
