import { Transform } from 'class-transformer';
import { westernDigits } from '@shop/shared';
import { assertWithinBodyLimits } from './body-limits';

/**
 * Multipart forms send every value as text. These turn 'true'/'false' into booleans (so 'false' is
 * false, not a truthy string) and leave anything else for the validators to refuse.
 */
export const ToBoolean = () =>
  Transform(({ value }) => {
    if (value === 'true' || value === true) return true;
    if (value === 'false' || value === false) return false;
    return value;
  });

/** A number as a form or query writes it: decimal digits, a sign for negatives, a fraction. */
const DECIMAL = /^-?(\d+(\.\d+)?|\.\d+)$/;

/**
 * '120.5' -> 120.5; empty text -> undefined (so optional numbers may be left blank). Other
 * notations Number() reads ('0x7E4', '2.02e3', '+2020', 'Infinity') stay text, for the
 * validators to refuse.
 */
const toNumber = (value: unknown) => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return value === '' ? undefined : value;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : value;
};

export const ToNumber = () => Transform(({ value }) => toNumber(value));

/**
 * A whole number as a query writes it: plain decimal digits, '12' -> 12. Anything else ('0x10',
 * '1e1', '+1', '1.0', ' 1', Arabic-Indic digits) stays text, for IsInt to refuse: Number() would
 * read most of those as numbers too.
 */
export const ToWholeNumber = () =>
  Transform(({ value }) =>
    typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : value,
  );

/** As ToNumber, but null, or an emptied form field, is a value: null (e.g. "stop tracking"). */
export const ToNumberOrNull = () =>
  Transform(({ value }) => (value === null || value === '' ? null : toNumber(value)));

/**
 * Trims text; empty text becomes undefined so that optional fields may be sent blank, unless
 * `keepEmpty` (a field an update may leave out but not send blank: its rules refuse the '').
 */
export const Trimmed = ({ keepEmpty = false }: { keepEmpty?: boolean } = {}) =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' && !keepEmpty ? undefined : trimmed;
  });

/**
 * A list a form may send three ways: as JSON (an array), as multipart bracket fields (`name[0]`,
 * `name[0][make]`…, already an array), or as one multipart text field holding the list in JSON.
 * The JSON of a text field is held to the body limits like any body; anything that is not a list
 * is left for the validators to refuse.
 */
export function readList(value: unknown): unknown {
  if (typeof value !== 'string' || !value.trimStart().startsWith('[')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    assertWithinBodyLimits(parsed);
    return parsed;
  } catch (error) {
    if (error instanceof SyntaxError) return value;
    throw error;
  }
}

/**
 * Numbers as typed on an Arabic keyboard: Arabic-Indic digits written as ASCII, then trimmed as
 * Trimmed does. `also` reshapes the text further (such as a short address's capitals).
 */
export const AsciiDigits = (also: (text: string) => string = (text) => text) =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = also(westernDigits(value)).trim();
    return text === '' ? undefined : text;
  });

/**
 * An update's fields as MongoDB writes them: those sent empty (ClearableText's '', in
 * field-rules.ts) are unset, those left out untouched, the rest set.
 */
export function updateOf<Fields extends object>(
  fields: Fields,
): { $set: Partial<Fields>; $unset: Record<string, 1> } {
  const $set: Partial<Fields> = {};
  const $unset: Record<string, 1> = {};
  for (const [field, value] of Object.entries(fields) as [keyof Fields & string, unknown][]) {
    if (value === '') $unset[field] = 1;
    else if (value !== undefined) $set[field] = value as Fields[typeof field];
  }
  return { $set, $unset };
}
