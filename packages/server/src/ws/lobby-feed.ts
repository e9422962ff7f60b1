// The lobby's tables for every socket that subscribed, read once per process per change: a
// change (a seat, a status, a spectator, on any process) marks the list stale and, after
// LOBBY_DELAY_MS of quiet, tells each subscriber, whose socket then sends the list; the first to
// ask reads it (from Redis, with several processes), the others get the same read. With a
// thousand lobby sockets a change costs one read, not a thousand.
import type { LobbyTable } from '@ludus/protocol';
import { MAX_LOBBY_TABLES } from '@ludus/protocol';
import type { LobbyDirectory } from '../shared/lobby';
import type { Presence } from '../shared/presence';

const LOBBY_DELAY_MS = 100;

export class LobbyFeed {
  private readonly subscribers = new Set<() => void>();
  private cached: Promise<LobbyTable[]> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopSources: (() => void) | undefined;

  constructor(
    private readonly lobby: LobbyDirectory,
    private readonly presence: Presence,
  ) {}

  /** The tables now: the last read while nothing has changed since, else a new read. */
  tables(): Promise<LobbyTable[]> {
    if (!this.cached) {
      const reading = this.read();
      this.cached = reading;
      // A failed read is not kept: the next asker tries again.
      reading.catch(() => {
        if (this.cached === reading) this.cached = undefined;
      });
    }
    return this.cached;
  }

  /** Calls `changed` (coalesced) whenever the list may have; returns the unsubscribe function. */
  subscribe(changed: () => void): () => void {
    this.subscribers.add(changed);
    if (!this.stopSources) {
      const stopLobby = this.lobby.onChange(() => this.changed());
      const stopPresence = this.presence.onChange(() => this.changed());
      this.stopSources = () => {
        stopLobby();
        stopPresence();
      };
    }
    return () => {
      this.subscribers.delete(changed);
      if (this.subscribers.size > 0) return;
      // Nobody listens: no reads, and no stale cache kept for later.
      this.stopSources?.();
      this.stopSources = undefined;
      clearTimeout(this.timer);
      this.timer = undefined;
      this.cached = undefined;
    };
  }

  private changed(): void {
    this.cached = undefined;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      for (const subscriber of [...this.subscribers]) subscriber();
    }, LOBBY_DELAY_MS);
  }

  private async read(): Promise<LobbyTable[]> {
    const entries = (await this.lobby.list()).slice(0, MAX_LOBBY_TABLES);
    return Promise.all(
      entries.map(async ({ table, game, matchLength, seats }) => ({
        table,
        game,
        matchLength,
        seats: { ...seats },
        spectators: await this.presence.spectators(table),
      })),
    );
  }
}
