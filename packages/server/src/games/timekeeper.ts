// A game's time in the server: its clock (session clock.ts) with the timer that flags the
// running seat, and its seat holders' presence (a seat whose sockets are all gone is away; after
// the grace period its opponent may claim the win). The actor (actor.ts) owns the queue and the
// log; this keeps the state and the timers, and says when something is due.
import {
  type ClockReading,
  type ClockSpec,
  type ClockState,
  flagGrace,
  flagTime,
  readClock,
  SEATS,
  type Seat,
} from '@ludus/session';

/** The default grace after a seat's last socket has gone (issue 20: 40 s). */
export const DEFAULT_ABANDON_GRACE_MS = 40_000;

export interface Clock {
  readonly spec: ClockSpec;
  readonly state: ClockState;
}

/** A seat away from its table: since when, and when its opponent may claim. */
export interface AwaySeat {
  readonly seat: Seat;
  readonly claimAt: number;
}

export class Timekeeper {
  private flagTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly sockets: Record<Seat, Set<string>> = { white: new Set(), black: new Set() };
  /** When each seat's last socket left; a seat nobody has come to yet is away since `start`. */
  private readonly awaySince: Record<Seat, number | null>;

  constructor(
    public clock: Clock | null,
    private readonly graceMs: number,
    start: number,
  ) {
    this.awaySince = { white: start, black: start };
  }

  reading(now: number): ClockReading | undefined {
    return this.clock ? readClock(this.clock.spec, this.clock.state, now) : undefined;
  }

  /** Arms the flag of the running seat, if any: `onDue` runs once its time and grace are out. */
  arm(now: number, onDue: () => void): void {
    this.stopFlag();
    if (!this.clock) return;
    const due = flagTime(this.clock.spec, this.clock.state);
    if (due === null) return;
    const wait = Math.max(0, due + flagGrace(this.clock.state) - now);
    this.flagTimer = setTimeout(onDue, wait);
    this.flagTimer.unref?.();
  }

  /** The seat whose time is out at `now` (grace included), if any. */
  flagged(now: number): Seat | null {
    if (!this.clock) return null;
    const due = flagTime(this.clock.spec, this.clock.state);
    if (due === null || now < due + flagGrace(this.clock.state)) return null;
    return this.clock.state.running;
  }

  stopFlag(): void {
    if (this.flagTimer) clearTimeout(this.flagTimer);
    this.flagTimer = undefined;
  }

  /** A socket of the seat's player watches the table; true when the seat was away. */
  enter(seat: Seat, socket: string): boolean {
    this.sockets[seat].add(socket);
    const wasAway = this.awaySince[seat] !== null;
    this.awaySince[seat] = null;
    return wasAway;
  }

  /** A socket of the seat's player stopped watching; true when that left the seat away. */
  leave(seat: Seat, socket: string, now: number): boolean {
    if (!this.sockets[seat].delete(socket) || this.sockets[seat].size > 0) return false;
    this.awaySince[seat] = now;
    return true;
  }

  /** The seats away now (of `held`, the seats that have a player). */
  away(held: readonly Seat[]): AwaySeat[] {
    return SEATS.flatMap((seat) => {
      const since = this.awaySince[seat];
      return since === null || !held.includes(seat)
        ? []
        : [{ seat, claimAt: since + this.graceMs }];
    });
  }
}
