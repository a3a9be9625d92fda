import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { OrderInvoice as OrderInvoiceShape } from '@shop/shared';
import { Model } from 'mongoose';
import { ConcurrencyLimit } from '../common/concurrency-limit';
import { shopError } from '../common/shop-error';
import { ordersConfig, sellerConfig } from '../config';
import { isDuplicateKey } from '../database/database-errors';
import { ChainService, StampingNotReady } from '../einvoicing/chain.service';
import { EventBus, OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { type InvoicedOrder, type OrderTaxDocument, OrdersPort } from '../orders/orders-port';
import { orderReferenceOf } from '../orders/schemas/order.schema';
import { documentAmounts } from '../zatca';
import { Counter } from './invoice-counter.schema';
import { renderInvoicePdf } from './invoice-pdf';
import { type KeptDocument, OrderDocuments } from './order-documents.service';
import { assertStatesOrderTotal, lineNames, shipTo, taxDocumentInput } from './tax-document';

/** Each document an order may be given: its numbering, its ZATCA kind, its kept PDF's kind. */
const DOCUMENTS = {
  invoice: { sequence: 'invoice', prefix: 'INV', zatcaKind: 'invoice', pdf: 'invoice-pdf' },
  creditNote: {
    sequence: 'credit-note',
    prefix: 'CN',
    zatcaKind: 'credit-note',
    pdf: 'credit-note-pdf',
  },
} as const;
/** A numbering claim older than this was left by a process that stopped: another may take over. */
const INVOICING_CLAIM_TTL_MS = 2 * 60_000;
/** The sweep leaves alone orders settled this recently: their listener is still at work. */
const SWEEP_GRACE_MS = 60_000;

const documentNumber = (document: OrderTaxDocument, seq: number) =>
  `${DOCUMENTS[document].prefix}-${String(seq).padStart(6, '0')}`;

/** The key of an order's document in the e-invoicing chain. */
const chainKey = (orderId: string, document: OrderTaxDocument) =>
  `${orderId}:${DOCUMENTS[document].zatcaKind}`;

/** An order's invoice (or credit note) as stored. */
type OrderInvoice = OrderInvoiceShape<Date>;

/** An invoice's PDF or XML as it is served. */
export interface ServedDocument extends KeptDocument {
  filename: string;
}

/** Whether an order, as it is now, should have `document` and has none. */
function isDue(order: InvoicedOrder, document: OrderTaxDocument): boolean {
  if (order[document]) return false;
  return document === 'invoice'
    ? order.paidAt != null && ['paid', 'refunded'].includes(order.paymentStatus)
    : order.paymentStatus === 'refunded' && order.invoice != null;
}

/**
 * The tax documents of orders (docs/e-invoicing.md): a paid order's simplified tax invoice and a
 * refunded one's credit note — numbered here, stamped as ZATCA documents in the e-invoicing chain
 * (which also reports them), and served as PDF and as XML.
 */
@Injectable()
export class InvoicesService {
  private readonly logger = new Logger('Invoices');
  /** PDF renders under way in this process (INVOICE_RENDER_CONCURRENCY, INVOICE_RENDER_QUEUE). */
  private readonly renders: ConcurrencyLimit;
  /** The render under way of each order's PDF, which every request for it meanwhile awaits. */
  private readonly rendering = new Map<string, Promise<KeptDocument>>();

  constructor(
    private readonly orders: OrdersPort,
    @InjectModel(Counter.name) private readonly counters: Model<Counter>,
    @Inject(sellerConfig.KEY) private readonly seller: ConfigType<typeof sellerConfig>,
    @Inject(ordersConfig.KEY) private readonly config: ConfigType<typeof ordersConfig>,
    private readonly events: EventBus,
    private readonly documents: OrderDocuments,
    private readonly chain: ChainService,
  ) {
    this.renders = new ConcurrencyLimit(config.invoiceRenderConcurrency, config.invoiceRenderQueue);
  }

  /**
   * The PDFs of an anonymised order (invoice, credit note) are made again, with the placeholder
   * in place of the customer's name, phone and address. The documents themselves (number, date,
   * amounts, QR code) are unchanged, and so is the stamped XML, buyer's name included: a reported
   * tax document is kept as it was issued (docs/decisions.md).
   */
  @OnShopEvent('orders.anonymised')
  async onAnonymised({ orderIds }: ShopEvents['orders.anonymised']): Promise<void> {
    for (const { pdf } of Object.values(DOCUMENTS)) await this.documents.forget(orderIds, pdf);
  }

  @OnShopEvent('order.paid')
  async onPaid({ orderId }: ShopEvents['order.paid']): Promise<void> {
    await this.issueOrLeave(orderId, 'invoice');
  }

  @OnShopEvent('order.refunded')
  async onRefunded({ orderId }: ShopEvents['order.refunded']): Promise<void> {
    await this.issueOrLeave(orderId, 'creditNote');
  }

  /**
   * Issues a document as its order settles. The payment or refund is done whatever happens
   * here, so a failure (the database away, a document that would not state the order's total)
   * is logged and left to the sweep, not answered to the shopper or the admin as an error.
   */
  private async issueOrLeave(orderId: string, document: OrderTaxDocument): Promise<void> {
    try {
      await this.issue(orderId, document);
    } catch (error) {
      this.logger.error(
        `${document} of order ${orderId} not issued, left to the sweep: ${(error as Error).message}`,
      );
    }
  }

  /**
   * Gives an order its invoice (once paid) or its credit note (once refunded, if invoiced): the
   * next number of its sequence, stamped as the next document of the e-invoicing chain, whose
   * QR code the order keeps. Called by the settling transition, and by the sweep for orders it
   * left without one; the order is claimed first (a conditional update) so that of callers
   * racing, on one instance or several, only one takes a number. An order keeps the document it
   * has. Answers the document issued here, or null when none was (not due, issued already,
   * another caller at it, or e-invoicing not onboarded yet: the sweep issues it later).
   */
  async issue(
    orderId: string,
    document: OrderTaxDocument = 'invoice',
  ): Promise<OrderInvoice | null> {
    const order = await this.orders.invoiced(orderId);
    if (!order || !isDue(order, document)) return null;
    const now = new Date();
    const staleBefore = new Date(now.getTime() - INVOICING_CLAIM_TTL_MS);
    if (!(await this.orders.claim(orderId, document, now, staleBefore))) return null;
    let stamped;
    try {
      // The number is taken once the chain is sure to stamp it: a document stored in the chain
      // before a failure keeps its number, and is the one the order gets on the next try.
      stamped = await this.chain.issue(chainKey(orderId, document), orderId, async () => {
        const input = taxDocumentInput(order, this.seller, {
          kind: DOCUMENTS[document].zatcaKind,
          number: documentNumber(document, await this.nextSeq(DOCUMENTS[document].sequence)),
          uuid: randomUUID(),
          issuedAt: (document === 'invoice' ? order.paidAt : order.refundedAt) ?? now,
          billingReference: order.invoice?.number,
        });
        assertStatesOrderTotal(input, order);
        return input;
      });
    } catch (error) {
      if (!(error instanceof StampingNotReady)) throw error;
      this.logger.warn(`${document} of order ${orderId} waits: ${error.message}`);
      await this.orders.release(orderId, document, now);
      return null;
    }
    const issued: OrderInvoice = {
      number: stamped.number,
      issuedAt: stamped.issuedAt,
      qr: stamped.qr,
    };
    if (!(await this.orders.save(orderId, document, issued))) return null;
    await this.events.emit(document === 'invoice' ? 'invoice.issued' : 'credit-note.issued', {
      orderId,
    });
    return issued;
  }

  /**
   * Gives their invoice to the paid orders that lack one, then their credit note to the refunded
   * ones that lack one (their listener failed, or e-invoicing was not onboarded yet), settled
   * longer than a minute ago. Safe with several instances: `issue` claims each order. Answers
   * how many documents it issued.
   */
  async issueMissing(now: Date = new Date()): Promise<number> {
    const before = new Date(now.getTime() - SWEEP_GRACE_MS);
    let issued = 0;
    for (const document of ['invoice', 'creditNote'] as const) {
      for (const orderId of await this.orders.missing(document, before)) {
        if (await this.issue(orderId, document)) issued += 1;
      }
    }
    return issued;
  }

  /** One atomic increment: parallel payments, on one instance or several, never share a number. */
  private async nextSeq(sequence: string): Promise<number> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const counter = await this.counters
          .findOneAndUpdate(
            { _id: sequence },
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

  /** An order that has `document`; `userId` limits it to the owner's orders (others: 404). */
  private async withDocument(
    orderId: string,
    document: OrderTaxDocument,
    userId: string | undefined,
  ): Promise<InvoicedOrder & Required<Pick<InvoicedOrder, 'invoice'>>> {
    const order = await this.orders.invoiced(orderId, userId);
    if (!order) throw shopError('ORDER_NOT_FOUND');
    if (!order.invoice) throw shopError('INVOICE_NOT_ISSUED');
    if (document === 'creditNote' && !order.creditNote) throw shopError('CREDIT_NOTE_NOT_ISSUED');
    return order as InvoicedOrder & Required<Pick<InvoicedOrder, 'invoice'>>;
  }

  /**
   * The signed XML of an order's invoice or credit note, as stamped and reported; `userId`
   * limits it to the owner's orders. An invoice issued before e-invoicing has none (409).
   */
  async xml(orderId: string, document: OrderTaxDocument, userId?: string): Promise<ServedDocument> {
    const order = await this.withDocument(orderId, document, userId);
    const xml = await this.chain.xml(chainKey(orderId, document));
    if (xml === null) throw shopError('INVOICE_XML_NOT_ISSUED');
    const content = Buffer.from(xml, 'utf8');
    return {
      filename: `${order[document]!.number}.xml`,
      contentType: 'application/xml; charset=utf-8',
      content,
      sha256: createHash('sha256').update(content).digest('base64url'),
    };
  }

  /**
   * The PDF of an order's invoice or credit note; `userId` limits it to the owner's orders
   * (others: 404). Made the first time it is asked for and kept: later requests, on any
   * instance, get the same bytes.
   */
  async pdf(
    orderId: string,
    userId?: string,
    document: OrderTaxDocument = 'invoice',
  ): Promise<ServedDocument> {
    const order = await this.withDocument(orderId, document, userId);
    const filename = `${order[document]!.number}.pdf`;
    const kept = await this.documents.find(orderId, DOCUMENTS[document].pdf);
    return { filename, ...(kept ?? (await this.renderOnce(order, document))) };
  }

  /**
   * Renders and keeps an order's PDF: one render per order and document at a time in this
   * process (requests meanwhile await it), and at most INVOICE_RENDER_CONCURRENCY renders at
   * once (503 beyond those that may wait).
   */
  private renderOnce(
    order: InvoicedOrder & Required<Pick<InvoicedOrder, 'invoice'>>,
    document: OrderTaxDocument,
  ): Promise<KeptDocument> {
    const orderId = order._id.toString();
    const kind = DOCUMENTS[document].pdf;
    const key = `${orderId}:${kind}`;
    let render = this.rendering.get(key);
    if (!render) {
      render = this.renders
        .run(async () => {
          // Kept meanwhile by another instance, or by a render this one finished since.
          const kept = await this.documents.find(orderId, kind);
          if (kept) return kept;
          const pdf = await renderInvoicePdf(this.pdfContent(order, document));
          return this.documents.keep(orderId, kind, 'application/pdf', pdf);
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, render);
    }
    return render;
  }

  /** What an order's document PDF shows: the document its XML states, and the QR code. */
  private pdfContent(
    order: InvoicedOrder & Required<Pick<InvoicedOrder, 'invoice'>>,
    document: OrderTaxDocument,
  ) {
    const issued = order[document]!;
    const kind = DOCUMENTS[document].zatcaKind;
    const input = taxDocumentInput(order, this.seller, {
      kind,
      number: issued.number,
      uuid: '',
      issuedAt: issued.issuedAt,
      billingReference: order.invoice.number,
    });
    const amounts = documentAmounts(input);
    return {
      kind,
      seller: this.seller,
      number: issued.number,
      issuedAt: issued.issuedAt,
      qr: issued.qr,
      orderReference: `#${orderReferenceOf(order._id)}`,
      ...(kind === 'credit-note' && {
        billingReference: input.billingReference,
        reason: input.reason,
      }),
      customer: { name: order.fullname, phone: order.phone, address: shipTo(order) },
      lines: input.lines.map((line, index) => ({
        names: lineNames(line, this.config.invoiceLineNames),
        quantity: line.quantity,
        amount: amounts.lines[index],
      })),
      allowances: (input.allowances ?? []).map((allowance, index) => ({
        reason: allowance.reason,
        amount: amounts.allowances[index],
      })),
      totals: amounts,
    };
  }
}
