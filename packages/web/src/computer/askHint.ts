// The page's side of a hint: the person's seat's view goes to the worker, the engine's advice
// comes back. The worker is the computer's, so a hint waits for a move the computer is making;
// the pages offer Hint only while the person is to act and the computer is not thinking.
import type { TableView } from '@ludus/session';
import { computer } from './client';
import type { Hint } from './protocol';

/**
 * The hint's time: the engines stop their deeper search when it is spent (backgammon after the
 * candidate in hand, Shatra within it), so the page waits about two seconds at most.
 */
export const HINT_BUDGET_MS = 2000;

/**
 * How long past its budget a hint may take before the worker counts as stuck: the worker may
 * first finish the computer's last move and build the bear-off databases (computer/worker.ts),
 * several seconds on a slow phone, and a worker stopped for it would lose its work.
 */
const HINT_GRACE_MS = 30_000;

export async function hintInWorker(view: TableView): Promise<Hint> {
  const answer = await computer().ask(
    {
      kind: 'hint',
      game: view.spec.game,
      view,
      budgetMs: HINT_BUDGET_MS,
    },
    HINT_GRACE_MS,
  );
  if (answer.kind !== 'hint') throw new Error('unexpected answer from the computer');
  const { kind: _kind, id: _id, ...hint } = answer;
  return hint as Hint;
}
