import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { DAY_MS, declaredError, type PublicUser } from '@shop/shared';
import { Types } from 'mongoose';
import { authConfig } from '../config';
import { ConsentsService } from '../consents/consents.service';
import { MailService } from '../mail/mail.service';
import { PasswordHasher } from '../users/password-hasher';
import { toPublicUser, UsersService } from '../users/users.service';
import type { Caller } from './auth.guard';
import type {
  ChangePasswordDto,
  ForgetCodeDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
} from './dto/account.dto';
import { RateLimiter } from '../common/rate-limiter';
import { ShopError, shopError } from '../common/shop-error';
import {
  hashResetCode,
  newResetCode,
  RESET_CODE_MAX_FAILURES,
  RESET_CODE_VALID_MINUTES,
  resetCodeMatches,
} from './password-reset-code';
import { resetCodeMail } from './reset-code-mail';
import { SessionsService } from './sessions.service';

/** The refusal of a password that is not, or no longer, the caller's, on the request's `field`. */
export const currentPasswordWrong = (field: string) =>
  ShopError.onField(field, declaredError('CURRENT_PASSWORD_WRONG'));

/** What failures are counted under: one email tried from one client address. */
const attemptKey = (email: string, client: string) => `${email.toLowerCase()} ${client}`;

/** What a token carries: the user and the session it names. */
export interface TokenClaims {
  sub: string;
  sid: string;
}

/**
 * Accounts, with limits that a stranger cannot turn against the owner: tries are counted per
 * email and client address, and beyond AUTH_MAX_FAILURES_PER_EMAIL failures in a row that client
 * waits (1 minute, doubling with each further failure, at most AUTH_MAX_BACKOFF_MINUTES) before
 * each further try at that email — from anywhere else the owner logs in as usual. A success
 * clears the count. Each client also has a daily budget of failures, whatever the emails.
 *
 * A try is counted before the password or code is checked, in one atomic update, and a try
 * beyond the limit must take the single slot its wait allows: however many tries arrive at once,
 * no more get checked than arriving one by one.
 */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('Accounts');
  /** Tries without success, per email and client; forgotten a day after the first. */
  private readonly failures = new RateLimiter(Number.MAX_SAFE_INTEGER, DAY_MS, 'auth-failures');
  /** The back-off: one try per wait, for an email and client past the limit. */
  private readonly backoff: RateLimiter;
  /** Failures per client, whatever the emails. */
  private readonly clientFailures: RateLimiter;
  /** Reset codes asked for, per email and client. */
  private readonly codeRequests: RateLimiter;
  /** A bcrypt hash to compare against when the email is unknown, so both cases take as long. */
  private readonly decoyHash: Promise<string>;

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly jwt: JwtService,
    private readonly mail: MailService,
    private readonly passwords: PasswordHasher,
    private readonly consents: ConsentsService,
  ) {
    this.backoff = new RateLimiter(1, config.maxBackoffMinutes * 60_000, 'auth-backoff');
    this.clientFailures = new RateLimiter(
      config.maxFailuresPerClientPerDay,
      DAY_MS,
      'auth-failures-per-client',
    );
    this.codeRequests = new RateLimiter(
      config.maxCodeRequestsPerEmail,
      RESET_CODE_VALID_MINUTES * 60_000,
      'reset-code-requests',
    );
    this.decoyHash = passwords.hash('decoy-password');
  }

  /**
   * Creates a shopper's account. A taken email or mobile is refused before the password is
   * hashed, so a stream of duplicates costs no hashing (users.create checks again after, for two
   * registrations racing).
   */
  async register(fields: RegisterDto): Promise<void> {
    const { name, email, mobile, password, language, serviceReminders, offers } = fields;
    await this.users.assertAvailable(email, mobile);
    const passwordHash = await this.passwords.hash(password);
    const user = await this.users.create({ name, email, mobile, passwordHash, language });
    // Only the boxes ticked are recorded: a consent left off is the default, not a choice made.
    const given = { ...(serviceReminders && { serviceReminders }), ...(offers && { offers }) };
    if (Object.keys(given).length) await this.consents.set(user._id, given);
  }

  async login(
    { email, password, language }: LoginDto,
    client: string,
  ): Promise<{ token: string; user: PublicUser }> {
    const attempt = attemptKey(email, client);
    const tries = await this.beginTry(attempt, client);
    const user = await this.users.findByEmailWithSecrets(email);
    const matches = await this.passwords.matches(
      password,
      user?.passwordHash ?? (await this.decoyHash),
    );
    if (!user || !matches) {
      await this.tryFailed(attempt, client, tries);
      throw shopError('LOGIN_FAILED');
    }
    await this.forgetFailures(attempt);
    if (language && language !== user.language) await this.users.setLanguage(user._id, language);
    const expiresAt = new Date(Date.now() + this.config.jwtTtlMs);
    const sessionId = await this.sessions.open(user._id, expiresAt).catch((error: unknown) => {
      // The account was deleted meanwhile: as unknown as any other.
      throw ShopError.is(error, 'SESSION_ENDED') ? shopError('LOGIN_FAILED') : error;
    });
    const claims: TokenClaims = { sub: user._id.toString(), sid: sessionId.toString() };
    const token = await this.jwt.signAsync(claims, {
      expiresIn: Math.floor(this.config.jwtTtlMs / 1000),
    });
    return { token, user: toPublicUser(user) };
  }

  logout(sessionId: string): Promise<void> {
    return this.sessions.close(sessionId);
  }

  /**
   * Mails a code to a known email. Only the request limit is checked before the answer: looking
   * the email up, storing the code and mailing it happen after, so a known and an unknown email
   * are answered alike and in the same time. Asking for a code is no failure.
   */
  async sendResetCode({ email }: ForgetCodeDto, client: string): Promise<void> {
    await this.codeRequests.consume(attemptKey(email, client));
    setImmediate(() => {
      this.mailResetCode(email).catch((error: Error) =>
        this.logger.error(`A password-reset code could not be sent: ${error.stack ?? error}`),
      );
    });
  }

  private async mailResetCode(email: string): Promise<void> {
    const user = await this.users.findByEmailWithSecrets(email);
    if (!user) return;
    const code = newResetCode();
    const expiresAt = new Date(Date.now() + RESET_CODE_VALID_MINUTES * 60_000);
    await this.users.setPasswordReset(
      user._id,
      hashResetCode(code, this.config.jwtSecret),
      expiresAt,
    );
    await this.mail.queue(
      `password-reset:${user._id.toString()}:${randomUUID()}`,
      resetCodeMail(user.email, user.name, code, RESET_CODE_VALID_MINUTES, user.language),
    );
  }

  async resetPassword({ email, code, password }: ResetPasswordDto, client: string): Promise<void> {
    const attempt = attemptKey(email, client);
    const tries = await this.beginTry(attempt, client);
    const user = await this.users.findByEmailWithSecrets(email);
    const codeHash = user && (await this.users.takeResetTry(user._id, RESET_CODE_MAX_FAILURES));
    if (!codeHash || !resetCodeMatches(code, codeHash, this.config.jwtSecret)) {
      if (codeHash) await this.users.voidSpentResetCode(user!._id, RESET_CODE_MAX_FAILURES);
      await this.tryFailed(attempt, client, tries);
      throw shopError('RESET_CODE_INVALID');
    }
    const reset = await this.users.setPassword(user!._id, await this.passwords.hash(password), {
      resetCodeHash: codeHash,
    });
    // Used meanwhile by another reset with the same code, or replaced by a new code.
    if (!reset) throw shopError('RESET_CODE_INVALID');
    await this.sessions.closeAllOf(user!._id);
    await this.forgetFailures(attempt);
  }

  /**
   * Changes the caller's password once their current one is given; every other session of theirs
   * ends, this one goes on. Of two changes racing from the same current password (two sessions),
   * the first to write wins; the other is refused, as the password it checked is no longer the
   * user's, and ends no session.
   */
  async changePassword(
    caller: Caller,
    { currentPassword, newPassword }: ChangePasswordDto,
    client: string,
  ): Promise<void> {
    const checked = await this.confirmPassword(
      caller.user,
      currentPassword,
      client,
      'currentPassword',
    );
    const changed = await this.users.setPassword(
      new Types.ObjectId(caller.user._id),
      await this.passwords.hash(newPassword),
      { passwordHash: checked },
    );
    if (!changed) throw currentPasswordWrong('currentPassword');
    await this.sessions.closeOthersOf(caller.user._id, caller.sessionId);
  }

  /**
   * Refuses (400 CURRENT_PASSWORD_WRONG) unless `password` is the user's: a logged-in caller
   * proving it is them before a change that cannot be undone. Tries count toward the login's
   * back-off (per email and client), so a stolen token is no way to guess the password. `field`
   * names the request's field in the refusal. Answers the hash it checked against, for the change
   * to be made only while it is still the user's.
   */
  async confirmPassword(
    user: PublicUser,
    password: string,
    client: string,
    field: string,
  ): Promise<string> {
    const attempt = attemptKey(user.email, client);
    const tries = await this.beginTry(attempt, client);
    const passwordHash = await this.users.passwordHashOf(user._id);
    if (!passwordHash || !(await this.passwords.matches(password, passwordHash))) {
      await this.tryFailed(attempt, client, tries);
      throw currentPasswordWrong(field);
    }
    await this.forgetFailures(attempt);
    return passwordHash;
  }

  /** Counts a try of `attempt` before its check; answers its number (since the last success). */
  private async beginTry(attempt: string, client: string): Promise<number> {
    await this.clientFailures.assertAllowed(client);
    const tries = await this.failures.record(attempt);
    if (tries <= this.config.maxFailuresPerEmail) return tries;
    try {
      // Past the limit, each try opens the wait before the next one.
      await this.backoff.consume(attempt, this.waitMs(tries));
    } catch (refusal) {
      await this.failures.unrecord(attempt);
      throw refusal;
    }
    return tries;
  }

  private async tryFailed(attempt: string, client: string, tries: number): Promise<void> {
    await this.clientFailures.record(client);
    // The last free failure starts the first wait; later tries opened theirs as they began.
    if (tries === this.config.maxFailuresPerEmail) {
      await this.backoff.block(attempt, this.waitMs(tries) / 1000);
    }
  }

  /** The wait after the `tries`-th failure in a row: 1 minute at the limit, doubling, capped. */
  private waitMs(tries: number): number {
    const doublings = tries - this.config.maxFailuresPerEmail;
    return Math.min(60_000 * 2 ** doublings, this.config.maxBackoffMinutes * 60_000);
  }

  private async forgetFailures(attempt: string): Promise<void> {
    await Promise.all([this.failures.reset(attempt), this.backoff.reset(attempt)]);
  }
}
