/**
 * What an order's tax documents say, worked out once for the XML and the PDF alike: the lines
 * (each item, and the delivery fee as a line of its own), the discounts as document-level
 * allowances, the seller and the buyer (docs/e-invoicing.md). Pure functions over the order as
 * the orders module keeps it.
 */
import type { NationalAddress, RefundReason } from '@shop/shared';
import { DELETED_CUSTOMER_PLACEHOLDER, toHalalas } from '@shop/shared';
import type { ConfigType } from '@nestjs/config';
import type { ordersConfig, sellerConfig } from '../config';
import { documentSeller } from '../einvoicing/document-seller';
import {
  deliveryFeeLine,
  documentAmounts,
  type DocumentInput,
  type DocumentLine,
  PAYMENT_MEANS,
} from '../zatca';
import { hasArabic, leftToRight } from './bidi-text';

/** What a tax document reads of an order (OrdersPort.invoiced). */
export interface TaxedOrder {
  lines: { name: string; nameAr?: string; quantity: number; unitPrice: number }[];
  /** SAR, VAT included: what the shopper paid. */
  totalPrice: number;
  fullname: string;
  /** The delivery, when the order has one: `fee` in SAR, VAT included (issue 25). */
  shipping?: { fee: number } | null;
  /** Discounts taken off the total: `amount` in SAR, VAT included (issue 27). */
  discounts?: { label: string; labelAr: string; amount: number }[] | null;
  refundReason?: RefundReason | null;
}

/** Which document of an order, and its particulars. */
export interface TaxDocumentHeading {
  kind: 'invoice' | 'credit-note';
  number: string;
  uuid: string;
  issuedAt: Date;
  /** A credit note: the number of the invoice it cancels. */
  billingReference?: string;
}

type SellerSettings = ConfigType<typeof sellerConfig>;

/** How a document's free text (a reason) holds both languages in its one XML field. */
const LANGUAGE_SEPARATOR = ' | ';

/** The text in Arabic, then in English: "ar | en". */
const inBothLanguages = (arabic: string, english: string) =>
  `${arabic}${LANGUAGE_SEPARATOR}${english}`;

/** A text of inBothLanguages, each language apart (the PDF draws one below the other). */
export const eachLanguage = (text: string): string[] => text.split(LANGUAGE_SEPARATOR);

/**
 * Why a credit note is issued (KSA-10), in Arabic and English, by why the order was refunded.
 * Only an invoiced order gets one: in practice a paid order the shop refunded.
 */
const CREDIT_NOTE_REASONS: Record<RefundReason | 'unknown', string> = {
  admin: inBothLanguages(
    'استرداد كامل مبلغ الطلب إلى بطاقة العميل',
    'Full refund of the order to the customer card',
  ),
  duplicate: inBothLanguages(
    'استرداد دفعة مكررة للطلب',
    'Refund of a duplicate payment of the order',
  ),
  late: inBothLanguages(
    'استرداد دفعة وصلت بعد انتهاء مهلة الطلب',
    'Refund of a payment made after the order expired',
  ),
  unknown: inBothLanguages('إلغاء الطلب واسترداد مبلغه', 'Order canceled and refunded'),
};

/** A line of the order as a document line: its Arabic name, its English one beside it. */
function documentLine(line: TaxedOrder['lines'][number]): DocumentLine {
  const arabic = line.nameAr?.trim();
  return {
    nameAr: arabic || line.name,
    ...(arabic && arabic !== line.name.trim() && { nameEn: line.name }),
    quantity: line.quantity,
    unitPriceWithVat: toHalalas(line.unitPrice),
  };
}

/**
 * The document of an order, without its place in the chain (counter and previous hash, which
 * the chain gives): every line, the delivery fee as a line when there is one, and each discount
 * as an allowance. A credit note cancels the whole invoice (the shop refunds orders whole), so it
 * states the same lines, with the invoice it refers to and why.
 */
export function taxDocumentInput(
  order: TaxedOrder,
  seller: SellerSettings,
  heading: TaxDocumentHeading,
): Omit<DocumentInput, 'counter' | 'previousHash'> {
  const fee = order.shipping?.fee ? toHalalas(order.shipping.fee) : 0;
  const note = heading.kind === 'credit-note';
  return {
    kind: heading.kind,
    number: heading.number,
    uuid: heading.uuid,
    issuedAt: heading.issuedAt,
    seller: documentSeller(seller),
    buyer: { name: order.fullname },
    lines: [...order.lines.map(documentLine), ...(fee > 0 ? [deliveryFeeLine(fee)] : [])],
    allowances: (order.discounts ?? []).map((discount) => ({
      reason: inBothLanguages(discount.labelAr, discount.label),
      amountWithVat: toHalalas(discount.amount),
    })),
    paymentMeans: PAYMENT_MEANS.bankCard,
    ...(note && {
      billingReference: heading.billingReference,
      reason: CREDIT_NOTE_REASONS[order.refundReason ?? 'unknown'],
    }),
  };
}

/**
 * Checks that a document states what the shopper paid: its total with VAT is the order's total.
 * A difference means the order keeps an amount the document does not know of; issuing it would
 * state a wrong total, so it throws instead.
 */
export function assertStatesOrderTotal(
  input: Omit<DocumentInput, 'counter' | 'previousHash'>,
  order: Pick<TaxedOrder, 'totalPrice'>,
): void {
  const stated = documentAmounts(input).taxInclusive;
  if (stated !== toHalalas(order.totalPrice)) {
    throw new Error(
      `Document ${input.number} would state ${stated} halalas, but the order's total is ` +
        `${toHalalas(order.totalPrice)}: its lines, delivery fee and discounts do not add up to it.`,
    );
  }
}

/** How a line is named on the PDF: its main name, and the other language's beside it. */
export interface LineNames {
  main: string;
  beside?: string;
}

/**
 * A document line's names as its PDF shows them (INVOICE_LINE_NAMES): the Arabic one, and the
 * English one beside it when the seller wants both.
 */
export function lineNames(
  line: Pick<DocumentLine, 'nameAr' | 'nameEn'>,
  setting: ConfigType<typeof ordersConfig>['invoiceLineNames'],
): LineNames {
  return setting === 'both' && line.nameEn
    ? { main: line.nameAr, beside: line.nameEn }
    : { main: line.nameAr };
}

/** Where an order goes, as the order keeps it (OrdersPort.invoiced). */
export interface ShippedOrder {
  /** The documented text: addressText of the address book's address, or the shopper's own. */
  shippingAddress: string;
  shipping?: { address?: NationalAddress; cityAr?: string } | null;
}

/**
 * The "Ship to" of an order's PDF: an address of the address book in the language the shopper
 * wrote it in. Written in Arabic (its street or district in Arabic letters), it names the city in
 * Arabic and takes Arabic commas, its postal code and short address kept reading left to right;
 * else it is the order's text as kept (addressText), an anonymised order's placeholder too.
 */
export function shipTo(order: ShippedOrder): string {
  const address = order.shipping?.address;
  const anonymised = [order.shippingAddress, address?.street].includes(
    DELETED_CUSTOMER_PLACEHOLDER,
  );
  if (!address || anonymised || !hasArabic(`${address.street} ${address.district}`)) {
    return order.shippingAddress;
  }
  const city = order.shipping?.cityAr ?? address.city;
  return [
    `${address.buildingNumber} ${address.street}`,
    address.district,
    `${city} ${leftToRight(`${address.postalCode}-${address.additionalNumber}`)}`,
    ...(address.shortAddress ? [leftToRight(address.shortAddress)] : []),
  ].join('، ');
}
