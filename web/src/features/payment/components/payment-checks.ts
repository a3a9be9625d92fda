import {
  PAYMENT_MESSAGES,
  VALIDATION,
  cardNumberLengthMessage,
  cvcLengthMessage,
  firstPaymentError,
  normalizeCardNumber,
} from '@shop/shared';
import type { MessageKey } from '@/i18n';

/** What the payment form holds. */
export interface PaymentFormValues {
  fullname?: string;
  phone?: string;
  shippingAddress?: string;
  cardName?: string;
  cardNumber?: string;
  cvc?: string;
  month?: number;
  year?: number;
}

interface Translator {
  t: (key: MessageKey) => string;
  formatNumber: (value: number) => string;
}

/**
 * The payment checks of the spec (section 5), in its order — phone, card length, first digit,
 * CVC — then the expiry: the first failing check's message in the user's language, or null.
 * The rules are @shop/shared's, the very ones the server applies.
 */
export function paymentCheckError(
  values: PaymentFormValues,
  { t, formatNumber }: Translator,
  now: Date = new Date(),
): string | null {
  const cardNumber = values.cardNumber ?? '';
  const cvc = values.cvc ?? '';
  const error = firstPaymentError(
    {
      phone: (values.phone ?? '').trim(),
      cardNumber,
      cvc,
      // Not chosen yet: the expiry check says which is missing.
      month: values.month ?? Number.NaN,
      year: values.year ?? Number.NaN,
    },
    now,
  );
  if (error === null) return null;

  const cardDigits = normalizeCardNumber(cardNumber).length;
  const cvcDigits = cvc.trim().length;
  const withCount = (key: MessageKey, count: number) =>
    t(key).replace('{count}', formatNumber(count));
  const texts = new Map<string, () => string>([
    [VALIDATION.paymentPhone, () => t('payment.check.phone')],
    [cardNumberLengthMessage(cardDigits), () => withCount('payment.check.cardLength', cardDigits)],
    [VALIDATION.cardStartsWith4, () => t('payment.check.cardStart')],
    [cvcLengthMessage(cvcDigits), () => withCount('payment.check.cvcLength', cvcDigits)],
    [PAYMENT_MESSAGES.expiryMonth, () => t('payment.check.expiryMonth')],
    [PAYMENT_MESSAGES.expiryYear, () => t('payment.check.expiryYear')],
    [PAYMENT_MESSAGES.cardExpired, () => t('payment.check.cardExpired')],
  ]);
  // A rule added to @shop/shared but not here still shows, in English.
  return texts.get(error)?.() ?? error;
}
