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

export function inProcessPresence(): Presence {
  const watchers = new Map<string, Set<string>>();
  const listeners = new Set<(table: string | undefined) => void>();
  const changed = (table: string) => {
    for (const listener of listeners) listener(table);
  };
  return {
    enter(table, connection) {
      let set = watchers.get(table);
      if (!set) {
        set = new Set();
        watchers.set(table, set);
      }
      if (set.has(connection)) return;
      set.add(connection);
      changed(table);
    },
    leave(table, connection) {
      const set = watchers.get(table);
      if (!set?.delete(connection)) return;
      if (set.size === 0) watchers.delete(table);
      changed(table);
    },
    spectators: async (table) => watchers.get(table)?.size ?? 0,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
