// The server's analysis of finished games (issue 20): each game that ends here is queued, and
// one worker thread (thread.ts) analyses the queue's games one at a time, off the event loop,
// with the engines' own analysis (analyse.ts); each game's figures are stored once (store.ts).
// A game the worker cannot analyse, or whose log no longer replays, gets a failed marker, so it
// is never tried again and never stops the queue. At start the finished games with no analysis
// are queued again, oldest first and at most `requeueLimit` of them: a restart loses none.
import { ANALYSIS_PLIES } from '@ludus/backgammon-engine';
import { ANALYSIS_DEPTH } from '@ludus/shatra-engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FinishedGame, GameRegistry } from '../games/registry';
import { engineOf } from './engine-version';
import type { AnalysisOutcome } from './job';
import { type AnalysisDepths, depthOf, jobOf } from './jobs';
import { pendingAnalyses, saveAnalysis } from './store';
import { AnalysisThread } from './thread';

export interface AnalysisSettings extends AnalysisDepths {
  /** At most this many games waiting for an analysis are queued again at start. */
  readonly requeueLimit: number;
  /** A game's analysis stops (and fails) past this. */
  readonly timeoutMs: number;
}

export const DEFAULT_ANALYSIS: AnalysisSettings = {
  plies: ANALYSIS_PLIES,
  shatraDepth: ANALYSIS_DEPTH,
  requeueLimit: 1000,
  timeoutMs: 10 * 60_000,
};

export interface AnalyserDeps {
  readonly db: Kysely<Database>;
  readonly games: Pick<GameRegistry, 'finishedGame'>;
  readonly now: () => Date;
  readonly log: (message: string, error?: unknown) => void;
}

export class Analyser {
  private readonly waiting: string[] = [];
  private readonly queued = new Set<string>();
  private readonly thread: AnalysisThread;
  private draining: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly deps: AnalyserDeps,
    readonly settings: AnalysisSettings = DEFAULT_ANALYSIS,
  ) {
    this.thread = new AnalysisThread(settings.timeoutMs);
  }

  /** Queues a finished game (once: a game already waiting is not queued twice). */
  enqueue(id: string): void {
    if (this.closed || this.queued.has(id)) return;
    this.queued.add(id);
    this.waiting.push(id);
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  /** Queues the finished games that have no analysis yet; how many. */
  async requeuePending(): Promise<number> {
    const ids = await pendingAnalyses(this.deps.db, this.settings.requeueLimit);
    for (const id of ids) this.enqueue(id);
    return ids.length;
  }

  /** Settles when the queue is empty (tests; a clean shutdown does not wait for it). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Stops: the game in flight is left unanalysed (a restart queues it again). */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await this.thread.stop();
    await this.draining;
  }

  private async drain(): Promise<void> {
    for (let id = this.waiting.shift(); id !== undefined; id = this.waiting.shift()) {
      try {
        await this.analyse(id);
      } catch (error) {
        // A database that failed: the game keeps no row, so a restart tries it again.
        this.deps.log(`game ${id}: the analysis was not stored`, error);
      }
      this.queued.delete(id);
      if (this.closed) return;
    }
  }

  private async analyse(id: string): Promise<void> {
    const game = await this.deps.games.finishedGame(id);
    if (!game || this.closed) return;
    const { kind, table, users } = game;
    const outcome: AnalysisOutcome = table
      ? await this.thread.run(jobOf(id, table, this.settings))
      : { id, ok: false, message: 'its stored log does not replay' };
    // Stopped by close(): no marker, the game waits for the next start.
    if (this.closed) return;
    if (!outcome.ok) this.deps.log(`game ${id} was not analysed: ${outcome.message}`);
    await this.store(id, kind, outcome, users);
  }

  private async store(
    id: string,
    kind: string,
    outcome: AnalysisOutcome,
    users: FinishedGame['users'],
  ): Promise<void> {
    const seats = outcome.ok
      ? {
          white: { userId: users.white, figures: outcome.seats.white },
          black: { userId: users.black, figures: outcome.seats.black },
        }
      : { failed: outcome.message };
    await saveAnalysis(this.deps.db, {
      gameId: id,
      kind,
      depth: depthOf(kind, this.settings),
      engine: engineOf(kind),
      at: this.deps.now().toISOString(),
      seats,
    });
  }
}
