// claim: the win, when the opponent has been away (no socket at the table) for the grace
// period. The game's queue decides (games/actor.ts `claim`); the forfeit is an event like any
// other, heard by every watcher.
import { type Handler, playerAt } from '../context';
import { ensureWatching } from '../watching';

export const claim: Handler<'claim'> = async (context, message) => {
  const { conn } = context;
  const found = await playerAt(context, message, 'visitors may watch, not play');
  if (!found) return;
  const { user, actor } = found;
  if (actor.seatOf(user.id)) ensureWatching(context, actor);
  const done = await actor.claim(user.id);
  if (!done.ok) conn.error(done.error, done.message, message.id);
};
