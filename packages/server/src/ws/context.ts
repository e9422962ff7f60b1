// What a message handler gets: its connection and the services. One handler per message type
// (ws/handlers/*), dispatched by ws/router.ts.
import type { ClientMessage, ClientMessageType } from '@ludus/protocol';
import type { Services } from '../services';
import type { Connection } from './connection';

export interface Context {
  readonly conn: Connection;
  readonly services: Services;
}

export type Handler<T extends ClientMessageType> = (
  context: Context,
  message: Extract<ClientMessage, { type: T }>,
) => void | Promise<void>;

/** The message's `id`, for echoing in the reply. */
export const idOf = (message: { readonly id?: number | undefined }) =>
  message.id === undefined ? {} : { id: message.id };

interface TableMessage {
  readonly table: string;
  readonly id?: number | undefined;
}

/** The table a message names, or undefined once `unknown-table` has been answered. */
export async function tableOf(context: Context, message: TableMessage) {
  const actor = await context.services.games.get(message.table);
  if (!actor) context.conn.error('unknown-table', `no table ${message.table}`, message.id);
  return actor;
}

/**
 * The socket's player and the table a message names, or undefined once the refusal has been
 * answered: `unauthenticated` for a visitor (saying `why` a player is needed), `unknown-table`.
 */
export async function playerAt(context: Context, message: TableMessage, why: string) {
  const user = context.conn.user;
  if (!user) {
    context.conn.error('unauthenticated', why, message.id);
    return undefined;
  }
  const actor = await tableOf(context, message);
  return actor ? { user, actor } : undefined;
}
