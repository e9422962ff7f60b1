// resync: the events after `since` (a seat's view after them), or a fresh view when the client
// is too far behind or ahead.
import type { Handler } from '../context';
import { sendSince } from '../watching';

export const resync: Handler<'resync'> = async (context, message) => {
  const actor = await context.services.games.get(message.table);
  if (!actor) {
    context.conn.error('unknown-table', `no table ${message.table}`, message.id);
    return;
  }
  await sendSince(context, actor, message.since, message.id);
};
