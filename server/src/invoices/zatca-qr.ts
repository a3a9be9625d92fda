/**
 * The QR code of a Saudi simplified tax invoice (ZATCA e-invoicing, phase 1): five fields in
 * Tag-Length-Value form — a 1-byte tag, a 1-byte length, the value's UTF-8 bytes — base64-encoded.
 */
export const ZATCA_TAGS = {
  sellerName: 1,
  vatNumber: 2,
  /** Date and time of the invoice, ISO 8601. */
  timestamp: 3,
  /** The invoice total with VAT. */
  total: 4,
  vatTotal: 5,
} as const;

export interface ZatcaFields {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vatTotal: string;
}

export function encodeZatcaQr(fields: ZatcaFields): string {
  const parts = (Object.keys(ZATCA_TAGS) as (keyof ZatcaFields)[]).map((field) => {
    const value = Buffer.from(fields[field], 'utf8');
    if (value.length > 255) throw new RangeError(`${field} is longer than 255 bytes in UTF-8.`);
    return Buffer.concat([Buffer.from([ZATCA_TAGS[field], value.length]), value]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** Reads a QR payload back into its tags and values (tag -> UTF-8 text). */
export function decodeTlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, string>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) {
      throw new RangeError('Truncated TLV data.');
    }
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return fields;
}

/** An invoice time as ZATCA's samples write it: ISO 8601 in UTC, to the second. */
export const zatcaTimestamp = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** An amount in SAR with two decimals. */
export const zatcaAmount = (sar: number): string => sar.toFixed(2);
