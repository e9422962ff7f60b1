// A TCP proxy in front of Redis for one server process: cut() drops its connections and refuses
// new ones (the process has lost Redis while the others still reach it), restore() lets them
// through again.
import { createConnection, createServer, type Socket } from 'node:net';

export interface CuttableProxy {
  /** redis://127.0.0.1:PORT */
  readonly url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function cuttableProxy(target: string): Promise<CuttableProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let open = true;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: hostname, port: Number(port) });
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${listening}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    async close() {
      open = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
