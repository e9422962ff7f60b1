// lobby-subscribe: the lobby's tables now, and again whenever they change (coalesced: at most
// one message per socket every LOBBY_DELAY_MS, however many seats and spectators changed).
import { MAX_LOBBY_TABLES } from '@ludus/protocol';
import type { Services } from '../../services';
import { type Handler, idOf } from '../context';

const LOBBY_DELAY_MS = 100;

export function lobbyTables(services: Services) {
  return services.lobby
    .list()
    .slice(0, MAX_LOBBY_TABLES)
    .map(({ table, game, matchLength, seats }) => ({
      table,
      game,
      matchLength,
      seats: { ...seats },
      spectators: services.presence.spectators(table),
    }));
}

export const lobbySubscribe: Handler<'lobby-subscribe'> = ({ conn, services }, message) => {
  conn.send({ type: 'lobby', ...idOf(message), tables: lobbyTables(services) });
  if (conn.stopLobby) return;
  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      conn.send({ type: 'lobby', tables: lobbyTables(services) });
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
