// chat: a line to the table's players' channel (the seat holders only) or its spectators'
// channel (everyone else signed in). Flood-limited, stored, then relayed; the text is relayed as
// it came: markup in it is text, for the client to show as text.
import { saveChat } from '../../chat/store';
import { type Handler, playerAt } from '../context';

export const chat: Handler<'chat'> = async (context, message) => {
  const { conn, services } = context;
  const found = await playerAt(context, message, 'sign in or play as a guest to chat');
  if (!found) return;
  const { user, actor } = found;
  const seated = actor.seatOf(user.id) !== undefined;
  if ((message.channel === 'players') !== seated) {
    const which = seated ? 'players write in the players’ chat' : 'only the players write there';
    conn.error('forbidden', which, message.id);
    return;
  }
  const flood = await services.chatFlood.check(user.id, message.table, message.text);
  if (flood) {
    conn.error('rate-limited', flood, message.id);
    return;
  }
  const at = new Date().toISOString();
  const { table, channel, text } = message;
  await saveChat(services.db, { table, channel, userId: user.id, name: user.name, text, at });
  services.tables.publish(`table:${table}`, { kind: 'chat', channel, from: user.name, text });
};
