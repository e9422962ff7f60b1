// A socket's message credits: `limit` messages per window of `windowMs`, counted on arrival
// (before any work), so that a flood costs the server a counter and then a closed socket.
export class Credits {
  private used = 0;
  private windowEnds: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windowEnds = now() + windowMs;
  }

  /** Takes one credit; false when none is left in this window. */
  take(): boolean {
    const time = this.now();
    if (time >= this.windowEnds) {
      this.used = 0;
      this.windowEnds = time + this.windowMs;
    }
    this.used += 1;
    return this.used <= this.limit;
  }
}
