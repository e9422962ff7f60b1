// One server table in the page: the socket transport behind `table/transport.ts`. It watches the
// table, keeps the latest view the server sent (a seat's, with its legal intents, or a
// spectator's), who sits where and the chat, and sends the player's intents. It never applies a
// rule: an intent counts once the server's events say it was accepted. After a reconnection the
// `hello` reports the last event seen, so the server sends only what was missed; the table is
// then watched again for its seats and the chat. An `events` message that does not follow on from
// the last event this client accounts for (one lost on the way between server processes) is not
// taken: the client asks for what it missed with `resync` instead. Its seed (on join) and a nonce
// per intent are this client's share of the verifiable dice (dice-seed.ts). The view after an
// event comes with its history elided against the last view sent (PROTOCOL.md, "History
// elision"): it is expanded against the state this client holds of that view, and when it
// cannot be (another base, a marker that does not resolve) it is not taken: the client asks for
// the table afresh with `resync`, whose answer carries a whole view.
import {
  type Away,
  type ErrorCode,
  expand,
  type LobbyTable,
  type ServerMessage,
  type TableStatus,
} from '@ludus/protocol';
import type { Intent, Seat, ShatraView, TableEvent, TableView } from '@ludus/session';
import { reviveShatraView } from '../shatra/revive';
import type { Sent, TableSnapshot, TableTransport } from '../table/transport';
import { freshDiceValue } from './dice-seed';
import type { Connection, Outgoing } from './socket';

type ChatChannel = Extract<ServerMessage, { type: 'chat' }>['channel'];
/** The wire's intent (the session's, with mutable arrays: the same JSON). */
type WireIntent = Extract<Outgoing, { type: 'intent' }>['intent'];

export type SeatNames = LobbyTable['seats'];

export interface ChatLine {
  readonly channel: ChatChannel;
  readonly from: string;
  readonly text: string;
}

/** The chat lines a table keeps in the page (the oldest go first). */
export const CHAT_LINES_KEPT = 200;

export interface TableInfo {
  /** The latest view (a Shatra game rebuilt through the rules), null until the first comes. */
  readonly view: TableView | null;
  readonly seats: SeatNames | null;
  readonly status: TableStatus | null;
  /** This client's seat (from its view), null for a spectator. */
  readonly seat: Seat | null;
  readonly chat: readonly ChatLine[];
  /** The events of the last `events` message (for sounds and the last move's marks). */
  readonly lastEvents: readonly TableEvent[];
  /** The server knows no table by this id. */
  readonly missing: boolean;
  /** When the view came (this page's clock, ms): its clock reading counts down from then. */
  readonly viewAt: number;
  /** The seats whose players have left, and when the opponent may claim (from `awayAt`). */
  readonly away: readonly Away[];
  readonly awayAt: number;
  /** The dice commitment the server showed (backgammon, tryktrak), null for none. */
  readonly commitment: string | null;
}

export interface OnlineTable extends TableTransport {
  readonly id: string;
  info(): TableInfo;
  /** Takes the free seat (or `seat`) for the signed-in player. */
  join(seat?: Seat): Promise<Sent>;
  /** Writes a chat line; the server relays it to the channel (this client too). */
  say(channel: ChatChannel, text: string): Promise<Sent>;
  /** Claims the win from an opponent away past the grace period; a refusal says why. */
  claim(): Promise<Sent>;
}

/** Why an intent or a line was not sent: the server's code, or `offline`. */
export type SendError = ErrorCode | 'offline' | 'not-your-seat';

const OFFLINE: Sent = { ok: false, error: 'offline', message: 'not connected' };

function revived(view: TableView): TableView | null {
  if (view.spec.game !== 'shatra') return view;
  try {
    return reviveShatraView(view as ShatraView);
  } catch {
    return null;
  }
}

/** What every watcher sees: the seat's view without its legal intents. */
function spectatorOf(view: TableView): TableView {
  return view.viewer === 'spectator'
    ? view
    : ({ ...view, viewer: 'spectator', legal: [] } as TableView);
}

interface PendingLine {
  readonly channel: ChatChannel;
  readonly text: string;
  readonly settle: (sent: Sent) => void;
}

interface PendingIntent {
  readonly seq: number;
  readonly seat: Seat;
  readonly settle: (sent: Sent) => void;
}

export function openOnlineTable(conn: Connection, id: string): OnlineTable {
  let info: TableInfo = {
    view: null,
    seats: null,
    status: null,
    seat: null,
    chat: [],
    lastEvents: [],
    missing: false,
    viewAt: 0,
    away: [],
    awayAt: 0,
    commitment: null,
  };
  let snapshot: TableSnapshot | null = null;
  const listeners = new Set<() => void>();
  const intents = new Set<PendingIntent>();
  const lines = new Set<PendingLine>();
  /** The last event this client accounts for (a view at seq N accounts for all to N). */
  let seen: number | null = null;
  /** A resync is asked and not yet answered: views wait for its events to move `seen`. */
  let resyncing = false;
  /**
   * The state of the last view the server sent of this table, as it came (expanded; before a
   * Shatra game is rebuilt), and its seq: what the next elided view refers to.
   */
  let held: { readonly seq: number; readonly state: unknown } | null = null;

  function update(next: Partial<TableInfo>): void {
    info = { ...info, ...next };
    const { view } = info;
    const seat = info.seat;
    snapshot =
      view === null
        ? null
        : {
            shown: spectatorOf(view),
            seats: seat === null ? {} : { [seat]: view },
            thinking: false,
            failure: null,
          };
    for (const listener of [...listeners]) listener();
  }

  function settleIntents(events: readonly TableEvent[]): void {
    for (const pending of [...intents]) {
      const mine = events.some((e) => e.seq === pending.seq + 1 && e.seat === pending.seat);
      if (mine) {
        intents.delete(pending);
        pending.settle({ ok: true });
      } else if (events.some((e) => e.seq === pending.seq + 1)) {
        // Another event took that place: the intent was refused (its error follows).
        intents.delete(pending);
        pending.settle({ ok: false, error: 'stale', message: 'the table moved on' });
      }
    }
  }

  /** Asks for the events after `since` (once at a time); the answer comes as `events` and `view`. */
  function resync(since: number): void {
    if (resyncing) return;
    resyncing = true;
    void conn.request({ type: 'resync', table: id, since }).then(() => {
      resyncing = false;
      // A far resync is answered with the table instead of its events: the view accounts.
      if (info.view !== null) seen = Math.max(seen ?? 0, info.view.seq);
    });
  }

  /** Events that follow on are taken; ones already seen are dropped; after a gap, `resync`. */
  function receiveEvents(events: readonly TableEvent[]): void {
    const known = seen;
    const fresh = known === null ? events : events.filter((e) => e.seq > known);
    const first = fresh[0];
    if (!first) return;
    if (known !== null && first.seq !== known + 1) {
      resync(known);
      return;
    }
    seen = fresh.at(-1)?.seq ?? known;
    settleIntents(fresh);
    update({ lastEvents: fresh });
  }

  /** The view whole: as it came, or its elided history restored; null when it cannot be. */
  function whole(message: Extract<ServerMessage, { type: 'view' }>): TableView | null {
    const { view, base } = message;
    if (base === undefined) {
      held = { seq: view.seq, state: view.state };
      return view;
    }
    const state = held !== null && held.seq === base ? expand(held.state, view.state) : null;
    if (state === null) return null;
    held = { seq: view.seq, state };
    return { ...view, state } as TableView;
  }

  function receive(message: ServerMessage): void {
    if (!('table' in message) || message.table !== id) return;
    switch (message.type) {
      case 'view': {
        const sent = whole(message);
        // Not expandable: the table stays as it was until the resync's whole view comes.
        if (sent === null) {
          resync(seen ?? 0);
          return;
        }
        const view = revived(sent);
        if (view === null) return;
        // An older view (one overtaken by events already shown) never replaces a newer one.
        if (info.view !== null && view.seq < info.view.seq) return;
        if (!resyncing) seen = Math.max(seen ?? 0, view.seq);
        update({
          view,
          seat: view.viewer === 'spectator' ? null : view.viewer,
          viewAt: performance.now(),
        });
        return;
      }
      case 'presence':
        update({ away: message.away, awayAt: performance.now() });
        return;
      case 'events':
        receiveEvents(message.events);
        return;
      case 'seats':
        update({
          seats: message.seats,
          status: message.status,
          commitment: message.commitment ?? info.commitment,
        });
        return;
      case 'chat': {
        const { channel, from, text } = message;
        for (const line of lines) {
          if (line.channel === channel && line.text === text && from === conn.me.value?.name) {
            lines.delete(line);
            line.settle({ ok: true });
            break;
          }
        }
        update({ chat: [...info.chat, { channel, from, text }].slice(-CHAT_LINES_KEPT) });
        return;
      }
      case 'chat-log':
        // The chat so far (on every watch, so also after a reconnection): it replaces ours.
        update({ chat: message.lines.slice(-CHAT_LINES_KEPT) });
        return;
    }
  }

  function watch(): void {
    void conn.request({ type: 'watch', table: id }).then((reply) => {
      if (!reply.ok && reply.code === 'unknown-table') update({ missing: true });
    });
  }

  function listenersAdd(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  const stopListening = conn.listen(receive);
  // After a gap the view may be ahead of the events accounted for: the server sends from these.
  const stopReporting = conn.reportSeen(() => (seen === null ? [] : [{ table: id, seq: seen }]));
  function dropPending(): void {
    for (const pending of [...intents, ...lines]) pending.settle(OFFLINE);
    intents.clear();
    lines.clear();
  }

  const stopWelcome = conn.onWelcome(() => {
    dropPending();
    watch();
  });
  if (conn.link.value === 'online') watch();

  return {
    id,
    info: () => info,
    snapshot() {
      if (snapshot === null) throw new Error(`table ${id}: no view yet`);
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(seat, intent: Intent) {
      const { view } = info;
      if (view === null || seat !== info.seat) {
        return Promise.resolve({ ok: false, error: 'not-your-seat', message: 'not your seat' });
      }
      return new Promise<Sent>((resolve) => {
        const pending: PendingIntent = { seq: view.seq, seat, settle: resolve };
        // A fresh nonce with every intent: the server keeps the one of an intent that rolls.
        const wire = intent as WireIntent;
        const sent = conn.send(
          { type: 'intent', table: id, seq: view.seq, intent: wire, nonce: freshDiceValue() },
          (code, text) => {
            if (intents.delete(pending)) resolve({ ok: false, error: code, message: text });
          },
        );
        if (sent) intents.add(pending);
        else resolve(OFFLINE);
      });
    },
    join: (seat) =>
      conn
        .request({
          type: 'join',
          table: id,
          ...(seat ? { seat } : {}),
          clientSeed: freshDiceValue(),
        })
        .then((reply) =>
          reply.ok ? { ok: true } : { ok: false, error: reply.code, message: reply.message },
        ),
    say: (channel, text) =>
      new Promise<Sent>((resolve) => {
        // The line relayed back is its acknowledgement; a refusal comes as an error.
        const line: PendingLine = { channel, text, settle: resolve };
        const sent = conn.send({ type: 'chat', table: id, channel, text }, (code, message) => {
          if (lines.delete(line)) resolve({ ok: false, error: code, message });
        });
        if (sent) lines.add(line);
        else resolve(OFFLINE);
      }),
    claim: () =>
      new Promise<Sent>((resolve) => {
        // Success is the forfeit's events (the table finished); only a refusal answers by id.
        const sent = conn.send({ type: 'claim', table: id }, (code, message) =>
          resolve({ ok: false, error: code, message }),
        );
        if (!sent) resolve(OFFLINE);
        else {
          const stop = listenersAdd(() => {
            if (info.status === 'finished') {
              stop();
              resolve({ ok: true });
            }
          });
        }
      }),
    retry() {},
    close() {
      stopListening();
      stopReporting();
      stopWelcome();
      listeners.clear();
      dropPending();
      conn.send({ type: 'unwatch', table: id });
    },
  };
}
