import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

const logger = new Logger('HTTP');

/**
 * One log line per request: method, path, status and duration. The query string is left out, and
 * so are headers and bodies, so tokens, passwords and card numbers never reach the log.
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
}
