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
