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
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, IS_INT, IS_OPTIONAL } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import { ApiErrorDto, CLASS_RULES, errorResponse } from './api-docs';

/*
 * The OpenAPI document at /api/openapi.json, made from the declarations the server runs on:
 * @ApiProperty says what a field is for, the class-validator rules the validation pipe applies
 * say what it takes (type, bounds, lengths, patterns), and the errors every call can answer are
 * added from what the application does with every request (app.factory.ts). docs/api.md says
 * how it is checked.
 */

/** The schema keywords a validation rule states; the rest of a field's schema is @ApiProperty's. */
const RULE_KEYWORDS: readonly (keyof SchemaObject)[] = [
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
];

/** The keywords of a list's item that @nestjs/swagger moves into `items` (its modifiers). */
const ITEM_KEYWORDS: readonly (keyof SchemaObject)[] = [
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
];

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
 * made, so that the schemas and the query parameters made from those classes carry them.
 */
function describeValidationRules(): void {
  for (const target of validatedClasses()) {
    const { properties } = targetConstructorToSchema(target, {
      additionalConverters: SHOP_RULES,
    }) as SchemaObject;
    for (const [property, rule] of Object.entries(properties ?? {}) as [string, SchemaObject][]) {
      const documented = Reflect.getOwnMetadata(
        DECORATORS.API_MODEL_PROPERTIES,
        target.prototype as object,
        property,
      ) as Record<string, unknown> | undefined;
      if (!documented) continue;
      Reflect.defineMetadata(
        DECORATORS.API_MODEL_PROPERTIES,
        { ...documented, ...fieldRules(target, property, rule, documented) },
        target.prototype as object,
        property,
      );
    }
  }
}

/** What a field's validation rules state, to add to what @ApiProperty says of it. */
function fieldRules(
  target: ValidatedClass,
  property: string,
  rule: SchemaObject,
  documented: Record<string, unknown>,
): SchemaObject {
  const rules = getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .filter((one) => one.propertyName === property)
    .map((one) => one.name);
  // IsOptional skips every rule for null as for a missing value: the field takes null, unless
  // its transform makes something else of it.
  const nullable = rules.includes(IS_OPTIONAL) &&
    readAs(target, property, null) === null && { nullable: true };
  const pick = (keywords: readonly (keyof SchemaObject)[]) =>
    Object.fromEntries(
      keywords.filter((keyword) => rule[keyword] !== undefined).map((key) => [key, rule[key]]),
    ) as SchemaObject;
  if (documented.isArray) {
    // A list's rules on each item (IsMongoId, MaxLength… with `each`) are the items' pattern
    // and bounds: given beside the list's, @nestjs/swagger moves them into `items`.
    const items = (rule.items ?? {}) as SchemaObject;
    const itemRules = Object.fromEntries(
      ITEM_KEYWORDS.filter((keyword) => items[keyword] !== undefined).map((key) => [
        key,
        items[key],
      ]),
    );
    return { ...pick(['minItems', 'maxItems']), ...itemRules, ...nullable };
  }
  const type = typeOf(rule, documented.type, rules.includes(IS_INT));
  // A number a form or query may leave blank (ToNumber, form-values.ts): `?year=` is no year.
  const blankIsAbsent =
    (type.type ?? rule.type) !== 'string' && readAs(target, property, '') === undefined;
  return {
    ...asSent(target, property, pick(RULE_KEYWORDS), documented.required !== false),
    ...type,
    ...nullable,
    ...(blankIsAbsent && { [BLANK_IS_ABSENT]: true }),
  };
}

/** What the field's transforms make of `value`: REFUSED where one of them refuses it. */
function readAs(target: ValidatedClass, property: string, value: unknown): unknown {
  try {
    return (plainToInstance(target, { [property]: value }) as Record<string, unknown>)[property];
  } catch {
    return REFUSED;
  }
}
const REFUSED = Symbol('refused by a transform');

/**
 * Marks a field whose blank value is no value, until the document is made: a query parameter
 * then says `allowEmptyValue` (a schema has no word for it; a body's field keeps its type).
 */
const BLANK_IS_ABSENT = 'allowEmptyValue';

/**
 * A text field's rules as they apply to what a client sends: the rules hold the value as the
 * field's transform leaves it, and a trimmed field (Trimmed(), form-values.ts) is checked
 * trimmed, with blank text read as left out. Told by running the field's transforms, so that it
 * follows them.
 */
function asSent(
  target: ValidatedClass,
  property: string,
  rules: SchemaObject,
  required: boolean,
): SchemaObject {
  const read = (value: string) => readAs(target, property, value);
  // A digit, which no transform of a text field reshapes (a short address is put in capitals).
  if (read(' 1 ') !== '1' || read(' ') !== undefined) return rules;
  const { minLength, pattern, ...others } = rules;
  // A whole-value pattern holds the text between the spaces; one that looks for something in it
  // finds it with or without them.
  const whole = pattern && /^\^.*\$$/.test(pattern) ? pattern.slice(1, -1) : undefined;
  if (!required) {
    // Blank text is a field left out: no length, and a pattern that takes it.
    if (!pattern) return others;
    return { ...others, pattern: whole ? `^\\s*(?:${whole})?\\s*$` : `^\\s*$|${pattern}` };
  }
  return {
    ...others,
    ...(minLength !== undefined && { minLength }),
    pattern: whole ? `^\\s*(?:${whole})\\s*$` : (pattern ?? '\\S'),
  };
}

/**
 * The type the rules give a field where @ApiProperty's is not enough: `integer` for a whole
 * number, and the rules' type where the property's TypeScript type (`string | null`) reached
 * swagger as a plain Object.
 */
function typeOf(rule: SchemaObject, documented: unknown, whole: boolean): { type?: string } {
  // class-validator-jsonschema states Min and Max as numbers; IsInt is what makes it whole.
  if (whole) return { type: 'integer' };
  if (documented === Object && typeof rule.type === 'string' && rule.type !== 'object') {
    return { type: rule.type };
  }
  return {};
}

/**
 * A field holding a record or null (a deleted customer, a product without its category):
 * @nestjs/swagger writes it `nullable` beside `allOf: [$ref]`, which OpenAPI 3.0 reads as the
 * record alone — `nullable` adds null only to the `type` beside it, and the record's schema still
 * refuses null. Written instead as the record or null, which 3.0's validators take.
 */
function recordOrNull(field: SchemaObject): void {
  if (!field.nullable || !field.allOf) return;
  field.anyOf = [...field.allOf, { enum: [null] }];
  delete field.allOf;
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

/** The methods whose requests fastify reads a body of, whether or not the route takes one. */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The answers every call can give whatever its controller says, from what the application does
 * with every request (app.factory.ts): a body of a method that may have one must be JSON or a
 * form (415), well-formed (400) and within BODY_LIMITS (413), as must a query; path and query
 * values are validated (400); and without the database nothing answers (503).
 */
function addCommonErrors(method: string, operation: Operation): void {
  const parameters = (operation.parameters ?? []) as (ParameterObject | ReferenceObject)[];
  const readsBody = BODY_METHODS.has(method);
  const readsQuery = parameters.some((parameter) => 'in' in parameter && parameter.in === 'query');
  const errors = [
    ...(readsBody || parameters.length > 0 ? [400] : []),
    ...(readsBody || readsQuery ? [413] : []),
    ...(readsBody ? [415] : []),
    503,
  ];
  for (const status of errors) operation.responses[status] ??= errorResponse(status);
}

/** Makes the document: the controllers' declarations, completed as above. */
export function apiDocument(app: NestFastifyApplication, publicUrl: string): OpenAPIObject {
  describeValidationRules();
  const config = new DocumentBuilder()
    .setTitle('Qitaa Auto Parts API')
    .setDescription(
      "The shop's REST API. Authenticated calls send the JWT in the header `token` " +
        '(or `Authorization: Bearer`). Every error answers ' +
        '`{ statusCode, code, message, params?, errors?, errorCodes? }`: `code` is stable ' +
        '(the list is in the package @shop/shared, errors.ts), `message` is English. ' +
        'A method a path does not take answers 405 with `Allow` naming those it takes; ' +
        'headers over 16 KB answer 431, a request not sent whole in time 408 and a part of a ' +
        'path over 1,000 characters 414, on any path.',
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
  for (const [name, rules] of CLASS_RULES) if (schemas[name]) Object.assign(schemas[name], rules);
  for (const schema of Object.values(schemas) as SchemaObject[]) {
    for (const field of Object.values(schema.properties ?? {}) as SchemaObject[]) {
      delete (field as Record<string, unknown>)[BLANK_IS_ABSENT];
      recordOrNull(field);
    }
  }
  for (const { method, operation } of operations(document)) {
    for (const parameter of (operation.parameters ?? []) as ParameterObject[]) {
      const schema = parameter.schema as Record<string, unknown> | undefined;
      if (schema?.[BLANK_IS_ABSENT]) {
        delete schema[BLANK_IS_ABSENT];
        parameter.allowEmptyValue = true;
      }
    }
    // Calls that take no token say so, rather than leaving it to a global default.
    operation.security ??= [];
    addCommonErrors(method, operation);
  }
  return document;
}
