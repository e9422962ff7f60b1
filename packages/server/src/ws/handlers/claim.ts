// claim: the win, when the opponent has been away (no socket at the table) for the grace
// period. The game's queue decides (games/actor.ts `claim`); the forfeit is an event like any
// other, heard by every watcher.
import type { Handler } from '../context';
import { ensureWatching } from '../watching';

export const claim: Handler<'claim'> = async (context, message) => {
  const { conn, services } = context;
  const user = conn.user;
  if (!user) {
    conn.error('unauthenticated', 'visitors may watch, not play', message.id);
    return;
  }
  const actor = await services.games.get(message.table);
  if (!actor) {
    conn.error('unknown-table', `no table ${message.table}`, message.id);
    return;
  }
  if (actor.seatOf(user.id)) ensureWatching(context, actor);
  const done = await actor.claim(user.id);
  if (!done.ok) conn.error(done.error, done.message, message.id);
};
