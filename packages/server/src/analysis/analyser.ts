// The server's analysis of finished games (issue 20): each game that ends here is queued, and
// one worker thread (thread.ts) analyses the queue's games one at a time, off the event loop,
// with the engines' own analysis (analyse.ts); each game's figures are stored once (store.ts).
// A game the worker cannot analyse, or whose log no longer replays, gets a failed marker, so it
// is never tried again and never stops the queue. At start the finished games with no analysis
// are queued again, oldest first and at most `requeueLimit` of them: a restart loses none.
// With several processes every one of them queues those games, so each game is claimed before
// it is analysed (a lease, shared/redis/ownership.ts: one process at a time), and skipped when
// another holds it or its analysis is stored already; an idle process looks for pending games
// now and then, so that the games of a process that died mid-analysis are taken once its claims
// expire.
import { ANALYSIS_PLIES } from '@ludus/backgammon-engine';
import { ANALYSIS_DEPTH } from '@ludus/shatra-engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FinishedGame, GameRegistry } from '../games/registry';
import type { Metrics } from '../metrics';
import type { Ownership } from '../shared/ownership';
import { engineOf } from './engine-version';
import type { AnalysisOutcome } from './job';
import { type AnalysisDepths, depthOf, jobOf } from './jobs';
import { hasAnalysis, pendingAnalyses, saveAnalysis } from './store';
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
  /** Which process analyses a game (several processes); absent: this one, always. */
  readonly claims?: Pick<Ownership, 'claim' | 'release'>;
  /** Counts the analyses this process made. */
  readonly metrics?: Pick<Metrics, 'analysed'>;
}

export class Analyser {
  private readonly waiting: string[] = [];
  private readonly queued = new Set<string>();
  private readonly thread: AnalysisThread;
  private draining: Promise<void> | undefined;
  private closed = false;
  private rescan: ReturnType<typeof setInterval> | undefined;

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

  /**
   * Every `everyMs` while its queue is empty, queues the pending games again (several processes:
   * games another process left, or whose claim died with its process).
   */
  watchPending(everyMs: number): void {
    this.rescan ??= setInterval(() => {
      if (this.closed || this.draining) return;
      this.requeuePending().catch((error) => this.deps.log('the pending analyses', error));
    }, everyMs);
    this.rescan.unref();
  }

  /** Settles when the queue is empty (tests; a clean shutdown does not wait for it). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Stops: the game in flight is left unanalysed (a restart queues it again). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.rescan);
    this.waiting.length = 0;
    await this.thread.stop();
    await this.draining;
  }

  private async drain(): Promise<void> {
    for (let id = this.waiting.shift(); id !== undefined; id = this.waiting.shift()) {
      try {
        await this.claimed(id);
      } catch (error) {
        // A database (or Redis) that failed: the game keeps no row, so it is tried again later.
        this.deps.log(`game ${id}: the analysis was not stored`, error);
      }
      this.queued.delete(id);
      if (this.closed) return;
    }
  }

  /** Analyses the game unless another process does it now, or did it already. */
  private async claimed(id: string): Promise<void> {
    const { claims, db, log } = this.deps;
    if (claims && !(await claims.claim(id))) return;
    try {
      if (!(await hasAnalysis(db, id))) await this.analyse(id);
    } finally {
      // At once, not at the expiry: a game stopped by close() is free for another process.
      await claims?.release(id).catch((error) => log(`game ${id}: its analysis claim`, error));
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
    this.deps.metrics?.analysed(outcome.ok);
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
