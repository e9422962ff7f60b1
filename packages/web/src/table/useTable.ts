// The one hook both game pages play through: the snapshot of a transport, re-rendered on every
// change, and `send` for the people's intents. Whether the table lives in the page or on a
// server is the transport's business.
import type { Intent, Seat } from '@ludus/session';
import { useEffect, useState } from 'preact/hooks';
import { clearErrors } from '../notices';
import type { Sent, TableSnapshot, TableTransport } from './transport';

export interface TableHandle {
  readonly snapshot: TableSnapshot;
  send(seat: Seat, intent: Intent): Promise<Sent>;
}

export function useTable(transport: TableTransport): TableHandle {
  const [snapshot, setSnapshot] = useState(() => transport.snapshot());
  useEffect(() => {
    setSnapshot(transport.snapshot());
    return transport.subscribe(() => setSnapshot(transport.snapshot()));
  }, [transport]);
  const send = async (seat: Seat, intent: Intent) => {
    const sent = await transport.send(seat, intent);
    // An accepted action answers any error shown about the attempts before it.
    if (sent.ok) clearErrors();
    return sent;
  };
  return { snapshot, send };
}
