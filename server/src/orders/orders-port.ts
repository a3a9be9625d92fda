import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import type { OrderInvoice } from '@shop/shared';
import { Order, type OrderShipping } from './schemas/order.schema';

/** What numbering an order's invoice reads of it. */
export type OrderToInvoice = Pick<
  Order,
  'paymentStatus' | 'totalPrice' | 'vat' | 'paidAt' | 'invoice'
>;

/** What an order's invoice PDF shows. */
export type InvoicedOrder = Pick<
  Order,
  'lines' | 'totalPrice' | 'vat' | 'fullname' | 'phone' | 'shippingAddress' | 'invoice'
> & { _id: Types.ObjectId; shipping?: Pick<OrderShipping, 'fee'> };

/** What the mails about an order say. */
export type MailedOrder = Pick<
  Order,
  'userId' | 'lines' | 'totalPrice' | 'vat' | 'shippingAddress' | 'invoice'
> & { shipping?: Pick<OrderShipping, 'fee' | 'tracking' | 'minDays' | 'maxDays'> };

/**
 * The orders module's port: the few reads and writes of orders it lends the modules that follow
 * an order (invoices, order-mails). Only the orders module touches the orders collection; they
 * go through this, and each write is one conditional update.
 */
@Injectable()
export class OrdersPort {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  toInvoice(orderId: string): Promise<OrderToInvoice | null> {
    return this.orders
      .findById(orderId)
      .select('paymentStatus totalPrice vat paidAt invoice')
      .lean<OrderToInvoice>();
  }

  /**
   * Claims an order without an invoice for numbering one, unless another caller claimed it since
   * `staleBefore`: one caller at a time takes a number for an order.
   */
  async claimInvoicing(orderId: string, now: Date, staleBefore: Date): Promise<boolean> {
    const claimed = await this.orders.updateOne(
      { _id: orderId, invoice: null, invoicingSince: trusted({ $not: { $gt: staleBefore } }) },
      { invoicingSince: now },
    );
    return claimed.modifiedCount === 1;
  }

  /** Gives an order its invoice, unless it has one, and ends the claim. */
  async saveInvoice(orderId: string, invoice: OrderInvoice<Date>): Promise<boolean> {
    const { modifiedCount } = await this.orders.updateOne(
      { _id: orderId, invoice: null },
      { $set: { invoice }, $unset: { invoicingSince: '' } },
    );
    return modifiedCount === 1;
  }

  /** The paid orders without an invoice, paid before `paidBefore` (at most 500 at a time). */
  async paidWithoutInvoice(paidBefore: Date): Promise<string[]> {
    const missing = await this.orders
      .find({ paymentStatus: 'paid', invoice: null, paidAt: trusted({ $lt: paidBefore }) })
      .select('_id')
      .limit(500)
      .lean();
    return missing.map(({ _id }) => _id.toString());
  }

  /** An order as its invoice PDF shows it; `userId` limits it to the owner's orders. */
  invoiced(orderId: string, userId?: string): Promise<InvoicedOrder | null> {
    return this.orders
      .findOne(userId ? { _id: orderId, userId } : { _id: orderId })
      .select(
        'lines totalPrice vat fullname phone shippingAddress shipping.fee paymentStatus invoice',
      )
      .lean<InvoicedOrder>();
  }

  /** An order as its mails tell it. */
  mailed(orderId: string): Promise<MailedOrder | null> {
    return this.orders
      .findById(orderId)
      .select(
        'userId lines totalPrice vat shippingAddress invoice ' +
          'shipping.fee shipping.tracking shipping.minDays shipping.maxDays',
      )
      .lean<MailedOrder>();
  }
}
