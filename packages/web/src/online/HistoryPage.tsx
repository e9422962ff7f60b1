// Finished games (#/history: one's own; #/history/<name>: a registered player's): when, which
// game and length, who played, the result, the record to download, and "Open in analysis",
// which hands the record to the game's local page (handover.ts) and opens it there; a
// backgammon or tryktrak game links to the page that verifies its dice (#/verify/<id>).
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'preact/hooks';
import { handOverMatch, handOverRecord } from '../handover';
import { language, useT } from '../i18n';
import type { OnlinePageProps } from '../pages';
import { navigate, routeHref } from '../router';
import { knownPlayer } from './account';
import { type ApiResult, api, type FinishedGame } from './api';
import { readResult } from './history';
import { matchLabel } from './lobby';
import { GameAnalysisLine } from './ProfileAnalysis';
import { SignIn } from './SignIn';
import { refusalKey } from './sign-in';
import './online.css';

type Listing =
  | { readonly kind: 'loading' }
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'failed'; readonly code: string }
  | { readonly kind: 'games'; readonly games: readonly FinishedGame[] };

function resultText(game: FinishedGame, t: TFunction): string {
  const result = readResult(game.game, game.result);
  if (result === null) return t('history.result.unknown');
  const winner = result.kind === 'draw' ? '' : result.winner === 'white' ? game.white : game.black;
  switch (result.kind) {
    case 'match':
      return t('history.result.match', {
        winner,
        won: result.winner === 'white' ? result.white : result.black,
        lost: result.winner === 'white' ? result.black : result.white,
      });
    case 'win':
      return t(`history.result.win.${result.reason}`, { winner });
    case 'draw':
      return t(`history.result.draw.${result.reason}`);
  }
}

/**
 * One finished game: when, what, who, the result, its record, "Open in analysis" and, given
 * `verifyLabel`, the dice's verify link (backgammon, tryktrak); the profile page's list too,
 * which gives `player` to show that player's error rate in the game.
 */
export function GameRow({
  game,
  t,
  verifyLabel,
  player,
}: {
  readonly game: FinishedGame;
  readonly t: TFunction;
  readonly verifyLabel?: string;
  readonly player?: string;
}) {
  const common = useT('common');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = matchLabel(game.game, game.matchLength);
  const finished = new Date(game.finishedAt);
  /** Fetches the game's record and hands it to `use`; a refusal is shown instead. */
  const withRecord = async (use: (text: string) => void) => {
    setBusy(true);
    const record = await api.record(game.id);
    setBusy(false);
    if (!record.ok) {
      setFailure(refusalKey(record.error));
      return;
    }
    use(record.value);
  };
  const open = () =>
    withRecord((text) => {
      handOverRecord({ game: game.game, text });
      navigate({ page: 'play', game: game.game });
    });
  const openMatch = () =>
    withRecord((text) => {
      handOverMatch(text);
      navigate({ page: 'match' });
    });
  return (
    <li class="history-game panel" data-game-id={game.id} data-game={game.game}>
      <p class="history-when muted">
        <time dateTime={game.finishedAt}>
          {Number.isNaN(finished.getTime())
            ? game.finishedAt
            : finished.toLocaleString(language.value, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <p class="lobby-game">
        <strong>{common(`games.${game.game}.name`)}</strong>
        {' · '}
        {t(length.key, { count: length.count })}
      </p>
      <p class="history-players">
        {t('history.players', { white: game.white, black: game.black })}
      </p>
      <p class="history-result" data-result>
        {resultText(game, t)}
      </p>
      {player !== undefined && <GameAnalysisLine game={game} player={player} t={t} />}
      <div class="controls">
        <a class="button" href={api.recordHref(game.id)} download data-action="download">
          {t('history.download')}
        </a>
        <button
          type="button"
          class="button"
          data-action="analyse"
          disabled={busy}
          onClick={() => void open()}
        >
          {t('history.analyse')}
        </button>
        {game.game !== 'shatra' && (
          <button
            type="button"
            class="button"
            data-action="match-page"
            disabled={busy}
            onClick={() => void openMatch()}
          >
            {t('history.matchPage')}
          </button>
        )}
        {verifyLabel !== undefined && game.game !== 'shatra' && (
          <a class="button" href={routeHref({ page: 'verify', id: game.id })} data-action="verify">
            {verifyLabel}
          </a>
        )}
      </div>
      <p class="form-problem" role="alert">
        {failure ? t(failure) : ''}
      </p>
    </li>
  );
}

function useListing(player: string | undefined, me: string | null): Listing {
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  useEffect(() => {
    // A visitor's own list needs a session: the sign-in panel, not a refused request.
    if (player === undefined && me === null) {
      setListing({ kind: 'sign-in' });
      return;
    }
    let current = true;
    setListing({ kind: 'loading' });
    const request = player === undefined ? api.myGames() : api.playerGames(player);
    void request.then((reply: ApiResult<{ games: FinishedGame[] }>) => {
      if (!current) return;
      if (reply.ok) setListing({ kind: 'games', games: reply.value.games });
      else if (reply.error === 'unauthenticated') setListing({ kind: 'sign-in' });
      else setListing({ kind: 'failed', code: reply.error });
    });
    return () => {
      current = false;
    };
  }, [player, me]);
  return listing;
}

export function HistoryPage({ player }: OnlinePageProps) {
  const t = useT('online');
  const me = knownPlayer.value?.name ?? null;
  const listing = useListing(player, me);
  return (
    <section class="page online-page history-page">
      <h1>{player === undefined ? t('history.mine') : t('history.of', { name: player })}</h1>
      <p>
        <a href={routeHref({ page: 'lobby' })}>{t('history.lobby')}</a>
      </p>
      {listing.kind === 'loading' && (
        <p class="muted" role="status">
          {t('history.loading')}
        </p>
      )}
      {listing.kind === 'sign-in' && <SignIn title={t('history.signIn')} />}
      {listing.kind === 'failed' && (
        <p class="form-problem" role="alert">
          {listing.code === 'not-found' && player !== undefined
            ? t('history.noPlayer', { name: player })
            : t(refusalKey(listing.code))}
        </p>
      )}
      {listing.kind === 'games' && listing.games.length === 0 && (
        <p class="muted history-empty">{t('history.empty')}</p>
      )}
      {listing.kind === 'games' && listing.games.length > 0 && (
        <ul class="history-list">
          {listing.games.map((game) => (
            <GameRow key={game.id} game={game} t={t} verifyLabel={t('history.verify')} />
          ))}
        </ul>
      )}
    </section>
  );
}
