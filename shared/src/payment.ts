import { CARD_NUMBER_FIRST_DIGIT, CARD_NUMBER_LENGTH, CVC_LENGTH, isValidPhone } from './rules.js';
import { VALIDATION, cardNumberLengthMessage, cvcLengthMessage } from './messages.js';

export interface PaymentCheckInput {
  phone: string;
  cardNumber: string;
  cvc: string;
}

const CARD_NUMBER_PATTERN = new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`);
const CVC_PATTERN = new RegExp(`^\\d{${CVC_LENGTH}}$`);

/** Card numbers are often typed in groups; spaces carry no meaning. */
export const normalizeCardNumber = (value: string): string => value.replace(/\s+/g, '');

/**
 * The payment form's checks in the order the spec gives (section 5): the first failing rule's
 * message, or null when the phone, card number and CVC are acceptable.
 */
export function firstPaymentError({ phone, cardNumber, cvc }: PaymentCheckInput): string | null {
  if (!isValidPhone(phone)) return VALIDATION.paymentPhone;
  const card = normalizeCardNumber(cardNumber);
  if (!CARD_NUMBER_PATTERN.test(card)) return cardNumberLengthMessage(card.length);
  if (!card.startsWith(CARD_NUMBER_FIRST_DIGIT)) return VALIDATION.cardStartsWith4;
  const code = cvc.trim();
  if (!CVC_PATTERN.test(code)) return cvcLengthMessage(code.length);
  return null;
}
