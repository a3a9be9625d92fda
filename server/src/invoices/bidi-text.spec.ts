import { join } from 'node:path';
import { openSync } from 'fontkit';
import { drawnPieces, leftToRight, readsRightToLeft, visualRuns } from './bidi-text';
import { FONT_DIR } from './invoice-pdf';

/**
 * A line as the PDF prints it, read from left to right: each piece laid out by the font's shaper
 * as pdfkit lays it out (word by word, fontkit choosing each word's direction), its glyphs read
 * back as the characters they stand for.
 */
function printed(line: string, direction?: 'ltr' | 'rtl'): string {
  const fonts = {
    arabic: openSync(join(FONT_DIR, 'NotoNaskhArabic-Regular.ttf')),
    latin: openSync(join(FONT_DIR, 'NotoSans-Regular.ttf')),
  };
  return drawnPieces(line, direction)
    .flatMap((piece) =>
      (piece.text.match(/[^ ]+ ?| /g) ?? []).flatMap((word) =>
        fonts[piece.arabic ? 'arabic' : 'latin']
          .layout(word)
          .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints)),
      ),
    )
    .join('');
}

/** What the eye reads on paper, left to right, for a line in logical order. */
const seen = (...visualParts: string[]) => visualParts.join('');
const reversed = (text: string) => [...text].reverse().join('');

describe('bidirectional lines', () => {
  it('leaves left-to-right text as one run', () => {
    expect(visualRuns('Oil filter (2 pcs)', 'ltr')).toEqual([
      { text: 'Oil filter (2 pcs)', rtl: false },
    ]);
  });

  it('puts an Arabic label after English, left to right, in a left-to-right line', () => {
    // The Arabic run stays in logical order: the font's shaper lays it out right to left.
    expect(visualRuns('VAT number / الرقم الضريبي', 'auto')).toEqual([
      { text: 'VAT number / ', rtl: false },
      { text: 'الرقم الضريبي', rtl: true },
    ]);
  });

  it('orders the runs of an Arabic line from right to left, numbers reading left to right', () => {
    const runs = visualRuns('الرياض 12214، السعودية', 'auto');
    // Drawn from the left: the last Arabic word first, the first one last.
    expect(runs.map((run) => run.text)).toEqual(['، السعودية', '12214', 'الرياض ']);
    expect(runs.map((run) => run.rtl)).toEqual([true, false, true]);
  });

  it('mirrors brackets inside right-to-left runs', () => {
    const runs = visualRuns('فلتر (أصلي)', 'auto');
    expect(runs).toEqual([{ text: 'فلتر )أصلي(', rtl: true }]);
  });

  it('tells which paragraphs read right to left', () => {
    expect(readsRightToLeft('طريق الملك فهد 12')).toBe(true);
    expect(readsRightToLeft('King Fahd Rd / طريق')).toBe(false);
    expect(readsRightToLeft('12345')).toBe(false);
  });

  it('prints the digits of a number inside Arabic text in their order, Arabic-Indic or not', () => {
    // A shopper typed «جدة ٢٣٤٥٦»: the postcode reads left to right, right of it nothing, the
    // city on the right, its letters drawn right to left.
    expect(printed('جدة ٢٣٤٥٦')).toBe(seen('٢٣٤٥٦', ' ', reversed('جدة')));
    expect(printed('جدة 23456')).toBe(seen('23456', ' ', reversed('جدة')));
    expect(printed('حي الروضة، جدة ٢٣٤٥٦، المملكة')).toBe(
      seen(
        reversed('المملكة'),
        ' ',
        '،',
        '٢٣٤٥٦',
        ' ',
        reversed('جدة'),
        ' ',
        '،',
        reversed('الروضة'),
        ' ',
        reversed('حي'),
      ),
    );
    expect(printed('مبنى ٧٧٨٨ - ١٢٣')).toBe(seen('١٢٣', ' - ', '٧٧٨٨', ' ', reversed('مبنى')));
  });

  it('prints Latin text, and numbers in it, left to right, and brackets facing the right way', () => {
    expect(printed('Oil filter (2 pcs) 34.50')).toBe('Oil filter (2 pcs) 34.50');
    expect(printed('فلتر (أصلي)')).toBe(seen('(', reversed('أصلي'), ')', ' ', reversed('فلتر')));
  });

  it('prints a postal code and a short address kept left to right as written, marks unseen', () => {
    // Without the marks, 12214-7654 after Arabic letters reads as two numbers: 7654-12214.
    const postalCode = leftToRight('12214-7654');
    const shortAddress = leftToRight('RRRD2929');
    expect(printed(`الرياض ${postalCode}، ${shortAddress}`)).toBe(
      seen('RRRD2929', ' ', '،', '12214-7654', ' ', reversed('الرياض')),
    );
    // A line wrapped out of an Arabic paragraph reads right to left, whatever it starts with.
    expect(printed(`${postalCode}، ${shortAddress}`, 'rtl')).toBe(
      seen('RRRD2929', ' ', '،', '12214-7654'),
    );
  });
});
