// The page's one connection to the game server (socket.ts), opened on first use, and the header's
// account area kept in step with what its welcomes say (account.ts).
import { followConnection } from './account';
import { type Connection, openConnection, socketUrl } from './socket';

export * from './socket';

let shared: Connection | null = null;

/**
 * The page's connection, opened on first use (the offline pages never open one). The header's
 * account area follows what its welcomes say.
 */
export function onlineConnection(): Connection {
  if (shared === null) {
    shared = openConnection(socketUrl(window.location));
    followConnection(shared);
  }
  return shared;
}

/**
 * After signing in or out: the open connection reconnects with the new cookie. None is opened
 * (signing out from an offline page's header must not open a socket); the next one to open
 * carries the new cookie anyway.
 */
export function restartOnlineConnection(): void {
  shared?.restart();
}
