// join: take the free seat of a table (a guest or a registered player; not a visitor), with the
// player's client seed for the dice of a backgammon or tryktrak table. The socket watches the
// table from then on; every watcher hears of the new seat holder.
import { type Handler, playerAt } from '../context';
import { ensureWatching, sendTable } from '../watching';

export const join: Handler<'join'> = async (context, message) => {
  const { conn } = context;
  const found = await playerAt(context, message, 'sign in or play as a guest to take a seat');
  if (!found) return;
  const { user, actor } = found;
  // Subscribed before the seat is taken, so that this socket hears the seats broadcast too.
  ensureWatching(context, actor);
  const joined = await actor.join(user, message.seat, message.clientSeed);
  if (!joined.ok) {
    conn.error(joined.error, joined.message, message.id);
    return;
  }
  await sendTable(context, actor, message.id);
};
