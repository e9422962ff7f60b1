// TEMPORARY (branch online-shatra): the least table page the online Shatra test needs — it opens
// the server table and shows <OnlineShatra>. The real table page (seats, the Take-the-seat
// button, chat, backgammon) is another helper's; it replaces this file whole.
import { useEffect, useState } from 'preact/hooks';
import type { OnlinePageProps } from '../pages';
import { OnlineShatra } from '../shatra/OnlineShatra';
import { onlineConnection } from './connection';
import { type OnlineTable, openOnlineTable } from './table-client';

export function TablePage({ id }: OnlinePageProps) {
  const [table, setTable] = useState<OnlineTable | null>(null);
  useEffect(() => {
    if (id === undefined) return;
    const opened = openOnlineTable(onlineConnection(), id);
    setTable(opened);
    return () => opened.close();
  }, [id]);
  return table === null ? null : <OnlineShatra table={table} />;
}
