// A Shatra table on the server, played through its socket transport: the same game as against
// the computer (ShatraPlay.tsx), with the person's own seat at the bottom of the board and a
// pending draw offer answered under the board. The page around it (online/TablePage.tsx) opens
// the table, seats the player and keeps the chat; none of the local page's tools appear here.
import type { OnlineTable } from '../online/table-client';
import { ShatraPlay } from './ShatraPlay';
import { useOnlineShatra } from './useOnlineShatra';

export function OnlineShatra({ table }: { readonly table: OnlineTable }) {
  const game = useOnlineShatra(table);
  // Nothing to show before the server's first view (the table page says it is loading).
  if (game === null) return null;
  return <ShatraPlay game={game} rememberFlip={false} />;
}
