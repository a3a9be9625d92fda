import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const logger = new Logger('HTTP');

/**
 * Whether the client hung up before its answer: what fails then (reading the rest of the body,
 * writing the answer) is the client's doing, logged once by the abort hook below, not an error.
 */
export function clientHasGone(request: FastifyRequest): boolean {
  return request.raw.destroyed && !request.raw.complete;
}

/**
 * One log line per request: method, path, status and duration. The query string is left out, and
 * so are headers and bodies, so tokens, passwords and card numbers never reach the log. A client
 * that hangs up before its answer gets an information line instead.
 */
export function logRequests(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    logger.log({
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    });
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    logger.log({
      method: request.method,
      path: request.url.split('?')[0],
      event: 'client went away before the answer',
    });
    done();
  });
}
