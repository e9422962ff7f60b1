// Who the player last was online, for the site header. The header is on every page, the offline
// ones included, and those must not open the game server's socket nor ask it anything (a
// visitor's `GET /api/me` is a 401, an error in the console, and the home page's load is
// budgeted): so the header shows the player that the socket's last `welcome` named, remembered
// in local storage, and the online pages correct it on their next welcome. This module imports
// no protocol code, so that the header stays light.
import { effect, type ReadonlySignal, signal } from '@preact/signals';

export interface KnownPlayer {
  readonly name: string;
  readonly guest: boolean;
}

const KEY = 'ludus.online.player';

/** Reads the remembered player; anything that is not one reads as nobody. */
export function parseKnownPlayer(text: string | null): KnownPlayer | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as { name?: unknown; guest?: unknown } | null;
    if (typeof value?.name !== 'string' || value.name === '' || typeof value.guest !== 'boolean') {
      return null;
    }
    return { name: value.name, guest: value.guest };
  } catch {
    return null;
  }
}

function load(): KnownPlayer | null {
  try {
    return parseKnownPlayer(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

/** The player the server last said we are (null: a visitor, or not known on this device). */
export const knownPlayer = signal<KnownPlayer | null>(load());

export function rememberPlayer(player: KnownPlayer | null): void {
  const same =
    player?.name === knownPlayer.value?.name && player?.guest === knownPlayer.value?.guest;
  if (same) return;
  knownPlayer.value = player === null ? null : { name: player.name, guest: player.guest };
  try {
    if (player === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(knownPlayer.value));
  } catch {
    // Storage unavailable: the header knows the player for this visit only.
  }
}

/** Keeps `knownPlayer` to what each `welcome` of the connection says; returns the stop function. */
export function followConnection(connection: {
  readonly me: ReadonlySignal<KnownPlayer | null>;
  readonly welcomed: ReadonlySignal<boolean>;
}): () => void {
  return effect(() => {
    const me = connection.me.value;
    if (connection.welcomed.value) rememberPlayer(me);
  });
}
