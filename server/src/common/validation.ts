import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

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
 * Request bodies and queries are validated against their DTOs: unknown fields are dropped (so a
 * `role` or `price` sent by a client changes nothing), and a 400 names every failing field. Its
 * `message` is the first failing rule, a sentence the screens can show as it is.
 */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  transform: true,
  forbidUnknownValues: true,
  exceptionFactory: (errors) => {
    const fieldErrors = collectErrors(errors);
    const first = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid input.';
    return new BadRequestException({ message: first, errors: fieldErrors });
  },
});
