// resync: the events after `since` (a seat's view after them), or a fresh view when the client
// is too far behind or ahead.
import { type Handler, tableOf } from '../context';
import { sendSince } from '../watching';

export const resync: Handler<'resync'> = async (context, message) => {
  const actor = await tableOf(context, message);
  if (!actor) return;
  await sendSince(context, actor, message.since, message.id);
};
