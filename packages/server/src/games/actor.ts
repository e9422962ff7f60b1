// One game as an actor: its table, its seats and one serial queue. Every change (an intent, a
// seat taken) runs in the queue: checked, written durably, and only then made current and
// broadcast, so that an event any client has seen survives a crash (PROTOCOL.md, "Ordering").
import type { ErrorCode } from '@ludus/protocol';
import {
  type Intent,
  SEATS,
  type Seat,
  seqOf,
  type Table,
  type TableView,
  view,
} from '@ludus/session';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ratedJoinRefusal } from '../ratings/rules';
import type { Bus, TableBroadcast } from '../shared/bus';
import { applyDrawing, forgetUnsaved, gameDiceOf } from './dice';
import { followEvents } from './follow';
import { resultOf, statusOf } from './outcome';
import { SerialQueue } from './queue';
import { appendEvents, writeSeats } from './store';
import type { GameInfo, Player, Seats, TableStatus } from './types';

export interface ActorDeps {
  readonly db: Kysely<Database>;
  readonly bus: Bus<TableBroadcast>;
  /** Seats or status changed (the lobby lists it anew). */
  readonly changed: (actor: GameActor) => void;
  readonly now: () => Date;
  readonly log: (message: string, error?: unknown) => void;
  /** With several processes: where a follower sends the changes only the owner may make. */
  readonly owner?: OwnerLink;
  /** With several processes: whether this process still surely holds the game's lease. */
  readonly leaseHeld?: (table: string) => boolean;
  /** A write failed: this actor's table may be behind the database (the registry drops it). */
  readonly failed?: (actor: GameActor) => void;
}

/** The way to a game's owner in another process (games/forward.ts). */
export interface OwnerLink {
  intent(
    table: string,
    userId: string,
    seq: number,
    intent: Intent,
    nonce?: string,
  ): Promise<Outcome<number>>;
  join(table: string, player: Player, wanted?: Seat, clientSeed?: string): Promise<Outcome<Seat>>;
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

/** A follower's fresh table and seats from the database, or undefined when it has none. */
export type Reload = () => Promise<{ readonly table: Table; readonly seats: Seats } | undefined>;

const FOLLOWER_REFUSAL =
  'this table is run by another server process: reconnect, and try again in a few seconds';

const LEASE_REFUSAL =
  'this server cannot confirm with the shared store (Redis) that it still runs this table: nothing was applied; try again in a few seconds';

export class GameActor {
  private readonly queue = new SerialQueue();

  constructor(
    private readonly deps: ActorDeps,
    readonly info: GameInfo,
    private table: Table,
    private seats: Seats,
    private currentRole: ActorRole = 'owner',
  ) {}

  get role(): ActorRole {
    return this.currentRole;
  }

  /**
   * The lease was lost: this process no longer runs the game. Intents already queued are
   * refused; the registry forgets the actor, and the next request loads the game anew.
   */
  demote(): void {
    this.currentRole = 'follower';
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
   * (the roller's) draws any roll of the verifiable dice, and is stored with the event.
   */
  intent(userId: string, seq: number, intent: Intent, nonce?: string): Promise<Outcome<number>> {
    const { owner } = this.deps;
    if (this.role === 'follower' && owner) {
      return owner.intent(this.info.id, userId, seq, intent, nonce);
    }
    return this.queue.run(async () => {
      // Demoted while this waited: the game's new owner decides.
      if (this.role === 'follower') {
        return owner
          ? owner.intent(this.info.id, userId, seq, intent)
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
        return refuse('stale', `the table is at event ${current}`, { view: view(table, seat) });
      }
      if (statusOf(table, this.seats) === 'open') {
        return refuse('not-your-turn', 'waiting for an opponent to take the other seat');
      }
      const applied = applyDrawing(table, seat, intent, nonce);
      if (!applied.ok) {
        if (applied.error === 'needs-nonce') return refuse('bad-message', applied.message);
        const code = applied.error === 'not-your-turn' ? 'not-your-turn' : 'illegal';
        return refuse(code, `${applied.error}: ${applied.message}`);
      }
      const next = applied.value.table;
      const { events } = applied.value;
      try {
        await appendEvents(this.deps.db, this.info.id, {
          fromSeq: current,
          events,
          status: statusOf(next, this.seats),
          result: resultOf(next),
          at: this.deps.now().toISOString(),
          nonce: applied.nonce,
        });
      } catch (error) {
        forgetUnsaved(table);
        this.deps.log(`game ${this.info.id}: the event was not written`, error);
        this.deps.failed?.(this);
        return refuse('internal', 'the intent could not be saved; it was not applied');
      }
      this.table = next;
      const views = {
        white: view(next, 'white'),
        black: view(next, 'black'),
        spectator: view(next, 'spectator'),
      };
      const { nonce: drawn } = applied;
      this.deps.bus.publish(tableTopic(this.info.id), {
        kind: 'events',
        events,
        views,
        ...(drawn === null ? {} : { nonce: drawn }),
      });
      if (statusOf(next, this.seats) !== statusOf(table, this.seats)) this.announceSeats();
      return { ok: true, value: seqOf(next) };
    });
  }

  /**
   * Seats `player` at `wanted` (or the free seat); a player may hold one seat of a table. At a
   * table with verifiable dice the player's `clientSeed` is required, and saved with the seat.
   */
  join(player: Player, wanted?: Seat, clientSeed?: string): Promise<Outcome<Seat>> {
    const { owner } = this.deps;
    if (this.role === 'follower' && owner) {
      return owner.join(this.info.id, player, wanted, clientSeed);
    }
    return this.queue.run(async () => {
      if (this.role === 'follower') {
        return owner
          ? owner.join(this.info.id, player, wanted)
          : refuse('internal', FOLLOWER_REFUSAL);
      }
      if (!this.leaseHeld()) return refuse('unavailable', LEASE_REFUSAL);
      if (this.seatOf(player.id)) return refuse('forbidden', 'you already have a seat here');
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
        const at = this.deps.now().toISOString();
        await writeSeats(this.deps.db, this.info.id, seats, statusOf(this.table, seats), at, seed);
      } catch (error) {
        this.deps.log(`game ${this.info.id}: the seat was not written`, error);
        this.deps.failed?.(this);
        return refuse('internal', 'the seat could not be saved');
      }
      if (seed) dice?.setClientSeed(seed.seat, seed.seed);
      this.seats = seats;
      this.announceSeats();
      return { ok: true, value: seat };
    });
  }

  /** A follower's update from its owner's broadcast: events applied in order, else reloaded. */
  follow(broadcast: TableBroadcast, reload: Reload): Promise<void> {
    return this.queue.run(async () => {
      if (broadcast.kind === 'chat') return;
      const next =
        broadcast.kind === 'events' &&
        followEvents(this.table, broadcast.events, broadcast.nonce ?? undefined);
      if (next) {
        this.table = next;
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
    if (fresh) ({ table: this.table, seats: this.seats } = fresh);
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
