// The profile's error rates from the server's analyses: per game kind the player's rate over
// their analysed games (with gnubg's rating band for backgammon and tryktrak), and in each
// listed game the player's own rate, or that it is not analysed yet or could not be.
import { ERROR_RATE_UNIT, type KindAnalysis, type PlayerProfile } from '@ludus/protocol';
import type { TFunction } from 'i18next';
import { useMemo } from 'preact/hooks';
import { language, useT } from '../i18n';
import { bandOf, playerRate, shownRate } from './analysis-view';
import type { FinishedGame } from './api';

function useRateText(t: TFunction) {
  const lng = language.value;
  const formats = useMemo(() => {
    const digits = (count: number) =>
      new Intl.NumberFormat(lng, { minimumFractionDigits: count, maximumFractionDigits: count });
    return { mEMG: digits(1), shatras: digits(2) };
  }, [lng]);
  return (game: FinishedGame['game'], rate: number) => {
    const unit = ERROR_RATE_UNIT[game];
    const value = shownRate(unit, rate);
    return unit === 'mEMG'
      ? t('profile.analysis.mEMG', { value: formats.mEMG.format(value) })
      : t('profile.analysis.shatras', { value: formats.shatras.format(value) });
  };
}

function KindRate({ analysis, t }: { readonly analysis: KindAnalysis; readonly t: TFunction }) {
  const common = useT('common');
  const backgammon = useT('backgammon');
  const rateText = useRateText(t);
  const band = bandOf(analysis.unit, analysis.errorRate);
  return (
    <div data-analysis-kind={analysis.kind}>
      <dt>{common(`games.${analysis.kind}.name`)}</dt>
      <dd>
        <strong data-error-rate>{rateText(analysis.kind, analysis.errorRate)}</strong>
        {band && <span data-band> · {backgammon(`analysis.bandName.${band}`)}</span>}
        <span class="muted"> · {t('profile.analysis.games', { count: analysis.games })}</span>
      </dd>
    </div>
  );
}

/** Per kind, the player's error rate over their analysed games. */
export function ProfileAnalysis({
  profile,
  t,
}: {
  readonly profile: PlayerProfile;
  readonly t: TFunction;
}) {
  return (
    <section class="profile-analysis panel" aria-labelledby="profile-analysis">
      <h2 id="profile-analysis">{t('profile.analysis.title')}</h2>
      {profile.analyses.length === 0 ? (
        <p class="muted">{t('profile.analysis.empty')}</p>
      ) : (
        <dl class="analysis-list">
          {profile.analyses.map((analysis) => (
            <KindRate key={analysis.kind} analysis={analysis} t={t} />
          ))}
        </dl>
      )}
      <p class="muted">{t('profile.analysis.note')}</p>
    </section>
  );
}

/** A listed game's line: the profile player's error rate in it. */
export function GameAnalysisLine({
  game,
  player,
  t,
}: {
  readonly game: FinishedGame;
  readonly player: string;
  readonly t: TFunction;
}) {
  const rateText = useRateText(t);
  const shown = playerRate(game, player);
  return (
    <p class="history-analysis" data-analysis={shown.kind}>
      {shown.kind === 'rate'
        ? t('profile.analysis.game', { name: player, rate: rateText(game.game, shown.value) })
        : t(`profile.analysis.${shown.kind}`, { name: player })}
    </p>
  );
}
