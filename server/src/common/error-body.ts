import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody } from '@shop/shared';
import mongoose from 'mongoose';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './errors';

export const JSON_BODY_LIMIT = '1mb';

/** Errors thrown by Express's body parsers carry a `type`; these are the client's fault. */
const BODY_PARSER_ERRORS: Record<string, ApiErrorBody> = {
  'entity.parse.failed': { statusCode: 400, message: 'The request body is not valid JSON.' },
  'entity.too.large': { statusCode: 413, message: 'The request body is too large (at most 1 MB).' },
  'encoding.unsupported': {
    statusCode: 415,
    message: 'The request body has an unsupported encoding.',
  },
  'charset.unsupported': {
    statusCode: 415,
    message: 'The request body has an unsupported charset.',
  },
};

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
  const type = (exception as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && BODY_PARSER_ERRORS[type]) return BODY_PARSER_ERRORS[type];
  return null;
}

export const INTERNAL_ERROR: ApiErrorBody = { statusCode: 500, message: 'Internal server error.' };
