// The chat flood rule (lichess's): a player may not repeat either of their last two messages at
// a table, nor send a fifth message within 10 seconds. Per author and table, in memory: a rule
// of thumb against floods, not a record.
export const FLOOD_WINDOW_MS = 10_000;
export const FLOOD_MESSAGES = 4;
const REMEMBERED = 2;

interface Recent {
  readonly texts: string[];
  readonly times: number[];
}

export class ChatFlood {
  private readonly recent = new Map<string, Recent>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Why `text` is refused now, or undefined (and then it is counted). */
  check(author: string, table: string, text: string): string | undefined {
    const key = `${author} ${table}`;
    const time = this.now();
    const recent = this.recent.get(key) ?? { texts: [], times: [] };
    const times = recent.times.filter((t) => time - t < FLOOD_WINDOW_MS);
    if (recent.texts.includes(text)) return 'you just wrote that';
    if (times.length >= FLOOD_MESSAGES) return 'too many messages: wait a few seconds';
    this.recent.set(key, {
      texts: [...recent.texts, text].slice(-REMEMBERED),
      times: [...times, time],
    });
    return undefined;
  }

  /** Forgets the authors quiet for a window (called now and then). */
  sweep(): void {
    const time = this.now();
    for (const [key, recent] of this.recent) {
      if (recent.times.every((t) => time - t >= FLOOD_WINDOW_MS)) this.recent.delete(key);
    }
  }
}
