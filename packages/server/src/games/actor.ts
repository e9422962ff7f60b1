// One game as an actor: its table, its seats and one serial queue. Every change (an intent, a
// seat taken, a flag, a claim) runs in the queue: checked, written durably, and only then made
// current and broadcast, so that an event any client has seen survives a crash (PROTOCOL.md,
// "Ordering"). Its timekeeper (timekeeper.ts) holds the clock and the seats' presence, which the
// owner reads from the presence every process shares (attendance.ts).
import type { ErrorCode } from '@ludus/protocol';
import {
  abortable,
  type ClockState,
  clockSeat,
  type Intent,
  SEATS,
  type Seat,
  seqOf,
  type Table,
  type TableView,
  type Viewer,
  view,
} from '@ludus/session';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ratedJoinRefusal } from '../ratings/rules';
import type { Bus, TableBroadcast } from '../shared/bus';
import type { SeatsPresent } from '../shared/presence';
import type { TimeSource } from '../time';
import { Attendance } from './attendance';
import { applyDrawing, type Drawn, forgetUnsaved, gameDiceOf } from './dice';
import { followEvents } from './follow';
import type { GroupCommit } from './group-commit';
import { resultOf, statusOf } from './outcome';
import { SerialQueue } from './queue';
import { writeSeats } from './store';
import type { Timekeeper, TimeNow } from './timekeeper';
import type { GameInfo, Player, Seats, TableStatus } from './types';

export interface ActorDeps {
  readonly db: Kysely<Database>;
  /** Where accepted events are written (several games' in one commit). */
  readonly events: GroupCommit;
  readonly bus: Bus<TableBroadcast>;
  /** Seats or status changed (the lobby lists it anew). */
  readonly changed: (actor: GameActor) => void;
  /** The game's time: its clocks, flags and abandonment grace (time.ts). */
  readonly time: TimeSource;
  /** Whether each seat's player has a socket at the table, in any process. */
  readonly seated: (table: string) => Promise<SeatsPresent>;
  readonly log: (message: string, error?: unknown) => void;
  /** With several processes: where a follower sends the changes only the owner may make. */
  readonly owner?: OwnerLink;
  /** With several processes: whether this process still surely holds the game's lease. */
  readonly leaseHeld?: (table: string) => boolean;
  /** A write failed: this actor's table may be behind the database (the registry drops it). */
  readonly failed?: (actor: GameActor) => void;
  /** The game ended with this process's write (the server's analysis queues it). */
  readonly finished?: (table: string) => void;
}

/** The way to a game's owner in another process (games/forward.ts). */
export interface OwnerLink {
  intent(
    table: string,
    userId: string,
    seq: number,
    intent: Intent,
    nonce?: string,
    lagMs?: number,
  ): Promise<Outcome<number>>;
  join(table: string, player: Player, wanted?: Seat, clientSeed?: string): Promise<Outcome<Seat>>;
  claim(table: string, userId: string): Promise<Outcome<number>>;
  /** The owner's clock and away seats now; undefined when no owner answers soon. */
  time(table: string): Promise<TimeNow | undefined>;
}

export type Refusal = {
  readonly ok: false;
  readonly error: ErrorCode;
  readonly message: string;
  /** A stale intent's answer: the table as the seat should have seen it. */
  readonly view?: TableView;
};

export type Outcome<T> = { readonly ok: true; readonly value: T } | Refusal;

const refuse = (error: ErrorCode, message: string, extra: { view?: TableView } = {}): Refusal => ({
  ok: false,
  error,
  message: message.slice(0, 200),
  ...extra,
});

export const tableTopic = (id: string) => `table:${id}`;

/**
 * An owner runs the game: its queue decides intents and seats, writes them and broadcasts them.
 * A follower shows a game another process owns (with Redis, several processes): it keeps its
 * table from the owner's broadcasts and refuses changes, which only the owner may make.
 */
export type ActorRole = 'owner' | 'follower';

/**
 * A follower's fresh table, seats and clock (as stored with the last event) from the database,
 * or undefined when it has none.
 */
export type Reload = () => Promise<
  { readonly table: Table; readonly seats: Seats; readonly clock: ClockState | null } | undefined
>;

const FOLLOWER_REFUSAL =
  'this table is run by another server process: reconnect, and try again in a few seconds';

const LEASE_REFUSAL =
  'this server cannot confirm with the shared store (Redis) that it still runs this table: nothing was applied; try again in a few seconds';

const other = (seat: Seat): Seat => (seat === 'white' ? 'black' : 'white');

/** What a flag does: a loss on time, or an abort while the game has not really begun. */
const flagIntent = (table: Table): Intent =>
  abortable(table) ? { kind: 'abort' } : { kind: 'forfeit', reason: 'time' };

export class GameActor {
  private readonly queue = new SerialQueue();
  private readonly attendance = new Attendance(
    () => this.deps.seated(this.info.id),
    (present) => this.marked(present),
    (message, error) => this.deps.log(`game ${this.info.id}: ${message}`, error),
  );

  constructor(
    private readonly deps: ActorDeps,
    readonly info: GameInfo,
    private table: Table,
    private seats: Seats,
    readonly time: Timekeeper,
    private currentRole: ActorRole = 'owner',
  ) {
    if (this.currentRole === 'owner') {
      this.armFlag();
      // Its players may be at the table already, on this process or another.
      void this.attendance.refresh();
    }
  }

  get role(): ActorRole {
    return this.currentRole;
  }

  /**
   * The lease was lost: this process no longer runs the game. Intents already queued are
   * refused; the registry forgets the actor, and the next request loads the game anew.
   */
  demote(): void {
    this.currentRole = 'follower';
    this.time.stopFlag();
    this.attendance.stop();
  }

  /** Stops the flag's timer and the presence reads (a closing server: a restart takes over). */
  stop(): void {
    this.time.stopFlag();
    this.attendance.stop();
  }

  /** What `viewer` sees now, with the clock as it stands. */
  viewOf(viewer: Viewer): TableView {
    return this.withClock(view(this.table, viewer));
  }

  get current(): { readonly table: Table; readonly seats: Seats; readonly status: TableStatus } {
    return { table: this.table, seats: this.seats, status: statusOf(this.table, this.seats) };
  }

  /** The seat `userId` holds here, if any (a player holds at most one). */
  seatOf(userId: string | undefined): Seat | undefined {
    return userId === undefined ? undefined : SEATS.find((s) => this.seats[s]?.id === userId);
  }

  /**
   * Applies `intent` for the seat `userId` holds, if `seq` is the table's last event; `nonce`
   * (the roller's) draws any roll of the verifiable dice, and is stored with the event. `lagMs`
   * is the seat's measured network lag (by the process that holds its socket), forgiven up to
   * its quota when its clock is charged.
   */
  intent(
    userId: string,
    seq: number,
    intent: Intent,
    nonce?: string,
    lagMs = 0,
  ): Promise<Outcome<number>> {
    const { owner } = this.deps;
    if (this.role === 'follower' && owner) {
      return owner.intent(this.info.id, userId, seq, intent, nonce, lagMs);
    }
    return this.queue.run(async () => {
      // Demoted while this waited: the game's new owner decides.
      if (this.role === 'follower') {
        return owner
          ? owner.intent(this.info.id, userId, seq, intent, nonce, lagMs)
          : refuse('internal', FOLLOWER_REFUSAL);
      }
      // First: with a lapsed lease the table itself may be behind (another may own it now).
      // Nothing is awaited from here to the write, so the check still holds when it starts.
      if (!this.leaseHeld()) return refuse('unavailable', LEASE_REFUSAL);
      const seat = this.seatOf(userId);
      if (!seat) return refuse('not-seated', 'you have no seat at this table');
      const { table } = this;
      const current = seqOf(table);
      if (seq !== current) {
        return refuse('stale', `the table is at event ${current}`, { view: this.viewOf(seat) });
      }
      if (intent.kind === 'forfeit') return refuse('illegal', 'only the server forfeits a seat');
      // The creator may abort a table nobody has joined yet.
      if (statusOf(table, this.seats) === 'open' && intent.kind !== 'abort') {
        return refuse('not-your-turn', 'waiting for an opponent to take the other seat');
      }
      const applied = applyDrawing(table, seat, intent, nonce);
      if (!applied.ok) {
        if (applied.error === 'needs-nonce') return refuse('bad-message', applied.message);
        const code = applied.error === 'not-your-turn' ? 'not-your-turn' : 'illegal';
        return refuse(code, `${applied.error}: ${applied.message}`);
      }
      const at = this.now();
      const clock = this.clockAfter(applied.value.table, seat, at.getTime(), lagMs);
      if (clock === 'flagged') {
        // The intent came too late: its rolls, if it drew any, are not kept.
        forgetUnsaved(table);
        const flagged = this.time.clock?.state.running as Seat;
        await this.commit(flagged, flagIntent(table), at);
        return refuse('illegal', 'your time ran out before this intent came');
      }
      return this.commit(seat, intent, at, { drawn: applied, clock });
    });
  }

  /** The clock after a decision of `seat` that made `next`; 'flagged' when it came too late. */
  private clockAfter(next: Table, seat: Seat, at: number, lagMs: number) {
    const running = statusOf(next, this.seats) === 'playing' ? clockSeat(next) : null;
    return this.time.passed({ at, by: seat, lagMs, next: running });
  }

  /**
   * Writes the event of `intent` (already applied, or applied here), then makes it current and
   * broadcasts it. A refusal here (a forfeit of a table over) is reported, the table untouched.
   */
  private async commit(
    seat: Seat,
    intent: Intent,
    at: Date,
    done?: { readonly drawn: Drawn & { ok: true }; readonly clock: ClockState | null },
  ): Promise<Outcome<number>> {
    const { table } = this;
    // A server's own intent (a flag, a claim, an abort) draws no dice: no nonce is needed.
    const drawn = done?.drawn ?? applyDrawing(table, seat, intent, undefined);
    if (!drawn.ok) return refuse('illegal', `${drawn.error}: ${drawn.message}`);
    const { table: next, events } = drawn.value;
    const clock = done ? done.clock : this.time.stopped(seat, at.getTime(), clockSeat(next));
    // Checked again just before the write: a flag or claim waits in the queue like an intent.
    if (!this.leaseHeld()) {
      forgetUnsaved(table);
      return refuse('unavailable', LEASE_REFUSAL);
    }
    try {
      // The end of a game is rated in this same transaction (store.ts, ratings/update.ts).
      await this.deps.events.append(this.info.id, {
        fromSeq: seqOf(table),
        events,
        status: statusOf(next, this.seats),
        result: resultOf(next),
        at: at.toISOString(),
        clock,
        nonce: drawn.nonce,
      });
    } catch (error) {
      forgetUnsaved(table);
      this.deps.log(`game ${this.info.id}: the event was not written`, error);
      this.deps.failed?.(this);
      return refuse('internal', 'the intent could not be saved; it was not applied');
    }
    this.table = next;
    if (this.time.clock && clock) this.time.clock = { spec: this.time.clock.spec, state: clock };
    this.armFlag();
    const views = this.viewsOf(next);
    const { nonce } = drawn;
    this.deps.bus.publish(tableTopic(this.info.id), {
      kind: 'events',
      events,
      views,
      // The followers' clocks: a watcher there sees the clock as here.
      clock: this.time.clock?.state ?? null,
      ...(nonce === null ? {} : { nonce }),
    });
    const status = statusOf(next, this.seats);
    if (status !== statusOf(table, this.seats)) {
      this.announceSeats();
      if (status === 'finished') this.deps.finished?.(this.info.id);
    }
    return { ok: true, value: seqOf(next) };
  }

  /** The flag's timer fired: the running seat loses on time, unless it acted meanwhile. */
  private flag(): Promise<void> {
    return this.queue.run(async () => {
      if (this.role !== 'owner' || statusOf(this.table, this.seats) !== 'playing') return;
      const now = this.now();
      const flagged = this.time.flagged(now.getTime());
      if (flagged === null) {
        this.armFlag();
        return;
      }
      await this.commit(flagged, flagIntent(this.table), now);
    });
  }

  private armFlag(): void {
    if (this.role !== 'owner' || statusOf(this.table, this.seats) !== 'playing') {
      this.time.stopFlag();
      return;
    }
    this.time.arm(this.deps.time.now(), () => void this.flag());
  }

  /**
   * The player of `userId` claims the win: its opponent has been away (no socket at the table,
   * in any process) for the grace period, and the game is past the abort window (before it,
   * abort instead). A follower forwards the claim to the owner, which alone judges it.
   */
  async claim(userId: string): Promise<Outcome<number>> {
    const { owner } = this.deps;
    if (this.role === 'follower' && owner) return owner.claim(this.info.id, userId);
    // Judged on a fresh read: a presence change whose announcement was lost is no loss.
    await this.attendance.refresh();
    return this.queue.run(async () => {
      if (this.role === 'follower') {
        return owner ? owner.claim(this.info.id, userId) : refuse('internal', FOLLOWER_REFUSAL);
      }
      const seat = this.seatOf(userId);
      if (!seat) return refuse('not-seated', 'you have no seat at this table');
      if (statusOf(this.table, this.seats) !== 'playing') {
        return refuse('forbidden', 'only a game being played may be claimed');
      }
      if (abortable(this.table)) return refuse('forbidden', 'the game has not begun: abort it');
      const now = this.now();
      const away = this.time.away(SEATS).find((a) => a.seat === other(seat));
      if (!away) return refuse('forbidden', 'your opponent is at the table');
      if (away.claimAt > now.getTime()) {
        const seconds = Math.ceil((away.claimAt - now.getTime()) / 1000);
        return refuse('forbidden', `your opponent may come back: wait ${seconds} s more`);
      }
      return this.commit(away.seat, { kind: 'forfeit', reason: 'abandoned' }, now);
    });
  }

  /** A seat's player came or went, in some process: the owner reads the seats anew. */
  seatsChanged(): Promise<void> {
    return this.role === 'owner' ? this.attendance.refresh() : Promise.resolve();
  }

  private marked(present: SeatsPresent): void {
    if (this.role !== 'owner') return;
    const now = this.deps.time.now();
    const changed = SEATS.map((seat) => this.time.mark(seat, present[seat], now));
    if (changed.includes(true)) this.announcePresence();
  }

  /**
   * The seats held whose players are away now, with the time their opponents may claim (a
   * follower's: as the owner said last).
   */
  away() {
    if (statusOf(this.table, this.seats) === 'finished') return [];
    if (this.role === 'follower') return [...this.time.awayHeard];
    return this.time.away(SEATS.filter((seat) => this.seats[seat] !== null));
  }

  /** The owner's clock and away seats now, for a follower that asks (forward.ts). */
  timeNow(): TimeNow {
    const clock = this.time.clock?.state ?? null;
    return { seq: seqOf(this.table), clock, away: this.away() };
  }

  /**
   * A follower asks the owner for its clock and away seats, after what is queued (what it heard
   * meanwhile comes after), so that its watchers see them before the owner's next broadcast.
   */
  synced(): Promise<void> {
    return this.queue.run(async () => {
      const heard = this.role === 'follower' && (await this.deps.owner?.time(this.info.id));
      if (heard) this.time.heard(heard);
    });
  }

  private announcePresence(): void {
    this.deps.bus.publish(tableTopic(this.info.id), { kind: 'presence', away: this.away() });
  }

  private withClock(shown: TableView): TableView {
    const clock = this.time.reading(this.deps.time.now());
    return clock ? { ...shown, clock } : shown;
  }

  /**
   * Each viewer's view of `table` with the clock as it stands now, each made when first read and
   * kept: a seat's legal intents cost the rules' move generation, and a table nobody watches as a
   * spectator (most) needs no spectator's view. Made from `table` and this one clock reading,
   * whenever read. Getters, enumerable as plain fields: the Redis bus's JSON writes all three.
   */
  private viewsOf(table: Table): Readonly<Record<Viewer, TableView>> {
    const clock = this.time.reading(this.deps.time.now());
    const made: Partial<Record<Viewer, TableView>> = {};
    const of = (viewer: Viewer): TableView => {
      made[viewer] ??= clock ? { ...view(table, viewer), clock } : view(table, viewer);
      return made[viewer];
    };
    return {
      get white() {
        return of('white');
      },
      get black() {
        return of('black');
      },
      get spectator() {
        return of('spectator');
      },
    };
  }

  /**
   * Seats `player` at `wanted` (or the free seat); a player may hold one seat of a table, and
   * asking again for it (or for any seat) is answered with it. At a table with verifiable dice
   * the player's `clientSeed` is required, and saved with the seat.
   */
  join(player: Player, wanted?: Seat, clientSeed?: string): Promise<Outcome<Seat>> {
    const { owner } = this.deps;
    if (this.role === 'follower' && owner) {
      return owner.join(this.info.id, player, wanted, clientSeed);
    }
    return this.queue.run(async () => {
      if (this.role === 'follower') {
        return owner
          ? owner.join(this.info.id, player, wanted, clientSeed)
          : refuse('internal', FOLLOWER_REFUSAL);
      }
      if (!this.leaseHeld()) return refuse('unavailable', LEASE_REFUSAL);
      const held = this.seatOf(player.id);
      // A join sent again (a client that lost the answer and reconnected) gets the first answer:
      // the seat it holds, nothing written (the first seed stands). The other seat is refused.
      if (held) {
        return wanted === undefined || wanted === held
          ? { ok: true, value: held }
          : refuse('forbidden', `you already hold the ${held} seat here`);
      }
      const unrated = ratedJoinRefusal(this.info.rated, player);
      if (unrated) return refuse('registered-only', unrated);
      if (statusOf(this.table, this.seats) === 'finished') {
        return refuse('seat-taken', 'the game is over');
      }
      const seat = wanted ?? SEATS.find((s) => this.seats[s] === null);
      if (!seat || this.seats[seat] !== null) return refuse('seat-taken', 'no free seat');
      const dice = gameDiceOf(this.table);
      if (dice && clientSeed === undefined) {
        return refuse('bad-message', 'clientSeed: the dice need your seed to take a seat');
      }
      const seed = dice && clientSeed !== undefined ? { seat, seed: clientSeed } : undefined;
      const seats: Seats = { ...this.seats, [seat]: player };
      try {
        const at = this.now().toISOString();
        await writeSeats(this.deps.db, this.info.id, seats, statusOf(this.table, seats), at, seed);
      } catch (error) {
        this.deps.log(`game ${this.info.id}: the seat was not written`, error);
        this.deps.failed?.(this);
        return refuse('internal', 'the seat could not be saved');
      }
      if (seed) dice?.setClientSeed(seed.seat, seed.seed);
      this.seats = seats;
      this.announceSeats();
      this.armFlag();
      return { ok: true, value: seat };
    });
  }

  /**
   * A follower's update from its owner's broadcast: events applied in order (with the owner's
   * clock after them), else reloaded; the owner's away seats kept for this process's watchers.
   */
  follow(broadcast: TableBroadcast, reload: Reload): Promise<void> {
    return this.queue.run(async () => {
      if (broadcast.kind === 'chat') return;
      if (broadcast.kind === 'presence') {
        this.time.heard({ away: broadcast.away });
        return;
      }
      const next =
        broadcast.kind === 'events' &&
        followEvents(this.table, broadcast.events, broadcast.nonce ?? undefined);
      if (next) {
        this.table = next;
        // The clock after the broadcast's last event (older than the table when those events
        // were read from the database already: then it is not taken).
        const seq = broadcast.events.at(-1)?.seq;
        this.time.heard({ ...(seq === undefined ? {} : { seq }), clock: broadcast.clock ?? null });
        return;
      }
      // New seats (a player's guest flag is not broadcast), or events that did not follow on.
      await this.reloadNow(reload);
    });
  }

  /** A follower's table and seats read anew, after what is queued (a join made by the owner). */
  reloaded(reload: Reload): Promise<void> {
    return this.queue.run(() => this.reloadNow(reload));
  }

  private async reloadNow(reload: Reload): Promise<void> {
    const fresh = await reload();
    if (!fresh) return;
    ({ table: this.table, seats: this.seats } = fresh);
    this.time.heard({ seq: seqOf(fresh.table), clock: fresh.clock });
  }

  private now(): Date {
    return new Date(this.deps.time.now());
  }

  /** Checked just before a write: with Redis, the lease must still surely be this process's. */
  private leaseHeld(): boolean {
    return this.deps.leaseHeld?.(this.info.id) ?? true;
  }

  /** Settles when every change queued so far has (a clean shutdown waits for it). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  private announceSeats(): void {
    const { seats, status } = this.current;
    this.deps.bus.publish(tableTopic(this.info.id), {
      kind: 'seats',
      seats: { white: seats.white?.name ?? null, black: seats.black?.name ?? null },
      users: { white: seats.white?.id ?? null, black: seats.black?.id ?? null },
      status,
    });
    this.deps.changed(this);
  }
}
