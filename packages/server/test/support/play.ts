// Bots for whole games: each plays its seat's first legal intent from its own view whenever its
// view says the seat may act, once per view seq, each with a fresh nonce for the dice (as the web
// client does). What they saw is read from their clients.
import { randomBytes } from 'node:crypto';
import type { TableEvent, TableView } from '@ludus/session';
import type { Message, TestClient } from './client';

export interface Bot {
  /** Refusals other than `stale` (which a bot meets at the opening, when both seats may roll). */
  readonly errors: string[];
  stop(): void;
}

export interface BotOptions {
  /** Called after each intent sent; the bot stops sending when it returns false. */
  readonly afterSend?: (seq: number, intent: unknown) => boolean;
  /** Intents the bot leaves to the test: it sends nothing for a view whose first is one. */
  readonly leave?: (intent: { readonly kind: string }) => boolean;
}

/** 128 random bits, URL-safe: a roll's nonce or a client seed, as the web client makes them. */
export const freshNonce = () => randomBytes(16).toString('base64url');

export function startBot(
  client: TestClient,
  table: string,
  seat: 'white' | 'black',
  options: BotOptions = {},
): Bot {
  let acted = -1;
  let stopped = false;
  const errors: string[] = [];
  const consider = (view: TableView) => {
    if (stopped || view.seq <= acted || !view.toAct.includes(seat)) return;
    const intent = view.legal[0];
    if (!intent || options.leave?.(intent)) return;
    acted = view.seq;
    client.send({ type: 'intent', table, seq: view.seq, intent, nonce: freshNonce() });
    if (options.afterSend && !options.afterSend(view.seq, intent)) stopped = true;
  };
  client.onMessage((message: Message) => {
    if (message.type === 'view' && message.table === table) consider(message.view as TableView);
    if (message.type === 'error' && message.code !== 'stale') {
      errors.push(`${seat}: ${String(message.code)} ${String(message.message)}`);
    }
  });
  // A fresh view starts the bot off.
  client.send({ type: 'watch', table });
  return {
    errors,
    stop: () => {
      stopped = true;
    },
  };
}

/** Every event a client received for `table`, in the order received. */
export function eventsSeen(client: TestClient, table: string): TableEvent[] {
  return client.seen
    .filter((m) => m.type === 'events' && m.table === table)
    .flatMap((m) => m.events as TableEvent[]);
}

/** The table's last event seq as `client` knows it. */
export function lastSeq(client: TestClient, table: string): number {
  return eventsSeen(client, table).at(-1)?.seq ?? 0;
}

/** Waits until `client` hears that the table's game is over. */
export function finished(client: TestClient, table: string, ms = 120_000): Promise<Message> {
  return client.next((m) => m.type === 'seats' && m.table === table && m.status === 'finished', ms);
}

/** Both bots play until each seat has acted at least once (the abort window closed). */
export async function pastTheAbortWindow(a: TestClient, b: TestClient, table: string) {
  const bots = [startBot(a, table, 'white'), startBot(b, table, 'black')];
  await a.next(
    (m) =>
      m.type === 'events' &&
      m.table === table &&
      new Set(eventsSeen(a, table).map((e) => e.seat)).size === 2,
    20_000,
  );
  for (const bot of bots) bot.stop();
  return bots;
}
