import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import {
  ERROR_CODES,
  VALIDATION,
  type ApiErrorBody,
  type MessageAnswer as MessageAnswerShape,
} from '@shop/shared';
import { ShapeOf } from './shape-of';

/** The error envelope, as integrators see it in the OpenAPI document. */
@ShapeOf<ApiErrorBody>()
export class ApiErrorDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({
    example: 'NAME_TOO_SHORT',
    description:
      'Stable machine code of the error, to translate it: each refusal is declared by its code ' +
      "(@shop/shared errors.ts); an error of the framework's has its status's generic one " +
      '(BAD_REQUEST, NOT_FOUND, TOO_MANY_REQUESTS, …).',
    enum: ERROR_CODES,
  })
  code: string;

  @ApiProperty({ example: VALIDATION.nameMin })
  message: string;

  @ApiPropertyOptional({
    description: 'Field errors of a 400: field name to messages.',
    example: { name: [VALIDATION.nameMin] },
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errors?: Record<string, string[]>;

  @ApiPropertyOptional({
    description:
      "What the message says beyond its code, such as the digits typed: { count: '12' }.",
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  params?: Record<string, string>;

  @ApiPropertyOptional({
    description: 'The codes of `errors`, field by field.',
    example: { name: ['NAME_TOO_SHORT'] },
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errorCodes?: Record<string, string[]>;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `errors` names each failing field.',
  401: 'No token, or a forged, expired or revoked one.',
  403: 'The token is valid but its user may not do this.',
  404: 'No such record.',
  409: 'Duplicate of an existing record.',
  413: 'Body or file too large.',
  415: 'Unsupported file type.',
  429: 'Too many requests; see Retry-After.',
  502: 'The payment provider could not be reached; nothing was kept.',
  503: 'The database is unavailable, or the server is busy (see Retry-After).',
};

/** Documents the error answers an endpoint can give, all in the error envelope. */
export const ApiErrors = (...statusCodes: number[]) =>
  applyDecorators(
    ...statusCodes.map((status) =>
      ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ApiErrorDto }),
    ),
  );

/** The answer of calls whose whole result is a sentence. */
@ShapeOf<MessageAnswerShape>()
export class MessageAnswer {
  @ApiProperty({ example: 'Done.' })
  message: string;
}
