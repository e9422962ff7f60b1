// The page registry: every route's component is loaded on demand together with the
// translation namespaces it uses, so the home page ships only what it shows.
import type { ComponentType } from 'preact';
import type { GameKey, PositionRouteIds } from './router';

export interface PageProps {
  readonly game: GameKey;
}

/**
 * What the online pages get: the table's id, or the player whose history or profile is shown,
 * or the game whose leaderboard is.
 */
export interface OnlinePageProps {
  readonly id?: string;
  readonly player?: string;
  readonly game?: GameKey;
}

export interface PageEntry<P = PageProps> {
  readonly load: () => Promise<ComponentType<P>>;
  /** Translation namespaces (src/locales/<lng>/<ns>.json) loaded before the page shows. */
  readonly namespaces: readonly string[];
}

const backgammonPage: PageEntry<PageProps> = {
  // A record handed over for review is read as the page opens: its reader is loaded first.
  load: () =>
    import('./backgammon/BackgammonPage').then(async (m) => {
      await m.readyToOpen();
      return m.BackgammonPage;
    }),
  namespaces: ['backgammon'],
};

export const playPages: Record<GameKey, PageEntry> = {
  backgammon: backgammonPage,
  tryktrak: backgammonPage,
  shatra: {
    load: () => import('./shatra/ShatraPage').then((m) => m.ShatraPage),
    namespaces: ['shatra'],
  },
};

export const rulesPage: PageEntry = {
  load: () => import('./rules/RulesPage').then((m) => m.RulesPage),
  namespaces: ['rules'],
};

/** Playing people: the lobby, a server table, and the finished games of a player. */
export const onlinePages: Record<
  'lobby' | 'table' | 'history' | 'profile' | 'leaderboard',
  PageEntry<OnlinePageProps>
> = {
  lobby: {
    load: () => import('./online/LobbyPage').then((m) => m.LobbyPage),
    namespaces: ['online'],
  },
  table: {
    load: () => import('./online/TablePage').then((m) => m.TablePage),
    namespaces: ['online', 'backgammon', 'shatra'],
  },
  history: {
    load: () => import('./online/HistoryPage').then((m) => m.HistoryPage),
    namespaces: ['online'],
  },
  profile: {
    load: () => import('./online/ProfilePage').then((m) => m.ProfilePage),
    namespaces: ['online'],
  },
  leaderboard: {
    load: () => import('./online/LeaderboardPage').then((m) => m.LeaderboardPage),
    namespaces: ['online'],
  },
};

/**
 * A backgammon match imported and analysed whole. Its own namespace, and the backgammon one for
 * the analysis's words and the board's.
 */
export const matchPage: PageEntry<Record<string, never>> = {
  load: () => import('./match/MatchPage').then((m) => m.MatchPage),
  namespaces: ['match', 'backgammon'],
};

/** Checking a finished online game's dice (docs/fair-dice.md), in the browser alone. */
export const verifyPage: PageEntry<OnlinePageProps> = {
  load: () => import('./verify/VerifyPage').then((m) => m.VerifyPage),
  namespaces: ['verify'],
};

/** The backgammon position page: the ids of the address, when it holds a position. */
export interface PositionPageProps {
  readonly ids?: PositionRouteIds;
  readonly beavers: boolean;
}

/** Analysing a backgammon position typed in or set up (the engine in the computer's worker). */
export const positionPage: PageEntry<PositionPageProps> = {
  load: () => import('./position/PositionPage').then((m) => m.PositionPage),
  // The board's own texts (points, checkers, the cube) are the backgammon page's.
  namespaces: ['position', 'backgammon'],
};
