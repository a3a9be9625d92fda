/**
 * Amounts of a ZATCA document, in halalas (1 SAR = 100 halalas): whole numbers only, so every sum
 * is exact. The shop's prices include VAT; the UBL document states net amounts and VAT. This file
 * is the one place where a VAT-inclusive amount is split, and it splits the document first:
 *
 * 1. The document's total with VAT (what the shopper pays) is fixed: lines minus discounts.
 * 2. Its VAT is that total × 15/115, rounded half up to the halala; its net amount is the rest.
 *    So VAT = net × 15% within 0.6 halala, which BR-S-09 and BR-CO-17 accept (±0.01), and the
 *    total with VAT (BT-112, QR tag 4) is exactly what was paid.
 * 3. That net amount is shared out over the lines and the document-level allowances: each gets its
 *    exact share (amount × 100/115) rounded down or up, the roundings chosen so that lines minus
 *    allowances add up to the document's net amount exactly (BR-S-08, BR-CO-13). Each line's VAT
 *    (KSA-11) is its amount with VAT (KSA-12) minus its net amount (BR-KSA-51).
 */

/** An amount in halalas: a safe integer. */
export type Halalas = number;

/** Standard rate (VAT category S), the only one the shop sells at. */
export const VAT_PERCENT = 15;

/** A VAT-inclusive amount split into its net amount and its VAT. */
export interface SplitAmount {
  withVat: Halalas;
  net: Halalas;
  vat: Halalas;
}

export interface DocumentAmounts {
  /** One per line, in the order given. */
  lines: SplitAmount[];
  /** One per document-level allowance (discount), in the order given. */
  allowances: SplitAmount[];
  /** Sum of the lines' net amounts (BT-106). */
  lineNetTotal: Halalas;
  /** Sum of the allowances' net amounts (BT-107). */
  allowanceNetTotal: Halalas;
  /** Total without VAT (BT-109), the taxable amount of category S (BT-116). */
  taxExclusive: Halalas;
  /** Total VAT (BT-110, BT-117). */
  vat: Halalas;
  /** Total with VAT (BT-112) and amount due (BT-115). */
  taxInclusive: Halalas;
}

const VAT_NUMERATOR = VAT_PERCENT; // VAT share of a VAT-inclusive amount: 15 / 115 = 3 / 23
const GROSS_DENOMINATOR = 100 + VAT_PERCENT;

function assertHalalas(amount: Halalas, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(
      `${what} must be a whole, non-negative number of halalas (got ${amount}).`,
    );
  }
}

/** The VAT inside a VAT-inclusive amount, rounded half up to the halala. */
export function vatInside(withVat: Halalas): Halalas {
  assertHalalas(withVat, 'An amount with VAT');
  // round(withVat × 15 / 115) = floor((2 × 15 × withVat + 115) / 230), in integers.
  return Math.floor((2 * VAT_NUMERATOR * withVat + GROSS_DENOMINATOR) / (2 * GROSS_DENOMINATOR));
}

/**
 * Splits a document whose lines and allowances are VAT-inclusive amounts, as described at the top
 * of this file. Throws when the allowances exceed the lines.
 */
export function splitDocument(
  lineAmounts: Halalas[],
  allowanceAmounts: Halalas[],
): DocumentAmounts {
  lineAmounts.forEach((amount) => assertHalalas(amount, 'A line amount'));
  allowanceAmounts.forEach((amount) => assertHalalas(amount, 'An allowance'));
  const sum = (amounts: Halalas[]) => amounts.reduce((total, amount) => total + amount, 0);
  const taxInclusive = sum(lineAmounts) - sum(allowanceAmounts);
  if (taxInclusive < 0) throw new RangeError('The allowances exceed the lines.');
  const vat = vatInside(taxInclusive);
  const taxExclusive = taxInclusive - vat;

  // Each part's exact net amount is withVat × 100/115 = floor + remainder/115. Lines count up,
  // allowances down; start from the nearest halala, then move the parts whose rounding costs the
  // least until lines − allowances = taxExclusive (always reachable between all-down and all-up).
  const parts = [
    ...lineAmounts.map((withVat) => ({ withVat, sign: 1 })),
    ...allowanceAmounts.map((withVat) => ({ withVat, sign: -1 })),
  ].map((part) => {
    const scaled = part.withVat * 100;
    const floor = Math.floor(scaled / GROSS_DENOMINATOR);
    const remainder = scaled - floor * GROSS_DENOMINATOR;
    return { ...part, floor, remainder, up: 2 * remainder >= GROSS_DENOMINATOR };
  });
  const signedNet = () =>
    parts.reduce((total, part) => total + part.sign * (part.floor + (part.up ? 1 : 0)), 0);
  let missing = taxExclusive - signedNet();
  while (missing !== 0) {
    const direction = Math.sign(missing);
    // A part moves the signed sum by `direction` when rounded up (line) or down (allowance) and
    // vice versa; the error it then carries, in 1/115 halala, is what it costs.
    const movable = parts
      .map((part, index) => ({ part, index }))
      .filter(({ part }) => part.remainder > 0 && (part.sign === direction) !== part.up)
      .map(({ part, index }) => ({
        part,
        index,
        cost: part.up ? part.remainder : GROSS_DENOMINATOR - part.remainder,
      }))
      .sort((a, b) => a.cost - b.cost || a.index - b.index);
    if (movable.length === 0) throw new Error('Unreachable: no part can absorb the rounding.');
    movable[0].part.up = !movable[0].part.up;
    missing = taxExclusive - signedNet();
  }
  const split = parts.map((part): SplitAmount => {
    const net = part.floor + (part.up ? 1 : 0);
    return { withVat: part.withVat, net, vat: part.withVat - net };
  });
  const lines = split.slice(0, lineAmounts.length);
  const allowances = split.slice(lineAmounts.length);
  return {
    lines,
    allowances,
    lineNetTotal: sum(lines.map((line) => line.net)),
    allowanceNetTotal: sum(allowances.map((allowance) => allowance.net)),
    taxExclusive,
    vat,
    taxInclusive,
  };
}

/** An amount as UBL writes it: SAR with two decimals ("1234.50"). */
export function formatAmount(amount: Halalas): string {
  assertHalalas(amount, 'An amount');
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/**
 * The item net price (BT-146) of a line: its net amount divided by its quantity, with the fewest
 * decimals (two at least) that give the net amount back when multiplied by the quantity and
 * rounded to the halala (BR-KSA-EN16931-11).
 */
export function unitNetPrice(lineNet: Halalas, quantity: number): string {
  assertHalalas(lineNet, 'A line net amount');
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`A quantity must be a whole number above zero (got ${quantity}).`);
  }
  const net = BigInt(lineNet);
  const count = BigInt(quantity);
  for (let extra = 0; extra <= 10; extra++) {
    const scale = 10n ** BigInt(extra);
    // The price in 10^-(2 + extra) SAR, rounded half up.
    const price = (2n * net * scale + count) / (2n * count);
    const back = (2n * price * count + scale) / (2n * scale);
    if (back === net) {
      const digits = price.toString().padStart(3 + extra, '0');
      return `${digits.slice(0, -(2 + extra))}.${digits.slice(-(2 + extra))}`;
    }
  }
  throw new Error(`No price of up to 12 decimals gives ${lineNet} halalas for ${quantity} items.`);
}
