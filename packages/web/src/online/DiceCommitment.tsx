// The table's verifiable dice (docs/fair-dice.md): the commitment the server showed before the
// first roll, with a link to how anyone can check it, and once the game is over the link to
// this game's verify page, which checks every roll of its record in the browser.
import { useT } from '../i18n';
import { routeHref } from '../router';

export interface DiceCommitmentProps {
  readonly id: string;
  /** SHA-256 of the server's secret seed; null for a table without verifiable dice. */
  readonly commitment: string | null;
  readonly finished: boolean;
}

export function DiceCommitment({ id, commitment, finished }: DiceCommitmentProps) {
  const t = useT('online');
  if (commitment === null) return null;
  return (
    <section class="dice-commitment" aria-label={t('table.dice.title')}>
      {finished && (
        <p>
          <a class="button" href={routeHref({ page: 'verify', id })} data-action="verify">
            {t('table.dice.verify')}
          </a>
        </p>
      )}
      <p class="muted">
        {t('table.dice.commitment')} <code data-commitment>{commitment}</code>
      </p>
      <p class="muted">
        {t('table.dice.explain')} <a href={routeHref({ page: 'verify' })}>{t('table.dice.how')}</a>
      </p>
    </section>
  );
}
