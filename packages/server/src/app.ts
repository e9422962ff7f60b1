// The server: storage opened and migrated, unfinished games rebuilt, then Fastify with the HTTP
// routes, the WebSocket and (when built) the web app. `startServer` returns once it listens.
import { existsSync } from 'node:fs';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { Analyser, type AnalysisSettings, DEFAULT_ANALYSIS } from './analysis/analyser';
import { Accounts } from './auth/accounts';
import { ChatFlood, FLOOD_FORGET_MS } from './chat/flood';
import { openStorage, type Storage, type StorageConfig } from './db/connect';
import { type OrphanScan, scanOrphans } from './games/orphans';
import { GameRegistry } from './games/registry';
import { accountRoutes } from './http/accounts';
import { refuse } from './http/errors';
import { gameRoutes } from './http/games';
import { healthRoutes } from './http/health';
import { metricsRoutes } from './http/metrics';
import { playerRoutes } from './http/players';
import { rateLimitStore } from './http/rate-limit';
import { Metrics } from './metrics';
import { DEFAULT_LEADERBOARD, type LeaderboardRules } from './ratings/queries';
import { DEFAULT_LIMITS, type Limits, type Services } from './services';
import { type AccountBroadcast, inProcessBus, type TableBroadcast } from './shared/bus';
import { inProcessLobby } from './shared/lobby';
import { inProcessOwnership } from './shared/ownership';
import { inProcessPresence } from './shared/presence';
import { inProcessRateCounters } from './shared/rate-limit';
import { redisBus } from './shared/redis/bus';
import { redisChatFlood } from './shared/redis/chat-flood';
import { connectRedis, type RedisHub, type RedisOptions } from './shared/redis/hub';
import { redisInbox } from './shared/redis/inbox';
import { redisLobby } from './shared/redis/lobby';
import { ANALYSIS_LEASES, redisOwnership } from './shared/redis/ownership';
import { redisPresence } from './shared/redis/presence';
import { goneChannel, registerProcess } from './shared/redis/processes';
import { realTime, type TimeSource } from './time';
import { LobbyFeed } from './ws/lobby-feed';
import { MAX_FRAME_BYTES, socketRoute } from './ws/route';

export interface ServerOptions {
  readonly storage: StorageConfig;
  readonly host?: string;
  /** 0: any free port (tests). */
  readonly port?: number;
  /** The built web app to serve at `/`, when the directory exists. */
  readonly webRoot?: string;
  readonly limits?: Partial<Limits>;
  /** Fastify's request log (off by default: the tests and the start script print their own). */
  readonly logRequests?: boolean;
  /**
   * Behind a proxy that terminates TLS: trust its X-Forwarded-* headers (Fastify's trustProxy),
   * so that the same-origin check and the cookie's Secure flag see https and the real host.
   */
  readonly trustProxy?: boolean | string;
  /**
   * Redis, shared by several server processes (bus, lobby, spectators, game leases, rate
   * counts); without it everything is kept in this process.
   */
  readonly redis?: RedisOptions;
  /** How long a player may be away before the opponent may claim the win (40 s by default). */
  readonly abandonGraceMs?: number;
  /** Who makes the leaderboards (tests with few games lower the minimum). */
  readonly leaderboard?: Partial<LeaderboardRules>;
  /**
   * The games' time: their clocks, flags and abandonment grace (real by default; a test's
   * manual time makes a 40 s grace a moment's test).
   */
  readonly time?: TimeSource;
  /**
   * The analysis of finished games in a worker thread (analysis/), at these settings over
   * DEFAULT_ANALYSIS; absent: off. `npm start` turns it on (config.ts: LUDUS_ANALYSIS…).
   */
  readonly analysis?: Partial<AnalysisSettings>;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly services: Services;
  /** http://host:port */
  readonly url: string;
  /** Where the data lives, for people. */
  readonly where: string;
  readonly restored: { readonly restored: number; readonly failed: readonly string[] };
  close(): Promise<void>;
}

const log = (message: string, error?: unknown) => {
  console.error(`[ludus] ${message}${error ? `: ${String(error)}` : ''}`);
};

/** The shared interfaces: in this process, or over Redis. */
function sharedParts(hub: RedisHub | undefined) {
  if (!hub) {
    return {
      tables: inProcessBus<TableBroadcast>(),
      sessions: inProcessBus<AccountBroadcast>(),
      lobby: inProcessLobby(),
      presence: inProcessPresence(),
      ownership: inProcessOwnership(),
    };
  }
  return {
    tables: redisBus<TableBroadcast>(hub, 'tables', log),
    sessions: redisBus<AccountBroadcast>(hub, 'sessions', log),
    lobby: redisLobby(hub, log),
    presence: redisPresence(hub, log),
    ownership: redisOwnership(hub, log),
    inbox: redisInbox(hub, log),
  };
}

function makeServices(
  storage: Storage,
  options: ServerOptions,
  hub: RedisHub | undefined,
): Services {
  const { abandonGraceMs, analysis, time = realTime } = options;
  const parts = sharedParts(hub);
  const { tables, sessions, lobby, presence } = parts;
  let analyser: Analyser | undefined;
  const kind = storage.where.startsWith('postgres') ? 'postgres' : 'sqlite';
  const games = new GameRegistry({
    db: storage.db,
    appends: storage.appends,
    batchWrites: kind === 'sqlite',
    bus: tables,
    time,
    log,
    ...parts,
    ...(abandonGraceMs === undefined ? {} : { abandonGraceMs }),
    // A game that ends here is analysed here (with several processes: by its owner).
    finished: (id) => analyser?.enqueue(id),
  });
  const metrics = new Metrics();
  if (analysis) {
    const settings = { ...DEFAULT_ANALYSIS, ...analysis };
    // Every process queues the pending games: a lease per game says which one analyses it.
    const claims = hub ? redisOwnership(hub, log, ANALYSIS_LEASES) : inProcessOwnership();
    const deps = { db: storage.db, games, now: () => new Date(), log, claims, metrics };
    analyser = new Analyser(deps, settings);
  }
  return {
    ...(analyser ? { analyser } : {}),
    ...(hub ? { pingRedis: () => hub.failFast.ping() } : {}),
    db: storage.db,
    storage: kind,
    // Sessions keep the wall clock: a test's game time says nothing of a cookie's age.
    accounts: new Accounts(storage.db, () => new Date()),
    games,
    lobby,
    presence,
    lobbyFeed: new LobbyFeed(lobby, presence),
    tables,
    sessions,
    chatFlood: hub ? redisChatFlood(hub, log) : new ChatFlood(),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    metrics,
    leaderboard: { ...DEFAULT_LEADERBOARD, ...options.leaderboard },
    time,
    log,
  };
}

/**
 * What the per-address HTTP limit counts: the API, the socket's upgrade and the metrics. The
 * app's static files are not counted: a first visit and its service worker's precache fetch
 * about a hundred of them at once, and players behind one address (a school, a café) share it.
 */
const RATE_LIMITED = /^\/(?:api\/|ws(?:[/?]|$)|metrics(?:[/?]|$))/;

async function buildApp(
  services: Services,
  options: ServerOptions,
  hub: RedisHub | undefined,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logRequests ?? false,
    bodyLimit: 16 * 1024,
    trustProxy: options.trustProxy ?? false,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    max: services.limits.httpPerMinute,
    timeWindow: 60_000,
    allowList: (request) => !RATE_LIMITED.test(request.url),
    // With Redis, the plugin's own Redis store: every process counts in the same keys. A count
    // Redis cannot take lets the request through (skipOnError) rather than failing the site, at
    // once (the fail-fast connection): queued until Redis returned, every request would wait.
    ...(hub
      ? { redis: hub.failFast, nameSpace: `${hub.prefix}rate:`, skipOnError: true }
      : { store: rateLimitStore(inProcessRateCounters()) }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'rate-limited',
      message: `too many requests: try again in ${context.after}`,
    }),
  });
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(error);
    if (status < 500) return refuse(reply, 'bad-request', error.message ?? 'bad request');
    log('request failed', error);
    return refuse(reply, 'internal', 'the server failed');
  });
  healthRoutes(app, services);
  metricsRoutes(app, services);
  accountRoutes(app, services);
  gameRoutes(app, services);
  playerRoutes(app, services);
  socketRoute(app, services);
  if (options.webRoot && existsSync(options.webRoot)) {
    // The app routes with the URL's hash: `/` and its assets are all there is to serve.
    await app.register(fastifyStatic, { root: options.webRoot, prefix: '/' });
  }
  return app;
}

/** Takes over the games of dead processes: every lease period, and when one is announced gone. */
function adoptOrphans(hub: RedisHub, services: Services): OrphanScan {
  const scan = scanOrphans(services.games, hub.ttlMs, log);
  const stop = hub.subscribe(goneChannel(hub), () => scan.now());
  return {
    now: scan.now,
    stop() {
      stop();
      scan.stop();
    },
  };
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const storage = await openStorage(options.storage);
  const hub = options.redis ? await connectRedis(options.redis, log) : undefined;
  if (hub) await registerProcess(hub);
  const services = makeServices(storage, options, hub);
  // The inbox listens before any game is run or any request forwarded.
  await hub?.subscribed();
  const restored = await services.games.restoreAll();
  // Games that ended while no analysis ran (a restart, a crash) are queued again; with several
  // processes, again whenever this one is idle (what a process that died mid-analysis left).
  await services.analyser?.requeuePending();
  if (hub) services.analyser?.watchPending(2 * hub.ttlMs);
  const orphans = hub && adoptOrphans(hub, services);
  const app = await buildApp(services, options, hub);
  const sweep = setInterval(() => services.chatFlood.sweep(), FLOOD_FORGET_MS);
  sweep.unref();
  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 8080 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host ?? '127.0.0.1';
  return {
    app,
    services,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    where: hub ? `${storage.where}, shared through redis` : storage.where,
    restored,
    async close() {
      clearInterval(sweep);
      orphans?.stop();
      await app.close();
      await services.analyser?.close();
      await services.games.idle();
      // After the games' last writes: their leases are released, then the connections close.
      await hub?.close();
      await storage.close();
    },
  };
}
