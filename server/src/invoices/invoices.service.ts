import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { OrderInvoice as OrderInvoiceShape } from '@shop/shared';
import { Model } from 'mongoose';
import { ConcurrencyLimit } from '../common/concurrency-limit';
import { shopError } from '../common/shop-error';
import { ordersConfig, sellerConfig } from '../config';
import { isDuplicateKey } from '../database/database-errors';
import { EventBus, OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { type InvoicedOrder, OrdersPort } from '../orders/orders-port';
import { Counter } from './invoice-counter.schema';
import { renderInvoicePdf } from './invoice-pdf';
import { type KeptDocument, OrderDocuments } from './order-documents.service';
import { encodeZatcaQr, zatcaAmount, zatcaTimestamp } from './zatca-qr';

const INVOICE_SEQUENCE = 'invoice';
/** The invoice PDF's kind among an order's documents. */
const INVOICE_PDF = 'invoice-pdf';
/** A numbering claim older than this was left by a process that stopped: another may take over. */
const INVOICING_CLAIM_TTL_MS = 2 * 60_000;
/** The sweep leaves alone orders paid this recently: their paid listener is still at work. */
const SWEEP_GRACE_MS = 60_000;

export const invoiceNumber = (seq: number): string => `INV-${String(seq).padStart(6, '0')}`;

/** An order's invoice as stored. */
type OrderInvoice = OrderInvoiceShape<Date>;

/** An invoice's PDF as it is served. */
export interface InvoicePdf extends KeptDocument {
  filename: string;
}

/** Tax invoices of paid orders: their numbers, their ZATCA QR code and their PDF. */
@Injectable()
export class InvoicesService {
  /** PDF renders under way in this process (INVOICE_RENDER_CONCURRENCY, INVOICE_RENDER_QUEUE). */
  private readonly renders: ConcurrencyLimit;
  /** The render under way of each order's PDF, which every request for it meanwhile awaits. */
  private readonly rendering = new Map<string, Promise<KeptDocument>>();

  constructor(
    private readonly orders: OrdersPort,
    @InjectModel(Counter.name) private readonly counters: Model<Counter>,
    @Inject(sellerConfig.KEY) private readonly seller: ConfigType<typeof sellerConfig>,
    @Inject(ordersConfig.KEY) config: ConfigType<typeof ordersConfig>,
    private readonly events: EventBus,
    private readonly documents: OrderDocuments,
  ) {
    this.renders = new ConcurrencyLimit(config.invoiceRenderConcurrency, config.invoiceRenderQueue);
  }

  /**
   * The PDF of an anonymised order is made again, with the placeholder in place of the customer's
   * name, phone and address; the invoice itself (its number, date, amounts and QR code, which
   * hold no customer data) is unchanged.
   */
  @OnShopEvent('orders.anonymised')
  async onAnonymised({ orderIds }: ShopEvents['orders.anonymised']): Promise<void> {
    await this.documents.forget(orderIds, INVOICE_PDF);
  }

  @OnShopEvent('order.paid')
  async onPaid({ orderId }: ShopEvents['order.paid']): Promise<void> {
    await this.issue(orderId);
  }

  /**
   * Gives a paid order its invoice: the next number of the sequence and the QR code. Called by
   * the one paid transition, and by the sweep for orders it left without one; the order is
   * claimed first (a conditional update) so that of callers racing, on one instance or several,
   * only one takes a number. An order that has an invoice keeps it. Answers the invoice issued
   * here, or null when none was (not paid, invoiced already, or another caller is at it).
   */
  async issue(orderId: string): Promise<OrderInvoice | null> {
    const order = await this.orders.toInvoice(orderId);
    if (!order || order.paymentStatus !== 'paid' || order.invoice) return null;
    const now = new Date();
    const staleBefore = new Date(now.getTime() - INVOICING_CLAIM_TTL_MS);
    if (!(await this.orders.claimInvoicing(orderId, now, staleBefore))) return null;
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
    if (!(await this.orders.saveInvoice(orderId, invoice))) return null;
    await this.events.emit('invoice.issued', { orderId });
    return invoice;
  }

  /**
   * Gives an invoice to the paid orders that lack one (their paid listener failed), paid longer
   * than a minute ago. Safe with several instances: `issue` claims each order. Answers how many
   * it issued.
   */
  async issueMissing(now: Date = new Date()): Promise<number> {
    const missing = await this.orders.paidWithoutInvoice(new Date(now.getTime() - SWEEP_GRACE_MS));
    let issued = 0;
    for (const orderId of missing) {
      if (await this.issue(orderId)) issued += 1;
    }
    return issued;
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
        if (!isDuplicateKey(error) || attempt > 0) throw error;
      }
    }
  }

  /**
   * The PDF of an order's invoice; `userId` limits it to the owner's orders (others: 404). Made
   * the first time it is asked for and kept: later requests, on any instance, get the same bytes.
   */
  async pdf(orderId: string, userId?: string): Promise<InvoicePdf> {
    const order = await this.orders.invoiced(orderId, userId);
    if (!order) throw shopError('ORDER_NOT_FOUND');
    if (!order.invoice) throw shopError('INVOICE_NOT_ISSUED');
    const filename = `${order.invoice.number}.pdf`;
    const kept = await this.documents.find(orderId, INVOICE_PDF);
    return { filename, ...(kept ?? (await this.renderOnce(order, order.invoice))) };
  }

  /**
   * Renders and keeps an order's PDF: one render per order at a time in this process (requests
   * meanwhile await it), and at most INVOICE_RENDER_CONCURRENCY renders at once (503 beyond
   * those that may wait).
   */
  private renderOnce(order: InvoicedOrder, invoice: OrderInvoice): Promise<KeptDocument> {
    const orderId = order._id.toString();
    let render = this.rendering.get(orderId);
    if (!render) {
      render = this.renders
        .run(async () => {
          // Kept meanwhile by another instance, or by a render this one finished since.
          const kept = await this.documents.find(orderId, INVOICE_PDF);
          if (kept) return kept;
          const pdf = await renderInvoicePdf({
            seller: this.seller,
            number: invoice.number,
            issuedAt: invoice.issuedAt,
            qr: invoice.qr,
            orderId,
            customer: { name: order.fullname, phone: order.phone, address: order.shippingAddress },
            lines: order.lines,
            total: order.totalPrice,
            vat: order.vat,
          });
          return this.documents.keep(orderId, INVOICE_PDF, 'application/pdf', pdf);
        })
        .finally(() => this.rendering.delete(orderId));
      this.rendering.set(orderId, render);
    }
    return render;
  }
}
