// The main thread's side of the wire thread (wire-thread.ts): a socket there is a handle here,
// opened, written to and closed by messages; its frames come back with the times the wire thread
// stamped on them.
import { Worker } from 'node:worker_threads';
import type { FromWire, Sent, ToWire } from './wire-messages';

const ENTRY = new URL('./wire-thread-entry.mjs', import.meta.url);

const NO_READING = { p50: Number.NaN, p99: Number.NaN, max: Number.NaN } as const;

/** A frame as the wire thread received it. */
export interface Frame {
  readonly text: string;
  /** When it arrived, and the socket's last timed intent before it (the wire thread's clock). */
  readonly at: number;
  readonly sent?: Sent;
}

interface Listeners {
  opened?: () => void;
  failed?: (error: Error) => void;
  frame?: (frame: Frame) => void;
  closed?: () => void;
}

/** One socket on the wire thread. */
export class WireSocket {
  constructor(
    private readonly wire: Wire,
    readonly id: number,
    readonly listeners: Listeners,
  ) {}

  /** Sent now; or, timed, at `at` on the wire thread's clock (at once when that has passed). */
  send(text: string, timed?: { readonly id: number; readonly at: number }): void {
    this.wire.post({ kind: 'send', socket: this.id, text, ...(timed ? { timed } : {}) });
  }

  close(): void {
    this.wire.post({ kind: 'close', socket: this.id });
  }
}

export class Wire {
  private readonly worker: Worker;
  private readonly sockets = new Map<number, WireSocket>();
  private nextId = 1;
  private loopRead: ((delay: LoopDelay) => void) | undefined;
  private dead = false;

  /** `failed`: the thread itself died (the run stops, and stops what it started). */
  constructor(failed: (error: unknown) => void) {
    // No execArgv: the entry registers tsx itself (wire-thread-entry.mjs).
    this.worker = new Worker(ENTRY, { execArgv: [] });
    this.worker.on('message', (message: FromWire) => this.heard(message));
    this.worker.on('error', (error) => {
      this.dead = true;
      this.loopRead?.(NO_READING);
      this.loopRead = undefined;
      failed(error);
    });
  }

  post(message: ToWire): void {
    this.worker.postMessage(message);
  }

  /** Opens a WebSocket on the wire thread; settles when it is open (or failed to open). */
  open(url: string, headers: Record<string, string>, frame: (frame: Frame) => void) {
    const id = this.nextId++;
    return new Promise<WireSocket>((resolve, reject) => {
      const socket = new WireSocket(this, id, { frame });
      socket.listeners.opened = () => resolve(socket);
      socket.listeners.failed = reject;
      this.sockets.set(id, socket);
      this.post({ kind: 'open', socket: id, url, headers });
    });
  }

  /** Called once the socket closes (it is forgotten then). */
  onClose(socket: WireSocket, closed: () => void): void {
    socket.listeners.closed = closed;
  }

  /** Starts measuring the wire thread's event-loop delay. */
  startLoop(): void {
    this.post({ kind: 'loop', action: 'start' });
  }

  /** The wire thread's event-loop delay since startLoop, in ms. */
  readLoop(): Promise<LoopDelay> {
    // A dead thread's reading is answered empty rather than awaited for ever.
    if (this.dead) return Promise.resolve(NO_READING);
    return new Promise((resolve) => {
      this.loopRead = resolve;
      this.post({ kind: 'loop', action: 'read' });
    });
  }

  /** Ends the thread (its sockets with it). */
  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private heard(message: FromWire): void {
    if (message.kind === 'loop') {
      const { p50, p99, max } = message;
      this.loopRead?.({ p50, p99, max });
      this.loopRead = undefined;
      return;
    }
    const socket = this.sockets.get(message.socket);
    if (!socket) return;
    const { listeners } = socket;
    switch (message.kind) {
      case 'opened':
        listeners.opened?.();
        listeners.failed = undefined;
        return;
      case 'failed':
        listeners.failed?.(new Error(message.message));
        return;
      case 'message':
        listeners.frame?.(message);
        return;
      case 'closed':
        this.sockets.delete(message.socket);
        // A socket that closed before it opened failed to open.
        listeners.failed?.(new Error('the socket closed before it opened'));
        listeners.closed?.();
    }
  }
}

export interface LoopDelay {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}
