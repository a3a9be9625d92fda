import { declaredError } from '@shop/shared';
import { ShopError } from './shop-error';

/**
 * Runs at most `running` tasks of one kind at a time in this process (CPU-heavy work such as
 * password hashes or PDF renders); up to `waiting` more wait their turn, first come first
 * served, and any beyond those are refused at once with 503 SERVER_BUSY and Retry-After, so
 * that a burst costs a bounded share of the machine and never a growing queue.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
    /** What Retry-After says to a refused caller. */
    private readonly retryAfterSeconds = 1,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await task();
    } finally {
      this.leave();
    }
  }

  private async enter(): Promise<void> {
    if (this.active < this.running) {
      this.active += 1;
      return;
    }
    if (this.queue.length >= this.waiting) {
      throw new ShopError(declaredError('SERVER_BUSY'), {
        headers: { 'Retry-After': String(this.retryAfterSeconds) },
      });
    }
    // The slot is handed over by leave(): `active` stays counted for the waiter.
    await new Promise<void>((resolve) => this.queue.push(resolve));
  }

  private leave(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.active -= 1;
  }
}
