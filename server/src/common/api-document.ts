import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  DECORATORS,
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { fitmentYearMax } from '@shop/shared';
import { getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import { ApiErrorDto, errorResponse } from './api-docs';

/*
 * The OpenAPI document at /api/openapi.json, made from the declarations the server runs on:
 * @ApiProperty says what a field is for, the class-validator rules the validation pipe applies
 * say what it takes (type, bounds, lengths, patterns), and the errors every call can answer are
 * added from what the application does with every request (app.factory.ts). docs/api.md says
 * how it is checked.
 */

/** The schema keywords a validation rule states; the rest of a field's schema is @ApiProperty's. */
const RULE_KEYWORDS = [
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
] as const;

/** Rules of the shop's own, stated as schema keywords (class-validator-jsonschema converters). */
const SHOP_RULES = {
  // Read when the document is made: the next model year at the time the server started.
  notAfterNextYear: () => ({ maximum: fitmentYearMax() }),
};

/** A class the validation pipe checks. */
type ValidatedClass = new (...args: never[]) => unknown;

/** Every class the validation pipe checks (class-validator keeps them by class). */
function validatedClasses(): ValidatedClass[] {
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<ValidatedClass, unknown[]>;
  };
  return [...storage.validationMetadatas.keys()];
}

/**
 * Adds to each documented field of each validated class what its rules say: a whole number is an
 * `integer`, and its bounds, lengths and patterns are the rules' own. Run before the document is
 * made, so that the schemas and the query parameters made from those classes carry them. Gives
 * back what classes state of themselves (`@JSONSchema({ oneOf: … })`), by class name, for the
 * document's schemas.
 */
function describeValidationRules(): Map<string, SchemaObject> {
  const classRules = new Map<string, SchemaObject>();
  for (const target of validatedClasses()) {
    const {
      properties,
      type: _object,
      required: _required,
      ...ownRules
    } = targetConstructorToSchema(target, {
      additionalConverters: SHOP_RULES,
    }) as SchemaObject;
    if (Object.keys(ownRules).length) classRules.set(target.name, ownRules);
    for (const [property, rule] of Object.entries(properties ?? {}) as [string, SchemaObject][]) {
      const documented = Reflect.getOwnMetadata(
        DECORATORS.API_MODEL_PROPERTIES,
        target.prototype as object,
        property,
      ) as Record<string, unknown> | undefined;
      if (!documented || documented.isArray) continue;
      const stated = Object.fromEntries(
        RULE_KEYWORDS.filter((keyword) => rule[keyword] !== undefined).map((keyword) => [
          keyword,
          rule[keyword],
        ]),
      );
      Reflect.defineMetadata(
        DECORATORS.API_MODEL_PROPERTIES,
        { ...documented, ...stated, ...typeOf(target, property, rule, documented.type) },
        target.prototype as object,
        property,
      );
    }
  }
  return classRules;
}

/**
 * The type the rules give a field where @ApiProperty's is not enough: `integer` for a whole
 * number, and the rules' type where the property's TypeScript type (`string | null`) reached
 * swagger as a plain Object.
 */
function typeOf(
  target: ValidatedClass,
  property: string,
  rule: SchemaObject,
  documented: unknown,
): { type?: string } {
  // class-validator-jsonschema states Min and Max as numbers; IsInt is what makes it whole.
  if (rule.type === 'integer' || isWhole(target, property)) return { type: 'integer' };
  if (documented === Object && typeof rule.type === 'string' && rule.type !== 'object') {
    return { type: rule.type };
  }
  return {};
}

/** Whether an IsInt rule holds the field (the converters' merge may have let Min's `number` win). */
function isWhole(target: ValidatedClass, property: string): boolean {
  return getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .some((rule) => rule.propertyName === property && rule.name === 'isInt');
}

type Operation = OperationObject & { security?: Record<string, string[]>[] };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The operations of the document, with their path and method. */
function* operations(document: OpenAPIObject) {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (operation) yield { path, method, operation };
    }
  }
}

/**
 * The answers every call can give whatever its controller says, from what the application does
 * with every request (app.factory.ts): a query or body is held to BODY_LIMITS (413) and validated
 * (400), a body must be JSON or a form (415), and without the database nothing answers (503).
 */
function addCommonErrors(operation: Operation): void {
  const parameters = (operation.parameters ?? []) as (ParameterObject | ReferenceObject)[];
  const takesInput = parameters.length > 0 || operation.requestBody !== undefined;
  const errors = [
    ...(takesInput ? [400] : []),
    ...(operation.requestBody || parameters.some((p) => 'in' in p && p.in === 'query')
      ? [413]
      : []),
    ...(operation.requestBody ? [415] : []),
    503,
  ];
  for (const status of errors) operation.responses[status] ??= errorResponse(status);
}

/** Makes the document: the controllers' declarations, completed as above. */
export function apiDocument(app: NestFastifyApplication, publicUrl: string): OpenAPIObject {
  const classRules = describeValidationRules();
  const config = new DocumentBuilder()
    .setTitle('Qitaa Auto Parts API')
    .setDescription(
      "The shop's REST API. Authenticated calls send the JWT in the header `token` " +
        '(or `Authorization: Bearer`). Every error answers ' +
        '`{ statusCode, code, message, params?, errors?, errorCodes? }`: `code` is stable ' +
        '(the list is in the package @shop/shared, errors.ts), `message` is English. ' +
        'A method a path does not take answers 405 with `Allow` naming those it takes; ' +
        'headers over 16 KB answer 431 and a request not sent whole in time 408, on any path.',
    )
    .setVersion('1.0')
    .addServer(publicUrl)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'token' }, 'token')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ApiErrorDto],
  });
  const schemas = document.components?.schemas ?? {};
  for (const [name, rules] of classRules) if (schemas[name]) Object.assign(schemas[name], rules);
  for (const { operation } of operations(document)) {
    // Calls that take no token say so, rather than leaving it to a global default.
    operation.security ??= [];
    addCommonErrors(operation);
  }
  return document;
}
