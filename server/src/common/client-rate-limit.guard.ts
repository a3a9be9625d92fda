import { CanActivate, ExecutionContext, mixin, Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiter } from './rate-limiter';

/** Limits calls per client address (behind a proxy named in TRUST_PROXY, the forwarded one). */
export abstract class ClientRateLimitGuard implements CanActivate {
  protected abstract readonly limiter: RateLimiter;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.limiter.consume(context.switchToHttp().getRequest<FastifyRequest>().ip);
    return true;
  }
}

/**
 * A guard allowing each client `limit` calls per `windowMs` to the endpoints it guards, counted
 * in the collection `rate_limits.<name>`.
 */
export function ClientRateLimit(limit: number, windowMs: number, name?: string): Type<CanActivate> {
  class FixedClientRateLimit extends ClientRateLimitGuard {
    protected readonly limiter = new RateLimiter(limit, windowMs, name);
  }
  return mixin(FixedClientRateLimit);
}
