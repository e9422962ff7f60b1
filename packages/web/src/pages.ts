// The page registry: every route's component is loaded on demand together with the
// translation namespaces it uses, so the home page ships only what it shows.
import type { ComponentType } from 'preact';
import type { GameKey } from './router';

export interface PageProps {
  readonly game: GameKey;
}

export interface PageEntry {
  readonly load: () => Promise<ComponentType<PageProps>>;
  /** Translation namespaces (src/locales/<lng>/<ns>.json) loaded before the page shows. */
  readonly namespaces: readonly string[];
}

const backgammonPage: PageEntry = {
  load: () => import('./backgammon/BackgammonPage').then((m) => m.BackgammonPage),
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
