// The chat's pure logic: which channel a client reads and writes (the server decides who may:
// the players' channel is the seat holders'), which lines it shows (muting hides the other
// people's), how many of them are unread, and the mute choice remembered in this browser.
import type { ChatChannel } from '@ludus/protocol';
import { loadRecord, type RecordFormat, saveRecord } from '../storage';
import type { ChatLine } from './table-client';

/** A seat holder reads and writes the players' chat; everyone else the spectators'. */
export function channelFor(seated: boolean): ChatChannel {
  return seated ? 'players' : 'spectators';
}

/** The lines of `channel`, without the other people's when muted (`me`: our name, if any). */
export function shownLines(
  lines: readonly ChatLine[],
  channel: ChatChannel,
  muted: boolean,
  me: string | null,
): readonly ChatLine[] {
  return lines.filter((line) => line.channel === channel && (!muted || line.from === me));
}

/** How many lines of `channel` other people wrote: what unread is counted from. */
export function othersCount(
  lines: readonly ChatLine[],
  channel: ChatChannel,
  me: string | null,
): number {
  return lines.filter((line) => line.channel === channel && line.from !== me).length;
}

/**
 * Unread lines: the other people's lines past those counted as read (`read`, the count when the
 * chat was last open, or last muted). Muted, nothing is unread. A chat-log that replaced the
 * lines with fewer never gives a negative count.
 */
export function unreadCount(others: number, read: number, muted: boolean): number {
  return muted ? 0 : Math.max(0, others - read);
}

export const CHAT_MUTE: RecordFormat<boolean> = {
  key: 'ludus.chat.muted',
  version: 1,
  validate: (data) =>
    typeof data === 'boolean'
      ? { ok: true, value: data }
      : { ok: false, message: 'the chat mute setting is not true or false' },
};

export function loadChatMuted(): boolean {
  const loaded = loadRecord(CHAT_MUTE);
  return loaded.kind === 'ok' && loaded.value;
}

export function saveChatMuted(muted: boolean): void {
  saveRecord(CHAT_MUTE, muted);
}
