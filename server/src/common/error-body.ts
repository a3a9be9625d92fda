import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody } from '@shop/shared';
import mongoose from 'mongoose';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './errors';

function fromHttpException(exception: HttpException): ApiErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode, message: response };
  const { message, errors, err } = response as {
    message?: unknown;
    errors?: Record<string, string[]>;
    err?: string;
  };
  const text = Array.isArray(message)
    ? message.join(' ')
    : typeof message === 'string'
      ? message
      : exception.message;
  // `err` is the spec's extra field on the duplicate-VIN refusal.
  return { statusCode, message: text, ...(errors && { errors }), ...(err && { err }) };
}

/**
 * Turns anything thrown while handling a request into the one error envelope of the API.
 * Returns null for errors that are the server's own fault (to be logged, answered as 500).
 */
export function toErrorBody(exception: unknown): ApiErrorBody | null {
  if (exception instanceof HttpException) return fromHttpException(exception);
  if (isDatabaseUnavailable(exception)) {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
  }
  if (exception instanceof mongoose.Error.CastError) {
    return { statusCode: 400, message: `Invalid value for ${exception.path}.` };
  }
  if (exception instanceof mongoose.Error.ValidationError) {
    const errors = Object.fromEntries(
      Object.entries(exception.errors).map(([path, error]) => [path, [error.message]]),
    );
    return { statusCode: 400, message: Object.values(errors)[0]?.[0] ?? 'Invalid input.', errors };
  }
  if (exception instanceof mongoose.Error.StrictModeError) {
    return { statusCode: 400, message: 'The request names a field that does not exist.' };
  }
  // The file server's refusals (such as a path climbing out of its folder) carry a 4xx status.
  const status = (exception as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, message: (exception as Error).message };
  }
  return null;
}

export const INTERNAL_ERROR: ApiErrorBody = { statusCode: 500, message: 'Internal server error.' };
