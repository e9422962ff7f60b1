// Requests from one server process to another, each answered by its id: a follower forwards a
// player's intent or join to the process that owns the game (games/forward.ts). Only with
// several processes (Redis); in one process every game is owned here and nothing is forwarded.
export interface Inbox {
  /**
   * Sends `request` to process `to` and resolves with its answer, or with undefined when no
   * answer came within `ms`, or at once when no process by that id listens (it died).
   */
  ask(to: string, request: unknown, ms: number): Promise<unknown>;
  /** Answers the requests other processes send to this one. */
  serve(handler: (request: unknown) => Promise<unknown>): void;
}
