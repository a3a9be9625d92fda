import type { ConfigType } from '@nestjs/config';
import { ARABIC_RIYADH_ADDRESS, ARABIC_RIYADH_ADDRESS_TEXT } from '../../test/support/invoices';
import type { sellerConfig } from '../config';
import { documentAmounts } from '../zatca';
import { leftToRight } from './bidi-text';
import {
  assertStatesOrderTotal,
  lineNames,
  shipTo,
  taxDocumentInput,
  type TaxedOrder,
} from './tax-document';

const seller: ConfigType<typeof sellerConfig> = {
  name: 'مؤسسة قطع الاختبار',
  nameEn: undefined,
  vatNumber: '310122393500003',
  address: 'Jeddah',
  addressAr: undefined,
  id: { scheme: 'CRN', value: '4030000000' },
  nationalAddress: {
    street: 'شارع الأمير سلطان',
    buildingNumber: '2322',
    district: 'الخالدية',
    city: 'جدة',
    postalCode: '23423',
  },
};
const heading = {
  kind: 'invoice' as const,
  number: 'INV-000001',
  uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
  issuedAt: new Date('2026-07-01T10:00:00Z'),
};
const order: TaxedOrder = {
  lines: [
    { name: 'Oil filter', nameAr: 'فلتر زيت', quantity: 3, unitPrice: 34.5 },
    { name: 'Wiper', quantity: 1, unitPrice: 19.99 },
  ],
  totalPrice: 103.5 + 19.99 + 25 - 10,
  fullname: 'سارة الحربي',
  shipping: { fee: 25 },
  discounts: [{ label: 'Summer offer', labelAr: 'عرض الصيف', amount: 10 }],
};

describe("an order's tax document", () => {
  it('states every line in Arabic (English beside), the delivery fee and the discounts', () => {
    const input = taxDocumentInput(order, seller, heading);
    expect(input.lines.map(({ nameAr, nameEn }) => ({ nameAr, nameEn }))).toEqual([
      { nameAr: 'فلتر زيت', nameEn: 'Oil filter' },
      // No Arabic name kept: its one name.
      { nameAr: 'Wiper', nameEn: undefined },
      { nameAr: 'رسوم التوصيل', nameEn: 'Delivery fee' },
    ]);
    expect(input.allowances).toEqual([{ reason: 'عرض الصيف | Summer offer', amountWithVat: 1000 }]);
    expect(documentAmounts(input).taxInclusive).toBe(13849);
    expect(() => assertStatesOrderTotal(input, order)).not.toThrow();
    expect(input).not.toHaveProperty('billingReference');
  });

  it('refuses to state a total the shopper did not pay', () => {
    const input = taxDocumentInput({ ...order, discounts: null }, seller, heading);
    expect(() => assertStatesOrderTotal(input, order)).toThrow(
      "Document INV-000001 would state 14849 halalas, but the order's total is 13849",
    );
  });

  it('makes a credit note refer to its invoice and say why, in Arabic and English', () => {
    const input = taxDocumentInput({ ...order, refundReason: 'admin' }, seller, {
      ...heading,
      kind: 'credit-note',
      number: 'CN-000001',
      billingReference: 'INV-000001',
    });
    expect(input).toMatchObject({
      kind: 'credit-note',
      billingReference: 'INV-000001',
      reason:
        'استرداد كامل مبلغ الطلب إلى بطاقة العميل | Full refund of the order to the customer card',
    });
  });

  it('names a line in Arabic, with the English beside it only when the seller wants both', () => {
    const line = { nameAr: 'فلتر زيت', nameEn: 'Oil filter' };
    expect(lineNames(line, 'arabic')).toEqual({ main: 'فلتر زيت' });
    expect(lineNames(line, 'both')).toEqual({ main: 'فلتر زيت', beside: 'Oil filter' });
    expect(lineNames({ nameAr: 'Wiper' }, 'both')).toEqual({ main: 'Wiper' });
  });

  it('writes an address written in Arabic all in Arabic, its numbers reading left to right', () => {
    const address = ARABIC_RIYADH_ADDRESS;
    const shippingAddress = ARABIC_RIYADH_ADDRESS_TEXT;
    expect(shipTo({ shippingAddress, shipping: { address, cityAr: 'الرياض' } })).toBe(
      `2929 طريق الملك فهد، العليا، الرياض ${leftToRight('12214-7654')}، ${leftToRight('RRRD2929')}`,
    );
    // Written in English, an address reads as the order keeps it; so does an anonymised one.
    const english = '2929 King Fahd Road, Al Olaya, Riyadh 12214-7654, RRRD2929';
    const inEnglish = { ...address, street: 'King Fahd Road', district: 'Al Olaya' };
    expect(
      shipTo({ shippingAddress: english, shipping: { address: inEnglish, cityAr: 'الرياض' } }),
    ).toBe(english);
    const erased = { ...address, street: '[deleted]', district: '[deleted]' };
    expect(shipTo({ shippingAddress: '[deleted]', shipping: { address: erased } })).toBe(
      '[deleted]',
    );
    expect(shipTo({ shippingAddress: 'King Abdulaziz Rd 12, Jeddah' })).toBe(
      'King Abdulaziz Rd 12, Jeddah',
    );
  });
});
