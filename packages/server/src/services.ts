// What the routes and the socket handlers share: storage, accounts, the games, and the shared
// interfaces (bus, presence, lobby, counters). Made once by app.ts.
import type { Kysely } from 'kysely';
import type { Analyser } from './analysis/analyser';
import type { Accounts } from './auth/accounts';
import type { ChatFloodGate } from './chat/flood';
import type { Database } from './db/schema';
import type { GameRegistry } from './games/registry';
import type { Metrics } from './metrics';
import type { LeaderboardRules } from './ratings/queries';
import type { AccountBroadcast, Bus, TableBroadcast } from './shared/bus';
import type { LobbyDirectory } from './shared/lobby';
import type { Presence } from './shared/presence';
import type { TimeSource } from './time';
import type { LobbyFeed } from './ws/lobby-feed';

export interface Limits {
  /** HTTP requests per address per minute (all routes together). */
  readonly httpPerMinute: number;
  /** Account requests (guest, register, login) per address per minute. */
  readonly accountPerMinute: number;
  /** Messages one socket may send per window; past it the socket is closed with 1008. */
  readonly socketMessages: number;
  readonly socketWindowMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  httpPerMinute: 600,
  accountPerMinute: 30,
  // lichess's game sockets: about 100 messages per 20 s.
  socketMessages: 100,
  socketWindowMs: 20_000,
};

export interface Services {
  readonly db: Kysely<Database>;
  readonly storage: 'sqlite' | 'postgres';
  readonly accounts: Accounts;
  readonly games: GameRegistry;
  readonly lobby: LobbyDirectory;
  readonly presence: Presence;
  /** The lobby's list for the lobby sockets, read once per change. */
  readonly lobbyFeed: LobbyFeed;
  readonly tables: Bus<TableBroadcast>;
  readonly sessions: Bus<AccountBroadcast>;
  readonly chatFlood: ChatFloodGate;
  readonly limits: Limits;
  readonly metrics: Metrics;
  /** Who makes a kind's leaderboard (ratings/queries.ts DEFAULT_LEADERBOARD). */
  readonly leaderboard: LeaderboardRules;
  /** The games' time (their clocks and abandonment grace): real, or a test's. */
  readonly time: TimeSource;
  readonly log: (message: string, error?: unknown) => void;
  /** With several processes: asks Redis for an answer (the health check). */
  readonly pingRedis?: () => Promise<unknown>;
  /** The analysis of finished games (absent when it is off). */
  readonly analyser?: Analyser;
}
