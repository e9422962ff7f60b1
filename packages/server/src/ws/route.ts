// GET /ws: the WebSocket. Same-origin only (the upgrade carries the session cookie). A socket is
// the session's player, or a visitor; every frame takes a credit first (past the limit the
// socket is closed with 1008), then goes through the socket's queue in arrival order.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {} from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { refuse } from '../http/errors';
import { crossSite } from '../http/origin';
import { sessionToken } from '../http/session-cookie';
import type { Services } from '../services';
import { CLOSE_POLICY, CLOSE_SIGNED_OUT, Connection, type Corkable } from './connection';
import type { Context } from './context';
import { Credits } from './credits';
import { route } from './router';
import { stopWatching } from './watching';

/**
 * Frames up to this size reach the edge (which refuses those over 16 KiB with `too-large`);
 * larger ones make the ws library close the socket (1009) without reading them.
 */
export const MAX_FRAME_BYTES = 64 * 1024;

/** A socket that has not answered the last ping within this long is dropped (a dead peer). */
const HEARTBEAT_MS = 30_000;

/** How often the round trip is measured (a ping frame of a few bytes): the clocks' lag. */
const PROBE_MS = 5_000;

/**
 * Pings the peer; ends the socket when the previous heartbeat went unanswered. Every ping carries
 * its send time, which the pong echoes: the round trip measures the socket's lag.
 */
function heartbeat(conn: Connection): () => void {
  const { socket } = conn;
  let alive = true;
  socket.on('pong', (data) => {
    alive = true;
    const sent = Number(data.toString());
    if (Number.isFinite(sent) && sent > 0) conn.rttMs = Math.max(0, Date.now() - sent);
  });
  const ping = () => socket.ping(String(Date.now()));
  const timer = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    ping();
  }, HEARTBEAT_MS);
  const probe = setInterval(() => conn.open && ping(), PROBE_MS);
  timer.unref();
  probe.unref();
  ping();
  return () => {
    clearInterval(timer);
    clearInterval(probe);
  };
}

function teardown(context: Context, stops: readonly (() => void)[]): void {
  const { conn } = context;
  for (const table of [...conn.watching.keys()]) stopWatching(context, table);
  conn.stopLobby?.();
  for (const stop of stops) stop();
}

function onFrame(context: Context, credits: Credits, data: RawData, isBinary: boolean): void {
  const { conn } = context;
  if (!credits.take()) {
    conn.error('rate-limited', 'too many messages');
    conn.close(CLOSE_POLICY, 'rate limit');
    return;
  }
  if (isBinary) {
    conn.error('bad-message', 'text frames only');
    return;
  }
  const text = data.toString();
  void conn.queue.run(() => route(context, text));
}

function attach(
  services: Services,
  socket: WebSocket,
  stream: Corkable,
  token: string | undefined,
): void {
  const conn = new Connection(socket, stream);
  const context: Context = { conn, services };
  const credits = new Credits(services.limits.socketMessages, services.limits.socketWindowMs);
  // Frames wait in the queue behind the session's look-up.
  void conn.queue.run(async () => {
    conn.session = await services.accounts.session(token);
  });
  const stopSessions = services.sessions.subscribe('sessions', (message) => {
    if (message.session === conn.session?.id) conn.close(CLOSE_SIGNED_OUT, 'signed out');
  });
  socket.on('message', (data, isBinary) => onFrame(context, credits, data, isBinary));
  const stopHeartbeat = heartbeat(conn);
  services.metrics.socketOpened();
  socket.on('close', () => {
    services.metrics.socketClosed();
    teardown(context, [stopSessions, stopHeartbeat]);
  });
  socket.on('error', () => socket.terminate());
}

/**
 * Lets go of what the HTTP upgrade would otherwise keep for the socket's whole life.
 * @fastify/websocket (11.3) hands the upgrade a `ServerResponse`, which stays the TCP socket's
 * `_httpMessage` (and through it the request, its raw headers, Fastify's request and reply), and
 * listens for the WebSocket's errors with a closure over that request and reply: some thirty
 * objects a socket, a tenth of the heap at 4,000 sockets, walked by every full collection
 * (docs/benchmarks.md, "What the server's heap holds"). `attach` adds the one error listener the
 * socket needs (end it), as the plugin's default handler did, without the request.
 */
function releaseUpgrade(socket: WebSocket, raw: IncomingMessage): void {
  socket.removeAllListeners('error');
  const tcp = raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
}

export function socketRoute(app: FastifyInstance, services: Services): void {
  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const why = crossSite(request);
        if (why) return refuse(reply, 'cross-site', why);
      },
    },
    // The upgraded request's TCP socket is the one the WebSocket writes to.
    (socket, request) => {
      const token = sessionToken(request);
      const stream = request.raw.socket;
      releaseUpgrade(socket, request.raw);
      attach(services, socket, stream, token);
    },
  );
}
