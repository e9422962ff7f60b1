// A time source the test moves by hand (ServerOptions.time): `now` stands still until `advance`,
// which runs the timers that fall due on the way, each at its own moment, in order. Servers that
// share one (several processes in this test process) share one game time.
import type { TimeSource } from '../../src/time';

interface Timer {
  readonly at: number;
  readonly order: number;
  readonly run: () => void;
}

export class ManualTime implements TimeSource {
  private current: number;
  private timers: Timer[] = [];
  private made = 0;

  constructor(start = Date.now()) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  after(ms: number, run: () => void): () => void {
    this.made += 1;
    const timer = { at: this.current + Math.max(0, ms), order: this.made, run };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Moves the time on by `ms`, running each timer due by then at its moment. */
  advance(ms: number): void {
    const until = this.current + ms;
    for (;;) {
      const due = this.timers
        .filter((t) => t.at <= until)
        .sort((x, y) => x.at - y.at || x.order - y.order)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.current = Math.max(this.current, due.at);
      due.run();
    }
    this.current = until;
  }
}
