/**
 * The phase-2 QR code of a simplified document (Security Features Implementation Standard): tags
 * 1-9 in Tag-Length-Value form — a 1-byte tag, a 1-byte length, the value — base64-encoded. Tags
 * 1-7 are UTF-8 text, 8 and 9 are bytes. Given the first five tags alone it writes phase 1's QR,
 * which invoices issued before e-invoicing carry.
 */

export const QR_TAGS = {
  sellerName: 1,
  vatNumber: 2,
  /** Issue date and time, as the document states them: "2026-07-01T14:30:00". */
  timestamp: 3,
  /** Total with VAT (BT-112), "1150.00". */
  totalWithVat: 4,
  /** VAT total (BT-110), "150.00". */
  vatTotal: 5,
  /** The invoice hash, base64 text. */
  invoiceHash: 6,
  /** The ECDSA signature of the invoice hash, base64 text. */
  signature: 7,
  /** The stamping key's public key: DER SubjectPublicKeyInfo bytes. */
  publicKey: 8,
  /** For simplified documents, the stamping certificate's signature: DER bytes. */
  certificateSignature: 9,
} as const;

export type QrField = keyof typeof QR_TAGS;
export type QrFields = {
  [field in QrField]: field extends 'publicKey' | 'certificateSignature' ? Uint8Array : string;
};

/** ZATCA's limit on the base64 QR text in the XML (BR-CL-KSA-14). */
export const QR_MAX_LENGTH = 700;

/** Encodes values by tag, in increasing tag order. */
export function encodeTlv(values: ReadonlyMap<number, string | Uint8Array>): string {
  const parts = [...values.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tag, value]) => {
      const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);
      if (bytes.length > 255) throw new RangeError(`QR tag ${tag} is longer than 255 bytes.`);
      return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
    });
  return Buffer.concat(parts).toString('base64');
}

/** Reads TLV data back into its tags and raw values. */
export function decodeTlv(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const values = new Map<number, Buffer>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) {
      throw new RangeError('Truncated TLV data.');
    }
    values.set(tag, bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return values;
}

/** The phase-2 QR of a simplified document, base64. */
export function encodeQr(fields: QrFields): string {
  const values = new Map<number, string | Uint8Array>(
    (Object.keys(QR_TAGS) as QrField[]).map((field) => [QR_TAGS[field], fields[field]]),
  );
  const qr = encodeTlv(values);
  if (qr.length > QR_MAX_LENGTH) {
    throw new RangeError(`The QR is ${qr.length} characters; ZATCA allows ${QR_MAX_LENGTH}.`);
  }
  return qr;
}

/** Reads a phase-2 QR back into its fields (tags 8 and 9 as bytes). */
export function decodeQr(base64: string): Partial<QrFields> {
  const values = decodeTlv(base64);
  const fields: Partial<Record<QrField, string | Uint8Array>> = {};
  for (const field of Object.keys(QR_TAGS) as QrField[]) {
    const value = values.get(QR_TAGS[field]);
    if (value === undefined) continue;
    fields[field] =
      field === 'publicKey' || field === 'certificateSignature'
        ? Buffer.from(value)
        : value.toString('utf8');
  }
  return fields as Partial<QrFields>;
}
