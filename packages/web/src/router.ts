// A tiny hash router: #/ (home), #/backgammon, #/tryktrak, #/shatra, #/rules/<game>.
import { signal } from '@preact/signals';

export const GAMES = ['backgammon', 'tryktrak', 'shatra'] as const;
export type GameKey = (typeof GAMES)[number];

export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'play'; readonly game: GameKey }
  | { readonly page: 'rules'; readonly game: GameKey }
  | { readonly page: 'not-found'; readonly path: string };

function isGame(value: string | undefined): value is GameKey {
  return value !== undefined && (GAMES as readonly string[]).includes(value);
}

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const parts = path.split('/').filter((part) => part !== '');
  if (parts.length === 0) return { page: 'home' };
  const [first, second] = parts;
  if (parts.length === 1 && isGame(first)) return { page: 'play', game: first };
  if (parts.length === 2 && first === 'rules' && isGame(second)) {
    return { page: 'rules', game: second };
  }
  return { page: 'not-found', path };
}

export function routeHref(route: Route): string {
  switch (route.page) {
    case 'home':
      return '#/';
    case 'play':
      return `#/${route.game}`;
    case 'rules':
      return `#/rules/${route.game}`;
    case 'not-found':
      return `#/${route.path}`;
  }
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
