// The connection's state in words (connecting, online, reconnecting), in a polite live region so
// that a screen reader hears the socket drop and come back.
import { useT } from '../i18n';
import type { Connection } from './connection';

export function LinkStatus({ connection }: { readonly connection: Connection }) {
  const t = useT('online');
  const state = connection.link.value;
  return (
    <p class="link-status" data-link={state} role="status" aria-live="polite">
      <span class="link-dot" aria-hidden="true" />
      {t(`lobby.link.${state}`)}
    </p>
  );
}
