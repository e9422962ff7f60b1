// The seats' presence as a game's owner knows it: read from the shared presence
// (shared/presence.ts: any socket of a seat's player at the table, in any process) whenever a
// seat's player comes or goes anywhere, when the owner starts, and before a claim is judged.
// Reads never overlap, and a change heard during a read is read again after it, so that the last
// read always follows the last change. A read the store does not answer in time changes nothing.
import type { SeatsPresent } from '../shared/presence';
import { within } from '../time';

/** How long a read may take before it is given up (Redis away). */
const READ_MS = 2_000;

export class Attendance {
  private reading: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly read: () => Promise<SeatsPresent>,
    private readonly apply: (present: SeatsPresent) => void,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Reads the seats' presence anew; settles once a read begun after this call has applied. */
  refresh(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = this.readUntilQuiet().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** No more reads (the game stopped here: a closing server, a lost lease). */
  stop(): void {
    this.stopped = true;
  }

  private async readUntilQuiet(): Promise<void> {
    do {
      this.again = false;
      const present = await within(this.read(), READ_MS).catch((error) => {
        if (!this.stopped) this.log('presence: the seats could not be read', error);
        return null;
      });
      if (present && !this.stopped) this.apply(present);
    } while (this.again && !this.stopped);
  }
}
