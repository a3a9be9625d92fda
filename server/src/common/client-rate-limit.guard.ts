import { CanActivate, ExecutionContext, mixin, Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiter } from './rate-limiter';

/** Limits calls per client address (behind a trusted proxy, the forwarded one). */
export abstract class ClientRateLimitGuard implements CanActivate {
  protected abstract readonly limiter: RateLimiter;

  canActivate(context: ExecutionContext): boolean {
    this.limiter.consume(context.switchToHttp().getRequest<FastifyRequest>().ip);
    return true;
  }
}

/** A guard allowing each client `limit` calls per `windowMs` to the endpoints it guards. */
export function ClientRateLimit(limit: number, windowMs: number): Type<CanActivate> {
  class FixedClientRateLimit extends ClientRateLimitGuard {
    protected readonly limiter = new RateLimiter(limit, windowMs);
  }
  return mixin(FixedClientRateLimit);
}
