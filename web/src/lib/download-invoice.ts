import type { OrderView } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Who fetches an invoice: the shopper, from their own orders, or the back office. */
export type InvoiceReader = 'owner' | 'admin';

/** Where an order's invoice PDF is: the shopper's own route, or the back office's. */
const invoicePath = (orderId: string, as: InvoiceReader) =>
  as === 'owner' ? `/order/myOrders/${orderId}/invoice` : `/order/allOrders/${orderId}/invoice`;

/** Whether an order has an invoice to download: paid, and numbered. */
export const hasInvoice = (order: OrderView): boolean =>
  order.paymentStatus === 'paid' && Boolean(order.invoice);

/**
 * Fetches an invoice with the session's token (a plain link could not send it) and hands it to
 * the browser as a download named after the invoice.
 */
export async function downloadInvoice(
  order: OrderView & { invoice: NonNullable<OrderView['invoice']> },
  as: InvoiceReader,
): Promise<void> {
  const { data } = await apiClient.get<Blob>(invoicePath(order._id, as), {
    responseType: 'blob',
  });
  saveFile(new Blob([data], { type: 'application/pdf' }), `${order.invoice.number}.pdf`);
}
