// watch / unwatch: follow a table (who sits where and this socket's view now, then every
// event), or stop. Anybody may watch, a visitor too; an invite-only table by its id.
import { type Handler, idOf, tableOf } from '../context';
import { ensureWatching, sendTable, stopWatching } from '../watching';

export const watch: Handler<'watch'> = async (context, message) => {
  const actor = await tableOf(context, message);
  if (!actor) return;
  ensureWatching(context, actor);
  await sendTable(context, actor, message.id);
};

export const unwatch: Handler<'unwatch'> = (context, message) => {
  stopWatching(context, message.table);
  // An acknowledgement only when asked for one (an id), as a pong: nothing else to say.
  if (message.id !== undefined) context.conn.send({ type: 'pong', ...idOf(message) });
};
