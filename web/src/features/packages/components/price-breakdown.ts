import type { Package } from '@shop/shared';

/** What a package's price is made of, as its page shows it (amounts in SAR). */
export interface PriceBreakdown {
  /** Its parts at today's catalog prices. */
  parts: number;
  /** The work, as the shop names it. */
  labour?: number;
  /** The work, when the shop does not name it: what the price asks beyond the parts. */
  labourCovered?: number;
  /** The parts and the work bought one by one. */
  separately: number;
  /** What the package saves against `separately`. */
  saving?: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * A package's price against its parts and labour: what it saves, or, when the shop names no
 * labour, what beyond the parts its price covers.
 */
export function priceBreakdown(
  pkg: Pick<Package, 'price' | 'partsPrice' | 'labourPrice'>,
): PriceBreakdown {
  const parts = pkg.partsPrice;
  const labour = pkg.labourPrice;
  const separately = cents(parts + (labour ?? 0));
  const saving = cents(separately - pkg.price);
  const labourCovered = labour === undefined ? cents(pkg.price - parts) : 0;
  return {
    parts,
    ...(labour !== undefined && { labour }),
    ...(labourCovered > 0 && { labourCovered }),
    separately,
    ...(saving > 0 && { saving }),
  };
}
