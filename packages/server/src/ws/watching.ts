// Watching a table: the socket subscribes to the table's broadcasts and passes on what it may
// see: the events, then the view after them (a seated player's with its seat's legal intents, a
// spectator's without; its history elided against the socket's last view: views.ts), so that a
// client never has to replay the rules to show the table. Each
// chat channel goes to its own audience (players' to the seats, spectators' to everyone else).
// Spectators are counted for the lobby; a seat's sockets are counted for its presence, which the
// game's owner reads wherever it runs (shared/presence.ts).
import { MAX_CHAT_LOG_LINES } from '@ludus/protocol';
import { type Seat, seqOf, type Table } from '@ludus/session';
import { recentChat } from '../chat/store';
import type { GameActor } from '../games/actor';
import { tableTopic } from '../games/actor';
import { gameDiceOf } from '../games/dice';
import type { TableBroadcast } from '../shared/bus';
import type { Watch } from './connection';
import type { Context } from './context';
import { sendEventView, sendFullView } from './views';

/** Past this many missed events a client gets a fresh view instead of the events. */
export const MAX_RESYNC_EVENTS = 1_000;

type AwayList = Extract<TableBroadcast, { kind: 'presence' }>['away'];

/** The away seats as a client reads them: the wait until a claim, from now (the game's time). */
function presenceMessage(table: string, away: AwayList, now: number) {
  return {
    type: 'presence' as const,
    table,
    away: away.map(({ seat, claimAt }) => ({ seat, claimInMs: Math.max(0, claimAt - now) })),
  };
}

/** The socket's seat changed (a `seats` broadcast): it counts for its new seat, or as a spectator. */
function countSocket(
  { conn, services }: Context,
  table: string,
  from: Seat | undefined,
  to: Seat | undefined,
) {
  if (from === to) return;
  const { presence } = services;
  if (from) presence.seatLeave(table, from, conn.id);
  else presence.leave(table, conn.id);
  if (to) presence.seatEnter(table, to, conn.id);
  else presence.enter(table, conn.id);
}

function deliver(context: Context, actor: GameActor, broadcast: TableBroadcast): void {
  const { conn, services } = context;
  const table = actor.info.id;
  const watch = conn.watching.get(table);
  if (!watch) return;
  switch (broadcast.kind) {
    case 'events':
      conn.send({ type: 'events', table, events: broadcast.events });
      sendEventView(conn, watch, table, broadcast.views[watch.seat ?? 'spectator']);
      return;
    case 'seats': {
      const user = conn.user?.id;
      const seat = (['white', 'black'] as const).find((s) => broadcast.users[s] === user);
      const before = watch.seat;
      watch.seat = user === undefined ? undefined : seat;
      countSocket(context, table, before, watch.seat);
      conn.send({ type: 'seats', table, seats: broadcast.seats, status: broadcast.status });
      return;
    }
    case 'presence':
      conn.send(presenceMessage(table, broadcast.away, services.time.now()));
      return;
    case 'chat':
      if ((broadcast.channel === 'players') === (watch.seat !== undefined)) {
        const { channel, from, text } = broadcast;
        conn.send({ type: 'chat', table, channel, from, text });
      }
      return;
  }
}

/** Subscribes the socket to the table (once); returns its watch. */
export function ensureWatching(context: Context, actor: GameActor): Watch {
  const { conn, services } = context;
  const table = actor.info.id;
  const existing = conn.watching.get(table);
  if (existing) return existing;
  const unsubscribe = services.tables.subscribe(tableTopic(table), (broadcast) =>
    deliver(context, actor, broadcast),
  );
  const watch: Watch = { unsubscribe, seat: actor.seatOf(conn.user?.id) };
  conn.watching.set(table, watch);
  if (watch.seat) services.presence.seatEnter(table, watch.seat, conn.id);
  else services.presence.enter(table, conn.id);
  return watch;
}

export function stopWatching({ conn, services }: Context, table: string): void {
  const watch = conn.watching.get(table);
  if (!watch) return;
  watch.unsubscribe();
  conn.watching.delete(table);
  if (watch.seat) services.presence.seatLeave(table, watch.seat, conn.id);
  else services.presence.leave(table, conn.id);
}

/**
 * Who sits where (with the dice commitment), the view for this socket's seat (or a spectator's),
 * the chat so far of the channel it reads, and who is away. The chat is read first, so that these
 * are sent together, from one moment of the table. (A line stored while that read runs may also come live: the client's chat then
 * shows it twice, a cosmetic race of a few milliseconds.)
 */
export async function sendTable(context: Context, actor: GameActor, id?: number): Promise<void> {
  const { conn, services } = context;
  const viewer = actor.seatOf(conn.user?.id) ?? 'spectator';
  const channel = viewer === 'spectator' ? 'spectators' : 'players';
  const lines = await recentChat(services.db, actor.info.id, channel, MAX_CHAT_LOG_LINES);
  const { seats, status } = actor.current;
  const names = { white: seats.white?.name ?? null, black: seats.black?.name ?? null };
  // The dice commitment: every watcher sees it before the first roll (docs/fair-dice.md).
  const commitment = gameDiceOf(actor.current.table)?.commitment;
  conn.send({
    type: 'seats',
    table: actor.info.id,
    seats: names,
    status,
    ...(commitment ? { commitment } : {}),
  });
  sendFullView(conn, actor.info.id, actor.viewOf(viewer), id);
  conn.send({ type: 'chat-log', table: actor.info.id, lines });
  // The viewer's own seat is at the table (this socket), whatever the owner has yet to hear.
  const away = actor.away().filter((a) => a.seat !== viewer);
  conn.send(presenceMessage(actor.info.id, away, services.time.now()));
}

/** The events after `since` (and a seat's view after them), or a fresh view when too far back. */
export async function sendSince(
  context: Context,
  actor: GameActor,
  since: number,
  id?: number,
): Promise<void> {
  const table: Table = actor.current.table;
  const current = seqOf(table);
  if (since > current || current - since > MAX_RESYNC_EVENTS) {
    await sendTable(context, actor, id);
    return;
  }
  const { conn } = context;
  const events = table.events.slice(since);
  conn.send({ type: 'events', ...(id === undefined ? {} : { id }), table: actor.info.id, events });
  const viewer = actor.seatOf(conn.user?.id) ?? 'spectator';
  sendFullView(conn, actor.info.id, actor.viewOf(viewer));
}
