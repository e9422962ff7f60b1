// The codes a Shatra table refuses an intent with: the server sends them to clients as they are.
// A refusal never changes the table (it is immutable); the caller keeps the table it had.

export type ShatraRefusal =
  /** The spec cannot be played: an unreadable start position. */
  | 'bad-spec'
  /** An intent of another game, or no intent at all. */
  | 'unknown-intent'
  /** The game has ended: nothing more may be asked. */
  | 'game-over'
  /** This seat may not send this intent now (not its move, no offer made to it…). */
  | 'not-your-turn'
  /** A move that is not among the position's legal moves (or not in the notation). */
  | 'illegal-move';

export function refuse(
  error: ShatraRefusal,
  message: string,
): { readonly ok: false; readonly error: ShatraRefusal; readonly message: string } {
  return { ok: false, error, message };
}
