// The chat flood rule (lichess's): a player may not repeat either of their last two messages at
// a table, nor send a fifth message within 10 seconds. Per author and table, forgotten once the
// author has been quiet there for a while: a rule of thumb against floods, not a record. Kept in
// this process (ChatFlood), or in Redis with several processes (shared/redis/chat-flood.ts), so
// that sockets on several processes share one count.
export const FLOOD_WINDOW_MS = 10_000;
export const FLOOD_MESSAGES = 4;
export const FLOOD_REMEMBERED = 2;
/** An author quiet at a table for about this long is forgotten there. */
export const FLOOD_FORGET_MS = 60_000;
export const REPEATED = 'you just wrote that';
export const TOO_MANY = 'too many messages: wait a few seconds';

export interface ChatFloodGate {
  /** Why `text` is refused now, or undefined (and then it is counted). */
  check(author: string, table: string, text: string): Promise<string | undefined>;
  /** Forgets the authors quiet for a window (called now and then). */
  sweep(): void;
}

interface Recent {
  readonly texts: string[];
  readonly times: number[];
}

export class ChatFlood implements ChatFloodGate {
  private readonly recent = new Map<string, Recent>();

  constructor(private readonly now: () => number = Date.now) {}

  async check(author: string, table: string, text: string): Promise<string | undefined> {
    const key = `${author} ${table}`;
    const time = this.now();
    const recent = this.recent.get(key) ?? { texts: [], times: [] };
    const times = recent.times.filter((t) => time - t < FLOOD_WINDOW_MS);
    if (recent.texts.includes(text)) return REPEATED;
    if (times.length >= FLOOD_MESSAGES) return TOO_MANY;
    this.recent.set(key, {
      texts: [...recent.texts, text].slice(-FLOOD_REMEMBERED),
      times: [...times, time],
    });
    return undefined;
  }

  sweep(): void {
    const time = this.now();
    for (const [key, recent] of this.recent) {
      if (recent.times.every((t) => time - t >= FLOOD_WINDOW_MS)) this.recent.delete(key);
    }
  }
}
