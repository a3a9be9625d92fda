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

/**
 * Route metadata: who may call the endpoint, set by the decorators of auth.decorators.ts: a
 * caller who sends a token (`whenSent`, else anyone), a logged-in caller, or an admin. Without
 * it, anyone. One key (on the route, else its controller), read once per request.
 */
export const ACCESS = 'access';
export type Access = 'whenSent' | 'loggedIn' | 'admin';

/** Who is calling, as the guard found them. */
export interface Caller {
  user: PublicUser;
  sessionId: string;
}
export type AuthenticatedRequest = FastifyRequest & { caller: Caller };

/** `Authorization: Bearer <token>`, the scheme in any case (RFC 9110 §11.1). */
const BEARER = /^bearer +(\S+)\s*$/i;

/** The token from the `token` header, or from `Authorization: Bearer`. */
function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
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
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!access) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = readToken(request);
    if (!token && access === 'whenSent') return true;
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
    if (access === 'admin' && user.role !== ADMIN_ROLE) throw shopError('ADMIN_ONLY');
    return true;
  }
}
