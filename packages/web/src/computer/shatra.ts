// The Shatra computer inside the shared Web Worker: the engine's agent (@ludus/shatra-engine
// agent.ts) deciding for its seat from the seat's view. The view comes by structured clone, which
// keeps plain data but not the rules package's boards, so the game is rebuilt first
// (shatra/revive.ts).
import type { Level, ShatraIntent, ShatraView } from '@ludus/session';
import { decide } from '@ludus/shatra-engine';
import { reviveShatraView } from '../shatra/revive';

/** The agent's intent for `view.viewer` within `budget.ms` on `clock`. */
export function decideShatra(
  view: ShatraView,
  level: Level,
  budget: { readonly ms: number; readonly seed: number },
  clock: () => number = () => performance.now(),
): ShatraIntent | null {
  return decide(reviveShatraView(view), level, { ms: budget.ms, seed: budget.seed, now: clock });
}
