import { declaredError, type DeclaredError, type PaymentStatus } from '@shop/shared';
import { ShopError } from '../common/shop-error';

/** Where the order's card payment is made; chosen by PAYMENT_PROVIDER. */
export const PAYMENT_PROVIDER = Symbol('PaymentProvider');

/** A card payment to create. Amounts are in halalas (1/100 SAR), as Moyasar counts them. */
export interface NewPayment {
  amount: number;
  currency: 'SAR';
  description: string;
  /** Where the card issuer's 3-D Secure step sends the browser back to, with `?id=`. */
  callbackUrl: string;
  /** A UUID naming this payment attempt: creating it again with the same one is harmless. */
  givenId: string;
  /** The card itself (sandbox, or the documented cardDetails call), or a provider's token of it. */
  source: PaymentSource;
  metadata: Record<string, string>;
}

export type PaymentSource =
  | {
      type: 'card';
      card: { name: string; number: string; cvc: string; month: number; year: number };
    }
  | { type: 'token'; token: string };

/** What the shop keeps of a tokenized card. */
export interface CardSummary {
  brand: string;
  last4: string;
}

/**
 * A payment as the provider reports it. `paid` and `failed` are final; `initiated` waits for the
 * cardholder's 3-D Secure step at `transactionUrl`.
 */
export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** The provider's word on the outcome, such as APPROVED or a decline reason. */
  message?: string;
  /** The 3-D Secure page, while the payment waits for it. */
  transactionUrl?: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Creates the payment; refuses bad card details with PaymentRefusedError. */
  create(payment: NewPayment): Promise<ProviderPayment>;
  /** The payment as it stands now, from the provider itself (never from the browser). */
  fetch(id: string): Promise<ProviderPayment | null>;
  /**
   * Gives `amount` halalas of a paid payment back to the card. Asking again for a payment
   * already refunded is harmless; a refusal throws PaymentRefusedError, an outage
   * PaymentUnavailableError.
   */
  refund(id: string, amount: number): Promise<void>;
  /**
   * The brand and last four digits of a card the browser tokenized with the provider, or null
   * for a token the provider does not know. Undefined where the provider takes no tokens.
   */
  describeToken?(token: string): Promise<CardSummary | null>;
}

/**
 * The provider refused the payment's details (a client error, 400): in its own words
 * (PAYMENT_REFUSED), or as one of the shop's refusals.
 */
export class PaymentRefusedError extends ShopError {
  constructor(refusal: string | DeclaredError) {
    super(
      typeof refusal === 'string'
        ? declaredError('PAYMENT_REFUSED', 'provider', { reason: refusal })
        : refusal,
    );
  }
}

/** The provider could not be reached or failed: answered as 502, the order is not kept. */
export class PaymentUnavailableError extends ShopError {
  constructor() {
    super(declaredError('PAYMENT_UNAVAILABLE'));
  }
}
