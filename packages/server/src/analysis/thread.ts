// The one analysis worker thread (worker.ts), started on the first job and kept for the next.
// A job runs off the event loop, so the game server stays responsive while a game is analysed;
// the thread's heap is capped, and a job that overruns its time is stopped, so that neither a
// runaway analysis nor a crash of the thread can take the server down: the job fails, and the
// next one starts a fresh thread.
import { Worker } from 'node:worker_threads';
import type { AnalysisJob, AnalysisOutcome } from './job';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/** The thread's heap: the engines' nets and a search's tables fit many times over. */
const HEAP_MB = 512;

export class AnalysisThread {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  /** Settles the job in flight with a failure when the thread dies or is stopped. */
  private abandon: ((message: string) => void) | undefined;

  constructor(private readonly timeoutMs: number) {}

  /** The job's outcome; a failure (never a rejection) when the thread dies or overruns. */
  async run(job: AnalysisJob, timeoutMs = this.timeoutMs): Promise<AnalysisOutcome> {
    const worker = this.start();
    return new Promise<AnalysisOutcome>((resolve) => {
      const settle = (outcome: AnalysisOutcome) => {
        clearTimeout(timer);
        worker.off('message', answer);
        this.abandon = undefined;
        resolve(outcome);
      };
      const answer = (message: AnalysisOutcome | { ready: true }) => {
        if ('id' in message && message.id === job.id) settle(message);
      };
      this.abandon = (message) => settle({ id: job.id, ok: false, message });
      const timer = setTimeout(() => {
        void this.stop(`the analysis took longer than ${timeoutMs} ms`);
      }, timeoutMs);
      worker.on('message', answer);
      void this.ready?.then(() => worker.postMessage(job));
    });
  }

  /** Ends the thread; a job in flight settles as failed with `why`. */
  async stop(why = 'the analysis was stopped'): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    this.abandon?.(why);
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // No execArgv: the entry registers tsx itself (worker-entry.mjs).
    const worker = new Worker(ENTRY, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve) => {
      const onReady = (message: { ready?: boolean }) => {
        if (message?.ready) {
          worker.off('message', onReady);
          resolve();
        }
      };
      worker.on('message', onReady);
    });
    const died = (why: string) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.ready = undefined;
      this.abandon?.(why);
    };
    worker.on('error', (error) => died(`the analysis worker failed: ${error.message}`));
    worker.on('exit', (code) => died(`the analysis worker stopped (exit code ${code})`));
    // A thread waiting for work must not keep a closing process alive.
    worker.unref();
    return worker;
  }
}
