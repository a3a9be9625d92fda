import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment as the fake Moyasar keeps it (the card number only as Moyasar masks it). */
export interface FakePayment {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'refunded';
  amount: number;
  currency: string;
  /** Halalas refunded so far. */
  refunded: number;
  refunded_at: string | null;
  description: string;
  callback_url: string;
  given_id: string;
  metadata: Record<string, string>;
  source: {
    type: 'creditcard' | 'token';
    company: string;
    name: string;
    number: string;
    message: string | null;
    transaction_url: string | null;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Moyasar's test cards: this one is approved by 3-D Secure, any other valid one declined. */
const APPROVED_CARD = '4111111111111111';

const luhnValid = (digits: string) =>
  [...digits].reverse().reduce((sum, char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    return sum + digit;
  }, 0) %
    10 ===
  0;

/**
 * A local stand-in for Moyasar's payments API (https://docs.moyasar.com/api), enough to test
 * the shop's provider against: Basic auth with the secret key, the creditcard source's checks,
 * amounts in halalas, `given_id` idempotency, a 3-D Secure page that redirects to
 * `callback_url?id=&status=&message=`, and fetch. It records every creation request it gets.
 */
export class MoyasarFake {
  readonly payments = new Map<string, FakePayment>();
  /** Every POST /payments body, as received (card included: this is the fake provider). */
  readonly creations: Record<string, unknown>[] = [];
  /** Every refund Moyasar made: payment id and amount. */
  readonly refunds: { id: string; amount: number }[] = [];
  /** How many of the next creations to store and then answer by dropping the connection. */
  dropAnswers = 0;
  /** How many of the next requests to answer 500 without doing anything. */
  failNext = 0;
  /** Every POST /tokens body, as received from the browser. */
  readonly tokenRequests: Record<string, unknown>[] = [];
  private server?: Server;
  private cardNumbers = new Map<string, string>();
  /** Tokens made: the card number each stands for. */
  private tokens = new Map<string, { number: string; name: string; active: boolean }>();

  constructor(
    readonly secretKey = 'sk_test_fake_moyasar',
    readonly publishableKey = 'pk_test_fake_moyasar',
  ) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** The settings of a shop paying through this fake, reached at `publicUrl`. */
  shopEnv(publicUrl: string): Record<string, string> {
    return {
      PUBLIC_URL: publicUrl,
      PAYMENT_PROVIDER: 'moyasar',
      MOYASAR_SECRET_KEY: this.secretKey,
      MOYASAR_PUBLISHABLE_KEY: this.publishableKey,
      MOYASAR_API_URL: this.apiUrl,
    };
  }

  /** The API's base, as MOYASAR_API_URL. */
  get apiUrl(): string {
    return `${this.url}/v1`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => {
        response.writeHead(500).end(JSON.stringify({ message: error.message }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Changes what the fake reports of a payment, as a tampered or mistaken one would read. */
  tamper(id: string, changes: Partial<Pick<FakePayment, 'amount' | 'currency'>>): void {
    Object.assign(this.payments.get(id)!, changes);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    // Browsers call the tokens API from the shop's pages, across origins.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-methods': 'POST, GET',
          'access-control-allow-headers': 'authorization, content-type',
        })
        .end();
      return;
    }
    if (url.pathname === '/v1/tokens' && request.method === 'POST') {
      return this.createToken(await readJson(request), request, response);
    }
    const threeDs = /^\/3ds\/([\w-]+)$/.exec(url.pathname);
    if (threeDs && request.method === 'GET') {
      return this.completeThreeDs(threeDs[1], url.searchParams.get('decision'), response);
    }
    if (this.failNext > 0) {
      this.failNext -= 1;
      return json(response, 500, { type: 'api_error', message: 'Internal error' });
    }
    if (!this.authorized(request)) {
      return json(response, 401, {
        type: 'authentication_error',
        message: 'Invalid authorization credentials',
      });
    }
    if (url.pathname === '/v1/payments' && request.method === 'POST') {
      return this.create(await readJson(request), request, response);
    }
    const token = /^\/v1\/tokens\/([\w-]+)$/.exec(url.pathname);
    if (token && request.method === 'GET') {
      const found = this.tokens.get(token[1]);
      return found
        ? json(response, 200, this.tokenView(token[1], found))
        : json(response, 404, { type: 'record_not_found', message: 'Object not found' });
    }
    const refund = /^\/v1\/payments\/([\w-]+)\/refund$/.exec(url.pathname);
    if (refund && request.method === 'POST') {
      return this.refund(refund[1], await readJson(request), response);
    }
    const fetchOne = /^\/v1\/payments\/([\w-]+)$/.exec(url.pathname);
    if (fetchOne && request.method === 'GET') {
      const payment = this.payments.get(fetchOne[1]);
      return payment
        ? json(response, 200, payment)
        : json(response, 404, { type: 'record_not_found', message: 'Object not found' });
    }
    json(response, 404, { type: 'record_not_found', message: 'Not found' });
  }

  private authorized(request: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`;
    return request.headers.authorization === expected;
  }

  private create(
    body: Record<string, unknown>,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    this.creations.push(body);
    const source = (body.source ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
      errors.amount = ['must be an integer of at least 100 (halalas)'];
    }
    if (body.currency !== 'SAR') errors.currency = ['is not supported'];
    if (typeof body.callback_url !== 'string') errors.callback_url = ["can't be blank"];
    if (typeof body.given_id !== 'string' || !UUID.test(body.given_id)) {
      errors.given_id = ['must be a UUID'];
    }
    const tokenized =
      source.type === 'token' ? this.tokens.get(String(source.token ?? '')) : undefined;
    const number = tokenized?.number ?? String(source.number ?? '');
    if (source.type === 'token') {
      // Only an active token pays: one still waiting for its verification does not.
      if (!tokenized?.active) errors['source.token'] = ['is invalid'];
    } else if (source.type !== 'creditcard') {
      errors['source.type'] = ['is not supported'];
    } else {
      if (!/^\d{16}$/.test(number) || !luhnValid(number)) errors['source.number'] = ['is invalid'];
      if (!/^\d{3}$/.test(String(source.cvc ?? ''))) errors['source.cvc'] = ['is invalid'];
    }
    if (Object.keys(errors).length) {
      return json(response, 400, {
        type: 'invalid_request_error',
        message: 'Validation Failed',
        errors,
      });
    }

    const existing = [...this.payments.values()].find((p) => p.given_id === body.given_id);
    const payment =
      existing ?? this.store(body, { ...source, name: tokenized?.name ?? source.name }, number);
    if (!existing && this.dropAnswers > 0) {
      // The payment is made, but its answer is lost on the way back.
      this.dropAnswers -= 1;
      request.socket.destroy();
      return;
    }
    json(response, 201, payment);
  }

  /**
   * As Moyasar documents it: a paid (or captured) payment is refunded in full, or in part with
   * `amount` (halalas, at most what is left); the answer is the payment, `status: refunded` once
   * the whole amount is back. Anything else is refused with 400.
   */
  private refund(id: string, body: Record<string, unknown>, response: ServerResponse) {
    const payment = this.payments.get(id);
    if (!payment)
      return json(response, 404, { type: 'record_not_found', message: 'Object not found' });
    const left = payment.amount - payment.refunded;
    const amount = body.amount === undefined ? left : body.amount;
    if (payment.status !== 'paid' || left === 0) {
      return json(response, 400, {
        type: 'invalid_request_error',
        message: 'Payment cannot be refunded',
        errors: { status: [`payment is ${payment.status}`] },
      });
    }
    if (!Number.isInteger(amount) || (amount as number) < 1 || (amount as number) > left) {
      return json(response, 400, {
        type: 'invalid_request_error',
        message: 'Validation Failed',
        errors: { amount: [`must be a whole number of halalas up to ${left}`] },
      });
    }
    payment.refunded += amount as number;
    payment.refunded_at = new Date().toISOString();
    if (payment.refunded === payment.amount) payment.status = 'refunded';
    this.refunds.push({ id, amount: amount as number });
    json(response, 200, payment);
  }

  private store(body: Record<string, unknown>, source: Record<string, unknown>, number: string) {
    const id = randomUUID();
    const payment: FakePayment = {
      id,
      status: 'initiated',
      amount: body.amount as number,
      currency: body.currency as string,
      refunded: 0,
      refunded_at: null,
      description: String(body.description ?? ''),
      callback_url: body.callback_url as string,
      given_id: body.given_id as string,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      source: {
        type: source.type === 'token' ? 'token' : 'creditcard',
        company: 'visa',
        name: String(source.name ?? ''),
        number: `${number.slice(0, 6).replace(/(\d{4})(\d{2})/, '$1-$2')}XX-XXXX-${number.slice(-4)}`,
        message: null,
        transaction_url: `${this.url}/3ds/${id}`,
      },
    };
    this.payments.set(id, payment);
    this.cardNumbers.set(id, number);
    return payment;
  }

  /**
   * POST /tokens, as Moyasar documents it: authenticated with the publishable key (the browser
   * calls it), the card's name, number, cvc, month and year; answers the token without the card.
   * With `save_only` the token is active at once (the payment made with it runs 3-D Secure);
   * without, it needs a `callback_url` and waits for its own verification (not acted out here).
   */
  private createToken(
    body: Record<string, unknown>,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    this.tokenRequests.push(body);
    const expected = `Basic ${Buffer.from(`${this.publishableKey}:`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return json(response, 401, {
        type: 'authentication_error',
        message: 'Invalid authorization credentials',
      });
    }
    const number = String(body.number ?? '');
    const errors: Record<string, string[]> = {};
    if (!/^\d{16}$/.test(number) || !luhnValid(number)) errors.number = ['is invalid'];
    if (!/^\d{3}$/.test(String(body.cvc ?? ''))) errors.cvc = ['is invalid'];
    if (!(Number(body.month) >= 1 && Number(body.month) <= 12)) errors.month = ['is invalid'];
    if (!Number.isInteger(Number(body.year))) errors.year = ['is invalid'];
    if (Object.keys(errors).length) {
      return json(response, 400, {
        type: 'invalid_request_error',
        message: 'Validation Failed',
        errors,
      });
    }
    // Without save_only, Moyasar verifies the card by 3-D Secure first and returns there.
    const saveOnly = body.save_only === true;
    if (!saveOnly && typeof body.callback_url !== 'string') {
      return json(response, 400, {
        type: 'invalid_request_error',
        message: 'Validation Failed',
        errors: { callback_url: ["can't be blank"] },
      });
    }
    const id = `token_${randomUUID().replace(/-/g, '')}`;
    const card = { number, name: String(body.name ?? ''), active: saveOnly };
    this.tokens.set(id, card);
    json(response, 201, this.tokenView(id, card));
  }

  private tokenView(id: string, card: { number: string; name: string; active: boolean }) {
    return {
      id,
      status: card.active ? 'active' : 'initiated',
      brand: 'visa',
      funding: 'credit',
      name: card.name,
      last_four: card.number.slice(-4),
      verification_url: card.active ? null : `${this.url}/3ds/${id}`,
    };
  }

  /** The issuer's step: approves the approved test card, declines any other (or on request). */
  private completeThreeDs(id: string, decision: string | null, response: ServerResponse) {
    const payment = this.payments.get(id);
    if (!payment) return json(response, 404, { message: 'Object not found' });
    if (payment.status === 'initiated') {
      const approved = decision !== 'decline' && this.cardNumbers.get(id) === APPROVED_CARD;
      payment.status = approved ? 'paid' : 'failed';
      payment.source.message = approved ? 'APPROVED' : '3-D Secure transaction attempt failed';
      payment.source.transaction_url = null;
    }
    const back = new URL(payment.callback_url);
    back.searchParams.set('id', payment.id);
    back.searchParams.set('status', payment.status);
    back.searchParams.set('message', payment.source.message ?? '');
    response.writeHead(302, { location: back.toString() }).end();
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
