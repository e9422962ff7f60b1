// PLACEHOLDER (task D2 replaces this file): the Shatra play page.
import { useT } from '../i18n';
import type { PageProps } from '../pages';

export function ShatraPage(_props: PageProps) {
  const t = useT('common');
  return (
    <section class="page">
      <h1>{t('games.shatra.name')}</h1>
      <p>{t('comingSoon')}</p>
    </section>
  );
}
