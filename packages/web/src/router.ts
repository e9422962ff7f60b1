// A tiny hash router: #/ (home), #/backgammon, #/tryktrak, #/shatra, #/rules/<game>, and the
// online pages: #/online (the lobby), #/online/<table id> (a server table: an invite link),
// #/history (one's own finished games) and #/history/<name> (a registered player's); #/verify
// (checks a record's dice) and #/verify/<game id> (a finished server game's); #/players/<name>
// (a registered player's profile) and #/leaderboard/<game> (the best rated players of a game);
// #/match (a backgammon match imported and analysed);
// #/position and #/position/<Position ID>/<Match ID> (a backgammon position to analyse; the ids
// URI-encoded, since they hold `/` and `+`; `?beavers=off` when the money game has no beavers).
import { signal } from '@preact/signals';

export const GAMES = ['backgammon', 'tryktrak', 'shatra'] as const;
export type GameKey = (typeof GAMES)[number];

export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'play'; readonly game: GameKey }
  | { readonly page: 'rules'; readonly game: GameKey }
  | { readonly page: 'lobby' }
  | { readonly page: 'table'; readonly id: string }
  | { readonly page: 'history'; readonly player?: string }
  | { readonly page: 'verify'; readonly id?: string }
  | { readonly page: 'profile'; readonly player: string }
  | { readonly page: 'leaderboard'; readonly game: GameKey }
  | { readonly page: 'match' }
  | { readonly page: 'position'; readonly ids?: PositionRouteIds; readonly beavers: boolean }
  | { readonly page: 'not-found'; readonly path: string };

/** A position's GNU Backgammon ids as the address carries them (checked by the page, not here). */
export interface PositionRouteIds {
  readonly positionId: string;
  readonly matchId: string;
}

/** A server table's id as the protocol allows it (TableIdSchema): safe in a link. */
const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function isGame(value: string | undefined): value is GameKey {
  return value !== undefined && (GAMES as readonly string[]).includes(value);
}

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const parts = path.split('/').filter((part) => part !== '');
  if (parts[0] === 'position') return positionRoute(parts, query) ?? { page: 'not-found', path };
  if (parts.length === 0) return { page: 'home' };
  const [first, second] = parts;
  if (parts.length === 1 && isGame(first)) return { page: 'play', game: first };
  if (parts.length === 2 && first === 'rules' && isGame(second)) {
    return { page: 'rules', game: second };
  }
  if (first === 'online' && parts.length === 1) return { page: 'lobby' };
  if (first === 'online' && parts.length === 2 && second !== undefined && TABLE_ID.test(second)) {
    return { page: 'table', id: second };
  }
  if (first === 'history' && parts.length === 1) return { page: 'history' };
  if (first === 'history' && parts.length === 2 && second !== undefined) {
    return { page: 'history', player: decodeURIComponent(second) };
  }
  if (first === 'verify' && parts.length === 1) return { page: 'verify' };
  if (first === 'match' && parts.length === 1) return { page: 'match' };
  if (first === 'verify' && parts.length === 2 && second !== undefined && TABLE_ID.test(second)) {
    return { page: 'verify', id: second };
  }
  return ratingRoute(first, second, parts.length) ?? { page: 'not-found', path };
}

/** A decoded path segment, or undefined where its escapes are malformed (`%E0%A4%A`). */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** #/position, or #/position/<Position ID>/<Match ID>; undefined for any other shape. */
function positionRoute(parts: readonly string[], query: string): Route | undefined {
  const beavers = new URLSearchParams(query).get('beavers') !== 'off';
  if (parts.length === 1) return { page: 'position', beavers };
  if (parts.length !== 3) return undefined;
  const positionId = decodeSegment(parts[1] ?? '');
  const matchId = decodeSegment(parts[2] ?? '');
  if (positionId === undefined || matchId === undefined) return undefined;
  return { page: 'position', ids: { positionId, matchId }, beavers };
}

/** The profile and leaderboard routes (#/leaderboard alone: backgammon's). */
function ratingRoute(first?: string, second?: string, length = 0): Route | undefined {
  if (first === 'players' && length === 2 && second !== undefined) {
    return { page: 'profile', player: decodeURIComponent(second) };
  }
  if (first === 'leaderboard' && length === 1) return { page: 'leaderboard', game: 'backgammon' };
  if (first === 'leaderboard' && length === 2 && isGame(second)) {
    return { page: 'leaderboard', game: second };
  }
  return undefined;
}

export function routeHref(route: Route): string {
  switch (route.page) {
    case 'home':
      return '#/';
    case 'play':
      return `#/${route.game}`;
    case 'rules':
      return `#/rules/${route.game}`;
    case 'lobby':
      return '#/online';
    case 'table':
      return `#/online/${route.id}`;
    case 'history':
      return route.player === undefined
        ? '#/history'
        : `#/history/${encodeURIComponent(route.player)}`;
    case 'verify':
      return route.id === undefined ? '#/verify' : `#/verify/${route.id}`;
    case 'profile':
      return `#/players/${encodeURIComponent(route.player)}`;
    case 'leaderboard':
      return `#/leaderboard/${route.game}`;
    case 'match':
      return '#/match';
    case 'position':
      return positionHref(route);
    case 'not-found':
      return `#/${route.path}`;
  }
}

function positionHref(route: Extract<Route, { page: 'position' }>): string {
  const { ids } = route;
  const path = ids
    ? `#/position/${encodeURIComponent(ids.positionId)}/${encodeURIComponent(ids.matchId)}`
    : '#/position';
  return route.beavers ? path : `${path}?beavers=off`;
}

export const currentRoute = signal<Route>(parseRoute(location.hash));

window.addEventListener('hashchange', () => {
  currentRoute.value = parseRoute(location.hash);
});

export function navigate(route: Route): void {
  location.hash = routeHref(route);
}

/** URL search parameters (`?seed=…` etc., before the hash). */
export function searchParam(name: string): string | null {
  return new URLSearchParams(location.search).get(name);
}
