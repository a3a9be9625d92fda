import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { SHOP_TIME_ZONE, VAT_RATE } from '@shop/shared';
import { formatNumber } from '../text/numbers';
import { type DocumentAmounts, type SplitAmount, unitNetPrice } from '../zatca';
import { drawnPieces, readsRightToLeft } from './bidi-text';
import { eachLanguage, type LineNames } from './tax-document';

/** server/assets/fonts, from server/src/invoices and server/dist/invoices alike. */
export const FONT_DIR = join(__dirname, '..', '..', 'assets', 'fonts');

const FONT_FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  arabic: 'NotoNaskhArabic-Regular.ttf',
  arabicBold: 'NotoNaskhArabic-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;
const FONTS: { [name in FontName]: name } = {
  latin: 'latin',
  latinBold: 'latinBold',
  arabic: 'arabic',
  arabicBold: 'arabicBold',
};

/** The font files, read once per process. */
let fontData: Map<FontName, Buffer> | undefined;
function registerFonts(doc: PDFKit.PDFDocument): void {
  fontData ??= new Map(
    (Object.keys(FONT_FILES) as FontName[]).map((name) => [
      name,
      readFileSync(join(FONT_DIR, FONT_FILES[name])),
    ]),
  );
  for (const [name, data] of fontData) doc.registerFont(name, data);
}

/**
 * A tax document as its PDF shows it: the amounts are those its XML states (tax-document.ts),
 * so the PDF, the XML and the QR code agree to the halala.
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  seller: { name: string; nameEn?: string; vatNumber: string; address: string; addressAr?: string };
  number: string;
  issuedAt: Date;
  /** The ZATCA QR payload (base64 TLV), drawn as a QR code. */
  qr: string;
  /** The order's number as the shop shows it everywhere: '#38D4D3D9'. */
  orderReference: string;
  /** A credit note: the number of the invoice it cancels, and why. */
  billingReference?: string;
  reason?: string;
  customer: { name: string; phone: string; address: string };
  lines: { names: LineNames; quantity: number; amount: SplitAmount }[];
  /** Discounts off the whole document. */
  allowances: { reason: string; amount: SplitAmount }[];
  totals: Pick<DocumentAmounts, 'taxExclusive' | 'vat' | 'taxInclusive'>;
}

/** Each kind's title, in English and Arabic. */
const TITLES = {
  invoice: { en: 'Simplified Tax Invoice', ar: 'فاتورة ضريبية مبسطة' },
  'credit-note': { en: 'Simplified Credit Note', ar: 'إشعار دائن مبسط' },
} as const;

/** Each kind's name in a page's footer: "Invoice INV-000042 · Page 2 of 3". */
const FOOTER_NAMES = {
  invoice: { en: 'Invoice', ar: 'فاتورة' },
  'credit-note': { en: 'Credit note', ar: 'إشعار دائن' },
} as const;

type Direction = 'ltr' | 'rtl';

const PAGE_MARGIN = 40;
const TEXT_SIZE = 9.5;
/** The room kept at the foot of every page, inside the margin, for the footer. */
const FOOTER_HEIGHT = 22;
const FOOTER_SIZE = 8;

/** Halalas as SAR with two decimals and thousands separators. */
const sar = (halalas: number) =>
  (halalas / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The invoice time in Saudi Arabia's time, with the zone said. */
const shopTime = (date: Date) =>
  `${new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  })
    .format(date)
    .replace(',', '')} (UTC+3)`;

/**
 * Writes text that may mix Arabic and Latin on one line: each directional run is drawn on its
 * own, in visual order, Arabic runs in the Arabic font and laid out right to left as one piece
 * (pdfkit alone would lay out word by word, left to right).
 */
class BidiWriter {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** The line's pieces (bidi-text.ts), each with its font and width. */
  private pieces(text: string, bold: boolean, direction?: Direction) {
    return drawnPieces(text, direction).map((piece) => {
      const font = piece.arabic
        ? bold
          ? FONTS.arabicBold
          : FONTS.arabic
        : bold
          ? FONTS.latinBold
          : FONTS.latin;
      this.doc.font(font);
      return { ...piece, font, width: this.doc.widthOfString(piece.text) };
    });
  }

  width(text: string, size = TEXT_SIZE, bold = false): number {
    this.doc.fontSize(size);
    return this.pieces(text, bold).reduce((sum, run) => sum + run.width, 0);
  }

  /**
   * One line at (x, y), aligned within `width`, read in `direction` (else its own); too long a
   * line is cut with an ellipsis: text that may be long is wrapped first (`paragraph`).
   */
  line(
    text: string,
    x: number,
    y: number,
    width: number,
    {
      align = 'left',
      size = TEXT_SIZE,
      bold = false,
      direction,
    }: {
      align?: 'left' | 'right' | 'center';
      size?: number;
      bold?: boolean;
      direction?: Direction;
    } = {},
  ): void {
    this.doc.fontSize(size);
    let shown = text;
    while (shown.length > 1 && this.width(shown, size, bold) > width) {
      shown = `${shown.slice(0, -2).trimEnd()}…`;
    }
    const runs = this.pieces(shown, bold, direction);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let at = align === 'left' ? x : align === 'right' ? x + width - total : x + (width - total) / 2;
    for (const run of runs) {
      this.doc.font(run.font).text(run.text, at, y, { lineBreak: false });
      at += run.width;
    }
  }

  /** How many lines `paragraph` takes for the text in `width`. */
  lineCount(text: string, width: number): number {
    return this.wrap(text, width).length;
  }

  /** Word-wrapped lines of at most `width` (a word longer than that alone on its line). */
  private wrap(text: string, width: number, size = TEXT_SIZE): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, size) > width) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  /**
   * A text whole, wrapped over as many lines as it needs from (x, y), `lineHeight` apart, every
   * line read and aligned as the text reads (its first strong character): a tax document states
   * every name and address in full. Answers how many lines it took.
   */
  paragraph(text: string, x: number, y: number, width: number, lineHeight: number): number {
    const direction: Direction = readsRightToLeft(text) ? 'rtl' : 'ltr';
    const lines = this.wrap(text, width);
    lines.forEach((line, index) => {
      this.line(line, x, y + index * lineHeight, width, {
        align: direction === 'rtl' ? 'right' : 'left',
        direction,
      });
    });
    return lines.length;
  }
}

/**
 * A paid order's simplified tax invoice, or a refunded one's credit note, as an A4 PDF in Arabic
 * and English: one page, or as many as its lines take, each further page under the columns' heads
 * and every page of several footed with the document's number and "page n of m": a printed page
 * is matched to its document.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = TITLES[invoice.kind];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    // The pages are kept until the end: a footer's page count is known once all are laid out.
    bufferPages: true,
    info: {
      Title: `${title.en} ${invoice.number}`,
      Author: invoice.seller.nameEn ?? invoice.seller.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  registerFonts(doc);
  const write = new BidiWriter(doc);
  const left = PAGE_MARGIN;
  const contentWidth = doc.page.width - 2 * PAGE_MARGIN;
  const half = contentWidth / 2 - 10;
  const right = left + contentWidth - half;
  let y = PAGE_MARGIN;

  // Title, English on the left, Arabic on the right.
  write.line(title.en, left, y, half, { size: 17, bold: true });
  write.line(title.ar, right, y - 4, half, { size: 17, bold: true, align: 'right' });
  y += 34;

  // The seller, then the invoice's particulars, beside the QR code.
  const qrSize = 118;
  const qrPng = await QRCode.toBuffer(invoice.qr, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 6,
  });
  doc.image(qrPng, left + contentWidth - qrSize, y, { width: qrSize, height: qrSize });
  const infoWidth = contentWidth - qrSize - 16;
  const labelWidth = 150;
  const rows: [string, string, string][] = [
    [
      'Seller',
      'البائع',
      invoice.seller.nameEn
        ? `${invoice.seller.nameEn} — ${invoice.seller.name}`
        : invoice.seller.name,
    ],
    ['Address', 'العنوان', invoice.seller.address],
    ...(invoice.seller.addressAr
      ? [['', '', invoice.seller.addressAr] as [string, string, string]]
      : []),
    ['VAT number', 'الرقم الضريبي', invoice.seller.vatNumber],
    ...(invoice.kind === 'invoice'
      ? ([
          ['Invoice number', 'رقم الفاتورة', invoice.number],
          ['Invoice date', 'تاريخ الفاتورة', shopTime(invoice.issuedAt)],
        ] as [string, string, string][])
      : ([
          ['Credit note number', 'رقم الإشعار', invoice.number],
          ['Credit note date', 'تاريخ الإشعار', shopTime(invoice.issuedAt)],
          ['Invoice cancelled', 'الفاتورة الملغاة', invoice.billingReference ?? ''],
          // The reason in Arabic, then in English below it.
          ...eachLanguage(invoice.reason ?? '').map((part, index) => [
            index ? '' : 'Reason',
            index ? '' : 'السبب',
            part,
          ]),
        ] as [string, string, string][])),
    ['Order', 'الطلب', invoice.orderReference],
    ['Customer', 'العميل', invoice.customer.name],
    ['Phone', 'الجوال', invoice.customer.phone],
    ['Ship to', 'عنوان الشحن', invoice.customer.address],
  ];
  for (const [english, arabic, value] of rows) {
    const label = english ? `${english} / ${arabic}` : '';
    write.line(label, left, y, labelWidth, { bold: true });
    const lines = write.paragraph(value, left + labelWidth, y, infoWidth - labelWidth, 13);
    y += 16 + (Math.max(lines, 1) - 1) * 13;
  }
  y = Math.max(y, PAGE_MARGIN + 34 + qrSize) + 14;

  // The lines: prices without VAT, the VAT, and the line total with it.
  const columns = [
    { english: 'Item', arabic: 'الصنف', width: contentWidth - 330, align: 'left' as const },
    { english: 'Qty', arabic: 'الكمية', width: 50, align: 'right' as const },
    { english: 'Unit price', arabic: 'سعر الوحدة', width: 85, align: 'right' as const },
    { english: `VAT ${VAT_RATE * 100}%`, arabic: 'الضريبة', width: 85, align: 'right' as const },
    { english: 'Line total', arabic: 'المجموع', width: 110, align: 'right' as const },
  ];
  const drawRow = (cells: string[], rowY: number, bold = false) => {
    let x = left;
    columns.forEach((column, index) => {
      write.line(cells[index], x + 4, rowY, column.width - 8, { align: column.align, bold });
      x += column.width;
    });
  };
  const drawHeads = () => {
    doc.rect(left, y, contentWidth, 34).fill('#eeeeee').fillColor('#000000');
    drawRow(
      columns.map((column) => column.english),
      y + 3,
      true,
    );
    drawRow(
      columns.map((column) => column.arabic),
      y + 15,
      true,
    );
    y += 40;
  };
  drawHeads();
  const pageBottom = doc.page.height - PAGE_MARGIN - FOOTER_HEIGHT;
  /** Goes on to a new page when `height` more would not fit on this one: nothing is cut off. */
  const makeRoom = (height: number, { heads }: { heads: boolean }) => {
    if (y + height <= pageBottom) return;
    doc.addPage();
    y = PAGE_MARGIN;
    if (heads) drawHeads();
  };
  const rule = () =>
    doc
      .moveTo(left, y - 4)
      .lineTo(left + contentWidth, y - 4)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  const itemWidth = columns[0].width - 8;
  /** The height of a row whose item cell holds these texts. */
  const itemHeight = (texts: string[]) =>
    (texts.reduce((lines, text) => lines + write.lineCount(text, itemWidth), 0) - 1) * 14 + 18;
  /** A row's item cell: each text from a line of its own, aligned as it reads. */
  const drawItem = (texts: string[], rowY: number): number => {
    let lines = 0;
    for (const text of texts) {
      lines += write.paragraph(text, left + 4, rowY + lines * 14, itemWidth, 14);
    }
    return (lines - 1) * 14 + 18;
  };
  for (const line of invoice.lines) {
    const { amount, quantity, names } = line;
    const texts = [names.main, ...(names.beside ? [names.beside] : [])];
    makeRoom(itemHeight(texts), { heads: true });
    drawRow(
      [
        '',
        String(quantity),
        unitNetPrice(amount.net, quantity),
        sar(amount.vat),
        sar(amount.withVat),
      ],
      y,
    );
    // The main name (Arabic), then the other language's beside it, below.
    y += drawItem(texts, y);
    rule();
  }
  for (const { reason, amount } of invoice.allowances) {
    // The reason in Arabic, then in English below it.
    const texts = eachLanguage(reason);
    makeRoom(itemHeight(texts), { heads: true });
    drawRow(['', '', '', `-${sar(amount.vat)}`, `-${sar(amount.withVat)}`], y);
    y += drawItem(texts, y);
    rule();
  }

  // Totals, and the currency's note, together.
  makeRoom(8 + 3 * 17 + 16 + 10, { heads: false });
  y += 8;
  const totalsLabel = 300;
  const totalsX = left + contentWidth - totalsLabel - 110;
  const totals: [string, number][] = [
    ['Total excluding VAT / الإجمالي غير شامل الضريبة', invoice.totals.taxExclusive],
    [`VAT ${VAT_RATE * 100}% / ضريبة القيمة المضافة`, invoice.totals.vat],
    ['Total including VAT / الإجمالي شامل الضريبة', invoice.totals.taxInclusive],
  ];
  totals.forEach(([label, amount], index) => {
    const bold = index === totals.length - 1;
    write.line(label, totalsX, y, totalsLabel, { align: 'right', bold });
    write.line(`${sar(amount)} SAR`, totalsX + totalsLabel, y, 110, { align: 'right', bold });
    y += 17;
  });

  y += 16;
  write.line('Prices in Saudi riyals (SAR). / الأسعار بالريال السعودي.', left, y, contentWidth, {
    size: 8,
  });

  // Each page of several says which document it is of and which page it is: English on the
  // left, Arabic on the right, as the title. A one-page document says it all on its one page.
  const { start, count } = doc.bufferedPageRange();
  if (count > 1) {
    const name = FOOTER_NAMES[invoice.kind];
    // Its one line ends at the margin, clear of the content above.
    const footerY = doc.page.height - PAGE_MARGIN - 10;
    for (let page = 1; page <= count; page += 1) {
      doc.switchToPage(start + page - 1);
      write.line(`${name.en} ${invoice.number} · Page ${page} of ${count}`, left, footerY, half, {
        size: FOOTER_SIZE,
      });
      write.line(
        `${name.ar} ${invoice.number} · صفحة ${formatNumber('ar', page)} من ${formatNumber('ar', count)}`,
        right,
        footerY,
        half,
        { size: FOOTER_SIZE, align: 'right', direction: 'rtl' },
      );
    }
  }
  doc.end();
  return finished;
}
