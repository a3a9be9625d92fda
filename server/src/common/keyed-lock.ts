/**
 * Runs tasks one after another per key (e.g. per user), in this process. Used where the
 * database's own atomicity is not enough: FerretDB's SQLite backend applies concurrent $inc
 * updates to one document as read-modify-write, and loses some.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
