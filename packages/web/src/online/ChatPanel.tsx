// The table's chat: the players' channel for the seat holders, the spectators' for everyone else
// (the server enforces it). Lines are shown as text, markup and all. Mute hides the other
// people's lines and stops counting them as unread; the choice is remembered in this browser.
// The panel folds away (on a phone it sits under the board); folded, it counts what is unread.
import { MAX_CHAT_LENGTH } from '@ludus/protocol';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n';
import {
  channelFor,
  loadChatMuted,
  othersCount,
  saveChatMuted,
  shownLines,
  unreadCount,
} from './chat-model';
import { refusalText } from './errors';
import type { ChatLine, OnlineTable } from './table-client';

export interface ChatPanelProps {
  readonly table: OnlineTable;
  readonly lines: readonly ChatLine[];
  readonly seated: boolean;
  /** Our name, null for a visitor (who reads, but may not write). */
  readonly me: string | null;
}

/** The chat's own texts for the refusals a line meets most; the rest as the table says them. */
function chatRefusal(code: string, t: TFunction): string {
  switch (code) {
    case 'rate-limited':
    case 'forbidden':
    case 'unauthenticated':
    case 'offline':
      return t(`chat.refused.${code}`);
    default:
      return refusalText(code, t);
  }
}

function ChatLines({
  lines,
  me,
}: {
  readonly lines: readonly ChatLine[];
  readonly me: string | null;
}) {
  const t = useT('online');
  const end = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = end.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines]);
  if (lines.length === 0) return <p class="chat-empty muted">{t('chat.empty')}</p>;
  return (
    <ol class="chat-lines" ref={end} role="log" aria-live="polite">
      {lines.map((line, index) => (
        // Lines have no id; their place is stable (new ones come at the end).
        <li key={index} class={line.from === me ? 'chat-line mine' : 'chat-line'}>
          <span class="chat-from">{line.from}</span> <span class="chat-text">{line.text}</span>
        </li>
      ))}
    </ol>
  );
}

function ChatForm({ onSay }: { readonly onSay: (text: string) => Promise<string | null> }) {
  const t = useT('online');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  async function submit(event: Event): Promise<void> {
    event.preventDefault();
    if (text.trim() === '' || busy) return;
    setBusy(true);
    const refusal = await onSay(text);
    setBusy(false);
    setRefused(refusal);
    if (refusal === null) setText('');
  }
  return (
    <form class="chat-form" onSubmit={(event) => void submit(event)}>
      <label class="visually-hidden" for="chat-input">
        {t('chat.message')}
      </label>
      <input
        id="chat-input"
        type="text"
        maxLength={MAX_CHAT_LENGTH}
        autoComplete="off"
        value={text}
        onInput={(event) => setText(event.currentTarget.value)}
      />
      <button type="submit" class="button primary" disabled={busy || text.trim() === ''}>
        {t('chat.send')}
      </button>
      {refused !== null && (
        <p class="refusal chat-refusal" role="alert">
          {refused}
        </p>
      )}
    </form>
  );
}

export function ChatPanel({ table, lines, seated, me }: ChatPanelProps) {
  const t = useT('online');
  const channel = channelFor(seated);
  const [open, setOpen] = useState(true);
  const [muted, setMuted] = useState(loadChatMuted);
  const others = othersCount(lines, channel, me);
  const [read, setRead] = useState(others);
  // Open or muted, every line of the others counts as read. The count is also zero in the very
  // render that opens the panel, not only after the effect has caught `read` up: else the badge
  // would flash beside the lines it counts.
  useEffect(() => {
    if (open || muted) setRead(others);
  }, [open, muted, others]);
  const unread = open ? 0 : unreadCount(others, read, muted);
  function toggleMute(): void {
    saveChatMuted(!muted);
    setMuted(!muted);
  }
  async function say(text: string): Promise<string | null> {
    const sent = await table.say(channel, text);
    return sent.ok ? null : chatRefusal(sent.error, t);
  }
  return (
    <section class="panel chat-panel" aria-labelledby="chat-title">
      <div class="chat-head">
        <h2 id="chat-title">{t(`chat.title.${channel}`)}</h2>
        {unread > 0 && <span class="chat-unread">{t('chat.unread', { count: unread })}</span>}
        <div class="chat-tools">
          <button type="button" class="button" aria-pressed={muted} onClick={toggleMute}>
            {t('chat.mute')}
          </button>
          <button type="button" class="button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t(open ? 'chat.hide' : 'chat.show')}
          </button>
        </div>
      </div>
      {open && (
        <div class="chat-body">
          {muted && <p class="muted chat-muted">{t('chat.muted')}</p>}
          <ChatLines lines={shownLines(lines, channel, muted, me)} me={me} />
          {me === null ? <p class="muted">{t('chat.visitor')}</p> : <ChatForm onSay={say} />}
        </div>
      )}
    </section>
  );
}
