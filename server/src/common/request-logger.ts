import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const logger = new Logger('HTTP');

/**
 * One log line per request: method, path, status and duration. The query string is left out, and
 * so are headers and bodies, so tokens, passwords and card numbers never reach the log.
 */
export function requestLogger(request: Request, response: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    logger.log({
      method: request.method,
      path: request.originalUrl.split('?')[0],
      status: response.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
    });
  });
  next();
}
