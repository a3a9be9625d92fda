import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AllowedMethods } from './allowed-methods';
import { INTERNAL_ERROR, toErrorBody } from './error-body';
import { clientHasGone } from './request-logger';
import { ShopError } from './shop-error';

/**
 * Every error leaves the API in one envelope (error-body.ts), { statusCode, code, message, ... },
 * never with a stack trace.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  constructor(private readonly allowedMethods: AllowedMethods) {}

  catch(thrown: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    // Nobody is left to answer, and the request log has noted the hang-up.
    if (clientHasGone(request)) return;
    // No route took the request: a path that takes other methods says which.
    const exception = this.allowedMethods.refusalOf(request, thrown);
    const body = toErrorBody(exception);
    // Through nestjs-pino, so the line carries the request's reqId; an Error is logged as `err`
    // with its stack.
    if (!body) {
      this.logger.error(exception instanceof Error ? exception : String(exception));
    } else if (body.statusCode >= 500) {
      this.logger.warn(`${body.statusCode}: ${(exception as Error).message}`);
    }
    // Such as Retry-After on a 429.
    const headers = (exception instanceof ShopError && exception.details.headers) || {};
    if (reply.sent) return;
    reply
      .headers(headers)
      .status((body ?? INTERNAL_ERROR).statusCode)
      .send(body ?? INTERNAL_ERROR);
  }
}
