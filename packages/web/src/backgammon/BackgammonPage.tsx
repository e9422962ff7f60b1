// Backgammon and tryktrak play page (being built).
import { useT } from '../i18n';
import type { PageProps } from '../pages';

export function BackgammonPage({ game }: PageProps) {
  const t = useT('backgammon');
  return (
    <section class="page">
      <h1>{t(`title.${game}`)}</h1>
    </section>
  );
}
