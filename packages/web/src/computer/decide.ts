// The page's side of a computer seat: the seat's view goes to the worker, the intent comes back.
// Budgets per level are the page's: the engine's own budget for its level, capped so that a move
// stays within about two seconds in the browser; Shatra's thinking time is its engine level's
// (shatra-engine levels.ts appMs: a few seconds at world-class, a fraction of one below).
import { LEVEL_SETTINGS } from '@ludus/backgammon-engine';
import type { Intent, Level, TableView } from '@ludus/session';
import { SHATRA_ENGINE_LEVEL, LEVELS as SHATRA_ENGINE_LEVELS } from '@ludus/shatra-engine';
import { computer } from './client';

/**
 * The backgammon engine starts no deeper candidate that it expects to end past its budget, by
 * the cost of the last one judged (search.ts), but a candidate can cost more than its estimate,
 * so the page asks for at most 1.5 s to keep a move within about 2 s.
 */
const MAX_BACKGAMMON_MS = 1500;

export function requestBudget(game: TableView['spec']['game'], level: Level): number {
  return game === 'shatra'
    ? SHATRA_ENGINE_LEVELS[SHATRA_ENGINE_LEVEL[level]].appMs
    : Math.min(LEVEL_SETTINGS[level].budgetMs, MAX_BACKGAMMON_MS);
}

/** Asks the worker what the computer at `level` does for its seat; the table checks the answer. */
export async function decideInWorker(
  view: TableView,
  level: Level,
  seed: number,
): Promise<Intent | null> {
  const game = view.spec.game;
  const answer = await computer().ask({
    kind: 'decide',
    game,
    level,
    seed,
    view,
    budgetMs: requestBudget(game, level),
  });
  if (answer.kind !== 'intent') throw new Error('unexpected answer from the computer');
  return answer.intent;
}
