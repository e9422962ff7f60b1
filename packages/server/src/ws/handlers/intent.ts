// intent: one move or decision for the seat this socket's player holds. The game's queue
// decides (game/actor.ts); a refusal leaves the table as it was and says why. A stale intent
// (its seq is not the table's) is answered with the fresh view as well.
import type { Intent } from '@ludus/session';
import { boundedLag } from '../../games/lag';
import { type Handler, playerAt } from '../context';
import { sendFullView } from '../views';
import { ensureWatching } from '../watching';

export const intent: Handler<'intent'> = async (context, message) => {
  const { conn, services } = context;
  const found = await playerAt(context, message, 'visitors may watch, not play');
  if (!found) return;
  const { user, actor } = found;
  // A player acting on a table hears its events, whether or not it asked to watch.
  if (actor.seatOf(user.id)) ensureWatching(context, actor);
  // Half the socket's last measured round trip: the intent's one-way lag, for the clock (sent
  // on with the intent when another process owns the game).
  const lagMs = boundedLag(conn.rttMs / 2);
  const started = performance.now();
  const intent = message.intent as Intent;
  const done = await actor.intent(user.id, message.seq, intent, message.nonce, lagMs);
  services.metrics.intent(done.ok, (performance.now() - started) / 1_000);
  if (done.ok) return;
  conn.error(done.error, done.message, message.id);
  if (done.view) sendFullView(conn, message.table, done.view);
};
