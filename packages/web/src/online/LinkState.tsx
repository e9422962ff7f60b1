// The connection's state, announced politely when it changes: online, reconnecting… (the socket
// dropped and waits to try again) or connecting… (the first attempt, or after a restart).
import { useT } from '../i18n';
import type { LinkState as Link } from './connection';

export function LinkState({ link }: { readonly link: Link }) {
  const t = useT('online');
  return (
    <p class={`link-state link-${link}`} role="status" aria-live="polite">
      <span class="link-dot" aria-hidden="true" />
      {t(`table.link.${link}`)}
    </p>
  );
}
