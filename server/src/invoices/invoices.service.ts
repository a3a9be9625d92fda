import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { AWAITED_LISTENER } from '../common/awaited-listener';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { sellerConfig } from '../config';
import { ORDER_EVENTS, type OrderEvent } from '../orders/order-events';
import { Order, type OrderInvoice } from '../orders/schemas/order.schema';
import { Counter } from './invoice-counter.schema';
import { INVOICE_EVENTS, type InvoiceIssuedEvent } from './invoice-events';
import { renderInvoicePdf } from './invoice-pdf';
import { encodeZatcaQr, zatcaAmount, zatcaTimestamp } from './zatca-qr';

const INVOICE_SEQUENCE = 'invoice';
const NOT_PAID_YET = 'The order is not paid yet: its invoice is issued once it is paid.';

export const invoiceNumber = (seq: number): string => `INV-${String(seq).padStart(6, '0')}`;

/** Tax invoices of paid orders: their numbers, their ZATCA QR code and their PDF. */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(Counter.name) private readonly counters: Model<Counter>,
    @Inject(sellerConfig.KEY) private readonly seller: ConfigType<typeof sellerConfig>,
    private readonly events: EventEmitter2,
  ) {}

  @OnEvent(ORDER_EVENTS.paid, AWAITED_LISTENER)
  async onPaid({ orderId }: OrderEvent): Promise<void> {
    await this.issue(orderId);
  }

  /**
   * Gives a paid order its invoice: the next number of the sequence and the QR code. Only the
   * one paid transition calls it; an order that already has an invoice keeps it.
   */
  async issue(orderId: string): Promise<OrderInvoice | null> {
    const order = await this.orders
      .findById(orderId)
      .select('paymentStatus totalPrice vat paidAt invoice')
      .lean();
    if (!order || order.paymentStatus !== 'paid') return null;
    if (order.invoice) return order.invoice;
    const issuedAt = order.paidAt ?? new Date();
    const invoice: OrderInvoice = {
      number: invoiceNumber(await this.nextSeq()),
      issuedAt,
      qr: encodeZatcaQr({
        sellerName: this.seller.name,
        vatNumber: this.seller.vatNumber,
        timestamp: zatcaTimestamp(issuedAt),
        total: zatcaAmount(order.totalPrice),
        vatTotal: zatcaAmount(order.vat),
      }),
    };
    const { modifiedCount } = await this.orders.updateOne(
      { _id: orderId, invoice: null },
      { $set: { invoice } },
    );
    if (modifiedCount === 1) {
      await this.events.emitAsync(INVOICE_EVENTS.issued, { orderId } satisfies InvoiceIssuedEvent);
    }
    return invoice;
  }

  /** One atomic increment: parallel payments, on one instance or several, never share a number. */
  private async nextSeq(): Promise<number> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const counter = await this.counters
          .findOneAndUpdate(
            { _id: INVOICE_SEQUENCE },
            { $inc: { seq: 1 } },
            { upsert: true, new: true, setDefaultsOnInsert: false },
          )
          .lean();
        return counter!.seq;
      } catch (error) {
        // Two first-ever upserts may race on the counter's _id; the loser simply increments.
        if ((error as { code?: number }).code !== 11000 || attempt > 0) throw error;
      }
    }
  }

  /** The PDF of an order's invoice; `userId` limits it to the owner's orders (others: 404). */
  async pdf(orderId: string, userId?: string): Promise<{ filename: string; pdf: Buffer }> {
    const order = await this.orders
      .findOne(userId ? { _id: orderId, userId } : { _id: orderId })
      .select('lines totalPrice vat fullname phone shippingAddress paymentStatus invoice')
      .lean();
    if (!order) throw new NotFoundException('Order not found.');
    if (!order.invoice) throw new ConflictException(NOT_PAID_YET);
    const pdf = await renderInvoicePdf({
      seller: this.seller,
      number: order.invoice.number,
      issuedAt: order.invoice.issuedAt,
      qr: order.invoice.qr,
      orderId: order._id.toString(),
      customer: { name: order.fullname, phone: order.phone, address: order.shippingAddress },
      lines: order.lines,
      total: order.totalPrice,
      vat: order.vat,
    });
    return { filename: `${order.invoice.number}.pdf`, pdf };
  }
}
