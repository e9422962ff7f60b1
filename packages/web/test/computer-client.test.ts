import { describe, expect, it } from 'vitest';
import { ComputerClient, ComputerError } from '../src/computer/client';
import type { ComputerAnswer, ComputerRequest } from '../src/computer/protocol';

/** A stand-in Worker: answers with `reply`, or dies on request. */
class FakeWorker {
  onmessage: ((event: MessageEvent<ComputerAnswer>) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor(private readonly behaviour: 'answer' | 'die' | 'silent') {}
  postMessage(request: ComputerRequest) {
    queueMicrotask(() => {
      if (this.behaviour === 'die') this.onerror?.({ preventDefault() {} });
      if (this.behaviour === 'answer') {
        this.onmessage?.({
          data: { kind: 'intent', id: request.id, intent: null },
        } as MessageEvent<ComputerAnswer>);
      }
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const body = {
  kind: 'decide',
  game: 'backgammon',
  level: 'beginner',
  seed: 1,
  budgetMs: 10,
  view: {
    spec: {
      game: 'backgammon',
      matchLength: 0,
      seats: { white: { kind: 'human' }, black: { kind: 'computer', level: 'beginner' } },
    },
    seq: 0,
    viewer: 'black',
    toAct: [],
    legal: [],
    state: {} as never,
  },
} as const;

describe('computer client', () => {
  it('matches answers to requests', async () => {
    const client = new ComputerClient(() => new FakeWorker('answer') as unknown as Worker);
    await expect(client.ask(body)).resolves.toEqual({ kind: 'intent', id: 1, intent: null });
  });

  it('a worker that dies rejects with worker-died, and the next request gets a fresh worker', async () => {
    const workers: FakeWorker[] = [];
    const behaviours: ('die' | 'answer')[] = ['die', 'answer'];
    const client = new ComputerClient(() => {
      const worker = new FakeWorker(behaviours[workers.length] ?? 'answer');
      workers.push(worker);
      return worker as unknown as Worker;
    });
    const failed = client.ask(body);
    await expect(failed).rejects.toBeInstanceOf(ComputerError);
    await expect(failed).rejects.toMatchObject({ code: 'worker-died' });
    expect(workers[0]?.terminated).toBe(true);
    await expect(client.ask(body)).resolves.toMatchObject({ kind: 'intent' });
    expect(workers).toHaveLength(2);
  });

  it('a worker that never answers times out', async () => {
    const client = new ComputerClient(() => new FakeWorker('silent') as unknown as Worker, 20);
    await expect(client.ask(body)).rejects.toMatchObject({ code: 'timeout' });
  });
});
