// The views a socket is sent (PROTOCOL.md, "History elision"). A view in a reply (watch, join,
// resync, a stale intent's refusal) is whole; the view after each broadcast event has its
// history elided against the last view of that table sent on this socket, which its watch keeps
// (reset by every whole view, forgotten with the watch). The rules share the history's items
// between successive states, so in one process the elided view is a few hundred bytes where the
// whole one is tens of KiB; a view that came through Redis from another process shares nothing
// with the last one and goes whole.
import { elide } from '@ludus/protocol';
import type { TableView } from '@ludus/session';
import type { Connection, Watch } from './connection';

/**
 * The last elision made: the two players of a table (and its spectators) were sent the same
 * state last, and are sent one broadcast's views one after the other, so one walk serves them
 * all. One entry, strongly held until the next: nothing is kept past the broadcast after it.
 */
let lastElision: { previous: unknown; current: unknown; wire: unknown } | undefined;

function elided(previous: unknown, current: unknown): unknown {
  const known = lastElision;
  if (known !== undefined && known.previous === previous && known.current === current) {
    return known.wire;
  }
  const wire = elide(previous, current);
  lastElision = { previous, current, wire };
  return wire;
}

/** A whole view (a reply); a socket that watches the table elides the next ones against it. */
export function sendFullView(conn: Connection, table: string, view: TableView, id?: number): void {
  conn.send({ type: 'view', ...(id === undefined ? {} : { id }), table, view });
  const watch = conn.watching.get(table);
  if (watch) watch.lastView = { seq: view.seq, state: view.state };
}

/** The view after a broadcast event: its history elided against the socket's last view. */
export function sendEventView(conn: Connection, watch: Watch, table: string, view: TableView) {
  const last = watch.lastView;
  watch.lastView = { seq: view.seq, state: view.state };
  const state = last === undefined ? view.state : elided(last.state, view.state);
  if (last === undefined || state === view.state) {
    conn.send({ type: 'view', table, view });
    return;
  }
  // The state with markers is no session state: the client expands it before reading it.
  conn.send({ type: 'view', table, base: last.seq, view: { ...view, state } as TableView });
}
