/**
 * Input rules fixed by the specification (sections 5 and 9). The web forms and the server's
 * validation both use these, so a value the screen accepts is a value the API accepts.
 */

/** A plus sign, a 1-3 digit country code starting 1-9, then 9-11 more digits. */
export const PHONE_PATTERN = /^\+[1-9]\d{0,2}\d{9,11}$/;

/** Something@domain with a 2-4 letter ending. */
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/** 17 letters and digits without I, O and Q, in either case. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/i;

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
