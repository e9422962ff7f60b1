// A seat's network lag, as the clock forgives it (session clock.ts: up to the seat's lag quota):
// half the round trip of the last ping of the player's socket, measured by the process that holds
// the socket. A follower forwards its measure with the intent (forward.ts); the owner takes it
// only through `boundedLag`, so that nothing another process (or a bug) sends is trusted beyond
// the cap.

/** Lag beyond this is not a network's: the quota caps what is forgiven anyway. */
export const MAX_LAG_MS = 5_000;

/** `lagMs` as the clock may use it: a number from 0 to MAX_LAG_MS; anything else counts 0. */
export function boundedLag(lagMs: unknown): number {
  if (typeof lagMs !== 'number' || !Number.isFinite(lagMs)) return 0;
  return Math.min(Math.max(0, lagMs), MAX_LAG_MS);
}
