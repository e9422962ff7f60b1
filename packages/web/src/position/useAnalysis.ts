// The analysis of the position shown, kept current: each change of the ids, the beaver option or
// the depth asks the page's worker again (analysis-runner.ts: the newest request wins), a short
// pause first so that a burst of clicks on the board asks once.
import type { PositionAnalysis, PositionPlies } from '@ludus/backgammon-engine';
import { useEffect, useRef, useState } from 'preact/hooks';
import { AnalysisRunner } from './analysis-runner';
import type { PositionIds } from './setup';

export type AnalysisView =
  /** The board holds no position the rules accept: nothing to analyse. */
  | { readonly status: 'invalid' }
  /** Asked; `last` is the previous answer, shown dimmed meanwhile. */
  | { readonly status: 'working'; readonly plies: PositionPlies; readonly last?: PositionAnalysis }
  | { readonly status: 'done'; readonly analysis: PositionAnalysis }
  | { readonly status: 'failed'; readonly reason: string };

/** How long the board must be still before the engine is asked. */
const SETTLE_MS = 120;

export function useAnalysis(
  ids: PositionIds | null,
  beavers: boolean,
  plies: PositionPlies,
): AnalysisView {
  const runner = useRef<AnalysisRunner | null>(null);
  const [view, setView] = useState<AnalysisView>(
    ids ? { status: 'working', plies } : { status: 'invalid' },
  );
  useEffect(() => {
    const current = new AnalysisRunner();
    runner.current = current;
    return () => current.close();
  }, []);
  useEffect(() => {
    if (!ids) {
      setView({ status: 'invalid' });
      return;
    }
    let live = true;
    setView((previous) => ({ status: 'working', plies, ...lastOf(previous) }));
    const timer = setTimeout(() => {
      runner.current?.analyse({ ids, beavers, plies }).then((outcome) => {
        if (!live || outcome.kind === 'superseded') return;
        setView(
          outcome.kind === 'done'
            ? { status: 'done', analysis: outcome.analysis }
            : { status: 'failed', reason: outcome.reason },
        );
      });
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ids?.positionId, ids?.matchId, beavers, plies]);
  return view;
}

function lastOf(view: AnalysisView): { last?: PositionAnalysis } {
  if (view.status === 'done') return { last: view.analysis };
  if (view.status === 'working' && view.last) return { last: view.last };
  return {};
}
