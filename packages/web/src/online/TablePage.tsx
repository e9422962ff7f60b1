// TEMPORARY (branch online-bg): the least table page that the online backgammon test needs —
// open the table, show it, and a button to take the free seat. The real table page (seats,
// chat, invite link, Shatra) is another branch's work and replaces this file whole.
import { useEffect, useState } from 'preact/hooks';
import { OnlineBackgammon } from '../backgammon/OnlineBackgammon';
import { useT } from '../i18n';
import { notify } from '../notices';
import type { OnlinePageProps } from '../pages';
import { onlineConnection } from './connection';
import { type OnlineTable, openOnlineTable } from './table-client';

/** The table `id` on the server, watched while the page shows it; re-renders on every change. */
function useOnlineTable(id: string | undefined): OnlineTable | null {
  const [table, setTable] = useState<OnlineTable | null>(null);
  const [, setChanges] = useState(0);
  useEffect(() => {
    if (id === undefined) return;
    const opened = openOnlineTable(onlineConnection(), id);
    setTable(opened);
    const stop = opened.subscribe(() => setChanges((n) => n + 1));
    return () => {
      stop();
      opened.close();
    };
  }, [id]);
  return table;
}

export function TablePage({ id }: OnlinePageProps) {
  const t = useT('backgammon');
  const table = useOnlineTable(id);
  if (table === null) return <section class="page" />;
  const { seat, seats, status } = table.info();
  const free = seats !== null && (seats.white === null || seats.black === null);
  const canJoin = seat === null && status === 'open' && free && onlineConnection().me.value;
  return (
    <section class="page">
      {canJoin && (
        <button
          type="button"
          class="button primary"
          data-action="join"
          onClick={() =>
            void table.join().then((sent) => {
              if (!sent.ok) notify('error', t('messages.refused', { reason: sent.message }));
            })
          }
        >
          {t('online.join')}
        </button>
      )}
      <OnlineBackgammon table={table} />
    </section>
  );
}
