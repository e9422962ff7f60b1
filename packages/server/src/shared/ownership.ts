// Which process owns (runs the actor of) a game: exactly one may, or two queues would each
// accept an intent for the same seq. In one process every claim succeeds; with several, a lease
// in a shared store (Redis SET NX with expiry) decides, and the others forward intents to it.
export interface Ownership {
  /** True when this process now owns `table` (or already did). */
  claim(table: string): Promise<boolean>;
  release(table: string): Promise<void>;
  /** Called with a table whose lease was found lost (expired, or taken by another process). */
  onLost(listener: (table: string) => void): void;
}

export function inProcessOwnership(): Ownership {
  const owned = new Set<string>();
  return {
    claim: async (table) => {
      owned.add(table);
      return true;
    },
    release: async (table) => {
      owned.delete(table);
    },
    // Nothing to lose in one process.
    onLost: () => undefined,
  };
}
