// The header's account area: "Play online" for a visitor; for a player, a menu with their name,
// their finished games, the lobby and "Sign out". It reads the remembered player (online/
// account.ts) and never opens the socket itself: the offline pages stay offline. Signing out
// loads the HTTP client only when asked.
import { useEffect, useRef } from 'preact/hooks';
import { useT } from '../i18n';
import { notify } from '../notices';
import { knownPlayer } from '../online/account';
import { routeHref } from '../router';

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2" />
      <path
        d="M3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        stroke-width="2"
      />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
    </svg>
  );
}

async function signOut(failed: string): Promise<void> {
  const { api } = await import('../online/api');
  const done = await api.logout();
  if (!done.ok) notify('error', failed);
}

/** An open menu closes on a click outside it, and on Escape (focus back on its button). */
function useCloseOutside(menu: { readonly current: HTMLDetailsElement | null }): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [menu]);
}

export function AccountMenu() {
  const t = useT('common');
  const menu = useRef<HTMLDetailsElement>(null);
  const player = knownPlayer.value;
  const close = () => menu.current?.removeAttribute('open');
  useCloseOutside(menu);
  if (player === null) {
    return (
      <nav class="account" aria-label={t('account.label')}>
        <a class="account-link" href={routeHref({ page: 'lobby' })} data-account="visitor">
          <GlobeIcon />
          <span class="account-text">{t('account.playOnline')}</span>
        </a>
      </nav>
    );
  }
  return (
    <nav class="account" aria-label={t('account.label')}>
      <details class="account-menu" ref={menu} data-account={player.guest ? 'guest' : 'player'}>
        <summary class="account-link">
          <PersonIcon />
          <span class="account-text account-name">{player.name}</span>
          <span class="visually-hidden">{t('account.menu')}</span>
        </summary>
        <div class="account-popup panel">
          <p class="account-who">
            {t(player.guest ? 'account.signedInGuest' : 'account.signedIn', { name: player.name })}
          </p>
          <a href={routeHref({ page: 'lobby' })} onClick={close}>
            {t('account.playOnline')}
          </a>
          <a href={routeHref({ page: 'history' })} onClick={close}>
            {t('account.myGames')}
          </a>
          <button
            type="button"
            class="button"
            data-action="sign-out"
            onClick={() => {
              close();
              void signOut(t('account.signOutFailed'));
            }}
          >
            {t('account.signOut')}
          </button>
        </div>
      </details>
    </nav>
  );
}
