// The invite link while a seat is free: the address to send the opponent, in a read-only field
// (selectable by hand where the clipboard is refused) with a Copy button whose outcome is
// announced.
import { useState } from 'preact/hooks';
import { useT } from '../i18n';
import { inviteLink } from './invite';

type Copied = 'idle' | 'copied' | 'failed';

export function InviteLink({ id }: { readonly id: string }) {
  const t = useT('online');
  const [copied, setCopied] = useState<Copied>('idle');
  const link = inviteLink(window.location, id);
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div class="invite">
      <label class="id-field invite-field">
        {t('table.invite.label')}
        <span class="invite-row">
          <input
            type="text"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" class="button" onClick={() => void copy()}>
            {t('table.invite.copy')}
          </button>
        </span>
      </label>
      <p class="invite-copied muted" aria-live="polite">
        {copied === 'idle' ? '' : t(`table.invite.${copied}`)}
      </p>
    </div>
  );
}
