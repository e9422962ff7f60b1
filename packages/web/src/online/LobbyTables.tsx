// The lobby's list of open tables: the game and its length, who sits where, how many watch, and
// what the player may do there (take the free seat, return to their own, or watch).
import type { LobbyTable } from '@ludus/protocol';
import type { TFunction } from 'i18next';
import { useState } from 'preact/hooks';
import { useT } from '../i18n';
import { navigate, routeHref } from '../router';
import type { Connection } from './connection';
import { matchLabel, tableAction } from './lobby';
import { PlayerLink } from './PlayerLink';
import { refusalKey } from './sign-in';

function Seats({ table, t }: { readonly table: LobbyTable; readonly t: TFunction }) {
  return (
    <dl class="lobby-seats">
      {(['white', 'black'] as const).map((seat) => {
        const name = table.seats[seat];
        return (
          <div key={seat} data-seat={seat}>
            <dt>
              <span class={`swatch swatch-${seat}`} aria-hidden="true" />
              {t(`lobby.seat.${seat}`)}
            </dt>
            <dd class={name === null ? 'muted' : undefined}>
              {name === null ? t('lobby.free') : <PlayerLink name={name} />}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Row(props: {
  readonly table: LobbyTable;
  readonly me: string | null;
  readonly busy: boolean;
  readonly onTake: (table: string) => void;
}) {
  const { table } = props;
  const t = useT('online');
  const common = useT('common');
  const length = matchLabel(table.game, table.matchLength);
  const action = tableAction(table, props.me);
  const watch = routeHref({ page: 'table', id: table.table });
  return (
    <li class="lobby-table panel" data-table={table.table} data-game={table.game}>
      <p class="lobby-game">
        <strong>{common(`games.${table.game}.name`)}</strong>
        {' · '}
        {t(length.key, { count: length.count })}
      </p>
      <Seats table={table} t={t} />
      <p class="muted lobby-spectators">{t('lobby.spectators', { count: table.spectators })}</p>
      <div class="controls">
        {action === 'take' && (
          <button
            type="button"
            class="button primary"
            data-action="take-seat"
            disabled={props.busy}
            onClick={() => props.onTake(table.table)}
          >
            {t('lobby.take')}
          </button>
        )}
        {action === 'return' && (
          <a class="button primary" href={watch} data-action="return">
            {t('lobby.return')}
          </a>
        )}
        {action !== 'return' && (
          <a class="button" href={watch} data-action="watch">
            {t('lobby.watch')}
          </a>
        )}
      </div>
    </li>
  );
}

export function LobbyTables(props: {
  readonly connection: Connection;
  readonly tables: readonly LobbyTable[] | null;
  readonly me: string | null;
}) {
  const t = useT('online');
  const [joining, setJoining] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const take = async (table: string) => {
    setJoining(table);
    setFailure(null);
    const reply = await props.connection.request({ type: 'join', table });
    setJoining(null);
    // `forbidden`: this player already sits there (another tab took the seat).
    if (reply.ok || reply.code === 'forbidden') navigate({ page: 'table', id: table });
    else setFailure(refusalKey(reply.code));
  };
  const { tables } = props;
  return (
    <section class="lobby-list" aria-labelledby="lobby-tables-title" aria-busy={tables === null}>
      <h2 id="lobby-tables-title">{t('lobby.tables')}</h2>
      <p class="form-problem" role="alert">
        {failure ? t(failure) : ''}
      </p>
      {tables === null && <p class="muted">{t('lobby.loading')}</p>}
      {tables?.length === 0 && <p class="lobby-empty muted">{t('lobby.empty')}</p>}
      {tables !== null && tables.length > 0 && (
        <ul class="lobby-tables">
          {tables.map((table) => (
            <Row
              key={table.table}
              table={table}
              me={props.me}
              busy={joining !== null}
              onTake={(id) => void take(id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
