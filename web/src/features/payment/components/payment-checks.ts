import { declaredError, firstPaymentProblem, isValidPhone, type Language } from '@shop/shared';
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
 * The payment checks (docs/behaviour.md), in their order — phone, card length, first digit,
 * CVC — then the expiry: the first failing check's message in the user's language, or null.
 * The rules and their texts are @shop/shared's, the very ones the server answers with.
 */
export function paymentCheckError(
  values: PaymentFormValues,
  language: Language,
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
  return errorText(language, problem) ?? problem.message;
}

/** Cash on delivery's one check, the documented phone's: its message in `language`, or null. */
export function phoneCheckError(values: PaymentFormValues, language: Language): string | null {
  if (isValidPhone((values.phone ?? '').trim())) return null;
  const problem = declaredError('PAYMENT_PHONE_INVALID');
  return errorText(language, problem) ?? problem.message;
}
