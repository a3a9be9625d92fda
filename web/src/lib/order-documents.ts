import type { OrderView } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Who fetches an order's documents: the shopper, from their own orders, or the back office. */
export type DocumentReader = 'owner' | 'admin';

/** An order's tax documents (docs/e-invoicing.md): its invoice, and once refunded its credit note. */
export type OrderDocumentKind = 'invoice' | 'credit-note';

/** Each document as a PDF for people, and as the signed ZATCA XML it was reported as. */
export type DocumentFormat = 'pdf' | 'xml';

const CONTENT_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
};

/**
 * Where a document is: the shopper's own route or the back office's, `…/invoice` (the PDF) or
 * `…/invoice.xml`, `…/credit-note` or `…/credit-note.xml`.
 */
const documentPath = (
  orderId: string,
  kind: OrderDocumentKind,
  format: DocumentFormat,
  as: DocumentReader,
) =>
  `/order/${as === 'owner' ? 'myOrders' : 'allOrders'}/${orderId}/${kind}${format === 'xml' ? '.xml' : ''}`;

/**
 * The document of `kind` an order has to download, if any: the invoice of a paid order, the
 * credit note of a refunded one.
 */
export function issuedDocument(
  order: OrderView,
  kind: OrderDocumentKind,
): { number: string } | undefined {
  if (kind === 'credit-note') return order.creditNote;
  return order.paymentStatus === 'paid' ? order.invoice : undefined;
}

/**
 * Fetches a document with the session's token (a plain link could not send it) and hands it to
 * the browser as a download named after the document's number (`INV-000042.pdf`).
 */
export async function downloadOrderDocument(
  orderId: string,
  document: { number: string },
  kind: OrderDocumentKind,
  format: DocumentFormat,
  as: DocumentReader,
): Promise<void> {
  const { data } = await apiClient.get<Blob>(documentPath(orderId, kind, format, as), {
    responseType: 'blob',
  });
  saveFile(new Blob([data], { type: CONTENT_TYPES[format] }), `${document.number}.${format}`);
}
