import {
  ARABIC_RIYADH_ADDRESS,
  ARABIC_RIYADH_ADDRESS_TEXT,
  readInvoicePdf,
} from '../../test/support/invoices';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf';
import { shipTo } from './tax-document';

/** The tester's address: written in Arabic, in Riyadh, with a short address. */
const address = {
  ...ARABIC_RIYADH_ADDRESS,
  recipient: 'عبدالرحمن بن عبدالعزيز بن محمد آل سعود',
};
const shippingAddress = ARABIC_RIYADH_ADDRESS_TEXT;

/** An invoice whose every row holds a long value a shop really meets. */
const invoice: InvoiceDocument = {
  kind: 'invoice',
  seller: {
    name: 'مؤسسة قطع الاختبار التجارية',
    nameEn: 'Test Parts Trading Est.',
    vatNumber: '310122393500003',
    address: 'Prince Sultan St 7, Al Khalidiyah, Jeddah',
  },
  number: 'INV-000042',
  issuedAt: new Date('2026-07-01T10:00:00Z'),
  qr: 'AQ==',
  orderReference: '#38D4D3D9',
  customer: {
    name: address.recipient,
    phone: address.phone,
    address: shipTo({ shippingAddress, shipping: { address, cityAr: 'الرياض' } }),
  },
  lines: [
    {
      names: {
        main: 'طقم فحمات فرامل أمامية سيراميك أصلية لسيارات تويوتا كامري وأفالون موديل 2018-2024',
        beside: 'Genuine front ceramic brake pad set for Toyota Camry and Avalon, 2018-2024 models',
      },
      quantity: 1,
      amount: { net: 8696, vat: 1304, withVat: 10000 },
    },
  ],
  allowances: [],
  totals: { taxExclusive: 8696, vat: 1304, taxInclusive: 10000 },
};

/** An order of 40 lines: three pages. */
const longLines = Array.from({ length: 40 }, (_, index) => ({
  names: { main: `فلتر زيت رقم ${index + 1}`, beside: `Oil filter PART${index + 1}END` },
  quantity: 1,
  amount: { net: 8696, vat: 1304, withVat: 10000 },
}));
const longOrder: InvoiceDocument = {
  ...invoice,
  lines: longLines,
  totals: { taxExclusive: 347840, vat: 52160, taxInclusive: 400000 },
};

/** The words of a text, as the PDF's text comes back (Arabic word by word, in drawn order). */
const words = (text: string) => text.split(/[\s،,]+/).filter(Boolean);

/** An Arabic line as the PDF's text gives it back: drawn from the left, its last word first. */
const drawnRightToLeft = (text: string) => text.split(' ').reverse().join(' ');

describe('the invoice PDF', () => {
  it('writes every row whole, over as many lines as it needs', async () => {
    const { text } = await readInvoicePdf(await renderInvoicePdf(invoice));
    const [line] = invoice.lines;
    for (const value of [
      `${invoice.seller.nameEn} ${invoice.seller.name}`,
      invoice.customer.name,
      line.names.main,
      line.names.beside!,
    ]) {
      for (const word of words(value)) {
        expect({ word, found: text.includes(word) }).toEqual({ word, found: true });
      }
    }
    // The whole address, its city in Arabic as the rest of it, its numbers reading as written.
    for (const part of [
      '2929',
      'طريق',
      'الملك',
      'فهد',
      'العليا',
      'الرياض',
      '12214-7654',
      'RRRD2929',
    ]) {
      expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
    }
    expect(text).not.toContain('Riyadh');
    expect(text).not.toContain('…');
    // One page says it all: no footer.
    expect(text).not.toContain('Page 1');
    expect(text).not.toContain('صفحة');
  });

  it('goes on over more pages for a long order, every line and the totals on them', async () => {
    const { text } = await readInvoicePdf(await renderInvoicePdf(longOrder));
    const missing = longLines.filter((line) => !text.includes(line.names.beside.split(' ').pop()!));
    expect(missing).toEqual([]);
    for (const total of ['3,478.40 SAR', '521.60 SAR', '4,000.00 SAR']) {
      expect({ total, found: text.includes(total) }).toEqual({ total, found: true });
    }
    // The columns' heads again at the top of the next page.
    expect(text.split('Unit price').length - 1).toBeGreaterThan(1);
  });

  it('says on each page of a long order whose invoice it is and which page of how many', async () => {
    const { pages } = await readInvoicePdf(await renderInvoicePdf(longOrder));
    expect(pages).toHaveLength(3);
    // A printed second page, in English and in Arabic (Arabic-Indic digits, read from the right).
    expect(pages[1]).toContain('Invoice INV-000042 · Page 2 of 3');
    expect(pages[1]).toContain(drawnRightToLeft('فاتورة INV-000042 · صفحة ٢ من ٣'));
    const arabicDigits = ['١', '٢', '٣'];
    const footers = pages.map(
      (page, index) =>
        page.includes(`Invoice INV-000042 · Page ${index + 1} of 3`) &&
        page.includes(drawnRightToLeft(`فاتورة INV-000042 · صفحة ${arabicDigits[index]} من ٣`)),
    );
    expect(footers).toEqual([true, true, true]);
  });

  it("names a long credit note's pages by the credit note's number", async () => {
    const { pages } = await readInvoicePdf(
      await renderInvoicePdf({
        ...longOrder,
        kind: 'credit-note',
        number: 'CN-000007',
        billingReference: 'INV-000042',
        reason:
          'استرداد كامل مبلغ الطلب إلى بطاقة العميل | Full refund of the order to the customer card',
      }),
    );
    expect(pages).toHaveLength(3);
    expect(pages[1]).toContain('Credit note CN-000007 · Page 2 of 3');
    expect(pages[1]).toContain(drawnRightToLeft('إشعار دائن CN-000007 · صفحة ٢ من ٣'));
  });
});
