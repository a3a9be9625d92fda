import { declaredError, errorMessage, type DeclaredError } from './errors.js';
import { CARD_NUMBER_FIRST_DIGIT, CARD_NUMBER_LENGTH, CVC_LENGTH, isValidPhone } from './rules.js';

export const cardNumberLengthMessage = (digits: number): string =>
  errorMessage('CARD_NUMBER_LENGTH', { count: digits });
export const cvcLengthMessage = (digits: number): string =>
  errorMessage('CVC_LENGTH', { count: digits });

export interface PaymentCheckInput {
  phone: string;
  cardNumber: string;
  cvc: string;
  /** Expiry month 1-12 and four-digit year; checked when given (the server always gives them). */
  month?: number;
  year?: number;
}

const CARD_NUMBER_PATTERN = new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`);
const CVC_PATTERN = new RegExp(`^\\d{${CVC_LENGTH}}$`);

/** Card numbers are often typed in groups; spaces carry no meaning. */
export const normalizeCardNumber = (value: string): string => value.replace(/\s+/g, '');

/**
 * Whether a card expiring at the end of `month`/`year` can still pay on `now`'s date: the
 * expiry's problem, or null. A card is good through the last day of its expiry month.
 */
function cardExpiryProblem(month: number, year: number, now: Date): DeclaredError | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return declaredError('EXPIRY_MONTH_INVALID');
  }
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    return declaredError('EXPIRY_YEAR_INVALID');
  }
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? declaredError('CARD_EXPIRED') : null;
}

/** The message of the expiry's problem (see cardExpiryProblem), or null. */
export const cardExpiryError = (month: number, year: number, now: Date = new Date()) =>
  cardExpiryProblem(month, year, now)?.message ?? null;

/** Which payment field a check refused, and the refusal (its code, message and params). */
export interface PaymentProblem extends DeclaredError {
  field: 'phone' | 'cardNumber' | 'cvc' | 'month' | 'year';
}

/**
 * The payment form's checks in the documented order (docs/behaviour.md) — phone, card length, first
 * digit, CVC — then the expiry when month and year are given: the first failing one, or null
 * when the payment details are acceptable.
 */
export function firstPaymentProblem(
  { phone, cardNumber, cvc, month, year }: PaymentCheckInput,
  now: Date = new Date(),
): PaymentProblem | null {
  if (!isValidPhone(phone)) return { field: 'phone', ...declaredError('PAYMENT_PHONE_INVALID') };
  const card = normalizeCardNumber(cardNumber);
  if (!CARD_NUMBER_PATTERN.test(card)) {
    return { field: 'cardNumber', ...declaredError('CARD_NUMBER_LENGTH', { count: card.length }) };
  }
  if (!card.startsWith(CARD_NUMBER_FIRST_DIGIT)) {
    return { field: 'cardNumber', ...declaredError('CARD_MUST_START_WITH_4') };
  }
  const code = cvc.trim();
  if (!CVC_PATTERN.test(code)) {
    return { field: 'cvc', ...declaredError('CVC_LENGTH', { count: code.length }) };
  }
  if (month !== undefined || year !== undefined) {
    const expiry = cardExpiryProblem(Number(month), Number(year), now);
    // A year that is no year is the year's fault; a bad month, or a card expired, the month's.
    if (expiry)
      return { field: expiry.code === 'EXPIRY_YEAR_INVALID' ? 'year' : 'month', ...expiry };
  }
  return null;
}

/** The message of the first failing payment check (see firstPaymentProblem), or null. */
export const firstPaymentError = (
  input: PaymentCheckInput,
  now: Date = new Date(),
): string | null => firstPaymentProblem(input, now)?.message ?? null;

/** The card's network, from its first digit: the shop takes cards starting with 4 (Visa). */
export const cardBrandOf = (cardNumber: string): string =>
  normalizeCardNumber(cardNumber).startsWith('4') ? 'visa' : 'unknown';

/** SAR amounts are counted in halalas (1/100 SAR), so that sums of prices are exact. */
export const toHalalas = (sar: number): number => Math.round(sar * 100);
export const fromHalalas = (halalas: number): number => halalas / 100;

/**
 * The least a card payment may be, in halalas: Moyasar takes amounts of at least 100 of the
 * currency's smallest unit (https://docs.moyasar.com/payment-object), SAR 1.00.
 */
export const MIN_CARD_PAYMENT_HALALAS = 100;

/** The VAT inside a VAT-inclusive amount, in halalas: total x rate / (1 + rate), rounded. */
export const includedVatHalalas = (totalHalalas: number, rate: number): number =>
  Math.round((totalHalalas * rate) / (1 + rate));
