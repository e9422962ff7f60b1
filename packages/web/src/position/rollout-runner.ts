// A rollout of the position page's position in parallel Web Workers: each worker a new instance
// of the page's computer worker script (its own ComputerClient), taking chunks of trials from a
// shared cursor and answering their exact sums, which add up in any order to one run's
// (@ludus/backgammon-engine rollout-trials.ts). Stop terminates the workers and keeps the sums;
// the chunks they were running go back to the queue, so a resumed run ends with exactly the
// trials, and so the figures, of an uninterrupted one.
import { combineSums, NO_TRIALS, type RolloutSums } from '@ludus/backgammon-engine';
import { ComputerClient } from '../computer/client';
import type { Asker } from './analysis-runner';
import type { PositionIds } from './setup';

/** Trials per request: one first roll each, and a progress step a phone shows within a second or so. */
export const ROLLOUT_CHUNK = 36;
/** More workers than this rarely help: each decodes its own nets. */
const MAX_WORKERS = 8;
/** A chunk played to the end on a slow phone, with the nets to decode first. */
const CHUNK_BUDGET_MS = 120_000;
const CHUNK_GRACE_MS = 30_000;

/**
 * Cubeless; cubeful (the cube live in every trial); or the cube action of the side on roll
 * ("no double" and "double, take" over the same trials).
 */
export type RolloutCubeMode = 'cubeless' | 'cubeful' | 'action';

export interface RolloutSetup {
  readonly ids: PositionIds;
  readonly trials: number;
  readonly seed: number;
  /** Plies after which a trial is judged by the nets; null: to the end. */
  readonly truncate: number | null;
  readonly varianceReduction: boolean;
  /** A play of the position's dice: the position after it is rolled out (the sums the opponent's). */
  readonly play: string | null;
  /** A cube action is rolled out before the roll only (`play` null). */
  readonly cube: RolloutCubeMode;
}

export type RolloutState = 'running' | 'stopped' | 'done' | 'failed';

export interface RolloutProgress {
  readonly state: RolloutState;
  readonly sums: RolloutSums;
  readonly asked: number;
  readonly reason?: string;
}

/** As many workers as the device has cores, at most eight, at least one. */
export function workerCount(cores: number | undefined = globalThis.navigator?.hardwareConcurrency) {
  return Math.max(1, Math.min(cores ?? 1, MAX_WORKERS));
}

interface Chunk {
  readonly from: number;
  readonly count: number;
}

export class RolloutRunner {
  private sums: RolloutSums = NO_TRIALS;
  private cursor = 0;
  /** Chunks a stop interrupted, run again first on resume. */
  private returned: Chunk[] = [];
  private readonly inFlight = new Set<Chunk>();
  private clients: Asker[] = [];
  private generation = 0;
  private state: RolloutState = 'stopped';

  constructor(
    private readonly setup: RolloutSetup,
    private readonly onProgress: (progress: RolloutProgress) => void,
    private readonly makeClient: () => Asker = () => new ComputerClient(),
    private readonly workers: number = workerCount(),
  ) {}

  /** Starts, or resumes after a stop, from the next trial not yet counted. */
  start(): void {
    if (this.state === 'running' || this.state === 'done') return;
    const mine = ++this.generation;
    this.state = 'running';
    this.report();
    this.clients = Array.from({ length: this.workers }, () => this.makeClient());
    for (const client of this.clients) void this.work(client, mine);
  }

  /** Stops the workers; the counted trials stay, the interrupted ones are run on resume. */
  stop(): void {
    if (this.state !== 'running') return;
    this.halt('stopped');
  }

  /** The page has gone or the position changed: the workers go, nothing is reported. */
  close(): void {
    this.generation++;
    for (const client of this.clients) client.dispose();
    this.clients = [];
  }

  private halt(state: RolloutState, reason?: string): void {
    this.generation++;
    this.returned = [...this.returned, ...this.inFlight].sort((a, b) => a.from - b.from);
    this.inFlight.clear();
    for (const client of this.clients) client.dispose();
    this.clients = [];
    this.state = state;
    this.report(reason);
  }

  private take(): Chunk | null {
    const again = this.returned.shift();
    if (again) return again;
    if (this.cursor >= this.setup.trials) return null;
    const chunk = {
      from: this.cursor,
      count: Math.min(ROLLOUT_CHUNK, this.setup.trials - this.cursor),
    };
    this.cursor += chunk.count;
    return chunk;
  }

  private async work(client: Asker, mine: number): Promise<void> {
    for (let chunk = this.take(); chunk; chunk = mine === this.generation ? this.take() : null) {
      this.inFlight.add(chunk);
      let sums: RolloutSums;
      try {
        sums = await this.ask(client, chunk);
      } catch (error) {
        if (mine === this.generation)
          this.halt('failed', error instanceof Error ? error.message : String(error));
        return;
      }
      // A stop meanwhile has put the chunk back and dropped the worker.
      if (mine !== this.generation) return;
      this.inFlight.delete(chunk);
      this.sums = combineSums(this.sums, sums);
      if (this.sums.trials >= this.setup.trials) {
        this.halt('done');
        return;
      }
      this.report();
    }
  }

  private async ask(client: Asker, chunk: Chunk): Promise<RolloutSums> {
    const { ids, seed, truncate, varianceReduction, play, cube } = this.setup;
    const answer = await client.ask(
      {
        kind: 'rollout',
        game: 'backgammon',
        ...ids,
        seed,
        truncate,
        varianceReduction,
        ...chunk,
        ...(play === null ? {} : { play }),
        ...(cube === 'cubeless' ? {} : { cubeful: true }),
        ...(cube === 'action' ? { cubeAction: true } : {}),
        budgetMs: CHUNK_BUDGET_MS,
      },
      CHUNK_GRACE_MS,
    );
    if (answer.kind !== 'rollout') throw new Error('unexpected answer');
    return answer.sums;
  }

  private report(reason?: string): void {
    this.onProgress({
      state: this.state,
      sums: this.sums,
      asked: this.setup.trials,
      ...(reason === undefined ? {} : { reason }),
    });
  }
}
