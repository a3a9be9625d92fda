import { Logger } from '@nestjs/common';
import { declaredError } from '@shop/shared';
import type { Connection } from 'mongoose';
import {
  type IRateLimiterMongoFunctionOptions,
  RateLimiterMongo,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { ShopError } from './shop-error';

const logger = new Logger('RateLimits');

/** Limiters built while an app's providers are being created, until createApp binds them. */
const unbound = new Set<RateLimiter>();
/** The limiters bound to each connection, whose indexes an emptied database needs again. */
const bound = new WeakMap<Connection, RateLimiter[]>();

/**
 * Counts events per key in fixed windows, kept in MongoDB (collection `rate_limits.<name>`), so
 * every server instance shares the counts and a restart forgets none. Refuses with 429 and
 * Retry-After once a key has used up its window.
 *
 * Providers build their limiters with `new`; createApp then binds every limiter its providers
 * built to the app's database connection (RateLimiter.bindAll), before the app takes requests.
 */
export class RateLimiter {
  private store?: RateLimiterMongo;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Names the collection; by default it says the limit, e.g. `20-per-600s`. */
    readonly name = `${limit}-per-${Math.ceil(windowMs / 1000)}s`,
  ) {
    unbound.add(this);
  }

  /**
   * Binds the limiters built since the last call to `connection`: Nest builds an app's providers
   * in one go, so these are the new app's. Their collections get the library's indexes: a unique
   * key, and a TTL on `expire` (a database without TTL keeps stale rows, which the library
   * ignores and overwrites once their `expire` has passed).
   */
  static async bindAll(connection: Connection): Promise<void> {
    const limiters = [...unbound];
    unbound.clear();
    bound.set(connection, [...(bound.get(connection) ?? []), ...limiters]);
    await Promise.all(limiters.map((limiter) => limiter.bind(connection)));
  }

  /** Creates again the indexes of the limiters bound to `connection` (an emptied database). */
  static async createIndexes(connection: Connection): Promise<void> {
    await Promise.all((bound.get(connection) ?? []).map((limiter) => limiter.createIndexes()));
  }

  private async bind(connection: Connection): Promise<void> {
    this.store = new RateLimiterMongo({
      storeClient: connection,
      tableName: `rate_limits.${this.name}`,
      keyPrefix: this.name,
      points: this.limit,
      duration: Math.ceil(this.windowMs / 1000),
      disableIndexesCreation: true,
    });
    await this.createIndexes();
  }

  private async createIndexes(): Promise<void> {
    await this.limiter.createIndexes().catch((error: Error) => {
      // The database may be away; the limits work without the indexes' help meanwhile.
      logger.warn(`Indexes of rate_limits.${this.name} not created: ${error.message}`);
    });
  }

  private get limiter(): RateLimiterMongo {
    if (!this.store) throw new Error(`Rate limiter ${this.name} is not bound to a database.`);
    return this.store;
  }

  /** Throws 429 when `key` has no events left in its window. */
  async assertAllowed(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.limit) throw tooManyAttempts(state.msBeforeNext);
  }

  /** Counts one event for `key`, and answers how many its window holds now. */
  async record(key: string): Promise<number> {
    return (await this.limiter.penalty(key, 1)).consumedPoints;
  }

  /** Takes back one event counted for `key`. */
  async unrecord(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /**
   * Checks and counts in one atomic step: for limits on every call rather than on failures.
   * `windowMs` gives a window that `key` starts now a length of its own.
   */
  async consume(key: string, windowMs?: number): Promise<void> {
    // The library reads customDuration for every store; its Mongo typings leave it out.
    const options = { attrs: {}, customDuration: windowMs && Math.ceil(windowMs / 1000) };
    try {
      await this.limiter.consume(key, 1, options as IRateLimiterMongoFunctionOptions);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw tooManyAttempts(refusal.msBeforeNext);
      throw refusal;
    }
  }

  /** Refuses `key` for `seconds`, whatever its count. */
  async block(key: string, seconds: number): Promise<void> {
    await this.limiter.block(key, seconds);
  }

  /** Forgets `key`'s events. */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** 429 with the wait in seconds under a minute, else in minutes, and Retry-After. */
function tooManyAttempts(msBeforeNext: number): ShopError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const wait =
    retryAfterSeconds < 60
      ? { count: retryAfterSeconds, unit: 'second' }
      : { count: Math.ceil(retryAfterSeconds / 60), unit: 'minute' };
  return new ShopError(
    wait.count === 1
      ? declaredError('TOO_MANY_ATTEMPTS', 'one', wait)
      : declaredError('TOO_MANY_ATTEMPTS', 'many', wait),
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}
