// Hints inside the shared Web Worker: the engines' advice for a person's seat (protocol `hint`),
// from the view that seat sees. Backgammon and tryktrak: the best plays or the cube action
// (@ludus/backgammon-engine hint.ts); Shatra: the best move and its score (@ludus/shatra-engine
// hint.ts), the view's game rebuilt first as for the computer's own moves (shatra/revive.ts).
import { backgammonHint } from '@ludus/backgammon-engine';
import type { BackgammonView, ShatraView } from '@ludus/session';
import { shatraHint } from '@ludus/shatra-engine';
import { reviveShatraView } from '../shatra/revive';
import type { ComputerAnswer, HintRequest } from './protocol';

export function answerHint(
  request: HintRequest,
  clock: () => number = () => performance.now(),
): ComputerAnswer {
  const { id, view, budgetMs } = request;
  if (view.spec.game === 'shatra') {
    const revived = reviveShatraView(view as ShatraView);
    const hint = shatraHint(revived, { ms: budgetMs, now: clock });
    return { kind: 'hint', id, game: 'shatra', hint };
  }
  const hint = backgammonHint(view as BackgammonView, { now: clock, budgetMs });
  return { kind: 'hint', id, game: view.spec.game, hint };
}
