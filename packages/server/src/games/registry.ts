// The games this process runs: made new, rebuilt from the database at start (every unfinished
// game) or on demand (a finished one watched or downloaded), each an actor. The lobby directory
// hears of every public game's seats and status. With several processes (Redis), a game another
// process owns is loaded as a follower: shown here, changed only by its owner, to which its
// intents are forwarded (forward.ts); a game whose lease is free is taken over (takeOver).
import { randomBytes } from 'node:crypto';
import type { CreateGameRequest } from '@ludus/protocol';
import {
  type ClockSpec,
  type ClockState,
  createTable,
  restore,
  type Seat,
  seqOf,
  startClock,
  type Table,
  type TableSpec,
} from '@ludus/session';
import { ratedCreateRefusal } from '../ratings/rules';
import type { TableBroadcast } from '../shared/bus';
import type { Inbox } from '../shared/inbox';
import type { LobbyDirectory } from '../shared/lobby';
import type { Ownership } from '../shared/ownership';
import type { Presence } from '../shared/presence';
import { type ActorDeps, GameActor, type Outcome, type Reload, tableTopic } from './actor';
import type { AppendWriter } from './append-batch';
import { newGameDice, replaying, rollsDice, storedGameDice } from './dice';
import { Forwarder } from './forward';
import { GroupCommit } from './group-commit';
import { statusOf } from './outcome';
import {
  eventsOf,
  findGame,
  type GameRow,
  insertGame,
  type StoredEvent,
  seatsOf,
  unfinishedGameIds,
} from './store';
import { type Clock, DEFAULT_ABANDON_GRACE_MS, Timekeeper } from './timekeeper';
import type { Player, Seats, Visibility } from './types';

export interface RegistryDeps extends Omit<ActorDeps, 'changed' | 'seated' | 'events'> {
  readonly lobby: LobbyDirectory;
  readonly ownership: Ownership;
  /** Who watches which table: a seat's player is present while any of its sockets is there. */
  readonly presence: Presence;
  /** How long a seat may be away before its opponent may claim (40 s when absent). */
  readonly abandonGraceMs?: number;
  /** With several processes: requests to other processes (forwarded intents and joins). */
  readonly inbox?: Inbox;
  /** Where a group commit's batch is written (db/connect.ts Storage.appends). */
  readonly appends: AppendWriter;
  /** Several games' appends in one transaction (SQLite); false: each alone (PostgreSQL). */
  readonly batchWrites?: boolean;
}

/** 72 random bits, URL-safe: an invite link cannot be guessed. */
const newGameId = () => randomBytes(9).toString('base64url');

const HUMAN = { kind: 'human' } as const;

function specOf(request: CreateGameRequest): TableSpec {
  const seats = { white: HUMAN, black: HUMAN };
  if (request.game === 'shatra') return { game: 'shatra', seats };
  return {
    game: request.game,
    matchLength: request.matchLength ?? 0,
    ...(request.jacoby ? { jacoby: true } : {}),
    ...(request.beavers ? { beavers: true } : {}),
    seats,
  };
}

/** Options the rules would take but that mean nothing for the game asked for. */
function optionsProblem(request: CreateGameRequest): string | undefined {
  const money = request.game === 'backgammon' && (request.matchLength ?? 0) === 0;
  if ((request.jacoby || request.beavers) && !money) {
    return 'jacoby and beavers are options of backgammon money play (matchLength 0)';
  }
  if (request.game === 'shatra' && request.matchLength)
    return 'Shatra is played one game at a time';
  const clock = request.clock?.kind;
  if (clock === 'delay' && request.game === 'shatra') return 'Shatra takes a fischer clock';
  if (clock === 'fischer' && request.game !== 'shatra') {
    return 'backgammon and tryktrak take a delay clock';
  }
  return undefined;
}

/** The clock stored with the game's last event (as it was then); null without a clock. */
function storedClock(spec: ClockSpec | null, stored: readonly StoredEvent[]): ClockState | null {
  return spec ? (stored.at(-1)?.clock ?? startClock(spec)) : null;
}

/**
 * The clock a rebuilt game takes up: the one stored with its last event, its running wait begun
 * anew at `now`, so that the time the server was down costs nobody.
 */
function resumedClock(
  spec: ClockSpec | null,
  stored: readonly StoredEvent[],
  now: number,
): Clock | null {
  const last = storedClock(spec, stored);
  if (!spec || !last) return null;
  return { spec, state: last.running === null ? last : { ...last, since: now } };
}

const clockOf = (row: GameRow): ClockSpec | null =>
  row.clock ? (JSON.parse(row.clock) as ClockSpec) : null;

const infoOf = (row: GameRow) => ({
  id: row.id,
  visibility: row.visibility as Visibility,
  rated: Number(row.rated) === 1,
  createdAt: row.created_at,
  clock: clockOf(row),
});

/** A finished game as its analysis reads it (`table` undefined: the log does not replay). */
export interface FinishedGame {
  readonly kind: string;
  readonly users: Readonly<Record<Seat, string | null>>;
  readonly table: Table | undefined;
}

export class GameRegistry {
  private readonly actors = new Map<string, GameActor>();
  private readonly loading = new Map<string, Promise<GameActor | undefined>>();
  /** Each follower's subscription to its owner's broadcasts. */
  private readonly following = new Map<string, () => void>();
  private readonly actorDeps: ActorDeps;
  private readonly stopSeats: () => void;

  constructor(private readonly deps: RegistryDeps) {
    const { ownership, inbox, log, presence } = deps;
    const forwarder = inbox && new Forwarder({ games: this, ownership, inbox, log });
    forwarder?.serve();
    this.actorDeps = {
      ...deps,
      events: new GroupCommit(deps.appends, deps.batchWrites === false ? 1 : undefined),
      changed: (actor) => this.list(actor),
      seated: (id) => presence.seated(id),
      ...(forwarder ? { owner: forwarder } : {}),
      leaseHeld: (id) => ownership.holds(id),
      failed: (actor) => this.drop(actor),
    };
    // A seat's player came or went, here or in another process: its owner reads the seats anew
    // (every owner, when a process is gone with its sockets).
    this.stopSeats = presence.onSeatChange((id) => {
      const actors = id === undefined ? [...this.actors.values()] : [this.actors.get(id)];
      for (const actor of actors) void actor?.seatsChanged();
    });
    ownership.onLost((id) => {
      const actor = this.actors.get(id);
      if (actor?.role !== 'owner') return;
      this.drop(actor);
      this.deps.lobby.remove(id);
    });
  }

  /** Forgets an actor that may be behind the database: the next request loads the game anew. */
  private drop(actor: GameActor): void {
    actor.demote();
    if (this.actors.get(actor.info.id) === actor) this.actors.delete(actor.info.id);
  }

  /**
   * Rebuilds every unfinished game no other process owns; a game whose log no longer replays is
   * reported, not run.
   */
  async restoreAll(): Promise<{ restored: number; failed: string[] }> {
    const failed: string[] = [];
    let restored = 0;
    for (const id of await unfinishedGameIds(this.deps.db)) {
      if (this.actors.has(id) || !(await this.deps.ownership.claim(id))) continue;
      if (await this.get(id)) restored += 1;
      else failed.push(id);
    }
    return { restored, failed };
  }

  async create(creator: Player, request: CreateGameRequest): Promise<Outcome<GameActor>> {
    const problem = optionsProblem(request);
    if (problem) return { ok: false, error: 'bad-message', message: problem };
    const unrated = ratedCreateRefusal(creator, request);
    if (unrated) {
      const error = unrated.error === 'registered-only' ? 'registered-only' : 'bad-message';
      return { ok: false, error, message: unrated.message };
    }
    const rated = request.rated === true;
    const spec = specOf(request);
    if (rollsDice(spec) && request.clientSeed === undefined) {
      return { ok: false, error: 'bad-message', message: 'clientSeed: the dice need your seed' };
    }
    // The id first: the verifiable dice derive every roll from it.
    const id = newGameId();
    const seat: Seat = request.seat ?? 'white';
    const clientSeed = rollsDice(spec) ? (request.clientSeed ?? null) : null;
    const { seed, dice } = newGameDice(spec, id, clientSeed ? { [seat]: clientSeed } : {});
    const made = createTable(spec, dice);
    if (!made.ok) return { ok: false, error: 'bad-message', message: made.message };
    const seats: Seats = { white: null, black: null, [seat]: creator };
    const at = new Date(this.deps.time.now()).toISOString();
    const visibility: Visibility = request.visibility ?? 'open';
    await insertGame(this.deps.db, {
      id,
      game: spec.game,
      spec: JSON.stringify(spec),
      seed,
      white_seed: seat === 'white' ? clientSeed : null,
      black_seed: seat === 'black' ? clientSeed : null,
      visibility,
      status: statusOf(made.value, seats),
      white_user: seats.white?.id ?? null,
      black_user: seats.black?.id ?? null,
      seq: 0,
      result: null,
      rated: rated ? 1 : 0,
      created_by: creator.id,
      created_at: at,
      updated_at: at,
      clock: request.clock ? JSON.stringify(request.clock) : null,
    });
    await this.deps.ownership.claim(id);
    const clock = request.clock ? { spec: request.clock, state: startClock(request.clock) } : null;
    const actor = new GameActor(
      this.actorDeps,
      { id, visibility, rated, createdAt: at, clock: request.clock ?? null },
      made.value,
      seats,
      this.timekeeper(clock),
    );
    this.actors.set(id, actor);
    this.list(actor);
    return { ok: true, value: actor };
  }

  /** The game's actor, rebuilt from the database when not in memory; undefined if none. */
  get(id: string): Promise<GameActor | undefined> {
    const actor = this.actors.get(id);
    if (actor) return Promise.resolve(actor);
    // One load per game even when several sockets ask at once.
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  /**
   * This process's owner actor of `id`: when the game's lease is free (its owner died, or
   * lost Redis), claimed, and the game rebuilt from the database, which the old owner wrote
   * before it sent anything; undefined when another process holds the lease (or no such game).
   */
  takeOver(id: string): Promise<GameActor | undefined> {
    const actor = this.actors.get(id);
    if (actor?.role === 'owner') return Promise.resolve(actor);
    const key = `own:${id}`;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.own(id).finally(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    return loading;
  }

  /** The game's actor if this process has one now (nothing is loaded). */
  peek(id: string): GameActor | undefined {
    return this.actors.get(id);
  }

  /** A follower's table read anew from the database (queued after what it follows). */
  async refresh(id: string): Promise<void> {
    const actor = this.actors.get(id);
    if (actor?.role === 'follower') await actor.reloaded(this.reloadOf(id));
  }

  /** The ids of the unfinished games whose lease no process holds (an owner died). */
  async orphans(): Promise<string[]> {
    const ids = await unfinishedGameIds(this.deps.db);
    const holders = await this.deps.ownership.holders(ids);
    return ids.filter((_, i) => holders[i] === undefined);
  }

  /** The games this process runs that are being played (both seats taken, not over). */
  inProgress(): number {
    let count = 0;
    for (const actor of this.actors.values()) {
      if (actor.role === 'owner' && actor.current.status === 'playing') count += 1;
    }
    return count;
  }

  /** Waits for every game's queued changes (a clean shutdown), then stops their flags. */
  async idle(): Promise<void> {
    // A closing process reads no more presence (its connections are about to close).
    this.stopSeats();
    await Promise.all([...this.actors.values()].map((actor) => actor.idle()));
    for (const actor of this.actors.values()) actor.stop();
  }

  /**
   * A finished game's kind, players and table, for its analysis: this process's actor's table,
   * else rebuilt from the database without running the game (undefined when its stored log no
   * longer replays). Undefined when there is no finished game by that id.
   */
  async finishedGame(id: string): Promise<FinishedGame | undefined> {
    const row = await findGame(this.deps.db, id);
    if (row?.status !== 'finished') return undefined;
    const users = { white: row.white_user, black: row.black_user };
    const actor = this.actors.get(id);
    if (actor?.current.status === 'finished') {
      return { kind: row.game, users, table: actor.current.table };
    }
    return { kind: row.game, users, table: await this.rebuild(row) };
  }

  private timekeeper(clock: Clock | null): Timekeeper {
    const grace = this.deps.abandonGraceMs ?? DEFAULT_ABANDON_GRACE_MS;
    return new Timekeeper(clock, grace, this.deps.time);
  }

  private async load(id: string): Promise<GameActor | undefined> {
    const row = await findGame(this.deps.db, id);
    if (!row) return undefined;
    if (!(await this.deps.ownership.claim(id))) return this.follow(row);
    return this.run(row);
  }

  /** Claims the game's lease; when taken, runs the game here (in place of a follower). */
  private async own(id: string): Promise<GameActor | undefined> {
    const row = await findGame(this.deps.db, id);
    if (!row || !(await this.deps.ownership.claim(id))) return undefined;
    // Read again now that the lease is ours: the old owner wrote nothing after it lapsed.
    const fresh = await findGame(this.deps.db, id);
    return fresh && this.run(fresh);
  }

  /** The game rebuilt from `row` as this process's owner actor (its lease already claimed). */
  private async run(row: GameRow): Promise<GameActor | undefined> {
    const { id } = row;
    const stored = await eventsOf(this.deps.db, id);
    const table = await this.rebuild(row, stored);
    if (!table) {
      await this.deps.ownership.release(id);
      return undefined;
    }
    const seats = await seatsOf(this.deps.db, row);
    const clock = resumedClock(clockOf(row), stored, this.deps.time.now());
    const actor = new GameActor(this.actorDeps, infoOf(row), table, seats, this.timekeeper(clock));
    this.following.get(id)?.();
    this.following.delete(id);
    this.actors.get(id)?.demote();
    this.actors.set(id, actor);
    this.list(actor);
    return actor;
  }

  private reloadOf(id: string): Reload {
    return async () => {
      const fresh = await findGame(this.deps.db, id);
      if (!fresh) return undefined;
      // The owner may commit between these two reads: events past the row's seq came later
      // than the row (a commit writes both), and reach this follower as broadcasts.
      const stored = (await eventsOf(this.deps.db, id)).filter(
        (event) => event.seq <= Number(fresh.seq),
      );
      const table = await this.rebuild(fresh, stored);
      if (!table) return undefined;
      const clock = storedClock(clockOf(fresh), stored);
      return { table, seats: await seatsOf(this.deps.db, fresh), clock };
    };
  }

  /**
   * A game another process owns, as a follower. Subscribed before the database is read, so that
   * no event falls between the two: what was published meanwhile is applied after, or skipped.
   * Its clock is the one stored with the last event until the owner says how it stands now (and
   * who is away): asked before the follower serves anyone, so that its watchers see both at once.
   */
  private async follow(row: GameRow): Promise<GameActor | undefined> {
    let actor: GameActor | undefined;
    const heard: TableBroadcast[] = [];
    const reload = this.reloadOf(row.id);
    const unsubscribe = this.deps.bus.subscribe(tableTopic(row.id), (broadcast) => {
      if (actor) void actor.follow(broadcast, reload);
      else heard.push(broadcast);
    });
    await this.deps.bus.subscribed();
    const loaded = await reload();
    if (!loaded) {
      unsubscribe();
      return undefined;
    }
    const spec = clockOf(row);
    const time = this.timekeeper(spec && loaded.clock && { spec, state: loaded.clock });
    actor = new GameActor(
      this.actorDeps,
      infoOf(row),
      loaded.table,
      loaded.seats,
      time,
      'follower',
    );
    time.heard({ seq: seqOf(loaded.table), clock: loaded.clock });
    for (const broadcast of heard) void actor.follow(broadcast, reload);
    this.following.get(row.id)?.();
    this.following.set(row.id, unsubscribe);
    await actor.synced();
    // Taken over meanwhile (takeOver): the new owner serves instead.
    const owner = this.actors.get(row.id);
    if (owner) return owner;
    this.actors.set(row.id, actor);
    return actor;
  }

  /**
   * Replays the stored intents with the game's seed (and, for the verifiable dice, its client
   * seeds and the stored nonces); the replayed dice must match the stored.
   */
  private async rebuild(row: GameRow, events?: readonly StoredEvent[]): Promise<Table | undefined> {
    const stored = events ?? (await eventsOf(this.deps.db, row.id));
    const spec = JSON.parse(row.spec) as TableSpec;
    const log = stored.map(({ seat, intent }) => ({ seat, intent: intent as never }));
    const seeds = { white: row.white_seed, black: row.black_seed };
    const dice = storedGameDice({ seed: row.seed, gameId: row.id, seeds, events: stored });
    if (!dice) {
      this.deps.log(`game ${row.id} does not replay: its dice record is incomplete`);
      return undefined;
    }
    const restored = replaying(() => restore({ spec, log }, dice));
    if (!restored.ok) {
      this.deps.log(`game ${row.id} does not replay: ${restored.error}: ${restored.message}`);
      return undefined;
    }
    const table = restored.value;
    const same =
      table.events.length === stored.length &&
      table.events.every((e, i) => JSON.stringify(e.dice) === JSON.stringify(stored[i]?.dice));
    if (!same || table.events.length !== Number(row.seq)) {
      this.deps.log(`game ${row.id} does not replay: its stored dice or seq differ`);
      return undefined;
    }
    return table;
  }

  /** Puts a public, unfinished game in the lobby; takes any other out. */
  private list(actor: GameActor): void {
    const { table, seats, status } = actor.current;
    if (actor.info.visibility !== 'open' || status === 'finished') {
      this.deps.lobby.remove(actor.info.id);
      return;
    }
    this.deps.lobby.put({
      table: actor.info.id,
      game: table.spec.game,
      matchLength: table.spec.game === 'shatra' ? 0 : table.spec.matchLength,
      seats: { white: seats.white?.name ?? null, black: seats.black?.name ?? null },
      status,
      createdAt: actor.info.createdAt,
    });
  }
}
