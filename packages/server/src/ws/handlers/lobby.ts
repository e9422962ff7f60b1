// lobby-subscribe: the lobby's tables now, and again whenever they change (coalesced: at most
// one message per socket every LOBBY_DELAY_MS, however many seats and spectators changed).
import { MAX_LOBBY_TABLES } from '@ludus/protocol';
import type { Services } from '../../services';
import { type Handler, idOf } from '../context';

const LOBBY_DELAY_MS = 100;

export async function lobbyTables(services: Services) {
  const entries = (await services.lobby.list()).slice(0, MAX_LOBBY_TABLES);
  return Promise.all(
    entries.map(async ({ table, game, matchLength, seats }) => ({
      table,
      game,
      matchLength,
      seats: { ...seats },
      spectators: await services.presence.spectators(table),
    })),
  );
}

export const lobbySubscribe: Handler<'lobby-subscribe'> = async ({ conn, services }, message) => {
  conn.send({ type: 'lobby', ...idOf(message), tables: await lobbyTables(services) });
  if (conn.stopLobby) return;
  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    timer ??= setTimeout(() => {
      // Sent in the socket's queue: lists read one after another arrive in the order read.
      void conn.queue.run(async () => {
        timer = undefined;
        const tables = await lobbyTables(services).catch((error) => {
          services.log('lobby: not read', error);
          return undefined;
        });
        if (tables) conn.send({ type: 'lobby', tables });
      });
    }, LOBBY_DELAY_MS);
  };
  const stopLobby = services.lobby.onChange(changed);
  const stopPresence = services.presence.onChange(changed);
  conn.stopLobby = () => {
    stopLobby();
    stopPresence();
    clearTimeout(timer);
  };
};
