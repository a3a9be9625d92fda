/**
 * Input rules fixed by the specification (sections 5 and 9). The web forms and the server's
 * validation both use these, so a value the screen accepts is a value the API accepts.
 */
import { SHIPPING_STATUSES, type ShippingStatus } from './constants.js';

/** A plus sign, a 1-3 digit country code starting 1-9, then 9-11 more digits. */
export const PHONE_PATTERN = /^\+[1-9]\d{0,2}\d{9,11}$/;

/** Something@domain with a 2-4 letter ending. */
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/**
 * 17 letters and digits without I, O and Q, in either case (spelt out, not with the `i` flag, so
 * that the OpenAPI document, whose patterns take no flags, states it as it is).
 */
export const VIN_PATTERN = /^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/;

/** The most kilometres a car's mileage may read. */
export const MILEAGE_MAX = 3_000_000;

export const NAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const CARD_NUMBER_LENGTH = 16;
export const CARD_NUMBER_FIRST_DIGIT = '4';
export const CVC_LENGTH = 3;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * `text` with its Arabic-Indic digits (٠-٩, and the Persian forms ۰-۹ some keyboards type) as
 * 0-9: a number typed on an Arabic phone keyboard is the same number.
 */
export const westernDigits = (text: string): string =>
  text.replace(ARABIC_INDIC_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });

/**
 * A number as typed, written the western way: Arabic-Indic digits as 0-9, the Arabic decimal
 * separator (٫) as a dot, thousands separators (٬ or a comma) and spaces left out.
 */
export const westernNumber = (text: string): string =>
  westernDigits(text)
    .replace(/\u066b/g, '.')
    .replace(/[\u066c,\s]/g, '');

/** A number as typed in a field, in either digit system; undefined when the text is no number. */
export function typedNumber(text: string): number | undefined {
  const written = westernNumber(text);
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(written) ? Number(written) : undefined;
}

/** Saudi Arabia's calling code, which a mobile typed the local way (05…) leaves out. */
export const SAUDI_CALLING_CODE = '+966';
const SAUDI_LOCAL_MOBILE = /^05\d{8}$/;

/**
 * A mobile as the shop keeps it: western digits, and a Saudi mobile typed the local way
 * (05XXXXXXXX) with its calling code instead of the 0 (+9665XXXXXXXX), so that it follows the
 * phone pattern. Anything else is answered as typed, for the pattern to judge.
 */
export function internationalMobile(typed: string): string {
  const digits = westernDigits(typed);
  return SAUDI_LOCAL_MOBILE.test(digits) ? `${SAUDI_CALLING_CODE}${digits.slice(1)}` : digits;
}
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isValidVin = (value: string): boolean => VIN_PATTERN.test(value);

/**
 * The Saudi National Address (SPL): a building number of 4 digits, a postal code of 5, an
 * additional number of 4, and the short address of 4 letters and 4 digits (RRRD2929). Checked
 * after westernDigits, so numbers typed on an Arabic keyboard pass.
 */
export const BUILDING_NUMBER_PATTERN = /^\d{4}$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const ADDITIONAL_NUMBER_PATTERN = /^\d{4}$/;
export const SHORT_ADDRESS_PATTERN = /^[A-Z]{4}\d{4}$/;

/** The longest texts of a National Address, in characters (the address book's form and API). */
export const ADDRESS_TEXT_MAX = { label: 30, recipient: 100, street: 100, district: 100 } as const;

/** A short address as stored: ASCII digits, capitals, no spaces ('rrrd ٢٩٢٩' -> 'RRRD2929'). */
export const normalizeShortAddress = (text: string): string =>
  westernDigits(text).replace(/\s+/g, '').toUpperCase();

/**
 * Whether an order's shipping status may go from `from` to `to`: forward only, pending,
 * processing, shipped, delivered; canceled from any status before delivered. Nothing leaves
 * delivered or canceled (issue 25); setting the status an order has changes nothing and is allowed.
 */
export function shippingMayMove(from: ShippingStatus, to: ShippingStatus): boolean {
  if (from === to) return true;
  if (from === 'delivered' || from === 'canceled') return false;
  return to === 'canceled' || SHIPPING_STATUSES.indexOf(to) > SHIPPING_STATUSES.indexOf(from);
}
