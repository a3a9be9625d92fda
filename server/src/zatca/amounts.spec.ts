import { formatAmount, splitDocument, unitNetPrice, vatInside } from './amounts';

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number) {
  return (limit: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % limit;
  };
}

describe('VAT-inclusive amounts', () => {
  it('finds the VAT inside an amount, to the nearest halala', () => {
    expect(vatInside(11500)).toBe(1500);
    expect(vatInside(100)).toBe(13); // 13.04
    expect(vatInside(4)).toBe(1); // 0.52
    expect(vatInside(3)).toBe(0); // 0.39
    expect(vatInside(0)).toBe(0);
    expect(() => vatInside(-1)).toThrow(RangeError);
    expect(() => vatInside(1.5)).toThrow(RangeError);
  });

  it('splits an awkward document exactly: totals add up and the total with VAT is what was paid', () => {
    const amounts = splitDocument([3 * 3333, 7 * 1999, 2500], [1001]);
    expect(amounts.taxInclusive).toBe(9999 + 13993 + 2500 - 1001);
    expect(amounts.vat).toBe(3325); // 254.91 × 15/115 = 33.249…
    expect(amounts.taxExclusive).toBe(22166);
    expect(amounts.lineNetTotal - amounts.allowanceNetTotal).toBe(amounts.taxExclusive);
    for (const part of [...amounts.lines, ...amounts.allowances]) {
      expect(part.net + part.vat).toBe(part.withVat);
    }
  });

  it('keeps every rule BR-S-08, BR-S-09, BR-CO-13/15 and BR-KSA-51 check, on 2000 random documents', () => {
    const next = random(26);
    for (let run = 0; run < 2000; run++) {
      const lines = Array.from({ length: 1 + next(12) }, () => (1 + next(40)) * (1 + next(99999)));
      const gross = lines.reduce((sum, line) => sum + line, 0);
      const allowances = Array.from({ length: next(3) }, () => next(Math.floor(gross / 4) + 1));
      const amounts = splitDocument(lines, allowances);
      // BR-CO-13 / BR-S-08: lines minus allowances is the taxable amount, to the halala.
      expect(amounts.lineNetTotal - amounts.allowanceNetTotal).toBe(amounts.taxExclusive);
      // BR-CO-15: total with VAT, and it is what the shopper paid.
      expect(amounts.taxExclusive + amounts.vat).toBe(amounts.taxInclusive);
      expect(amounts.taxInclusive).toBe(gross - allowances.reduce((sum, a) => sum + a, 0));
      // BR-S-09 / BR-CO-17: VAT = taxable × 15%, rounded, within the rule's 0.01 tolerance.
      expect(Math.abs(amounts.vat - Math.round(amounts.taxExclusive * 0.15))).toBeLessThanOrEqual(
        1,
      );
      // Each part stays within a halala of its exact net share, and KSA-12 = BT-131 + KSA-11.
      [...amounts.lines, ...amounts.allowances].forEach((part, index) => {
        const exact = ([...lines, ...allowances][index] * 100) / 115;
        expect(Math.abs(part.net - exact)).toBeLessThan(1);
        expect(part.net + part.vat).toBe(part.withVat);
      });
    }
  });

  it('refuses allowances larger than the lines', () => {
    expect(() => splitDocument([1000], [1001])).toThrow('The allowances exceed the lines.');
  });

  it('writes amounts with two decimals', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(123456)).toBe('1234.56');
  });

  it('gives a unit net price that multiplies back to the line net amount (BR-KSA-EN16931-11)', () => {
    expect(unitNetPrice(8695, 3)).toBe('28.983');
    expect(unitNetPrice(2174, 1)).toBe('21.74');
    expect(unitNetPrice(0, 2)).toBe('0.00');
    const next = random(7);
    for (let run = 0; run < 2000; run++) {
      const quantity = 1 + next(500);
      const net = next(10_000_000);
      // As the rule computes it, in decimals: quantity × price, rounded half up to the halala.
      const [whole, fraction] = unitNetPrice(net, quantity).split('.');
      const scale = 10n ** BigInt(fraction.length - 2);
      const product = BigInt(quantity) * BigInt(whole + fraction);
      expect((2n * product + scale) / (2n * scale)).toBe(BigInt(net));
    }
  });
});
