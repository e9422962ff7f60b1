// lobby-subscribe: the lobby's tables now, and again whenever they change (coalesced: at most
// one message per socket every 100 ms, however many seats and spectators changed). The list is
// read once per process per change, whatever the number of sockets (ws/lobby-feed.ts).
import { type Handler, idOf } from '../context';

export const lobbySubscribe: Handler<'lobby-subscribe'> = async ({ conn, services }, message) => {
  const { lobbyFeed } = services;
  // Subscribed first: a change while the list is read is not missed.
  if (!conn.stopLobby) {
    conn.stopLobby = lobbyFeed.subscribe(() => {
      // Sent in the socket's queue, each the newest list when its turn comes.
      void conn.queue.run(async () => {
        const tables = await lobbyFeed.tables().catch((error) => {
          services.log('lobby: not read', error);
          return undefined;
        });
        if (tables) conn.send({ type: 'lobby', tables });
      });
    });
  }
  conn.send({ type: 'lobby', ...idOf(message), tables: await lobbyFeed.tables() });
};
