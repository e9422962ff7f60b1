// Who plays: white's and black's names (or "waiting for an opponent" for a free seat), which of
// them is to act now (from the view's `toAct`), this client's own seat, and the table's status.
// Names are the players' own text, shown as text.
import type { TableStatus } from '@ludus/protocol';
import type { Seat } from '@ludus/session';
import type { ComponentChildren } from 'preact';
import { useT } from '../i18n';
import { PlayerLink } from './PlayerLink';
import type { SeatNames } from './table-client';

const SEATS: readonly Seat[] = ['white', 'black'];

export interface PlayersBarProps {
  readonly seats: SeatNames | null;
  readonly status: TableStatus | null;
  /** The seats that may act now (both at an opening roll). */
  readonly toAct: readonly Seat[];
  /** This client's seat, null for a spectator. */
  readonly mine: Seat | null;
  /** Shown beside the status (the connection's state). */
  readonly children?: ComponentChildren;
}

export function PlayersBar({ seats, status, toAct, mine, children }: PlayersBarProps) {
  const t = useT('online');
  const playing = status === 'playing';
  return (
    <section class="players-bar" aria-label={t('table.players')}>
      {/* Before the first view, who sits is unknown: say nothing rather than "waiting" twice. */}
      <ul class="players-list">
        {(seats === null ? [] : SEATS).map((seat) => {
          const name = seats?.[seat] ?? null;
          const onTurn = playing && toAct.includes(seat);
          return (
            <li key={seat} class={`player-seat${onTurn ? ' on-turn' : ''}`} data-seat={seat}>
              <span class={`swatch swatch-${seat}`} aria-hidden="true" />
              <span class="player-who">
                <span class="visually-hidden">{t(`table.seat.${seat}`)}: </span>
                {name === null ? (
                  <span class="muted player-free">{t('table.waiting')}</span>
                ) : (
                  <span class="player-name">
                    <PlayerLink name={name} />
                  </span>
                )}
                {seat === mine && <span class="player-you">{t('table.you')}</span>}
                {onTurn && <span class="turn-badge">{t('table.toAct')}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      <div class="table-meta">
        {status !== null && (
          <p class={`table-status status-${status}`} role="status" aria-live="polite">
            {t(`table.status.${status}`)}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
