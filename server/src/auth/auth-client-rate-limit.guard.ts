import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ClientRateLimitGuard } from '../common/client-rate-limit.guard';
import { RateLimiter } from '../common/rate-limiter';
import { authConfig } from '../config';

/** Login and password-reset calls per client address, whatever the email (AUTH_MAX_REQUESTS_PER_MINUTE). */
@Injectable()
export class AuthClientRateLimitGuard extends ClientRateLimitGuard {
  protected readonly limiter: RateLimiter;

  constructor(@Inject(authConfig.KEY) config: ConfigType<typeof authConfig>) {
    super();
    this.limiter = new RateLimiter(config.maxRequestsPerClientPerMinute, 60_000, 'auth-per-client');
  }
}

/** Registrations per client address (AUTH_MAX_REGISTRATIONS_PER_HOUR), counted as they are tried. */
@Injectable()
export class RegisterRateLimitGuard extends ClientRateLimitGuard {
  protected readonly limiter: RateLimiter;

  constructor(@Inject(authConfig.KEY) config: ConfigType<typeof authConfig>) {
    super();
    this.limiter = new RateLimiter(
      config.maxRegistrationsPerClientPerHour,
      3600_000,
      'register-per-client',
    );
  }
}
