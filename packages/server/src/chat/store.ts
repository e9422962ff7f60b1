// Chat messages as written: plain text (a client shows it as text, never as markup), kept with
// the table, the channel and the author.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ChatChannel } from '../shared/types';

export interface ChatLine {
  readonly table: string;
  readonly channel: ChatChannel;
  readonly userId: string;
  readonly name: string;
  readonly text: string;
  readonly at: string;
}

export async function saveChat(db: Kysely<Database>, line: ChatLine): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values({
      id: randomUUID(),
      game_id: line.table,
      channel: line.channel,
      user_id: line.userId,
      name: line.name,
      text: line.text,
      created_at: line.at,
    })
    .execute();
}

/** The last `limit` lines of one channel of a table, oldest first (a new watcher's chat-log). */
export async function recentChat(
  db: Kysely<Database>,
  table: string,
  channel: ChatChannel,
  limit: number,
): Promise<{ channel: ChatChannel; from: string; text: string }[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['name', 'text'])
    .where('game_id', '=', table)
    .where('channel', '=', channel)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((row) => ({ channel, from: row.name, text: row.text }));
}
