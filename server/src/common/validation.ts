import { type ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { declaredError, undeclaredError, type DeclaredError } from '@shop/shared';
import { assertWithinBodyLimits } from './body-limits';
import { ShopError } from './shop-error';

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
  'isObject',
  'arrayMinSize',
  'isIn',

  'isEnum',
  // 0.001 is first of all a price with too many decimals, then one below the least, 0.01.
  'hasAtMostTwoDecimals',
];

/** Rules on a value's type: a value of the wrong type is refused by that alone. */
const TYPE_RULES = ['isString', 'isNumber', 'isInt', 'isBoolean', 'isArray', 'isObject'];
const rank = (rule: string) => {
  const index = RULE_PRIORITY.indexOf(rule);
  return index < 0 ? RULE_PRIORITY.length : index;
};

/**
 * A field's refusals, first rule first, each once: as its rule declared it (`because`, carried
 * in the rule's context), or, for class-validator's own rules, its sentence under the generic
 * code.
 */
function orderedRefusals(
  constraints: Record<string, string>,
  contexts: Record<string, unknown> = {},
): DeclaredError[] {
  const rules = Object.keys(constraints).sort((a, b) => rank(a) - rank(b));
  const refusals = new Map<string, DeclaredError>();
  for (const rule of rules) {
    const declared =
      (contexts[rule] as DeclaredError | undefined) ?? undeclaredError(400, constraints[rule]);
    if (!refusals.has(declared.message)) refusals.set(declared.message, declared);
  }
  return [...refusals.values()];
}

/** Flattens class-validator's tree into `field.sub: [refusals]`. */
function collectErrors(
  errors: ValidationError[],
  prefix = '',
  into: Record<string, DeclaredError[]> = {},
) {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      const refusals = orderedRefusals(error.constraints, error.contexts);
      // A missing value is simply "required", and one of the wrong type (a number for a text, a
      // text for a list) simply wrong: its length, format or members' rules have nothing to say.
      const missing = error.value === undefined || error.value === null || error.value === '';
      const wrongType = TYPE_RULES.some((rule) => rule in error.constraints!);
      into[path] = missing || wrongType ? refusals.slice(0, 1) : refusals;
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
    if (metadata.type === 'query') assertWithinBodyLimits(value, 'query');
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
    const fields = collectErrors(errors);
    const first = Object.values(fields)[0]?.[0] ?? declaredError('INPUT_INVALID');
    // Whatever its rule's own status (a webhook's secret is a 401 in the controller), bad input
    // is a 400.
    return new ShopError({ ...first, status: 400 }, { fields });
  },
});
