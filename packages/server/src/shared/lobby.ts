// The lobby's list: the open and ongoing tables anyone may find (invite-only tables are never
// here). The table's process writes its entry when its seats or status change; every process
// reads the whole list for its lobby subscribers.
import type { SeatNames, TableStatus } from './types';

export interface LobbyEntry {
  readonly table: string;
  readonly game: 'backgammon' | 'tryktrak' | 'shatra';
  readonly matchLength: number;
  readonly seats: SeatNames;
  readonly status: TableStatus;
  readonly createdAt: string;
}

export interface LobbyDirectory {
  put(entry: LobbyEntry): void;
  remove(table: string): void;
  /** Newest first. Asynchronous: with several processes the list is read from the shared store. */
  list(): Promise<readonly LobbyEntry[]>;
  onChange(listener: () => void): () => void;
}

export function inProcessLobby(): LobbyDirectory {
  const entries = new Map<string, LobbyEntry>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    put(entry) {
      entries.set(entry.table, entry);
      changed();
    },
    remove(table) {
      if (entries.delete(table)) changed();
    },
    list: async () => newestFirst([...entries.values()]),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function newestFirst(entries: LobbyEntry[]): LobbyEntry[] {
  return entries.sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
}
