// PLACEHOLDER (task D2 replaces this file): the rules page of one game.
import { useT } from '../i18n';
import type { PageProps } from '../pages';

export function RulesPage({ game }: PageProps) {
  const t = useT('common');
  return (
    <section class="page">
      <h1>{t('rulesOf', { game: t(`games.${game}.name`) })}</h1>
      <p>{t('comingSoon')}</p>
    </section>
  );
}
