// One handler per message type; a message before hello is refused (hello-required).
import { type ClientMessage, type ClientMessageType, parseClientMessage } from '@ludus/protocol';
import { CLOSE_POLICY } from './connection';
import type { Context, Handler } from './context';
import { chat } from './handlers/chat';
import { claim } from './handlers/claim';
import { hello } from './handlers/hello';
import { intent } from './handlers/intent';
import { join } from './handlers/join';
import { lobbySubscribe } from './handlers/lobby';
import { ping } from './handlers/ping';
import { resync } from './handlers/resync';
import { unwatch, watch } from './handlers/watch';

const HANDLERS: { readonly [T in ClientMessageType]: Handler<T> } = {
  hello,
  watch,
  unwatch,
  join,
  intent,
  resync,
  chat,
  'lobby-subscribe': lobbySubscribe,
  ping,
  claim,
};

function dispatch<T extends ClientMessageType>(
  context: Context,
  message: Extract<ClientMessage, { type: T }>,
): void | Promise<void> {
  return (HANDLERS[message.type] as Handler<T>)(context, message);
}

/**
 * The `id` of a message the edge refused for its shape, so that the error still answers it. Only
 * JSON that parsed gets here (at most 16 KiB), so reading it again is cheap and cannot throw.
 */
function idOfRefused(text: string): number | undefined {
  try {
    const value = JSON.parse(text) as { id?: unknown };
    const { id } = value ?? {};
    return Number.isSafeInteger(id) && (id as number) >= 0 ? (id as number) : undefined;
  } catch {
    return undefined;
  }
}

/** Handles one text frame: parsed at the edge, then its handler; never throws. */
export async function route(context: Context, text: string): Promise<void> {
  const { conn } = context;
  const parsed = parseClientMessage(text);
  if (!parsed.ok) {
    const unread = parsed.error === 'bad-json' || parsed.error === 'too-large';
    conn.error(parsed.error, parsed.message, unread ? undefined : idOfRefused(text));
    if (parsed.error === 'unsupported-version') conn.close(CLOSE_POLICY, 'unsupported version');
    return;
  }
  const message = parsed.value;
  if (!conn.helloDone && message.type !== 'hello') {
    conn.error('hello-required', 'say hello first', message.id);
    return;
  }
  try {
    await dispatch(context, message);
  } catch (error) {
    context.services.log(`message ${message.type} failed`, error);
    conn.error('internal', 'the server failed; nothing was changed', message.id);
  }
}
