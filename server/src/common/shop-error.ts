import { HttpException } from '@nestjs/common';
import { declaredError, type DeclaredError, type ErrorArgs, type ErrorCode } from '@shop/shared';
import type { ValidationOptions } from 'class-validator';

/** What a refusal carries beyond its code, message and params. */
export interface ShopErrorDetails {
  /** The failing fields and each one's refusals: answered as `errors` and `errorCodes`. */
  fields?: Record<string, DeclaredError[]>;
  /** Headers the answer carries, such as Retry-After. */
  headers?: Record<string, string>;
  /** The documented extra field of the duplicate-VIN refusal. */
  err?: string;
}

/**
 * A refusal the API answers in its envelope, made from a declaration of @shop/shared errors.ts
 * (see shopError): the filter (api-exception.filter.ts) answers its code, message and params as
 * they are, never reading the message to find them.
 */
export class ShopError extends HttpException {
  constructor(
    readonly declared: DeclaredError,
    readonly details: ShopErrorDetails = {},
  ) {
    super(declared.message, declared.status);
  }

  /** The refusal of one field of the request, named in `errors` as the validation pipe does. */
  static onField(field: string, declared: DeclaredError): ShopError {
    return new ShopError(declared, { fields: { [field]: [declared] } });
  }

  /** Whether `error` is a refusal of one of `codes`. */
  static is(error: unknown, ...codes: ErrorCode[]): error is ShopError {
    return error instanceof ShopError && codes.includes(error.declared.code);
  }
}

/**
 * The refusal of `code`, to throw: `throw shopError('ORDER_NOT_FOUND')`. The compiler checks the
 * params (and wording) its declaration asks for.
 */
export const shopError = <C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): ShopError =>
  new ShopError(declaredError(code, ...args));

/**
 * A validation rule's options, declared by code: `@MaxLength(200, because('TEXT_TOO_LONG',
 * { field: 'Name', max: 200 }))`. The message is the declaration's; the pipe (validation.ts)
 * answers the code and params the rule carries in its context.
 */
export function because<C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): ValidationOptions {
  const declared = declaredError(code, ...args);
  return { message: declared.message, context: declared };
}
