import type { OrderView } from '@shop/shared';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paidOrder, pendingOrder } from '@/test/fixtures/orders';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { downloadInvoice, hasInvoice } from './download-invoice';

describe('invoice download', () => {
  const requests: InternalAxiosRequestConfig[] = [];
  let saved: { href: string; download: string } | undefined;

  beforeEach(() => {
    requests.length = 0;
    saved = undefined;
    const adapter: AxiosAdapter = async (config) => {
      requests.push(config);
      return { status: 200, statusText: '', data: new Blob(['%PDF-1.7']), headers: {}, config };
    };
    apiClient.defaults.adapter = adapter;
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { href: this.href, download: this.download };
    });
    useSessionStore.getState().login('jwt-7', 'user');
  });
  afterEach(() => {
    delete apiClient.defaults.adapter;
    vi.restoreAllMocks();
  });

  const invoiced = paidOrder as OrderView & { invoice: NonNullable<OrderView['invoice']> };

  it('fetches the PDF with the token and saves it under the invoice number', async () => {
    await downloadInvoice(invoiced, 'owner');
    expect(requests[0]!.url).toBe(`/order/myOrders/${paidOrder._id}/invoice`);
    expect(requests[0]!.responseType).toBe('blob');
    expect(requests[0]!.headers.get('token')).toBe('jwt-7');
    expect(saved).toEqual({ href: 'blob:invoice', download: 'INV-000042.pdf' });
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("uses the back office's route for admins", async () => {
    await downloadInvoice(invoiced, 'admin');
    expect(requests[0]!.url).toBe(`/order/allOrders/${paidOrder._id}/invoice`);
  });

  it('offers invoices for paid orders that have one only', () => {
    expect(hasInvoice(paidOrder)).toBe(true);
    expect(hasInvoice(pendingOrder)).toBe(false);
    expect(hasInvoice({ ...paidOrder, invoice: undefined })).toBe(false);
    expect(hasInvoice({ ...paidOrder, paymentStatus: 'refunded' })).toBe(false);
  });
});
