// The load generator's wire thread: it holds every simulated player's WebSocket, sends each
// timed intent when its player's thinking is over, and stamps each frame as it arrives. Its heap
// is the sockets alone, so its collections are short: the players' parsed views, which make the
// main thread's heap ~100 MB and its full collections 100–200 ms long, no longer delay the
// stamps, nor hold back the sends of every player whose thinking ended meanwhile and release
// them as one burst (docs/benchmarks.md, "Where the p99 comes from" and "The wire thread").
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import WebSocket from 'ws';
import type { FromWire, Sent, ToWire } from './wire-messages';

const port = parentPort;
if (!port) throw new Error('wire-thread.ts runs as a worker thread');
const post = (message: FromWire) => port.postMessage(message);

interface Held {
  readonly socket: WebSocket;
  sent?: Sent;
  waiting?: NodeJS.Timeout;
}

const sockets = new Map<number, Held>();

function open(id: number, url: string, headers: Readonly<Record<string, string>>): void {
  // A handshake that never ends fails the run instead of holding it up.
  const socket = new WebSocket(url, { headers, handshakeTimeout: 30_000 });
  const held: Held = { socket };
  sockets.set(id, held);
  socket.once('open', () => post({ kind: 'opened', socket: id }));
  socket.on('error', (error) => post({ kind: 'failed', socket: id, message: error.message }));
  socket.on('message', (data) => {
    const at = performance.now();
    post({
      kind: 'message',
      socket: id,
      text: data.toString(),
      at,
      ...(held.sent ? { sent: held.sent } : {}),
    });
  });
  socket.on('close', () => {
    clearTimeout(held.waiting);
    sockets.delete(id);
    post({ kind: 'closed', socket: id });
  });
}

function send(id: number, text: string, timed?: { readonly id: number; readonly at: number }) {
  const held = sockets.get(id);
  if (!held) return;
  if (!timed) {
    held.socket.send(text);
    return;
  }
  const go = () => {
    held.waiting = undefined;
    if (held.socket.readyState !== WebSocket.OPEN) return;
    held.sent = { id: timed.id, at: performance.now() };
    held.socket.send(text);
  };
  const delay = timed.at - performance.now();
  if (delay > 0) held.waiting = setTimeout(go, delay);
  else go();
}

const LOOP_RESOLUTION_MS = 10;
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
/** The histogram holds whole intervals between its timer's runs: the delay is past the period. */
const delayMs = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);

function loopCommand(action: 'start' | 'read'): void {
  if (action === 'start') {
    loop.reset();
    loop.enable();
    return;
  }
  loop.disable();
  const [p50, p99, max] = [loop.percentile(50), loop.percentile(99), loop.max].map(delayMs);
  post({ kind: 'loop', p50: p50 ?? 0, p99: p99 ?? 0, max: max ?? 0 });
}

port.on('message', (message: ToWire) => {
  switch (message.kind) {
    case 'open':
      return open(message.socket, message.url, message.headers);
    case 'send':
      return send(message.socket, message.text, message.timed);
    case 'close': {
      const held = sockets.get(message.socket);
      clearTimeout(held?.waiting);
      held?.socket.close();
      return;
    }
    case 'loop':
      return loopCommand(message.action);
  }
});
