// The page's side of the computer: one Worker, requests matched to answers by id, a deadline
// per request, and a fresh worker after one dies (the caller gets a clear error, the game stays).
import type { ComputerAnswer, ComputerRequest, RequestBody } from './protocol';
import { PROTOCOL_VERSION } from './protocol';

/** How long past its budget an answer may take before the worker counts as stuck. */
const GRACE_MS = 5000;

export class ComputerError extends Error {
  constructor(
    readonly code: 'worker-died' | 'timeout' | 'engine-error',
    message: string,
  ) {
    super(message);
  }
}

interface Pending {
  resolve(answer: ComputerAnswer): void;
  reject(error: ComputerError): void;
  timer: ReturnType<typeof setTimeout>;
}

export type WorkerFactory = () => Worker;

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

export class ComputerClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly factory: WorkerFactory = defaultFactory,
    private readonly graceMs: number = GRACE_MS,
  ) {}

  /**
   * Sends a request; resolves with the answer, rejects with a ComputerError. `graceMs`: how long
   * past its budget this answer may take (the client's own by default).
   */
  ask(body: RequestBody, graceMs: number = this.graceMs): Promise<ComputerAnswer> {
    const id = this.nextId++;
    const request = { ...body, protocol: PROTOCOL_VERSION, id } as ComputerRequest;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(new ComputerError('timeout', 'the computer did not answer in time'));
      }, body.budgetMs + graceMs);
      this.pending.set(id, { resolve, reject, timer });
      try {
        this.ensureWorker().postMessage(request);
      } catch {
        this.failAll(new ComputerError('worker-died', 'the computer could not be started'));
      }
    });
  }

  dispose(): void {
    this.failAll(new ComputerError('worker-died', 'the computer was stopped'));
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.factory();
    worker.onmessage = (event: MessageEvent<ComputerAnswer>) => this.receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.failAll(new ComputerError('worker-died', 'the computer stopped working'));
    };
    worker.onmessageerror = () => {
      this.failAll(new ComputerError('worker-died', 'the computer sent an unreadable answer'));
    };
    this.worker = worker;
    return worker;
  }

  private receive(answer: ComputerAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    clearTimeout(pending.timer);
    if (answer.kind === 'error') pending.reject(new ComputerError('engine-error', answer.message));
    else pending.resolve(answer);
  }

  /** Rejects every open request and drops the worker; the next ask starts a fresh one. */
  private failAll(error: ComputerError): void {
    this.worker?.terminate();
    this.worker = null;
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
  }
}

let shared: ComputerClient | null = null;

/** The app's one computer. */
export function computer(): ComputerClient {
  shared ??= new ComputerClient();
  return shared;
}
