// The lobby (#/online): who the player is (or the sign-in panel for a visitor), the connection's
// state, a new game, and the live list of open tables.
import { useT } from '../i18n';
import type { OnlinePageProps } from '../pages';
import { routeHref } from '../router';
import { CreateGame } from './CreateGame';
import { onlineConnection } from './connection';
import { LinkStatus } from './LinkStatus';
import { LobbyTables } from './LobbyTables';
import { SignIn } from './SignIn';
import { refusalKey } from './sign-in';
import { useLobby } from './useLobby';
import './online.css';

export function LobbyPage(_props: OnlinePageProps) {
  const t = useT('online');
  const connection = onlineConnection();
  const lobby = useLobby(connection);
  const me = connection.me.value;
  const known = connection.welcomed.value;
  return (
    <section class="page online-page lobby-page">
      <div class="online-head">
        <h1>{t('lobby.title')}</h1>
        <LinkStatus connection={connection} />
      </div>
      <p class="lead">{t('lobby.lead')}</p>
      {me !== null && (
        <p class="online-who">
          {t(me.guest ? 'lobby.youGuest' : 'lobby.you', { name: me.name })}{' '}
          <a href={routeHref({ page: 'history' })}>{t('lobby.history')}</a>
          {!me.guest && (
            <>
              {' · '}
              <a href={routeHref({ page: 'profile', player: me.name })}>
                {t('leaderboard.myProfile')}
              </a>
            </>
          )}
        </p>
      )}
      <p>
        <a href={routeHref({ page: 'leaderboard', game: 'backgammon' })}>{t('leaderboard.link')}</a>
      </p>
      <div class="lobby-layout" data-signed-in={me !== null || undefined}>
        <div class="lobby-side">
          {!known && <p class="muted">{t('lobby.link.connecting')}</p>}
          {known && me === null && <SignIn />}
          {me !== null && <CreateGame />}
        </div>
        <LobbyTables connection={connection} tables={lobby.tables} me={me?.name ?? null} />
      </div>
      {lobby.failure && (
        <p class="form-problem" role="alert">
          {t('lobby.listFailed', { reason: t(refusalKey(lobby.failure)) })}
        </p>
      )}
    </section>
  );
}
