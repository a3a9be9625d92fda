import type { OrderView } from '@shop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoicePdf, paidOrder, pendingOrder } from '@/test/fixtures/orders';
import { onApi } from '@/test/server';
import { useSessionStore } from '@/stores/session-store';
import { downloadInvoice, hasInvoice } from './download-invoice';

describe('invoice download', () => {
  let saved: { href: string; download: string } | undefined;
  let file: Blob | undefined;

  beforeEach(() => {
    saved = undefined;
    // jsdom has no object URLs, nor downloads: the test sees what the browser would be given.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:invoice';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { href: this.href, download: this.download };
    });
    useSessionStore.getState().login('jwt-7', 'user');
  });
  afterEach(() => vi.restoreAllMocks());

  const invoiced = paidOrder as OrderView & { invoice: NonNullable<OrderView['invoice']> };

  it('fetches the PDF with the token and saves it under the invoice number', async () => {
    const requests = onApi('GET /order/myOrders/:id/invoice', invoicePdf);
    await downloadInvoice(invoiced, 'owner');
    expect(requests[0]).toMatchObject({
      path: `/order/myOrders/${paidOrder._id}/invoice`,
      token: 'jwt-7',
    });
    expect(file?.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await file!.arrayBuffer())).toBe('%PDF-1.7');
    expect(saved).toEqual({ href: 'blob:invoice', download: 'INV-000042.pdf' });
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("uses the back office's route for admins", async () => {
    const requests = onApi('GET /order/allOrders/:id/invoice', invoicePdf);
    await downloadInvoice(invoiced, 'admin');
    expect(requests[0]!.path).toBe(`/order/allOrders/${paidOrder._id}/invoice`);
  });

  it('offers invoices for paid orders that have one only', () => {
    expect(hasInvoice(paidOrder)).toBe(true);
    expect(hasInvoice(pendingOrder)).toBe(false);
    expect(hasInvoice({ ...paidOrder, invoice: undefined })).toBe(false);
    expect(hasInvoice({ ...paidOrder, paymentStatus: 'refunded' })).toBe(false);
  });
});
