import { firstPaymentProblem } from '@shop/shared';
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

/** The screen's text for each error code the payment checks can give. */
const CHECK_TEXTS: Record<string, MessageKey> = {
  PAYMENT_PHONE_INVALID: 'payment.check.phone',
  CARD_NUMBER_LENGTH: 'payment.check.cardLength',
  CARD_MUST_START_WITH_4: 'payment.check.cardStart',
  CVC_LENGTH: 'payment.check.cvcLength',
  EXPIRY_MONTH_INVALID: 'payment.check.expiryMonth',
  EXPIRY_YEAR_INVALID: 'payment.check.expiryYear',
  CARD_EXPIRED: 'payment.check.cardExpired',
};

interface Translator {
  t: (key: MessageKey) => string;
  formatNumber: (value: number) => string;
}

/**
 * The payment checks (docs/behaviour.md), in their order — phone, card length, first digit,
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
  const problem = firstPaymentProblem(
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
  if (problem === null) return null;

  // The check speaks the API's language: its error code says which text to show.
  const key = CHECK_TEXTS[problem.code];
  // A rule added to @shop/shared but not here still shows, in English.
  if (!key) return problem.message;
  const count = problem.params?.count;
  return count === undefined ? t(key) : t(key).replace('{count}', formatNumber(Number(count)));
}
