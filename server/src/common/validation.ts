import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { assertWithinBodyLimits } from './body-limits';

/**
 * Which rule speaks first when a field breaks several: a missing value is "required" before it is
 * "too short". class-validator's own order follows decorator evaluation, so it is set here.
 */
const RULE_PRIORITY = [
  'isDefined',
  'isNotEmpty',
  'isString',
  'isNumber',
  'isInt',
  'isBoolean',
  'isArray',
  'arrayMinSize',
  'isIn',

  'isEnum',
];
const rank = (rule: string) => {
  const index = RULE_PRIORITY.indexOf(rule);
  return index < 0 ? RULE_PRIORITY.length : index;
};

function orderedMessages(constraints: Record<string, string>): string[] {
  const rules = Object.keys(constraints).sort((a, b) => rank(a) - rank(b));
  return [...new Set(rules.map((rule) => constraints[rule]))];
}

/** Flattens class-validator's tree into `field.sub: [messages]`. */
function collectErrors(
  errors: ValidationError[],
  prefix = '',
  into: Record<string, string[]> = {},
) {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      const messages = orderedMessages(error.constraints);
      // A missing value is simply "required"; its length or format rules have nothing to say.
      const missing = error.value === undefined || error.value === null || error.value === '';
      into[path] = missing ? messages.slice(0, 1) : messages;
    }

    if (error.children?.length) collectErrors(error.children, path, into);
  }
  return into;
}

/**
 * Holds every body and query to BODY_LIMITS before transforming it: JSON bodies were checked as
 * they were parsed, but multipart forms become bodies later (field names such as a[99999999]
 * build arrays), and queries are parsed by the router.
 */
class BoundedValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type === 'body') assertWithinBodyLimits(value);
    if (metadata.type === 'query') assertWithinBodyLimits(value, 'query string');
    return super.transform(value, metadata);
  }
}

/**
 * Request bodies and queries are validated against their DTOs: unknown fields are dropped (so a
 * `role` or `price` sent by a client changes nothing), and a 400 names every failing field. Its
 * `message` is the first failing rule, a sentence the screens can show as it is.
 */
export const validationPipe = new BoundedValidationPipe({
  whitelist: true,
  transform: true,
  forbidUnknownValues: true,
  exceptionFactory: (errors) => {
    const fieldErrors = collectErrors(errors);
    const first = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid input.';
    return new BadRequestException({ message: first, errors: fieldErrors });
  },
});
