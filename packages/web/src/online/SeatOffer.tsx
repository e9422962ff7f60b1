// What a table offers this client besides the game: the invite link while a seat is free; the
// free seat to a signed-in player who has none (the server decides whether it is still free);
// the way to sign in for a visitor; and, for whoever does not play, that they are watching.
import type { Seat } from '@ludus/session';
import { useState } from 'preact/hooks';
import { useT } from '../i18n';
import { routeHref } from '../router';
import { refusalText } from './errors';
import { InviteLink } from './InviteLink';
import { hasFreeSeat } from './invite';
import type { OnlineTable, SeatNames } from './table-client';

export interface SeatOfferProps {
  readonly table: OnlineTable;
  readonly seats: SeatNames | null;
  readonly finished: boolean;
  readonly mine: Seat | null;
  /** Whether this socket's player is signed in (or a guest): a visitor may only watch. */
  readonly signedIn: boolean;
}

function TakeSeat({ table }: { readonly table: OnlineTable }) {
  const t = useT('online');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  async function join(): Promise<void> {
    setBusy(true);
    setRefused(null);
    const sent = await table.join();
    setBusy(false);
    if (!sent.ok) setRefused(refusalText(sent.error, t));
  }
  return (
    <div class="take-seat">
      <button
        type="button"
        class="button primary"
        data-action="join"
        disabled={busy}
        onClick={() => void join()}
      >
        {t('table.join')}
      </button>
      {refused !== null && (
        <p class="refusal" role="alert">
          {refused}
        </p>
      )}
    </div>
  );
}

export function SeatOffer({ table, seats, finished, mine, signedIn }: SeatOfferProps) {
  const t = useT('online');
  const free = seats !== null && hasFreeSeat(seats) && !finished;
  return (
    <div class="seat-offer">
      {free && <InviteLink id={table.id} />}
      {free && mine === null && signedIn && <TakeSeat table={table} />}
      {free && mine === null && !signedIn && (
        // The sign-in panel lives in the lobby (until the table page embeds it).
        <p class="sign-in-hint">
          <a href={routeHref({ page: 'lobby' })}>{t('table.signInToPlay')}</a>
        </p>
      )}
      {mine === null && <p class="watching">{t('table.watching')}</p>}
    </div>
  );
}
