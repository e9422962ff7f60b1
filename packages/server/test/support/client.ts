// A WebSocket client over a real socket (the ws package): sends messages, and waits for the
// ones it expects, each taken from its inbox once. As a real client, it expands the views whose
// history the server elided (@ludus/protocol view-delta.ts) against its last view of the table;
// one it cannot expand is kept as it came and counted (`unexpanded`); `raw` keeps them all so.
import { expand, type ServerMessage } from '@ludus/protocol';
import WebSocket from 'ws';

export type Message = ServerMessage & Record<string, unknown>;

export class TestClient {
  readonly inbox: Message[] = [];
  /** Every message ever received, in order (the inbox loses what was waited for). */
  readonly seen: Message[] = [];
  /** Elided views that did not expand (a base other than the last view's, a bad marker). */
  readonly unexpanded: Message[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private listeners: Array<(message: Message) => void> = [];
  /** Each table's last view as expanded: its seq and state. */
  private readonly held = new Map<string, { seq: number; state: unknown }>();

  private constructor(
    readonly socket: WebSocket,
    private readonly raw = false,
  ) {
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake();
      });
    });
    socket.on('message', (data) => {
      const message = this.expanded(JSON.parse(data.toString()) as Message);
      this.inbox.push(message);
      this.seen.push(message);
      for (const listener of this.listeners) listener(message);
      this.wake();
    });
  }

  /**
   * `pongDelayMs`: the client answers the server's pings that much later, as a player far away
   * would (the server measures the socket's lag by them).
   */
  static async connect(
    base: string,
    options: {
      cookie?: string;
      origin?: string;
      hello?: boolean;
      pongDelayMs?: number;
      /** The certificate (PEM) to trust for a wss address (nginx's, support/nginx.ts). */
      ca?: string | undefined;
      /** Views as they came, elided or not. */
      raw?: boolean;
    } = {},
  ): Promise<TestClient> {
    const headers: Record<string, string> = { origin: options.origin ?? base };
    if (options.cookie) headers.cookie = options.cookie;
    const { pongDelayMs } = options;
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, {
      headers,
      autoPong: pongDelayMs === undefined,
      ...(options.ca ? { ca: options.ca } : {}),
    });
    if (pongDelayMs !== undefined) {
      socket.on('ping', (data) => {
        setTimeout(() => socket.readyState === WebSocket.OPEN && socket.pong(data), pongDelayMs);
      });
    }
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
    });
    const client = new TestClient(socket, options.raw);
    if (options.hello !== false) {
      client.send({ type: 'hello', v: 1 });
      await client.next((m) => m.type === 'welcome');
    }
    return client;
  }

  /** A view with its history restored (the `base` stays, to show it was elided). */
  private expanded(message: Message): Message {
    if (this.raw || message.type !== 'view') return message;
    const { table, view } = message;
    const held = this.held.get(table);
    let state: unknown = view.state;
    if (message.base !== undefined) {
      state = held?.seq === message.base ? expand(held.state, view.state) : null;
      if (state === null) {
        this.unexpanded.push(message);
        return message;
      }
    }
    this.held.set(table, { seq: view.seq, state });
    return { ...message, view: { ...view, state } } as Message;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  onMessage(listener: (message: Message) => void): void {
    this.listeners.push(listener);
  }

  /** The first message in the inbox that matches (taken out of it), waiting up to `ms`. */
  async next(match: (message: Message) => boolean, ms = 10_000): Promise<Message> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.inbox.findIndex(match);
      if (index >= 0) return this.inbox.splice(index, 1)[0] as Message;
      if (this.socket.readyState !== WebSocket.OPEN) throw new Error('socket closed');
      const left = deadline - Date.now();
      if (left <= 0) {
        const last = this.seen.slice(-3).map((m) => JSON.stringify(m).slice(0, 200));
        throw new Error(`no matching message in ${ms} ms; last: ${last.join(' | ')}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1_000));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends `message` with a fresh id and waits for the reply carrying that id. */
  async request(message: Record<string, unknown>, ms?: number): Promise<Message> {
    const id = Math.floor(Math.random() * 1e9);
    this.send({ ...message, id });
    return this.next((m) => m.id === id, ms);
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
