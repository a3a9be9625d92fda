import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ADMIN_ROLE, type PublicUser } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { isValidObjectId } from 'mongoose';
import { shopError } from '../common/shop-error';
import { toPublicUser, UsersService } from '../users/users.service';
import type { TokenClaims } from './auth.service';
import { SessionsService } from './sessions.service';

/** Route metadata: the endpoint needs a logged-in caller (set by `@LoggedIn()`). */
export const LOGGED_IN = 'loggedIn';
/** Route metadata: the endpoint needs an admin (set by `@AdminOnly()`). */
export const ADMIN_ONLY = 'adminOnly';
/** Route metadata: the endpoint is open but knows a caller who sends a token. */
export const LOGGED_IN_WHEN_SENT = 'loggedInWhenSent';

/** Who is calling, as the guard found them. */
export interface Caller {
  user: PublicUser;
  sessionId: string;
}
export type AuthenticatedRequest = FastifyRequest & { caller: Caller };

/** The token from the `token` header, or from `Authorization: Bearer`. */
function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization;
  return authorization?.startsWith('Bearer ')
    ? authorization.slice(7).trim() || undefined
    : undefined;
}

/**
 * The app-wide guard (APP_GUARD, see AuthModule): endpoints marked `@LoggedIn()` or
 * `@AdminOnly()` let a request through only when its token is genuine, unexpired and names a live
 * session of an existing user; other endpoints are open. The role is read from the database,
 * never from the token or the client.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const [loggedIn, adminOnly, whenSent] = [LOGGED_IN, ADMIN_ONLY, LOGGED_IN_WHEN_SENT].map(
      (key) =>
        this.reflector.getAllAndOverride<boolean | undefined>(key, [
          context.getHandler(),
          context.getClass(),
        ]),
    );
    if (!loggedIn && !adminOnly && !whenSent) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = readToken(request);
    if (!token && whenSent && !loggedIn) return true;
    if (!token) throw shopError('LOGIN_REQUIRED');
    const claims = await this.jwt.verifyAsync<TokenClaims>(token).catch(() => undefined);
    if (!claims || !isValidObjectId(claims.sub) || !isValidObjectId(claims.sid)) {
      throw shopError('SESSION_ENDED');
    }
    const [active, user] = await Promise.all([
      this.sessions.isActive(claims.sid, claims.sub),
      this.users.findById(claims.sub),
    ]);
    if (!active || !user) throw shopError('SESSION_ENDED');
    request.caller = { user: toPublicUser(user), sessionId: claims.sid };
    if (adminOnly && user.role !== ADMIN_ROLE) throw shopError('ADMIN_ONLY');
    return true;
  }
}
