// Who watches which table without a seat there (the lobby's spectator counts). With several
// processes each socket's process reports here, and the counts are summed in the shared store.
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
}

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

export function inProcessPresence(): Presence {
  const watchers = new LocalWatchers();
  const listeners = new Set<(table: string | undefined) => void>();
  const changed = (table: string) => {
    for (const listener of listeners) listener(table);
  };
  return {
    enter(table, connection) {
      if (watchers.enter(table, connection)) changed(table);
    },
    leave(table, connection) {
      if (watchers.leave(table, connection)) changed(table);
    },
    spectators: async (table) => watchers.count(table),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
