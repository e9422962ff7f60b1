// The lobby's live list: `lobby-subscribe` now and after every (re)connection (the server
// forgets a closed socket's subscription), and every `lobby` message the server sends on a
// change. The protocol has no unsubscribe: leaving the page stops listening, and the server's
// updates (at most one every 100 ms) go unheard until the socket closes.
import type { LobbyTable } from '@ludus/protocol';
import { useEffect, useState } from 'preact/hooks';
import type { Connection } from './connection';

export interface Lobby {
  /** The open tables, newest first; null until the first list came. */
  readonly tables: readonly LobbyTable[] | null;
  /** The code of a refused subscription (the list may be stale), or null. */
  readonly failure: string | null;
}

export function useLobby(connection: Connection): Lobby {
  const [tables, setTables] = useState<readonly LobbyTable[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const subscribe = () => {
      void connection.request({ type: 'lobby-subscribe' }).then((reply) => {
        // `offline`: the socket closed meanwhile; the next welcome subscribes again.
        if (!reply.ok && reply.code !== 'offline') setFailure(reply.code);
      });
    };
    const stopListening = connection.listen((message) => {
      if (message.type !== 'lobby') return;
      setTables(message.tables);
      setFailure(null);
    });
    const stopWelcome = connection.onWelcome(subscribe);
    if (connection.link.value === 'online') subscribe();
    return () => {
      stopListening();
      stopWelcome();
    };
  }, [connection]);
  return { tables, failure };
}
