/**
 * Input rules fixed by the specification (sections 5 and 9). The web forms and the server's
 * validation both use these, so a value the screen accepts is a value the API accepts.
 */

/** A plus sign, a 1-3 digit country code starting 1-9, then 9-11 more digits. */
export const PHONE_PATTERN = /^\+[1-9]\d{0,2}\d{9,11}$/;

/** Something@domain with a 2-4 letter ending. */
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/**
 * 17 letters and digits without I, O and Q, in either case (spelt out, not with the `i` flag, so
 * that the OpenAPI document, whose patterns take no flags, states it as it is).
 */
export const VIN_PATTERN = /^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/;

export const NAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const CARD_NUMBER_LENGTH = 16;
export const CARD_NUMBER_FIRST_DIGIT = '4';
export const CVC_LENGTH = 3;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isValidVin = (value: string): boolean => VIN_PATTERN.test(value);
