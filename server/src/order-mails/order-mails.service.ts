import type { Language } from '@shop/shared';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ShopError } from '../common/shop-error';
import { appConfig } from '../config';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { InvoicesService } from '../invoices/invoices.service';
import { MailService, type Mail } from '../mail/mail.service';
import { type OrderTaxDocument, OrdersPort } from '../orders/orders-port';
import { UsersService } from '../users/users.service';
import {
  isNotifiedShipping,
  orderPaidMail,
  refundMail,
  shippingMail,
  type OrderMailFacts,
} from './order-mail-texts';

/** The attachment sources that render an order's invoice or credit note PDF when mailed. */
const PDF_SOURCES: Record<OrderTaxDocument, string> = {
  invoice: 'invoice-pdf',
  creditNote: 'credit-note-pdf',
};
/** The web app's page of the shopper's orders. */
const MY_ORDERS_PATH = '/myOrders';

/**
 * Mails the shopper about their order, in their language, through the outbox: the confirmation
 * with the invoice once paid, and short notices when it ships, arrives, is canceled or refunded.
 * Each mail's outbox key names the order and the event, so none goes out twice.
 */
@Injectable()
export class OrderMailsService implements OnModuleInit {
  private readonly logger = new Logger('OrderMails');

  constructor(
    private readonly orders: OrdersPort,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly invoices: InvoicesService,
  ) {}

  onModuleInit(): void {
    for (const document of ['invoice', 'creditNote'] as const) {
      this.mail.registerAttachmentSource(PDF_SOURCES[document], async (orderId) => {
        try {
          return (await this.invoices.pdf(orderId, undefined, document)).content;
        } catch (error) {
          // Deleted since: the mail goes without the document.
          if (ShopError.is(error, 'ORDER_NOT_FOUND')) return null;
          throw error;
        }
      });
    }
  }

  /** An order's invoice or credit note, numbered `number`, as a mail's attachment. */
  private attached(orderId: string, document: OrderTaxDocument, number: string | undefined) {
    return number
      ? [
          {
            filename: `${number}.pdf`,
            contentType: 'application/pdf',
            source: PDF_SOURCES[document],
            ref: orderId,
          },
        ]
      : [];
  }

  /** The confirmation waits for the invoice number, so that it can carry the invoice. */
  @OnShopEvent('invoice.issued')
  async onInvoiceIssued({ orderId }: ShopEvents['invoice.issued']): Promise<void> {
    await this.queue(`order-paid:${orderId}`, orderId, (language, facts) => ({
      ...orderPaidMail(language, facts),
      attachments: this.attached(orderId, 'invoice', facts.invoiceNumber),
    }));
  }

  @OnShopEvent('order.shipping-changed')
  async onShippingChanged({
    orderId,
    shippingStatus,
  }: ShopEvents['order.shipping-changed']): Promise<void> {
    if (!isNotifiedShipping(shippingStatus)) return;
    await this.queue(`order-${shippingStatus}:${orderId}`, orderId, (language, facts) =>
      shippingMail(language, facts, shippingStatus),
    );
  }

  /**
   * The refund mail of an invoiced order waits for its credit note, so that it can carry it; an
   * order refunded without an invoice (a payment it could not keep) is told at once.
   */
  @OnShopEvent('order.refunded')
  async onRefunded({ orderId }: ShopEvents['order.refunded']): Promise<void> {
    if ((await this.orders.mailed(orderId))?.invoice) return;
    await this.queue(`order-refunded:${orderId}`, orderId, refundMail);
  }

  @OnShopEvent('credit-note.issued')
  async onCreditNoteIssued({ orderId }: ShopEvents['credit-note.issued']): Promise<void> {
    await this.queue(`order-refunded:${orderId}`, orderId, (language, facts) => ({
      ...refundMail(language, facts),
      attachments: this.attached(orderId, 'creditNote', facts.creditNoteNumber),
    }));
  }

  private async queue(
    key: string,
    orderId: string,
    compose: (language: Language, facts: OrderMailFacts) => Mail,
  ): Promise<void> {
    const order = await this.orders.mailed(orderId);
    const shopper = order && (await this.users.contactOf(order.userId));
    if (!order || !shopper) {
      this.logger.warn(`No mail "${key}": the order or its shopper is gone.`);
      return;
    }
    const facts: OrderMailFacts = {
      to: shopper.email,
      name: shopper.name,
      orderId,
      lines: order.lines,
      total: order.totalPrice,
      vat: order.vat,
      shippingAddress: order.shippingAddress,
      ...(order.shipping && {
        deliveryFee: order.shipping.fee,
        tracking: order.shipping.tracking,
      }),
      ...(order.discounts?.length && { discounts: order.discounts }),
      invoiceNumber: order.invoice?.number,
      creditNoteNumber: order.creditNote?.number,
      ordersUrl: `${this.app.publicUrl}${MY_ORDERS_PATH}`,
    };
    await this.mail.queue(key, compose(shopper.language, facts));
  }
}
