import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import type { PublicUser } from '@shop/shared';
import { compare, hash } from 'bcryptjs';
import { authConfig } from '../config';
import { MailService } from '../mail/mail.service';
import { toPublicUser, UsersService } from '../users/users.service';
import type { ForgetCodeDto, LoginDto, RegisterDto, ResetPasswordDto } from './dto/account.dto';
import {
  hashResetCode,
  newResetCode,
  RESET_CODE_MAX_FAILURES,
  RESET_CODE_VALID_MINUTES,
  resetCodeMatches,
} from './password-reset-code';
import { RateLimiter } from '../common/rate-limiter';
import { resetCodeMail } from './reset-code-mail';
import { SessionsService } from './sessions.service';

const BCRYPT_ROUNDS = 10;
const WRONG_LOGIN = 'Incorrect email or password.';
const WRONG_CODE = 'The code is wrong or has expired.';

/** What a token carries: the user and the session it names. */
export interface TokenClaims {
  sub: string;
  sid: string;
}

@Injectable()
export class AuthService {
  /** Failed logins, wrong codes and code requests per email. */
  private readonly emailLimiter: RateLimiter;
  /** A bcrypt hash to compare against when the email is unknown, so both cases take as long. */
  private readonly decoyHash: Promise<string>;

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly jwt: JwtService,
    private readonly mail: MailService,
  ) {
    this.emailLimiter = new RateLimiter(
      config.maxFailuresPerEmail,
      config.failureWindowMinutes * 60_000,
    );
    this.decoyHash = hash('decoy-password', BCRYPT_ROUNDS);
  }

  hashPassword(password: string): Promise<string> {
    return hash(password, BCRYPT_ROUNDS);
  }

  async register({ name, email, mobile, password, language }: RegisterDto): Promise<void> {
    await this.users.create({
      name,
      email,
      mobile,
      passwordHash: await this.hashPassword(password),
      language,
    });
  }

  async login({
    email,
    password,
    language,
  }: LoginDto): Promise<{ token: string; user: PublicUser }> {
    const key = email.toLowerCase();
    this.emailLimiter.assertAllowed(key);
    const user = await this.users.findByEmailWithSecrets(key);
    const matches = await compare(password, user?.passwordHash ?? (await this.decoyHash));
    if (!user || !matches) {
      this.emailLimiter.record(key);
      throw new UnauthorizedException(WRONG_LOGIN);
    }
    if (language && language !== user.language) await this.users.setLanguage(user._id, language);
    const expiresAt = new Date(Date.now() + this.config.jwtTtlMs);
    const sessionId = await this.sessions.open(user._id, expiresAt);
    const claims: TokenClaims = { sub: user._id.toString(), sid: sessionId.toString() };
    const token = await this.jwt.signAsync(claims, {
      expiresIn: Math.floor(this.config.jwtTtlMs / 1000),
    });
    return { token, user: toPublicUser(user) };
  }

  logout(sessionId: string): Promise<void> {
    return this.sessions.close(sessionId);
  }

  /** Mails a code to a known email; answers alike for unknown ones, so emails cannot be probed. */
  async sendResetCode({ email }: ForgetCodeDto): Promise<void> {
    const key = email.toLowerCase();
    this.emailLimiter.consume(key);
    const user = await this.users.findByEmailWithSecrets(key);
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
      resetCodeMail(user.email, user.name, code, RESET_CODE_VALID_MINUTES),
    );
  }

  async resetPassword({ email, code, password }: ResetPasswordDto): Promise<void> {
    const key = email.toLowerCase();
    this.emailLimiter.assertAllowed(key);
    const user = await this.users.findByEmailWithSecrets(key);
    const reset = user?.passwordReset;
    if (!user || !reset || reset.expiresAt.getTime() < Date.now()) {
      this.emailLimiter.record(key);
      throw new BadRequestException(WRONG_CODE);
    }
    if (!resetCodeMatches(code.trim(), reset.codeHash, this.config.jwtSecret)) {
      this.emailLimiter.record(key);
      await this.users.recordResetFailure(user._id, RESET_CODE_MAX_FAILURES);
      throw new BadRequestException(WRONG_CODE);
    }
    await this.users.setPassword(user._id, await this.hashPassword(password));
    await this.sessions.closeAllOf(user._id);
  }
}
