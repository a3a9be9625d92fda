import { HttpException } from '@nestjs/common';
import {
  declaredError,
  undeclaredError,
  type ApiErrorBody,
  type DeclaredError,
} from '@shop/shared';
import mongoose from 'mongoose';
import { isDatabaseUnavailable } from '../database/database-errors';
import { ShopError, type ShopErrorDetails } from './shop-error';

type Refusal = { declared: DeclaredError } & Pick<ShopErrorDetails, 'fields' | 'err'>;

/**
 * The most of a framework's or library's message an answer repeats: such messages may quote
 * what the client sent (a route that does not exist quotes its whole path).
 */
const UNDECLARED_MESSAGE_MAX = 200;

/** An error no entry declares, under its status's generic code, its message cut to size. */
const undeclared = (status: number, message: string): DeclaredError =>
  undeclaredError(
    status,
    message.length > UNDECLARED_MESSAGE_MAX
      ? `${message.slice(0, UNDECLARED_MESSAGE_MAX)}…`
      : message,
  );

/**
 * Refusals of fastify's plugins, by code: they reach the filter as the plugin made them (Nest
 * turns only fastify's own errors into HTTP exceptions).
 */
const PLUGIN_REFUSALS: Readonly<Record<string, () => DeclaredError>> = {
  FST_CP_ERR_INVALID_CONTENT_ENCODING: () => declaredError('BODY_ENCODING_UNSUPPORTED'),
  FST_CP_ERR_INVALID_CONTENT: () => declaredError('BODY_ENCODING_INVALID'),
};

/** The message of an exception the framework or a library threw. */
function textOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const { message } = response as { message?: unknown };
  if (Array.isArray(message)) return message.join(' ');
  return typeof message === 'string' ? message : exception.message;
}

/** What is refused, for anything thrown while handling a request that is not the server's fault. */
function refusalOf(exception: unknown): Refusal | null {
  if (exception instanceof ShopError) return { declared: exception.declared, ...exception.details };
  // The framework's own (a route that does not exist): its status's generic code.
  if (exception instanceof HttpException) {
    return { declared: undeclared(exception.getStatus(), textOf(exception)) };
  }
  const pluginCode = (exception as { code?: unknown } | null)?.code;
  if (typeof pluginCode === 'string' && Object.hasOwn(PLUGIN_REFUSALS, pluginCode)) {
    return { declared: PLUGIN_REFUSALS[pluginCode]() };
  }
  if (isDatabaseUnavailable(exception)) return { declared: declaredError('DATABASE_UNAVAILABLE') };
  if (exception instanceof mongoose.Error.CastError) {
    return { declared: declaredError('VALUE_INVALID', { field: exception.path }) };
  }
  if (exception instanceof mongoose.Error.ValidationError) {
    const fields = Object.fromEntries(
      Object.entries(exception.errors).map(([path, error]) => [
        path,
        [undeclared(400, error.message)],
      ]),
    );
    return {
      declared: Object.values(fields)[0]?.[0] ?? declaredError('INPUT_INVALID'),
      fields,
    };
  }
  if (exception instanceof mongoose.Error.StrictModeError) {
    return { declared: declaredError('FIELD_UNKNOWN') };
  }
  // The file server's refusals (such as a path climbing out of its folder) carry a 4xx status.
  const status = (exception as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { declared: undeclared(status, (exception as Error).message) };
  }
  return null;
}

const byField = <T>(fields: Record<string, DeclaredError[]>, pick: (error: DeclaredError) => T) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, refusals]) => [field, refusals.map(pick)]),
  );

/**
 * Turns anything thrown while handling a request into the one error envelope of the API:
 * `{statusCode, code, message, params?, errors?, errorCodes?}`.
 * Returns null for errors that are the server's own fault (to be logged, answered as 500).
 */
export function toErrorBody(exception: unknown): ApiErrorBody | null {
  const refusal = refusalOf(exception);
  if (!refusal) return null;
  const { declared, fields, err } = refusal;
  return {
    statusCode: declared.status,
    code: declared.code,
    message: declared.message,
    ...(declared.params && { params: declared.params }),
    ...(fields && {
      errors: byField(fields, (error) => error.message),
      errorCodes: byField(fields, (error) => error.code),
    }),
    // `err` is the documented extra field on the duplicate-VIN refusal.
    ...(err && { err }),
  };
}

const internal = declaredError('INTERNAL_ERROR');
export const INTERNAL_ERROR: ApiErrorBody = {
  statusCode: internal.status,
  code: internal.code,
  message: internal.message,
};
