// The position page's requests to its own computer worker, latest first: a newer request
// supersedes an older one, whose answer is dropped. The newest waits for the one running to end,
// except a 3-ply search that has run a while: that one (seconds of work) is cancelled by
// stopping the worker, the only way to stop a search in a worker that answers one message at a
// time, and the newest starts on a fresh worker. Shallower ones are waited for, since a fresh
// worker must decode its nets and build its bear-off databases again (seconds on a phone),
// which a burst of clicks would otherwise pay over and over. The page's worker is its own (not
// the games' shared one), so stopping it stops nobody else.
import type { PositionAnalysis, PositionPlies } from '@ludus/backgammon-engine';
import { ComputerClient } from '../computer/client';
import type { PositionIds } from './setup';

/** How long the engine may search: 3-ply of a contact position takes seconds on a phone. */
export const POSITION_BUDGET_MS = 60_000;
/** Past its budget before the worker counts as stuck (it may first load its nets). */
const POSITION_GRACE_MS = 30_000;
/** A 3-ply request older than this is cancelled by a newer one rather than waited for. */
export const CANCEL_AFTER_MS = 1000;

export interface AnalysisQuery {
  readonly ids: PositionIds;
  readonly beavers: boolean;
  readonly plies: PositionPlies;
}

/** The client the runner asks (the real one, or a stand-in in tests). */
export interface Asker {
  ask: ComputerClient['ask'];
  dispose(): void;
}

type Outcome =
  | { readonly kind: 'done'; readonly analysis: PositionAnalysis }
  | { readonly kind: 'superseded' }
  | { readonly kind: 'failed'; readonly reason: string };

export class AnalysisRunner {
  private generation = 0;
  private inFlight: {
    readonly started: number;
    readonly plies: PositionPlies;
    readonly done: Promise<unknown>;
  } | null = null;

  constructor(
    private readonly client: Asker = new ComputerClient(),
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The analysis of `query`, or `superseded` when a newer one was asked meanwhile. */
  async analyse(query: AnalysisQuery): Promise<Outcome> {
    const mine = ++this.generation;
    const running = this.inFlight;
    const long = running && running.plies === 3 && this.now() - running.started >= CANCEL_AFTER_MS;
    if (long) this.client.dispose();
    else if (running) await running.done.catch(() => undefined);
    if (mine !== this.generation) return { kind: 'superseded' };
    const asked = this.client.ask(
      {
        kind: 'position',
        game: 'backgammon',
        ...query.ids,
        beavers: query.beavers,
        plies: query.plies,
        budgetMs: POSITION_BUDGET_MS,
      },
      POSITION_GRACE_MS,
    );
    const flight = { started: this.now(), plies: query.plies, done: asked };
    this.inFlight = flight;
    try {
      const answer = await asked;
      if (mine !== this.generation) return { kind: 'superseded' };
      if (answer.kind !== 'position') return { kind: 'failed', reason: 'unexpected answer' };
      return { kind: 'done', analysis: answer.analysis };
    } catch (error) {
      if (mine !== this.generation) return { kind: 'superseded' };
      return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
    } finally {
      if (this.inFlight === flight) this.inFlight = null;
    }
  }

  /** Stops the worker for good (the page has gone). */
  close(): void {
    this.generation++;
    this.client.dispose();
  }
}
