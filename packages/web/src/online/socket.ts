// A WebSocket to the game server (PROTOCOL.md, "The client ↔ server protocol"):
// `hello` on every (re)connection, replies matched to requests by id, and reconnection by itself
// with growing, jittered delays. What was being watched is the business of the modules that
// watch: they hear every `welcome` and ask again (a table reports its last event in `hello`'s
// `lastSeen`, so the server sends only what was missed). Every frame is read through the
// protocol's edge; a frame that does not parse is dropped, never trusted.
import {
  type ClientMessage,
  type ErrorCode,
  ONLINE_PROTOCOL_VERSION,
  parseServerMessage,
  type ServerMessage,
} from '@ludus/protocol';
import { type ReadonlySignal, signal } from '@preact/signals';

/** connecting: the first attempt; online: welcomed; offline: waiting to try again. */
export type LinkState = 'connecting' | 'online' | 'offline';

export interface Player {
  readonly name: string;
  readonly guest: boolean;
}

type WithoutId<M> = M extends unknown ? Omit<M, 'id'> : never;
/** A client message without its id: the connection numbers them. */
export type Outgoing = WithoutId<ClientMessage>;

/** A refusal by the server (its code), or `offline` when the message could not be sent. */
export type Reply =
  | { readonly ok: true; readonly message: ServerMessage }
  | { readonly ok: false; readonly code: ErrorCode | 'offline'; readonly message: string };

export interface Connection {
  readonly link: ReadonlySignal<LinkState>;
  /** Who the server says this socket is (null: a visitor), from the last `welcome`. */
  readonly me: ReadonlySignal<Player | null>;
  /** Whether the first `welcome` has come (until then `me` is not known). */
  readonly welcomed: ReadonlySignal<boolean>;
  /**
   * Sends a message that the server answers with its id (watch, join, resync, lobby-subscribe,
   * ping): resolves with that answer, an error's code, or `offline`.
   */
  request(message: Outgoing): Promise<Reply>;
  /**
   * Sends a message whose success has no answer of its own (intent, chat): `onError` hears a
   * refusal. Returns false when offline (nothing was sent).
   */
  send(message: Outgoing, onError?: (code: ErrorCode, message: string) => void): boolean;
  /** Every message from the server, in order; returns the unsubscribe function. */
  listen(listener: (message: ServerMessage) => void): () => void;
  /** Runs on every `welcome` (the first and each after a reconnection). */
  onWelcome(listener: () => void): () => void;
  /** The tables whose last event a reconnecting `hello` reports (the watchers register them). */
  reportSeen(source: () => readonly { table: string; seq: number }[]): () => void;
  /** Reconnects at once (after signing in or out, so that the socket carries the new cookie). */
  restart(): void;
  close(): void;
}

/** Reconnection delays: 0.5 s doubling to 15 s, each drawn from its upper half (jitter). */
export const BACKOFF_FIRST_MS = 500;
export const BACKOFF_MAX_MS = 15_000;

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** How long an answered-by-silence `send` keeps its error callback. */
const SEND_ERROR_WINDOW_MS = 60_000;

export function socketUrl(location: { readonly protocol: string; readonly host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

interface Pending {
  readonly settle: (reply: Reply) => void;
  readonly expires: number;
}

/** Makes the socket: the browser's WebSocket, or (in tests over Node) one with headers. */
export type SocketFactory = (url: string) => WebSocket;

export function openConnection(
  url: string,
  makeSocket: SocketFactory = (address) => new WebSocket(address),
): Connection {
  const link = signal<LinkState>('connecting');
  const me = signal<Player | null>(null);
  const welcomed = signal(false);
  const listeners = new Set<(message: ServerMessage) => void>();
  const welcomeListeners = new Set<() => void>();
  const seenSources = new Set<() => readonly { table: string; seq: number }[]>();
  const pending = new Map<number, Pending>();
  let socket: WebSocket | null = null;
  let nextId = 1;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  function settleAll(): void {
    for (const entry of pending.values()) entry.settle({ ok: false, code: 'offline', message: '' });
    pending.clear();
  }

  function connect(): void {
    clearTimeout(timer);
    const ws = makeSocket(url);
    socket = ws;
    ws.onopen = () => {
      const lastSeen = [...seenSources].flatMap((source) => source()).slice(0, 64);
      ws.send(
        JSON.stringify({
          type: 'hello',
          id: 0,
          v: ONLINE_PROTOCOL_VERSION,
          ...(lastSeen.length > 0 ? { lastSeen } : {}),
        }),
      );
    };
    ws.onmessage = (event) => {
      if (socket !== ws || typeof event.data !== 'string') return;
      const parsed = parseServerMessage(event.data);
      if (!parsed.ok) return;
      receive(parsed.value);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      settleAll();
      if (closed) return;
      link.value = 'offline';
      timer = setTimeout(connect, backoffDelay(attempt));
      attempt += 1;
    };
  }

  function receive(message: ServerMessage): void {
    if (message.type === 'welcome') {
      attempt = 0;
      me.value = message.you;
      welcomed.value = true;
      link.value = 'online';
      for (const listener of [...welcomeListeners]) listener();
    }
    if (message.id !== undefined && message.id !== 0) {
      const entry = pending.get(message.id);
      pending.delete(message.id);
      entry?.settle(
        message.type === 'error'
          ? { ok: false, code: message.code, message: message.message }
          : { ok: true, message },
      );
    }
    for (const listener of [...listeners]) listener(message);
  }

  function write(message: Outgoing, settle: (reply: Reply) => void, keepMs: number): boolean {
    if (link.value !== 'online' || socket === null) return false;
    const id = nextId++;
    const now = Date.now();
    for (const [key, entry] of pending) if (entry.expires < now) pending.delete(key);
    pending.set(id, { settle, expires: now + keepMs });
    socket.send(JSON.stringify({ ...message, id }));
    return true;
  }

  connect();
  return {
    link,
    me,
    welcomed,
    request: (message) =>
      new Promise((resolve) => {
        if (!write(message, resolve, Number.POSITIVE_INFINITY)) {
          resolve({ ok: false, code: 'offline', message: '' });
        }
      }),
    send: (message, onError) =>
      write(
        message,
        (reply) => {
          if (!reply.ok && reply.code !== 'offline') onError?.(reply.code, reply.message);
        },
        SEND_ERROR_WINDOW_MS,
      ),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onWelcome(listener) {
      welcomeListeners.add(listener);
      return () => welcomeListeners.delete(listener);
    },
    reportSeen(source) {
      seenSources.add(source);
      return () => seenSources.delete(source);
    },
    restart() {
      attempt = 0;
      const old = socket;
      socket = null;
      settleAll();
      old?.close();
      link.value = 'connecting';
      if (!closed) connect();
    },
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
      socket = null;
      settleAll();
      link.value = 'offline';
    },
  };
}
