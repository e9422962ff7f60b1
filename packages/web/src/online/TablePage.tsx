// A table on the game server, at its invite link (#/online/<id>): the players, the connection's
// state, what the table offers this client (the invite link, the free seat, signing in), the
// game itself (the board pages play through the table's socket transport), the dice commitment
// (and, once the game is over, the link that verifies its dice), and the chat.
// Nothing here applies a rule: the server decides, the page shows what it says.
import { OnlineBackgammon } from '../backgammon/OnlineBackgammon';
import { useT } from '../i18n';
import type { OnlinePageProps } from '../pages';
import { routeHref } from '../router';
import { OnlineShatra } from '../shatra/OnlineShatra';
import { ChatPanel } from './ChatPanel';
import { onlineConnection } from './connection';
import { DiceCommitment } from './DiceCommitment';
import { LinkState } from './LinkState';
import { PlayersBar } from './PlayersBar';
import { SeatOffer } from './SeatOffer';
import { TimePanel } from './TimePanel';
import type { OnlineTable, TableInfo } from './table-client';
import { useOnlineTable } from './useOnlineTable';
import './table.css';

function Missing({ id }: { readonly id: string }) {
  const t = useT('online');
  return (
    <section class="page online-table-missing" role="alert">
      <h1>{t('table.missing.title')}</h1>
      <p>{t('table.missing.text', { id })}</p>
      <p>
        <a class="button" href={routeHref({ page: 'lobby' })}>
          {t('table.missing.lobby')}
        </a>
      </p>
    </section>
  );
}

function Game({ table, info }: { readonly table: OnlineTable; readonly info: TableInfo }) {
  const t = useT('online');
  if (info.view === null) {
    return (
      <p class="table-loading muted" aria-busy="true">
        {t('table.loading')}
      </p>
    );
  }
  return info.view.spec.game === 'shatra' ? (
    <OnlineShatra table={table} />
  ) : (
    <OnlineBackgammon table={table} />
  );
}

export function TablePage({ id = '' }: OnlinePageProps) {
  const conn = onlineConnection();
  const open = useOnlineTable(id);
  const me = conn.me.value;
  if (open?.info.missing) return <Missing id={id} />;
  const info = open?.info;
  return (
    <section class="page online-table">
      <PlayersBar
        seats={info?.seats ?? null}
        status={info?.status ?? null}
        toAct={info?.view?.toAct ?? []}
        mine={info?.seat ?? null}
      >
        <LinkState link={conn.link.value} />
      </PlayersBar>
      {open && info && (
        <>
          {info.view !== null && (
            <SeatOffer
              table={open.table}
              seats={info.seats}
              finished={info.status === 'finished'}
              mine={info.seat}
              signedIn={me !== null}
            />
          )}
          <TimePanel table={open.table} info={info} />
          <div class="table-game">
            <Game table={open.table} info={info} />
          </div>
          <DiceCommitment
            id={id}
            commitment={info.commitment}
            finished={info.status === 'finished'}
          />
          <ChatPanel
            table={open.table}
            lines={info.chat}
            seated={info.seat !== null}
            me={me?.name ?? null}
          />
        </>
      )}
    </section>
  );
}
