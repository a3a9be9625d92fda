import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import type { AppliedDiscount, OrderInvoice } from '@shop/shared';
import { Order, type OrderShipping } from './schemas/order.schema';

/**
 * What an order's tax documents (invoice, credit note; their XML and PDF) are made from. The
 * delivery fee and the discounts are read when an order keeps them (issues 25 and 27 store
 * `shipping` and `discounts`); older orders have neither.
 */
export type InvoicedOrder = Pick<
  Order,
  | 'userId'
  | 'lines'
  | 'totalPrice'
  | 'vat'
  | 'fullname'
  | 'phone'
  | 'shippingAddress'
  | 'paymentStatus'
  | 'paidAt'
  | 'refundedAt'
  | 'refundReason'
  | 'invoice'
  | 'creditNote'
> & {
  _id: Types.ObjectId;
  shipping?: Pick<OrderShipping, 'fee' | 'address' | 'cityAr'> | null;
  discounts?: Pick<AppliedDiscount, 'label' | 'labelAr' | 'amount'>[] | null;
};
const INVOICED_FIELDS =
  'userId lines totalPrice vat fullname phone shippingAddress paymentStatus paidAt ' +
  'refundedAt refundReason invoice creditNote shipping.fee shipping.address shipping.cityAr ' +
  'discounts';

/** The tax document an order is given: its invoice, or its credit note. */
export type OrderTaxDocument = 'invoice' | 'creditNote';
/** The claim field of each: one caller at a time issues an order's document. */
const CLAIMS = { invoice: 'invoicingSince', creditNote: 'creditNotingSince' } as const;

/** What the mails about an order say. */
export type MailedOrder = Pick<
  Order,
  | 'userId'
  | 'lines'
  | 'totalPrice'
  | 'vat'
  | 'shippingAddress'
  | 'invoice'
  | 'creditNote'
  | 'discounts'
> & { shipping?: Pick<OrderShipping, 'fee' | 'tracking' | 'minDays' | 'maxDays'> };

/**
 * The orders module's port: the few reads and writes of orders it lends the modules that follow
 * an order (invoices, order-mails). Only the orders module touches the orders collection; they
 * go through this, and each write is one conditional update.
 */
@Injectable()
export class OrdersPort {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  /** An order as its tax documents state it; `userId` limits it to the owner's orders. */
  invoiced(orderId: string, userId?: string): Promise<InvoicedOrder | null> {
    return this.orders
      .findOne(userId ? { _id: orderId, userId } : { _id: orderId })
      .select(INVOICED_FIELDS)
      .lean<InvoicedOrder>();
  }

  /**
   * Claims an order without its `document` for issuing it, unless another caller claimed it since
   * `staleBefore`: one caller at a time issues an order's document.
   */
  async claim(
    orderId: string,
    document: OrderTaxDocument,
    now: Date,
    staleBefore: Date,
  ): Promise<boolean> {
    const claimed = await this.orders.updateOne(
      {
        _id: orderId,
        [document]: null,
        [CLAIMS[document]]: trusted({ $not: { $gt: staleBefore } }),
      },
      { [CLAIMS[document]]: now },
    );
    return claimed.modifiedCount === 1;
  }

  /** Ends a claim that issued nothing, so that the next caller need not wait for it to age. */
  async release(orderId: string, document: OrderTaxDocument, claimedAt: Date): Promise<void> {
    await this.orders.updateOne(
      { _id: orderId, [CLAIMS[document]]: claimedAt },
      { $unset: { [CLAIMS[document]]: '' } },
    );
  }

  /** Gives an order its `document`, unless it has one, and ends the claim. */
  async save(
    orderId: string,
    document: OrderTaxDocument,
    issued: OrderInvoice<Date>,
  ): Promise<boolean> {
    const { modifiedCount } = await this.orders.updateOne(
      { _id: orderId, [document]: null },
      { $set: { [document]: issued }, $unset: { [CLAIMS[document]]: '' } },
    );
    return modifiedCount === 1;
  }

  /**
   * The orders that should have their `document` and have none, settled before `before` (at most
   * 500 at a time): invoices for orders that were paid (refunded since or not), credit notes for
   * refunded orders that have an invoice.
   */
  async missing(document: OrderTaxDocument, before: Date): Promise<string[]> {
    const filter =
      document === 'invoice'
        ? {
            paymentStatus: trusted({ $in: ['paid', 'refunded'] }),
            invoice: null,
            paidAt: trusted({ $lt: before }),
          }
        : {
            paymentStatus: 'refunded',
            invoice: trusted({ $ne: null }),
            creditNote: null,
            refundedAt: trusted({ $lt: before }),
          };
    const missing = await this.orders.find(filter).select('_id').limit(500).lean();
    return missing.map(({ _id }) => _id.toString());
  }

  /** An order as its mails tell it. */
  /** Whether the user placed an order since `since` (a forgotten cart is then not mailed). */
  async placedSince(userId: Types.ObjectId | string, since: Date): Promise<boolean> {
    return Boolean(await this.orders.exists({ userId, createdAt: trusted({ $gte: since }) }));
  }

  mailed(orderId: string): Promise<MailedOrder | null> {
    return this.orders
      .findById(orderId)
      .select(
        'userId lines totalPrice vat shippingAddress invoice creditNote discounts ' +
          'shipping.fee shipping.tracking shipping.minDays shipping.maxDays',
      )
      .lean<MailedOrder>();
  }
}
