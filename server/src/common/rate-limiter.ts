import { HttpException, HttpStatus } from '@nestjs/common';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counts events per key in fixed windows, in memory (one server process). Refuses with 429 and
 * Retry-After once a key has used up its window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 when `key` has no events left in its window. */
  assertAllowed(key: string): void {
    const window = this.current(key);
    if (window && window.count >= this.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
      throw new HttpException(
        {
          message: `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`,
          headers: { 'Retry-After': String(retryAfterSeconds) },
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  record(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
  }

  /** Checks, then counts: for limits on every call rather than on failures. */
  consume(key: string): void {
    this.assertAllowed(key);
    this.record(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    if (this.windows.size > 10_000) this.sweep();
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
