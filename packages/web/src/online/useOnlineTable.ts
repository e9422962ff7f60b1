// A server table for as long as the page shows it: opened on the page's one connection when the
// page mounts (or the id changes), closed when it goes, re-rendering the page on every change
// the table client reports (a view, the seats, a chat line).
import { useEffect, useState } from 'preact/hooks';
import { onlineConnection } from './connection';
import { type OnlineTable, openOnlineTable, type TableInfo } from './table-client';

export interface OpenTable {
  readonly table: OnlineTable;
  readonly info: TableInfo;
}

export function useOnlineTable(id: string): OpenTable | null {
  const [open, setOpen] = useState<OpenTable | null>(null);
  useEffect(() => {
    const table = openOnlineTable(onlineConnection(), id);
    setOpen({ table, info: table.info() });
    const stop = table.subscribe(() => setOpen({ table, info: table.info() }));
    return () => {
      stop();
      table.close();
      setOpen(null);
    };
  }, [id]);
  return open;
}
