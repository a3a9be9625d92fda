import { shopError } from './shop-error';

/**
 * How much structure one request may carry. Validation and transformation cost time per value, so
 * a body of tens of thousands of keys or elements (well under the 1 MB limit) would hold the
 * process for seconds; no screen or integrator of the shop sends anything close to these bounds.
 */
export const BODY_LIMITS = {
  /** Levels of objects and arrays inside one another (a cart line is 2). */
  maxDepth: 16,
  /** Keys of one object. */
  maxKeysPerObject: 100,
  /** Elements of one array (a package lists its products). */
  maxArrayLength: 1000,
  /** Keys and array elements of the whole body together. */
  maxValues: 5000,
} as const;

type BodyLimitCode =
  'BODY_TOO_DEEP' | 'BODY_LIST_TOO_LONG' | 'BODY_TOO_MANY_FIELDS' | 'BODY_TOO_MANY_VALUES';

/**
 * Checks a parsed body (or query) against BODY_LIMITS in one iterative pass, stopping at the first
 * excess: nesting of any depth is refused without recursion, so it cannot overflow the stack.
 */
export function assertWithinBodyLimits(value: unknown, where: 'body' | 'query' = 'body'): void {
  const refusal = (code: BodyLimitCode, max: number) =>
    where === 'query' ? shopError(code, 'query', { max }) : shopError(code, 'body', { max });
  const pending: Array<[unknown, number]> = [[value, 0]];
  let values = 0;
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= BODY_LIMITS.maxDepth) {
      throw refusal('BODY_TOO_DEEP', BODY_LIMITS.maxDepth);
    }
    const children: unknown[] = Array.isArray(node) ? node : Object.values(node);
    const limit = Array.isArray(node) ? BODY_LIMITS.maxArrayLength : BODY_LIMITS.maxKeysPerObject;
    if (children.length > limit) {
      throw refusal(Array.isArray(node) ? 'BODY_LIST_TOO_LONG' : 'BODY_TOO_MANY_FIELDS', limit);
    }
    values += children.length;
    if (values > BODY_LIMITS.maxValues) {
      throw refusal('BODY_TOO_MANY_VALUES', BODY_LIMITS.maxValues);
    }
    for (const child of children) pending.push([child, depth + 1]);
  }
}
