/** Sample inputs for the ZATCA library's tests: a seller, awkward lines, and their variants. */
import { randomUUID } from 'node:crypto';
import {
  deliveryFeeLine,
  DocumentInput,
  NO_PREVIOUS_INVOICE_HASH,
  PAYMENT_MEANS,
  Seller,
} from '../../src/zatca';

/** ZATCA's test VAT number (15 digits, 3 at both ends). */
export const TEST_VAT_NUMBER = '399999999900003';

export const SELLER: Seller = {
  name: 'شركة قطع غيار السيارات المحدودة',
  vatNumber: TEST_VAT_NUMBER,
  id: { scheme: 'CRN', value: '1010010000' },
  address: {
    street: 'طريق الأمير سلطان',
    buildingNumber: '2322',
    additionalNumber: '7788',
    district: 'المربع',
    city: 'جدة',
    postalCode: '23456',
  },
};

/** An invoice with prices that do not split evenly, a discount and a delivery fee. */
export function invoiceInput(overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    kind: 'invoice',
    number: 'INV-2026-000001',
    uuid: randomUUID(),
    issuedAt: new Date('2026-07-01T10:20:30Z'),
    counter: 1,
    previousHash: NO_PREVIOUS_INVOICE_HASH,
    seller: SELLER,
    lines: [
      {
        nameAr: 'فلتر زيت',
        nameEn: 'Oil filter & "gasket" <OEM>',
        quantity: 3,
        unitPriceWithVat: 3333,
      },
      { nameAr: 'شمعة احتراق', nameEn: 'Spark plug', quantity: 7, unitPriceWithVat: 1999 },
      deliveryFeeLine(2500),
    ],
    allowances: [{ reason: 'خصم العرض الترويجي', amountWithVat: 1001 }],
    paymentMeans: PAYMENT_MEANS.bankCard,
    ...overrides,
  };
}

/** A credit note refunding part of an invoice. */
export function creditNoteInput(overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    ...invoiceInput(),
    kind: 'credit-note',
    number: 'CN-2026-000001',
    counter: 2,
    lines: [{ nameAr: 'فلتر زيت', nameEn: 'Oil filter', quantity: 1, unitPriceWithVat: 3333 }],
    allowances: [],
    billingReference: 'INV-2026-000001',
    reason: 'إرجاع قطعة غير مطابقة - Returned: wrong part',
    ...overrides,
  };
}
