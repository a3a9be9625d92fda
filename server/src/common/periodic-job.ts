import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

/**
 * A round of work every `intervalMs` in each server process (timer unref'd, awaited at
 * shutdown). A round still running when the next is due is not doubled; a failing round is
 * logged and the next one tries again. Being safe with several processes is the round's own
 * business (conditional updates).
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  protected constructor(
    name: string,
    private readonly intervalMs: number,
  ) {
    this.logger = new Logger(name);
  }

  /** The work of one round; answers how many things it did. */
  protected abstract round(now: Date): Promise<number>;

  /** What the log says after a round that did `count` things. */
  protected abstract report(count: number): string;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.intervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round now (also for tests, with another `now`). */
  async sweep(now: Date = new Date()): Promise<number> {
    if (this.running) return 0;
    const round = this.round(now).catch((error: Error) => {
      this.logger.warn(`Round failed: ${error.message}`);
      return 0;
    });
    this.running = round;
    try {
      const count = await round;
      if (count) this.logger.log(this.report(count));
      return count;
    } finally {
      this.running = undefined;
    }
  }
}
