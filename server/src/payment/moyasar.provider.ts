import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { paymentConfig } from '../config';
import {
  PaymentRefusedError,
  PaymentUnavailableError,
  type CardSummary,
  type NewPayment,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider';

/** Moyasar's payment object, as far as the shop reads it. */
interface MoyasarPayment {
  id: string;
  status: string;
  amount: number;
  refunded?: number;
  currency: string;
  source?: { message?: string | null; transaction_url?: string | null };
}

interface MoyasarError {
  message?: string;
  errors?: Record<string, string[] | string> | string[];
}

/** Statuses that end a payment, in the shop's two words for them. */
const PAID = new Set(['paid', 'captured']);
const FAILED = new Set(['failed', 'voided', 'canceled', 'expired', 'abandoned']);
const REFUNDED = new Set(['refunded']);

const ATTEMPTS = 3;
const ATTEMPT_TIMEOUT_MS = 15_000;
const retryDelayMs = (attempt: number) => 250 * 3 ** (attempt - 1);

/** A failure worth another try: the network, a timeout, or Moyasar's own 5xx. */
class TransientFailure extends Error {}

/**
 * Moyasar's payments API (https://docs.moyasar.com/api): amounts in halalas, HTTP Basic auth
 * with the secret key, `given_id` making a retried creation return the same payment instead of
 * charging twice, `callback_url` for the return from 3-D Secure, and fetch-to-verify.
 */
@Injectable()
export class MoyasarProvider implements PaymentProvider {
  readonly name = 'moyasar';
  private readonly logger = new Logger('Moyasar');
  private readonly baseUrl: string;
  private readonly authorization: string;

  constructor(@Inject(paymentConfig.KEY) config: ConfigType<typeof paymentConfig>) {
    this.baseUrl = config.moyasarApiUrl.replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${config.moyasarSecretKey ?? ''}:`).toString('base64')}`;
  }

  async create(payment: NewPayment): Promise<ProviderPayment> {
    const { source } = payment;
    const response = await this.request('POST', '/payments', {
      amount: payment.amount,
      currency: payment.currency,
      description: payment.description,
      callback_url: payment.callbackUrl,
      given_id: payment.givenId,
      metadata: payment.metadata,
      source:
        source.type === 'token'
          ? { type: 'token', token: source.token }
          : {
              type: 'creditcard',
              name: source.card.name,
              number: source.card.number,
              cvc: source.card.cvc,
              month: source.card.month,
              year: source.card.year,
            },
    });
    if (response.status >= 400) throw this.refusal(response.status, response.body as MoyasarError);
    return this.toPayment(response.body as MoyasarPayment);
  }

  /** GET /tokens/{id} with the secret key: the card's brand and last four digits. */
  async describeToken(token: string): Promise<CardSummary | null> {
    const response = await this.request('GET', `/tokens/${encodeURIComponent(token)}`);
    if (response.status === 404) return null;
    if (response.status >= 400) throw this.refusal(response.status, response.body as MoyasarError);
    const found = response.body as { brand?: string; last_four?: string };
    return { brand: found.brand ?? 'card', last4: found.last_four ?? '' };
  }

  async fetch(id: string): Promise<ProviderPayment | null> {
    const response = await this.request('GET', `/payments/${encodeURIComponent(id)}`);
    if (response.status === 404) return null;
    if (response.status >= 400) throw this.refusal(response.status, response.body as MoyasarError);
    return this.toPayment(response.body as MoyasarPayment);
  }

  /**
   * POST /payments/{id}/refund with the amount. A retry after a lost answer is refused by
   * Moyasar (the payment is refunded already): the payment is then fetched, and a refunded one
   * counts as done.
   */
  async refund(id: string, amount: number): Promise<void> {
    const path = `/payments/${encodeURIComponent(id)}`;
    const response = await this.request('POST', `${path}/refund`, { amount });
    if (response.status < 400) return;
    const payment = await this.fetchRaw(path);
    if (payment && (payment.refunded ?? 0) >= amount) return;
    throw this.refusal(response.status, response.body as MoyasarError);
  }

  private async fetchRaw(path: string): Promise<MoyasarPayment | null> {
    const response = await this.request('GET', path);
    return response.status < 400 ? (response.body as MoyasarPayment) : null;
  }

  /** One call, tried again on transient failures (safe: creation is idempotent by given_id). */
  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ status: number; body: unknown }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.send(method, path, body);
      } catch (error) {
        if (!(error instanceof TransientFailure) || attempt === ATTEMPTS) {
          // Never the request body: it holds the card.
          this.logger.warn(`${method} ${path} failed: ${(error as Error).message}`);
          throw new PaymentUnavailableError();
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
      }
    }
  }

  private async send(method: string, path: string, body?: object) {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body && { 'content-type': 'application/json' }),
        },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new TransientFailure((error as Error).message);
    }
    if (response.status >= 500) throw new TransientFailure(`answered ${response.status}`);
    const answer: unknown = await response.json().catch(() => ({}));
    return { status: response.status, body: answer };
  }

  /** A 4xx: the card details were refused (400), or the shop's own key was (our fault, 502). */
  private refusal(status: number, error: MoyasarError): Error {
    if (status === 401 || status === 403) {
      this.logger.error('Moyasar refused the secret key: check MOYASAR_SECRET_KEY.');
      return new PaymentUnavailableError();
    }
    const details = Array.isArray(error.errors)
      ? error.errors
      : Object.entries(error.errors ?? {}).map(
          ([field, messages]) => `${field} ${[messages].flat().join(', ')}`,
        );
    const message = [error.message ?? 'The payment was refused', ...details].join(': ');
    return new PaymentRefusedError(message.endsWith('.') ? message : `${message}.`);
  }

  private toPayment(payment: MoyasarPayment): ProviderPayment {
    const status = PAID.has(payment.status)
      ? 'paid'
      : FAILED.has(payment.status)
        ? 'failed'
        : REFUNDED.has(payment.status)
          ? 'refunded'
          : 'initiated';
    return {
      id: payment.id,
      status,
      amount: payment.amount,
      currency: payment.currency,
      message: payment.source?.message ?? undefined,
      transactionUrl: payment.source?.transaction_url ?? undefined,
    };
  }
}
