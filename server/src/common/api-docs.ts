import { applyDecorators } from '@nestjs/common';
import {
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
  type ResponseObject,
  type SchemaObject,
} from '@nestjs/swagger';
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
  409: 'Clashes with what exists: a duplicate, too little stock, an order under way.',
  413: 'Body or file too large.',
  415: 'Unsupported file type.',
  429: 'Too many requests; see Retry-After.',
  502: 'The payment provider could not be reached; nothing was kept.',
  503: 'The database is unavailable, or the server is busy (see Retry-After).',
};

/** An error answer as the document states it: the envelope, with what its status means. */
export const errorResponse = (status: number): ResponseObject => ({
  description: ERROR_DESCRIPTIONS[status],
  content: {
    'application/json': { schema: { $ref: getSchemaPath(ApiErrorDto) } },
  },
});

/** Documents the error answers an endpoint can give, all in the error envelope. */
export const ApiErrors = (...statusCodes: number[]) =>
  applyDecorators(
    ...statusCodes.map((status) =>
      // The envelope is JSON whatever the call's own answer is (an invoice's is a PDF).
      ApiResponse({ status, ...errorResponse(status) }),
    ),
  );

/** The answer of calls whose whole result is a sentence. */
@ShapeOf<MessageAnswerShape>()
export class MessageAnswer {
  @ApiProperty({ example: 'Done.' })
  message: string;
}

/**
 * The answers of a call that serves a stored document: the PDF or XML with its ETag, or 304 when the
 * client's `If-None-Match` names it already.
 */
export const ApiFileResponses = (
  description: string,
  contentType: 'application/pdf' | 'application/xml' = 'application/pdf',
) =>
  applyDecorators(
    ApiResponse({
      status: 200,
      description,
      headers: { ETag: { description: "The content's SHA-256", schema: { type: 'string' } } },
      content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiResponse({ status: 304, description: 'Not modified: the copy the client has is current' }),
  );

/** The rules of request classes as a whole, by class name (see ApiSchemaRules). */
export const CLASS_RULES = new Map<string, SchemaObject>();

/**
 * States a rule of a request class as a whole, which none of its fields' rules says, such as
 * "one of these two fields": `@ApiSchemaRules({ oneOf: [{ required: ['a'] }, { required: ['b'] }] })`.
 * The OpenAPI document adds it to the class's schema (api-document.ts).
 */
export const ApiSchemaRules =
  (rules: SchemaObject): ClassDecorator =>
  (target) => {
    CLASS_RULES.set(target.name, rules);
  };
