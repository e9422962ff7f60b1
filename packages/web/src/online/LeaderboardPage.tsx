// The best rated players of a game (#/leaderboard/<game>): rank, name (a link to the profile),
// rating (Glicko-2's with its deviation) and rated games; who qualifies is the server's rule,
// which the page states.
import { type Leaderboard, RATING_KINDS, type RatingKind } from '@ludus/protocol';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n';
import type { OnlinePageProps } from '../pages';
import { routeHref } from '../router';
import { api } from './api';
import { PlayerLink } from './PlayerLink';
import { refusalKey } from './sign-in';
import './online.css';
import './profile.css';

type BoardLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly code: string }
  | { readonly kind: 'ready'; readonly board: Leaderboard };

function useLeaderboard(game: RatingKind): BoardLoad {
  const [load, setLoad] = useState<BoardLoad>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    setLoad({ kind: 'loading' });
    void api.leaderboard(game).then((reply) => {
      if (!current) return;
      setLoad(
        reply.ok ? { kind: 'ready', board: reply.value } : { kind: 'failed', code: reply.error },
      );
    });
    return () => {
      current = false;
    };
  }, [game]);
  return load;
}

function BoardTable({ board }: { readonly board: Leaderboard }) {
  const t = useT('online');
  if (board.players.length === 0) return <p class="muted">{t('leaderboard.empty')}</p>;
  return (
    <table class="leaderboard-table">
      <thead>
        <tr>
          <th scope="col">{t('leaderboard.rank')}</th>
          <th scope="col">{t('leaderboard.player')}</th>
          <th scope="col">{t('leaderboard.rating')}</th>
          <th scope="col">{t('leaderboard.games')}</th>
        </tr>
      </thead>
      <tbody>
        {board.players.map((entry) => (
          <tr key={entry.name} data-player={entry.name}>
            <td>{entry.rank}</td>
            <td>
              <PlayerLink name={entry.name} />
            </td>
            <td>
              {Math.round(entry.rating)}
              {entry.deviation !== null && (
                <span class="muted"> ±{Math.round(entry.deviation)}</span>
              )}
            </td>
            <td>{entry.games}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LeaderboardPage({ game = 'backgammon' }: OnlinePageProps) {
  const t = useT('online');
  const common = useT('common');
  const load = useLeaderboard(game);
  return (
    <section class="page online-page leaderboard-page">
      <h1>{t('leaderboard.title', { game: common(`games.${game}.name`) })}</h1>
      <nav class="leaderboard-kinds" aria-label={t('leaderboard.kinds')}>
        {RATING_KINDS.map((kind) => (
          <a
            key={kind}
            class="button"
            href={routeHref({ page: 'leaderboard', game: kind })}
            aria-current={kind === game ? 'page' : undefined}
          >
            {common(`games.${kind}.name`)}
          </a>
        ))}
      </nav>
      {load.kind === 'loading' && (
        <p class="muted" role="status">
          {t('leaderboard.loading')}
        </p>
      )}
      {load.kind === 'failed' && (
        <p class="form-problem" role="alert">
          {t(refusalKey(load.code))}
        </p>
      )}
      {load.kind === 'ready' && (
        <>
          <p class="muted">
            {load.board.maxDeviation === null
              ? t('leaderboard.rule', { count: load.board.minGames })
              : t('leaderboard.ruleDeviation', {
                  count: load.board.minGames,
                  deviation: load.board.maxDeviation,
                })}
          </p>
          <BoardTable board={load.board} />
        </>
      )}
      <p>
        <a href={routeHref({ page: 'lobby' })}>{t('history.lobby')}</a>
      </p>
    </section>
  );
}
