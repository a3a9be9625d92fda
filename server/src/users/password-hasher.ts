import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { compare, hash } from 'bcrypt';
import { ConcurrencyLimit } from '../common/concurrency-limit';
import { authConfig } from '../config';

const BCRYPT_ROUNDS = 10;

/**
 * Passwords' bcrypt hashes. The native `bcrypt` package works on libuv's thread pool, so the
 * event loop keeps answering meanwhile; at most PASSWORD_HASH_CONCURRENCY hashes run at once in
 * a process (PASSWORD_HASH_QUEUE more wait, the rest answer 503 SERVER_BUSY), so however many
 * anonymous logins and registrations arrive, hashing takes a bounded share of the machine and
 * leaves the pool's other threads to files and DNS. Hashes of bcryptjs ($2a$, $2b$) verify alike.
 */
@Injectable()
export class PasswordHasher {
  private readonly slots: ConcurrencyLimit;

  constructor(@Inject(authConfig.KEY) config: ConfigType<typeof authConfig>) {
    this.slots = new ConcurrencyLimit(config.passwordHashConcurrency, config.passwordHashQueue);
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password, BCRYPT_ROUNDS));
  }

  matches(password: string, passwordHash: string): Promise<boolean> {
    return this.slots.run(() => compare(password, passwordHash));
  }
}
