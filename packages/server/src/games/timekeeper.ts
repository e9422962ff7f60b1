// A game's time in the server: its clock (session clock.ts) with the timer that flags the
// running seat, and its seat holders' presence (a seat whose player has no socket at the table in
// any process is away; after the grace period its opponent may claim the win). The actor
// (actor.ts) owns the queue and the log; this keeps the state and the timers, and says when
// something is due. Time is read from the server's time source (time.ts), never the wall clock.
// A follower's timekeeper runs no timer: it keeps the owner's clock and away seats as it heard them.
import {
  type ClockReading,
  type ClockSpec,
  type ClockState,
  type Decision,
  flagGrace,
  flagTime,
  passClock,
  readClock,
  SEATS,
  type Seat,
} from '@ludus/session';
import type { TimeSource } from '../time';

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

/** What a follower asks the owner (forward.ts): the clock and the away seats as they stand. */
export interface TimeNow {
  /** The table's seq when this was taken. */
  readonly seq: number;
  readonly clock: ClockState | null;
  readonly away: readonly AwaySeat[];
}

export class Timekeeper {
  private cancelFlag: (() => void) | undefined;
  /** When each seat's player was last seen leaving; a seat nobody came to is away since start. */
  private readonly awaySince: Record<Seat, number | null>;
  /** A follower's: the away seats as the owner last told them. */
  private heardAway: readonly AwaySeat[] = [];
  /** A follower's: the table's seq when its clock state was taken (a later one replaces it). */
  private clockSeq = -1;

  constructor(
    public clock: Clock | null,
    private readonly graceMs: number,
    private readonly time: TimeSource,
  ) {
    const start = time.now();
    this.awaySince = { white: start, black: start };
  }

  reading(now: number): ClockReading | undefined {
    return this.clock ? readClock(this.clock.spec, this.clock.state, now) : undefined;
  }

  /** The clock after an accepted decision; 'flagged' when it came too late; null: no clock. */
  passed(decision: Decision): ClockState | 'flagged' | null {
    if (!this.clock) return null;
    const passed = passClock(this.clock.spec, this.clock.state, decision);
    return passed.ok ? passed.state : 'flagged';
  }

  /**
   * The clock after an ending the server decided against `seat` (a flag, a claim) at `at`, with
   * `next` the seat the table then waits on: the running wait paid.
   */
  stopped(seat: Seat, at: number, next: Seat | null): ClockState | null {
    if (!this.clock) return null;
    const { state } = this.clock;
    const passed = passClock(this.clock.spec, state, { at, by: seat, lagMs: 0, next });
    if (passed.ok) return passed.state;
    // The flagged seat's time is spent: nothing of it is left.
    return { ...state, remaining: { ...state.remaining, [seat]: 0 }, running: null, since: at };
  }

  /** Arms the flag of the running seat, if any: `onDue` runs once its time and grace are out. */
  arm(now: number, onDue: () => void): void {
    this.stopFlag();
    if (!this.clock) return;
    const due = flagTime(this.clock.spec, this.clock.state);
    if (due === null) return;
    const wait = Math.max(0, due + flagGrace(this.clock.state) - now);
    this.cancelFlag = this.time.after(wait, onDue);
  }

  /** The seat whose time is out at `now` (grace included), if any. */
  flagged(now: number): Seat | null {
    if (!this.clock) return null;
    const due = flagTime(this.clock.spec, this.clock.state);
    if (due === null || now < due + flagGrace(this.clock.state)) return null;
    return this.clock.state.running;
  }

  stopFlag(): void {
    this.cancelFlag?.();
    this.cancelFlag = undefined;
  }

  /**
   * Whether the seat's player has a socket at the table now (shared presence); true when that
   * changed: a seat that leaves is away from `now`, one that comes back is not away.
   */
  mark(seat: Seat, present: boolean, now: number): boolean {
    const wasAway = this.awaySince[seat] !== null;
    if (present !== wasAway) return false;
    this.awaySince[seat] = present ? null : now;
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

  /** A follower's away seats: what the owner said last. */
  get awayHeard(): readonly AwaySeat[] {
    return this.heardAway;
  }

  /** A follower hears the owner's clock or away seats (a broadcast, or its answer). */
  heard(news: {
    readonly seq?: number;
    readonly clock?: ClockState | null;
    away?: readonly AwaySeat[];
  }): void {
    if (news.away) this.heardAway = news.away;
    const { seq, clock } = news;
    if (!this.clock || !clock || seq === undefined || seq < this.clockSeq) return;
    this.clock = { spec: this.clock.spec, state: clock };
    this.clockSeq = seq;
  }
}
