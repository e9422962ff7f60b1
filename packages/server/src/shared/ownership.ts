// Which process owns (runs the actor of) a game: exactly one may, or two queues would each
// accept an intent for the same seq. In one process every claim succeeds; with several, a lease
// in a shared store (Redis SET NX with expiry) decides, and the others forward intents to it.
export interface Ownership {
  /** This process's id: the holder named in its leases. */
  readonly process: string;
  /** How long a lease outlives its last renewal. */
  readonly ttlMs: number;
  /** True when this process now owns `table` (or already did). */
  claim(table: string): Promise<boolean>;
  release(table: string): Promise<void>;
  /** Called with a table whose lease was found lost (expired, or taken by another process). */
  onLost(listener: (table: string) => void): void;
  /**
   * True while this process may still write `table`: it holds the lease and its last renewal
   * that the store confirmed is recent enough that the lease cannot have expired yet. Checked
   * before every write, so that a process cut off from the store stops before another can
   * claim the game.
   */
  holds(table: string): boolean;
  /** Who holds each table's lease now (a process id), or undefined for a free one. */
  holders(tables: readonly string[]): Promise<Array<string | undefined>>;
}

export function inProcessOwnership(): Ownership {
  const owned = new Set<string>();
  return {
    process: 'local',
    ttlMs: Number.POSITIVE_INFINITY,
    claim: async (table) => {
      owned.add(table);
      return true;
    },
    release: async (table) => {
      owned.delete(table);
    },
    // Nothing to lose in one process.
    onLost: () => undefined,
    holds: () => true,
    holders: async (tables) => tables.map((table) => (owned.has(table) ? 'local' : undefined)),
  };
}
