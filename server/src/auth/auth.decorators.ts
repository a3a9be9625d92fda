import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { ACCESS, type Access, type AuthenticatedRequest, type Caller } from './auth.guard';

const access = (who: Access) => SetMetadata(ACCESS, who);

/** The endpoint needs a logged-in user's token (the app-wide AuthGuard checks it). */
export const LoggedIn = () =>
  applyDecorators(access('loggedIn'), ApiSecurity('token'), ApiBearerAuth(), ApiErrors(401));

/**
 * The endpoint is open, and knows its caller when a token is sent (a forged, expired or revoked
 * one is refused as on `@LoggedIn()` endpoints); without one, `@CurrentCaller()` is undefined.
 */
export const LoggedInWhenSent = () =>
  applyDecorators(
    access('whenSent'),
    ApiSecurity('token'),
    ApiBearerAuth(),
    // An empty requirement: the call may also be made without a token.
    ApiSecurity({}),
  );

/** The endpoint needs an admin's token: 401 without a valid one, 403 for anyone else. */
export const AdminOnly = () =>
  applyDecorators(
    access('admin'),
    ApiSecurity('token'),
    ApiBearerAuth(),
    ApiErrors(401),
    ApiErrors(403),
  );

/** The caller the guard let in. */
export const CurrentCaller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Caller =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().caller,
);
