// The game server's HTTP routes (PROTOCOL.md, "The server's HTTP interface") as the page calls
// them: same-origin fetches with the session cookie, JSON bodies, and every refusal as its code
// (`offline` when the server could not be reached). After signing in or out the page's socket is
// restarted so that it carries the new session.
import type {
  CreateGameRequest,
  Credentials,
  GameAnalysis,
  HttpErrorCode,
  Leaderboard,
  PlayerProfile,
  RatingHistory,
  RatingKind,
  TableStatus,
} from '@ludus/protocol';
import type { GameKind, Seat } from '@ludus/session';
import { rememberPlayer } from './account';
import { restartOnlineConnection } from './connection';
import { freshDiceValue } from './dice-seed';

export type ApiResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: HttpErrorCode | 'offline'; readonly message: string };

export interface Me {
  readonly name: string;
  readonly guest: boolean;
}

export interface GameSummary {
  readonly table: string;
  readonly game: GameKind;
  readonly matchLength: number;
  readonly seats: { readonly white: string | null; readonly black: string | null };
  readonly status: TableStatus;
  readonly visibility: 'open' | 'invite';
  readonly rated: boolean;
  readonly spectators: number;
  readonly seq: number;
  readonly result: unknown;
  readonly createdAt: string;
  /** SHA-256 of the table's secret dice seed (backgammon, tryktrak): docs/fair-dice.md. */
  readonly diceCommitment?: string;
}

export interface FinishedGame {
  readonly id: string;
  readonly game: GameKind;
  readonly matchLength: number;
  readonly white: string;
  readonly black: string;
  readonly result: unknown;
  readonly startedAt: string;
  readonly finishedAt: string;
  /** The server's analysis of the game: pending, failed, or each seat's error rate. */
  readonly analysis: GameAnalysis;
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    return { ok: false, error: 'offline', message: String(error) };
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, value: json as T };
  const error = typeof json?.error === 'string' ? (json.error as HttpErrorCode) : 'internal';
  const message = typeof json?.message === 'string' ? json.message : response.statusText;
  return { ok: false, error, message };
}

/**
 * Signs in (or out), tells the header's account area at once, and restarts the socket so that
 * it speaks for the new session.
 */
async function signing<T extends Me | null>(result: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const done = await result;
  if (done.ok) {
    rememberPlayer(done.value);
    restartOnlineConnection();
  }
  return done;
}

/** Signing out leaves nobody signed in, whatever the body says. */
function nobody(result: ApiResult<unknown>): ApiResult<null> {
  return result.ok ? { ok: true, value: null } : result;
}

export const api = {
  guest: (name: string) => signing(call<Me>('POST', '/api/guest', { name })),
  register: (credentials: Credentials) => signing(call<Me>('POST', '/api/register', credentials)),
  login: (credentials: Credentials) => signing(call<Me>('POST', '/api/login', credentials)),
  logout: () => signing(call<unknown>('POST', '/api/logout', {}).then(nobody)),
  me: () => call<Me>('GET', '/api/me'),
  /** A new game, with this client's own seed for its dice (a fresh one unless given). */
  createGame: (request: CreateGameRequest) =>
    call<GameSummary & { readonly seat: Seat }>('POST', '/api/games', {
      ...request,
      clientSeed: request.clientSeed ?? freshDiceValue(),
    }),
  game: (id: string) => call<GameSummary>('GET', `/api/games/${encodeURIComponent(id)}`),
  myGames: () => call<{ games: FinishedGame[] }>('GET', '/api/me/games'),
  playerGames: (name: string) =>
    call<{ games: FinishedGame[] }>('GET', `/api/players/${encodeURIComponent(name)}/games`),
  profile: (name: string) => call<PlayerProfile>('GET', `/api/players/${encodeURIComponent(name)}`),
  ratingHistory: (name: string, kind: RatingKind) =>
    call<RatingHistory>(
      'GET',
      `/api/players/${encodeURIComponent(name)}/ratings/${encodeURIComponent(kind)}`,
    ),
  leaderboard: (kind: RatingKind) =>
    call<Leaderboard>('GET', `/api/leaderboard/${encodeURIComponent(kind)}`),
  /** The finished game's record (`.mat` or Shatra record) as text. */
  async record(id: string): Promise<ApiResult<string>> {
    try {
      const response = await fetch(`/api/games/${encodeURIComponent(id)}/record`);
      if (response.ok) return { ok: true, value: await response.text() };
      const json = (await response.json().catch(() => null)) as { error?: HttpErrorCode } | null;
      return { ok: false, error: json?.error ?? 'internal', message: response.statusText };
    } catch (error) {
      return { ok: false, error: 'offline', message: String(error) };
    }
  },
  recordHref: (id: string) => `/api/games/${encodeURIComponent(id)}/record`,
};
