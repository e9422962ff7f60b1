// @ludus/server: the game server (Fastify and a WebSocket over the session's tables, storage on
// SQLite or PostgreSQL). main.ts runs it; tests start it in-process through startServer.
export { type RunningServer, type ServerOptions, startServer } from './app';
export { configFromEnv } from './config';
export { DEFAULT_LIMITS, type Limits } from './services';
