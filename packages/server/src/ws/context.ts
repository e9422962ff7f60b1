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
