// A serial queue: each task starts when the one before it has settled. The one place a game's
// state changes, so that two intents never both pass the seq check against the same table.
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // A failed task must not stop the queue: the next one waits for settling, not success.
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Settles when every task queued so far has. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
