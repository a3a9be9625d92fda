/**
 * The UBL 2.1 XML of a simplified tax invoice (388), credit note (381) or debit note (383), as
 * ZATCA's XML Implementation Standard and the SDK's samples lay it out, without its stamp
 * (stamp.ts adds ext:UBLExtensions and the QR). Written with xmlbuilder2, which escapes text and
 * keeps the UBL elements in the order the schema requires as they are added.
 *
 * A delivery fee is an invoice line, not a document-level charge: it is a service supplied at its
 * own VAT-inclusive price, so as a line it carries its own net amount, VAT and amount with VAT
 * (BT-131, KSA-11, KSA-12) like every other row of the PDF, and a credit note can refund it as a
 * line; a document-level charge (BG-21) states a net amount only and needs a UNTDID 7161 reason
 * code (BR-KSA-19, BR-KSA-CL-06). Document-level allowances (BG-20) are the discounts.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import {
  DocumentAmounts,
  formatAmount,
  Halalas,
  splitDocument,
  unitNetPrice,
  VAT_PERCENT,
} from './amounts';
import { NS } from './xml';

export type DocumentKind = 'invoice' | 'credit-note' | 'debit-note';

/** Invoice type codes (BT-3, UNTDID 1001). */
export const INVOICE_TYPE_CODES: Record<DocumentKind, string> = {
  invoice: '388',
  'credit-note': '381',
  'debit-note': '383',
};

/**
 * The invoice transaction code (KSA-2): "02" simplified, then no third party, nominal supply,
 * export, summary or self-billing.
 */
export const SIMPLIFIED_TRANSACTION_CODE = '0200000';

/** Seller identification schemes (BT-29-1) ZATCA accepts (BR-KSA-08). */
export const SELLER_ID_SCHEMES = ['CRN', 'MOM', 'MLS', 'SAG', 'OTH', '700'] as const;
export type SellerIdScheme = (typeof SELLER_ID_SCHEMES)[number];

/** A Saudi National Address (BR-KSA-09, BR-KSA-37, BR-KSA-66). */
export interface NationalAddress {
  street: string;
  /** 4 digits. */
  buildingNumber: string;
  /** The 4-digit additional number, if known. */
  additionalNumber?: string;
  district: string;
  city: string;
  /** 5 digits. */
  postalCode: string;
}

export interface Seller {
  /** The registered name (BT-27, QR tag 1), as the VAT certificate states it, usually Arabic. */
  name: string;
  /** VAT registration number (BT-31): 15 digits, first and last 3. */
  vatNumber: string;
  /** Commercial registration or other identifier (BT-29). */
  id: { scheme: SellerIdScheme; value: string };
  address: NationalAddress;
}

export interface DocumentLine {
  nameAr: string;
  /** Written beside the Arabic name ("عربي | English"), as ZATCA's samples write bilingual text. */
  nameEn?: string;
  /** A whole number of items above zero. */
  quantity: number;
  /** Price of one item with VAT, in halalas (VAT category S, 15%). */
  unitPriceWithVat: Halalas;
}

/** A document-level discount, VAT-inclusive (promotions). */
export interface DocumentAllowance {
  reason: string;
  amountWithVat: Halalas;
}

/** Payment means codes (BT-81, UNTDID 4461) the shop uses (BR-KSA-16). */
export type PaymentMeansCode = '10' | '30' | '42' | '48' | '1';
export const PAYMENT_MEANS = {
  cash: '10',
  creditTransfer: '30',
  bankAccount: '42',
  bankCard: '48',
  notDefined: '1',
} as const satisfies Record<string, PaymentMeansCode>;

export interface DocumentInput {
  kind: DocumentKind;
  /** The document's own number (BT-1), e.g. "INV-2026-000042" or "CN-2026-000003". */
  number: string;
  /** KSA-1: letters, digits and dashes (a v4 UUID). */
  uuid: string;
  issuedAt: Date;
  /** Invoice counter value (KSA-16): this document's place in the EGS unit's chain. */
  counter: number;
  /** Previous invoice hash (KSA-13): the hash of the chain's previous document. */
  previousHash: string;
  seller: Seller;
  /** A B2C buyer: absent, or known by name only. */
  buyer?: { name: string };
  lines: DocumentLine[];
  allowances?: DocumentAllowance[];
  paymentMeans: PaymentMeansCode;
  /** Credit and debit notes: the number of the invoice they correct (BT-25). */
  billingReference?: string;
  /** Credit and debit notes: why they are issued (KSA-10). */
  reason?: string;
  note?: string;
}

/** Bilingual name of the delivery fee line. */
export const DELIVERY_FEE_NAME = { ar: 'رسوم التوصيل', en: 'Delivery fee' } as const;

/** The delivery fee of an order as its document line. */
export function deliveryFeeLine(feeWithVat: Halalas): DocumentLine {
  return {
    nameAr: DELIVERY_FEE_NAME.ar,
    nameEn: DELIVERY_FEE_NAME.en,
    quantity: 1,
    unitPriceWithVat: feeWithVat,
  };
}

/** The issue date and time in Saudi Arabia (UTC+3 all year), as IssueDate and IssueTime. */
export function ksaDateTime(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + 3 * 3600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** What XML 1.0 cannot hold (its Char production): controls, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML_CHARACTERS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * One line of free text: whitespace runs (line breaks included) become one space, and what the
 * XML could not hold goes, so that a name stored with a control character does not stop its
 * invoice (the document is parsed before it is stamped).
 */
function text(value: string, what: string, maxLength = 1000): string {
  const cleaned = value.replace(NOT_XML_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  if (!cleaned) throw new RangeError(`${what} is empty.`);
  if (cleaned.length > maxLength) throw new RangeError(`${what} is over ${maxLength} characters.`);
  return cleaned;
}

function digits(value: string, count: number, what: string): string {
  if (!new RegExp(`^\\d{${count}}$`).test(value))
    throw new RangeError(`${what} must be ${count} digits.`);
  return value;
}

/** Checks an input against the rules the document states (throws RangeError) and splits it. */
export function documentAmounts(
  input: Pick<DocumentInput, 'lines' | 'allowances'>,
): DocumentAmounts {
  if (input.lines.length === 0) throw new RangeError('A document needs at least one line.');
  const lineAmounts = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`A quantity must be a whole number above zero (got ${line.quantity}).`);
    }
    return line.quantity * line.unitPriceWithVat;
  });
  return splitDocument(
    lineAmounts,
    (input.allowances ?? []).map((a) => a.amountWithVat),
  );
}

function validate(input: DocumentInput): void {
  if (!/^[A-Za-z0-9-]{1,127}$/.test(input.uuid))
    throw new RangeError('The UUID must be letters, digits and dashes.');
  if (!Number.isSafeInteger(input.counter) || input.counter < 1) {
    throw new RangeError('The invoice counter must be a whole number from 1.');
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(input.previousHash)) {
    throw new RangeError('The previous invoice hash must be base64.');
  }
  if (!/^3\d{13}3$/.test(input.seller.vatNumber)) {
    throw new RangeError('The seller VAT number must be 15 digits starting and ending with 3.');
  }
  if (!/^[A-Za-z0-9]+$/.test(input.seller.id.value)) {
    throw new RangeError('The seller identification must be letters and digits.');
  }
  const isNote = input.kind !== 'invoice';
  if (
    isNote !== (input.billingReference !== undefined) ||
    isNote !== (input.reason !== undefined)
  ) {
    throw new RangeError(
      'Credit and debit notes, and only they, need a billing reference and a reason.',
    );
  }
}

const SCHEME = { schemeID: 'UN/ECE 5305', schemeAgencyID: '6' };
const TAX_SCHEME = { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' };

function taxCategory(parent: XMLBuilder, element: string): void {
  const category = parent.ele(element);
  category.ele('cbc:ID', SCHEME).txt('S');
  category.ele('cbc:Percent').txt(VAT_PERCENT.toFixed(2));
  category.ele('cac:TaxScheme').ele('cbc:ID', TAX_SCHEME).txt('VAT');
}

/**
 * The document's XML with its QR (base64) in the "QR" reference, and no ext:UBLExtensions yet.
 * Pretty-printed with four spaces, the root start tag ending its line so that the stamp can be
 * placed right after it, as in ZATCA's samples.
 */
export function renderDocument(input: DocumentInput, amounts: DocumentAmounts, qr: string): string {
  validate(input);
  const { seller } = input;
  const address = seller.address;
  const { date, time } = ksaDateTime(input.issuedAt);
  const amount = (parent: XMLBuilder, element: string, value: Halalas) =>
    parent.ele(element, { currencyID: 'SAR' }).txt(formatAmount(value));

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS.invoice, 'Invoice', {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ext': NS.ext,
  });
  root.ele('cbc:ProfileID').txt('reporting:1.0');
  root.ele('cbc:ID').txt(text(input.number, 'The document number', 127));
  root.ele('cbc:UUID').txt(input.uuid);
  root.ele('cbc:IssueDate').txt(date);
  root.ele('cbc:IssueTime').txt(time);
  root
    .ele('cbc:InvoiceTypeCode', { name: SIMPLIFIED_TRANSACTION_CODE })
    .txt(INVOICE_TYPE_CODES[input.kind]);
  if (input.note) root.ele('cbc:Note', { languageID: 'ar' }).txt(text(input.note, 'The note'));
  root.ele('cbc:DocumentCurrencyCode').txt('SAR');
  root.ele('cbc:TaxCurrencyCode').txt('SAR');
  if (input.billingReference !== undefined) {
    root
      .ele('cac:BillingReference')
      .ele('cac:InvoiceDocumentReference')
      .ele('cbc:ID')
      .txt(text(input.billingReference, 'The billing reference', 5000));
  }
  const counter = root.ele('cac:AdditionalDocumentReference');
  counter.ele('cbc:ID').txt('ICV');
  counter.ele('cbc:UUID').txt(String(input.counter));
  const previous = root.ele('cac:AdditionalDocumentReference');
  previous.ele('cbc:ID').txt('PIH');
  previous
    .ele('cac:Attachment')
    .ele('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'text/plain' })
    .txt(input.previousHash);
  const qrReference = root.ele('cac:AdditionalDocumentReference');
  qrReference.ele('cbc:ID').txt('QR');
  qrReference
    .ele('cac:Attachment')
    .ele('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'text/plain' })
    .txt(qr);
  const signature = root.ele('cac:Signature');
  signature.ele('cbc:ID').txt('urn:oasis:names:specification:ubl:signature:Invoice');
  signature
    .ele('cbc:SignatureMethod')
    .txt('urn:oasis:names:specification:ubl:dsig:enveloped:xades');

  const party = root.ele('cac:AccountingSupplierParty').ele('cac:Party');
  party
    .ele('cac:PartyIdentification')
    .ele('cbc:ID', { schemeID: seller.id.scheme })
    .txt(seller.id.value);
  const postal = party.ele('cac:PostalAddress');
  postal.ele('cbc:StreetName').txt(text(address.street, 'The street', 1000));
  postal.ele('cbc:BuildingNumber').txt(digits(address.buildingNumber, 4, 'The building number'));
  if (address.additionalNumber) {
    postal
      .ele('cbc:PlotIdentification')
      .txt(digits(address.additionalNumber, 4, 'The additional number'));
  }
  postal.ele('cbc:CitySubdivisionName').txt(text(address.district, 'The district', 127));
  postal.ele('cbc:CityName').txt(text(address.city, 'The city', 127));
  postal.ele('cbc:PostalZone').txt(digits(address.postalCode, 5, 'The postal code'));
  postal.ele('cac:Country').ele('cbc:IdentificationCode').txt('SA');
  const sellerTax = party.ele('cac:PartyTaxScheme');
  sellerTax.ele('cbc:CompanyID').txt(seller.vatNumber);
  sellerTax.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
  party
    .ele('cac:PartyLegalEntity')
    .ele('cbc:RegistrationName')
    .txt(text(seller.name, 'The seller name', 1000));

  const buyer = root.ele('cac:AccountingCustomerParty').ele('cac:Party');
  if (input.buyer) {
    buyer
      .ele('cac:PartyLegalEntity')
      .ele('cbc:RegistrationName')
      .txt(text(input.buyer.name, 'The buyer name', 1000));
  }

  const payment = root.ele('cac:PaymentMeans');
  payment.ele('cbc:PaymentMeansCode').txt(input.paymentMeans);
  if (input.reason !== undefined)
    payment.ele('cbc:InstructionNote').txt(text(input.reason, 'The reason', 1000));

  (input.allowances ?? []).forEach((allowance, index) => {
    const element = root.ele('cac:AllowanceCharge');
    element.ele('cbc:ChargeIndicator').txt('false');
    // UNTDID 5189 code 95: discount.
    element.ele('cbc:AllowanceChargeReasonCode').txt('95');
    element
      .ele('cbc:AllowanceChargeReason')
      .txt(text(allowance.reason, 'An allowance reason', 1000));
    amount(element, 'cbc:Amount', amounts.allowances[index].net);
    taxCategory(element, 'cac:TaxCategory');
  });

  amount(root.ele('cac:TaxTotal'), 'cbc:TaxAmount', amounts.vat);
  const taxTotal = root.ele('cac:TaxTotal');
  amount(taxTotal, 'cbc:TaxAmount', amounts.vat);
  const subtotal = taxTotal.ele('cac:TaxSubtotal');
  amount(subtotal, 'cbc:TaxableAmount', amounts.taxExclusive);
  amount(subtotal, 'cbc:TaxAmount', amounts.vat);
  taxCategory(subtotal, 'cac:TaxCategory');

  const totals = root.ele('cac:LegalMonetaryTotal');
  amount(totals, 'cbc:LineExtensionAmount', amounts.lineNetTotal);
  amount(totals, 'cbc:TaxExclusiveAmount', amounts.taxExclusive);
  amount(totals, 'cbc:TaxInclusiveAmount', amounts.taxInclusive);
  amount(totals, 'cbc:AllowanceTotalAmount', amounts.allowanceNetTotal);
  amount(totals, 'cbc:PrepaidAmount', 0);
  amount(totals, 'cbc:PayableAmount', amounts.taxInclusive);

  input.lines.forEach((line, index) => {
    const split = amounts.lines[index];
    const element = root.ele('cac:InvoiceLine');
    element.ele('cbc:ID').txt(String(index + 1));
    element.ele('cbc:InvoicedQuantity', { unitCode: 'PCE' }).txt(line.quantity.toFixed(6));
    amount(element, 'cbc:LineExtensionAmount', split.net);
    const lineTax = element.ele('cac:TaxTotal');
    amount(lineTax, 'cbc:TaxAmount', split.vat);
    amount(lineTax, 'cbc:RoundingAmount', split.withVat);
    const item = element.ele('cac:Item');
    const nameAr = text(line.nameAr, 'A line name', 500);
    item
      .ele('cbc:Name')
      .txt(line.nameEn ? `${nameAr} | ${text(line.nameEn, 'A line name', 500)}` : nameAr);
    const category = item.ele('cac:ClassifiedTaxCategory');
    category.ele('cbc:ID').txt('S');
    category.ele('cbc:Percent').txt(VAT_PERCENT.toFixed(2));
    category.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
    element
      .ele('cac:Price')
      .ele('cbc:PriceAmount', { currencyID: 'SAR' })
      .txt(unitNetPrice(split.net, line.quantity));
  });

  return root.end({ prettyPrint: true, indent: '    ' });
}
