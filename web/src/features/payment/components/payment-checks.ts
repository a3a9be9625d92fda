import {
  declaredError,
  firstPaymentProblem,
  isValidPhone,
  normalizeCardNumber,
  westernDigits,
  type Language,
} from '@shop/shared';
import { errorText } from '@/i18n';

/** What the payment form holds. */
export interface PaymentFormValues {
  fullname?: string;
  phone?: string;
  cardName?: string;
  cardNumber?: string;
  cvc?: string;
  month?: number;
  year?: number;
}

/**
 * The typed numbers as they are checked and sent: digits typed on an Arabic keyboard (٠-٩) read
 * as 0-9, spaces around left out, and the card number's spaces between its groups too.
 */
export function typedNumbers(values: PaymentFormValues) {
  const typed = (value: string | undefined) => westernDigits((value ?? '').trim());
  return {
    phone: typed(values.phone),
    cardNumber: normalizeCardNumber(typed(values.cardNumber)),
    cvc: typed(values.cvc),
  };
}

/**
 * The payment checks (docs/behaviour.md), in their order — phone, card length, first digit,
 * CVC — then the expiry: the first failing check's message in the user's language, or null.
 * The rules and their texts are @shop/shared's, the very ones the server answers with.
 */
export function paymentCheckError(
  values: PaymentFormValues,
  language: Language,
  now: Date = new Date(),
): string | null {
  const problem = firstPaymentProblem(
    {
      ...typedNumbers(values),
      // Not chosen yet: the expiry check says which is missing.
      month: values.month ?? Number.NaN,
      year: values.year ?? Number.NaN,
    },
    now,
  );
  if (problem === null) return null;
  return errorText(language, problem) ?? problem.message;
}

/** Cash on delivery's one check, the documented phone's: its message in `language`, or null. */
export function phoneCheckError(values: PaymentFormValues, language: Language): string | null {
  if (isValidPhone(typedNumbers(values).phone)) return null;
  const problem = declaredError('PAYMENT_PHONE_INVALID');
  return errorText(language, problem) ?? problem.message;
}
