import type { Logger } from '@nestjs/common';

/** What a queue kept in MongoDB does in one round of its worker. */
export interface QueueWork {
  /** Done first in each round (e.g. marking what a failed round left). */
  prepare(): Promise<unknown>;
  /** Claims one due item and handles it; answers false when none is due. */
  next(): Promise<boolean>;
}

/**
 * The worker of a queue kept in MongoDB (the mail outbox, the e-invoicing reports): every
 * `pollMs` — for items queued by other instances, left by a stopped one, or due for a retry —
 * and whenever it is kicked, it runs a round: `prepare`, then `next` until nothing is due. Rounds
 * run one at a time in a process; a kick during one makes it look again. Sharing the queue with
 * other instances is the work's own business (atomic claims). `drain` never rejects (an
 * unavailable database is logged, and the next round tries again), so it may run unawaited.
 */
export class QueueWorker {
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private drainAgain = false;
  private stopped = false;

  constructor(
    private readonly queueName: string,
    private readonly logger: Logger,
    private readonly work: QueueWork,
  ) {}

  start(pollMs: number): void {
    this.timer = setInterval(() => void this.drain(), pollMs);
    this.timer.unref();
    setImmediate(() => void this.drain());
  }

  /** Stops the timer and waits for the round under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.draining;
  }

  /** Runs a round once the current request is answered. */
  kick(): void {
    setImmediate(() => void this.drain());
  }

  /** Handles every due item, one after another; answers when the round is over. */
  drain(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.drainAgain = false;
          await this.work.prepare();
          while (!this.stopped && (await this.work.next()));
        } while (this.drainAgain && !this.stopped);
      } catch (error) {
        // The database is away: the next round of the timer tries again.
        this.logger.warn(`${this.queueName} unavailable: ${(error as Error).message}`);
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }
}
