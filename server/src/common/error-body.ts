import { HttpException, HttpStatus } from '@nestjs/common';
import { errorCodeOf, type ApiErrorBody } from '@shop/shared';
import mongoose from 'mongoose';
import { PaymentRefusedError } from '../payment/payment-provider';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './errors';

type ErrorAnswer = Omit<ApiErrorBody, 'code'> & { code?: string; err?: string };

function fromHttpException(exception: HttpException): ErrorAnswer {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode, message: response };
  const { message, errors, err, code } = response as {
    message?: unknown;
    errors?: Record<string, string[]>;
    err?: string;
    code?: unknown;
  };
  const text = Array.isArray(message)
    ? message.join(' ')
    : typeof message === 'string'
      ? message
      : exception.message;
  return {
    statusCode,
    message: text,
    // A refusal may name its code itself; otherwise it is found from the message.
    ...(typeof code === 'string' && { code }),
    ...(errors && { errors }),
    // `err` is the documented extra field on the duplicate-VIN refusal.
    ...(err && { err }),
  };
}

function fromOtherError(exception: unknown): ErrorAnswer | null {
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

/** Adds the machine codes: the answer's own, its field errors' (`errorCodes`). */
function withCodes(answer: ErrorAnswer): ApiErrorBody {
  const { code, params } = answer.code
    ? { code: answer.code, params: undefined }
    : errorCodeOf(answer.statusCode, answer.message);
  const errorCodes = answer.errors
    ? Object.fromEntries(
        Object.entries(answer.errors).map(([field, messages]) => [
          field,
          messages.map((message) => errorCodeOf(answer.statusCode, message).code),
        ]),
      )
    : undefined;
  const { statusCode, message, ...rest } = answer;
  return {
    statusCode,
    code,
    message,
    ...(params && { params }),
    ...rest,
    ...(errorCodes && { errorCodes }),
  };
}

/**
 * Turns anything thrown while handling a request into the one error envelope of the API:
 * `{statusCode, code, message, params?, errors?, errorCodes?}`.
 * Returns null for errors that are the server's own fault (to be logged, answered as 500).
 */
export function toErrorBody(exception: unknown): ApiErrorBody | null {
  if (exception instanceof PaymentRefusedError) {
    // The provider's own wording varies; what the shopper needs to know does not.
    const answer = fromHttpException(exception);
    const known = errorCodeOf(answer.statusCode, answer.message).code !== 'BAD_REQUEST';
    return withCodes(known ? answer : { ...answer, code: 'PAYMENT_REFUSED' });
  }
  if (exception instanceof HttpException) return withCodes(fromHttpException(exception));
  const answer = fromOtherError(exception);
  return answer && withCodes(answer);
}

export const INTERNAL_ERROR: ApiErrorBody = {
  statusCode: 500,
  code: 'INTERNAL_ERROR',
  message: 'Internal server error.',
};
