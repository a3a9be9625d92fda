import { readsRightToLeft, visualRuns } from './bidi-text';

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
});
