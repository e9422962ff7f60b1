// hello: the first message. Answers welcome (who the socket's session is, or null for a
// visitor); a reconnecting client's lastSeen tables are watched again and sent what it missed.
import { ONLINE_PROTOCOL_VERSION } from '@ludus/protocol';
import { type Handler, idOf, tableOf } from '../context';
import { ensureWatching, sendSince } from '../watching';

export const hello: Handler<'hello'> = async (context, message) => {
  const { conn } = context;
  conn.helloDone = true;
  const user = conn.user;
  conn.send({
    type: 'welcome',
    ...idOf(message),
    v: ONLINE_PROTOCOL_VERSION,
    you: user ? { name: user.name, guest: user.guest } : null,
  });
  for (const { table, seq } of message.lastSeen ?? []) {
    const actor = await tableOf(context, { table, id: message.id });
    if (!actor) continue;
    ensureWatching(context, actor);
    await sendSince(context, actor, seq);
  }
};
