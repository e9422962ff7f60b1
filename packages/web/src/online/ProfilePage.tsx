// A registered player's profile (#/players/<name>): their rating of each game with its history
// as a chart, their record (wins, losses, draws, abandoned games), their error rates from the
// server's analyses (ProfileAnalysis.tsx), and every finished game with its result, the player's
// error rate in it, record, "Open in analysis" and, for backgammon and tryktrak, the verify link.
import {
  type PlayerProfile,
  type PlayerRating,
  RATING_KINDS,
  type RatingHistory,
} from '@ludus/protocol';
import type { TFunction } from 'i18next';
import { useT } from '../i18n';
import type { OnlinePageProps } from '../pages';
import { routeHref } from '../router';
import { GameRow } from './HistoryPage';
import { ProfileAnalysis } from './ProfileAnalysis';
import { type ProfileLoad, useProfile } from './profile';
import { RatingChart } from './RatingChart';
import { ratingParts } from './rating-view';
import { refusalKey } from './sign-in';
import './online.css';
import './profile.css';

function RatingCard(props: {
  readonly rating: PlayerRating;
  readonly history: RatingHistory | undefined;
  readonly t: TFunction;
  readonly gameName: string;
}) {
  const { rating, history, t, gameName } = props;
  const shown = ratingParts(rating);
  return (
    <section class="rating-card panel" data-kind={rating.kind} aria-label={gameName}>
      <h3>{gameName}</h3>
      <p class="rating-value">
        <strong data-rating>{shown.rating}</strong>
        {shown.deviation !== null && (
          <span class="muted"> {t('profile.deviation', { deviation: shown.deviation })}</span>
        )}
        {shown.provisional && <span class="muted"> {t('profile.provisional')}</span>}
      </p>
      <p class="muted">
        {rating.experience === null
          ? t('profile.games', { count: rating.games })
          : t('profile.experience', { count: rating.games, experience: rating.experience })}
      </p>
      <RatingChart
        changes={history?.changes ?? []}
        title={t('profile.chart.title', { game: gameName })}
        t={t}
      />
    </section>
  );
}

function Ratings({
  profile,
  histories,
  t,
}: {
  readonly profile: PlayerProfile;
  readonly histories: Extract<ProfileLoad, { kind: 'ready' }>['histories'];
  readonly t: TFunction;
}) {
  const common = useT('common');
  const rated = RATING_KINDS.flatMap((kind) =>
    profile.ratings.filter((r) => r.kind === kind && r.games > 0),
  );
  return (
    <section class="profile-ratings" aria-labelledby="profile-ratings">
      <h2 id="profile-ratings">{t('profile.ratings')}</h2>
      {rated.length === 0 ? (
        <p class="muted">{t('profile.unrated')}</p>
      ) : (
        <div class="rating-cards">
          {rated.map((rating) => (
            <RatingCard
              key={rating.kind}
              rating={rating}
              history={histories[rating.kind]}
              t={t}
              gameName={common(`games.${rating.kind}.name`)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function Record({ profile, t }: { readonly profile: PlayerProfile; readonly t: TFunction }) {
  const { record } = profile;
  const rows = [
    ['played', record.played],
    ['wins', record.wins],
    ['losses', record.losses],
    ['draws', record.draws],
    ['abandoned', record.abandoned],
  ] as const;
  return (
    <section class="profile-record panel" aria-labelledby="profile-record">
      <h2 id="profile-record">{t('profile.record.title')}</h2>
      <dl class="record-list">
        {rows.map(([key, value]) => (
          <div key={key} data-record={key}>
            <dt>{t(`profile.record.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ProfilePage({ player }: OnlinePageProps) {
  const t = useT('online');
  const name = player ?? '';
  const load = useProfile(name);
  return (
    <section class="page online-page profile-page">
      <h1>{load.kind === 'ready' ? load.profile.name : name}</h1>
      <nav class="profile-links">
        <a href={routeHref({ page: 'leaderboard', game: 'backgammon' })}>
          {t('profile.leaderboards')}
        </a>
        <a href={routeHref({ page: 'lobby' })}>{t('history.lobby')}</a>
      </nav>
      {load.kind === 'loading' && (
        <p class="muted" role="status">
          {t('profile.loading')}
        </p>
      )}
      {load.kind === 'failed' && (
        <p class="form-problem" role="alert">
          {load.code === 'not-found' ? t('profile.noPlayer', { name }) : t(refusalKey(load.code))}
        </p>
      )}
      {load.kind === 'ready' && (
        <>
          <Ratings profile={load.profile} histories={load.histories} t={t} />
          <Record profile={load.profile} t={t} />
          <ProfileAnalysis profile={load.profile} t={t} />
          <section aria-labelledby="profile-games">
            <h2 id="profile-games">{t('profile.finished')}</h2>
            {load.games.length === 0 ? (
              <p class="muted">{t('profile.noGames')}</p>
            ) : (
              <ul class="history-list">
                {load.games.map((game) => (
                  <GameRow
                    key={game.id}
                    game={game}
                    t={t}
                    verifyLabel={t('profile.verify')}
                    player={load.profile.name}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
