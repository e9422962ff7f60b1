// The whole match analysed in background Web Workers: a pool of the computer's workers (one per
// spare core, at least one, at most MAX_WORKERS), each asking one turn of one game at a time at
// the chosen depth; progress after each answer, and Stop ends the workers at once.
import { analysisTurns, type Decision, type TurnFigures } from '@ludus/backgammon-engine';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ComputerClient } from '../computer/client';
import type { GameAnalysis } from './matchFigures';
import type { ImportedMatch } from './matchImport';

/** Each worker loads the nets (a few MB) and takes a core: more seldom pays on a page. */
export const MAX_WORKERS = 4;
/** Far above one turn's analysis (tens to hundreds of ms): only a stuck worker reaches it. */
const TURN_BUDGET_MS = 20_000;

/** The checker play's depths the page offers (the cube is 1-ply, luck 0-ply at every depth). */
export const DEPTHS = [0, 1, 2] as const;
export type Depth = (typeof DEPTHS)[number];

export interface MatchRun {
  readonly status: 'running' | 'done' | 'stopped' | 'failed';
  readonly plies: Depth;
  /** Turns analysed, of all the match's turns. */
  readonly done: number;
  readonly total: number;
  readonly games: readonly GameAnalysis[];
  readonly workers: number;
  readonly error: string | null;
}

/** One worker per core but one left for the page, at least one, at most MAX_WORKERS. */
export function workerCount(cores: number | undefined, turns: number): number {
  const spare = Math.max(1, (cores ?? 1) - 1);
  return Math.max(1, Math.min(spare, MAX_WORKERS, turns));
}

interface Job {
  readonly game: number;
  readonly turn: number;
}

/** The game's analysis with one more turn's answer in it. */
function withTurn(
  game: GameAnalysis,
  turn: number,
  decisions: readonly Decision[],
  figures: TurnFigures | undefined,
): GameAnalysis {
  const all = [...game.decisions];
  const figured = [...game.figures];
  all[turn] = decisions;
  figured[turn] = figures ?? null;
  return { decisions: all, figures: figured };
}

export interface MatchAnalysis {
  readonly run: MatchRun | null;
  start(match: ImportedMatch, plies: Depth): void;
  stop(): void;
}

export function useMatchAnalysis(): MatchAnalysis {
  const [run, setRun] = useState<MatchRun | null>(null);
  const generation = useRef(0);
  const clients = useRef<ComputerClient[]>([]);
  const release = useCallback(() => {
    generation.current++;
    for (const client of clients.current.splice(0)) client.dispose();
  }, []);
  useEffect(() => release, [release]);

  const start = useCallback(
    (match: ImportedMatch, plies: Depth) => {
      release();
      const mine = generation.current;
      const live = () => generation.current === mine;
      // The turns of each game, replayed on the page too (pure and quick): the progress's total.
      const counts = match.games.map((record) => {
        const turns = analysisTurns(record);
        return turns.ok ? turns.value.length : 0;
      });
      const jobs: Job[] = counts.flatMap((n, game) =>
        Array.from({ length: n }, (_, turn) => ({ game, turn })),
      );
      const workers = workerCount(navigator.hardwareConcurrency, jobs.length);
      let state: MatchRun = {
        status: jobs.length === 0 ? 'done' : 'running',
        plies,
        done: 0,
        total: jobs.length,
        games: counts.map((n) => ({
          decisions: Array(n).fill(null),
          figures: Array(n).fill(null),
        })),
        workers,
        error: null,
      };
      setRun(state);
      const report = (next: MatchRun) => {
        state = next;
        if (live()) setRun(next);
      };
      const queue = [...jobs];
      const work = async (client: ComputerClient) => {
        for (let job = queue.shift(); job && live(); job = queue.shift()) {
          const record = match.games[job.game];
          if (!record) continue;
          const answer = await client.ask({
            kind: 'analyse',
            game: match.variant,
            record,
            turn: job.turn,
            plies,
            budgetMs: TURN_BUDGET_MS,
          });
          if (!live()) return;
          if (answer.kind !== 'analysis') throw new Error(`unexpected answer ${answer.kind}`);
          const games = state.games.map((game, i) =>
            i === job?.game ? withTurn(game, job.turn, answer.decisions, answer.figures) : game,
          );
          const done = state.done + 1;
          report({ ...state, games, done, status: done >= state.total ? 'done' : 'running' });
        }
      };
      clients.current = Array.from({ length: workers }, () => new ComputerClient());
      Promise.all(clients.current.map(work)).catch((error: unknown) => {
        if (!live()) return;
        const reason = error instanceof Error ? error.message : String(error);
        release();
        setRun({ ...state, status: 'failed', error: reason });
      });
    },
    [release],
  );

  const stop = useCallback(() => {
    release();
    setRun((current) =>
      current && current.status === 'running' ? { ...current, status: 'stopped' } : current,
    );
  }, [release]);

  return { run, start, stop };
}
