import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Request } from 'express';
import { authConfig } from '../config';
import { RateLimiter } from './rate-limiter';

/** Login and password-reset calls per client address, whatever the email. */
@Injectable()
export class ClientRateLimitGuard implements CanActivate {
  private readonly limiter: RateLimiter;

  constructor(@Inject(authConfig.KEY) config: ConfigType<typeof authConfig>) {
    this.limiter = new RateLimiter(config.maxRequestsPerClientPerMinute, 60_000);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    this.limiter.consume(request.ip ?? 'unknown');
    return true;
  }
}
