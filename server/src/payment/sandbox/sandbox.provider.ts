import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import {
  MIN_CARD_PAYMENT_HALALAS,
  SANDBOX_CARDS,
  declaredError,
  normalizeCardNumber,
} from '@shop/shared';
import { Model, trusted } from 'mongoose';
import { appConfig } from '../../config';
import {
  PaymentRefusedError,
  type NewPayment,
  type PaymentProvider,
  type ProviderPayment,
} from '../payment-provider';
import { SandboxPayment } from './sandbox-payment.schema';

const SANDBOX_PAGE_PATH = '/api/payment/sandbox';

export type SandboxDecision = 'approve' | 'decline';

/**
 * The built-in stand-in for Moyasar: payments start `initiated` and wait for the cardholder on a
 * 3-D Secure page of the shop's own, where Approve or Decline settles them. Test card
 * 4111111111111111 is approved, 4000000000000002 is declined by its issuer.
 */
@Injectable()
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    @InjectModel(SandboxPayment.name) private readonly payments: Model<SandboxPayment>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  async create(payment: NewPayment): Promise<ProviderPayment> {
    if (payment.source.type !== 'card')
      throw new PaymentRefusedError(declaredError('SANDBOX_UNKNOWN_CARD'));
    const number = normalizeCardNumber(payment.source.card.number);
    if (number !== SANDBOX_CARDS.approved && number !== SANDBOX_CARDS.declined) {
      throw new PaymentRefusedError(declaredError('SANDBOX_UNKNOWN_CARD'));
    }
    // As Moyasar: an amount below its minimum fails validation, in Moyasar's words.
    if (!Number.isInteger(payment.amount) || payment.amount < MIN_CARD_PAYMENT_HALALAS) {
      throw new PaymentRefusedError(
        `Validation Failed: amount must be at least ${MIN_CARD_PAYMENT_HALALAS}.`,
      );
    }
    // The same givenId again is the same payment, as with Moyasar.
    const existing = await this.payments.findOne({ givenId: payment.givenId }).lean();
    if (existing) return this.toPayment(existing);
    const created = await this.payments.create({
      _id: randomUUID(),
      givenId: payment.givenId,
      amount: payment.amount,
      currency: payment.currency,
      description: payment.description,
      callbackUrl: payment.callbackUrl,
      cardLast4: number.slice(-4),
      issuerApproves: number === SANDBOX_CARDS.approved,
    });
    return this.toPayment(created.toObject());
  }

  async fetch(id: string): Promise<ProviderPayment | null> {
    const found = await this.payments.findById(id).lean();
    return found && this.toPayment(found);
  }

  /** Refunds a paid payment in full or in part, once: a payment refunded already stays so. */
  async refund(id: string, amount: number): Promise<void> {
    const refunded = await this.payments.updateOne(
      { _id: id, status: 'paid', amount: trusted({ $gte: amount }) },
      { status: 'refunded', refunded: amount, refundedAt: new Date() },
    );
    if (refunded.modifiedCount === 1) return;
    const payment = await this.payments.findById(id).select('status').lean();
    if (payment?.status === 'refunded') return;
    throw new PaymentRefusedError('Only a paid payment can be refunded, up to its amount.');
  }

  /** The payment as its 3-D Secure page shows it. */
  findForPage(id: string) {
    return this.payments.findById(id).select('amount currency description cardLast4 status').lean();
  }

  /**
   * The cardholder's answer on the 3-D Secure page: settles an initiated payment once (a second
   * answer changes nothing) and gives the URL the browser goes back to, as Moyasar's redirect
   * does: callback_url?id=&status=&message=. Null for an unknown payment.
   */
  async decide(id: string, decision: SandboxDecision): Promise<string | null> {
    const payment = await this.payments.findById(id).lean();
    if (!payment) return null;
    if (payment.status === 'initiated') {
      const [status, message] =
        decision === 'decline'
          ? (['failed', 'Declined by the cardholder'] as const)
          : payment.issuerApproves
            ? (['paid', 'APPROVED'] as const)
            : (['failed', 'Declined by the card issuer'] as const);
      await this.payments.updateOne({ _id: id, status: 'initiated' }, { status, message });
    }
    const settled = (await this.payments.findById(id).lean())!;
    const back = new URL(settled.callbackUrl);
    back.searchParams.set('id', settled._id);
    back.searchParams.set('status', settled.status);
    back.searchParams.set('message', settled.message ?? '');
    return back.toString();
  }

  private toPayment(payment: SandboxPayment): ProviderPayment {
    return {
      id: payment._id,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      message: payment.message,
      transactionUrl:
        payment.status === 'initiated'
          ? `${this.app.publicUrl}${SANDBOX_PAGE_PATH}/${payment._id}`
          : undefined,
    };
  }
}
