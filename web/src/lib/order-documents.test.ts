import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoicePdf, paidOrder, pendingOrder, refundedOrder } from '@/test/fixtures/orders';
import { onApi } from '@/test/server';
import { useSessionStore } from '@/stores/session-store';
import { downloadOrderDocument, issuedDocument } from './order-documents';

describe('order document downloads', () => {
  let saved: { href: string; download: string } | undefined;
  let file: Blob | undefined;

  beforeEach(() => {
    saved = undefined;
    // jsdom has no object URLs, nor downloads: the test sees what the browser would be given.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:document';
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

  const text = async () => new TextDecoder().decode(await file!.arrayBuffer());

  it('fetches the invoice PDF with the token and saves it under the invoice number', async () => {
    const requests = onApi('GET /order/myOrders/:id/invoice', invoicePdf);
    await downloadOrderDocument(paidOrder._id, paidOrder.invoice!, 'invoice', 'pdf', 'owner');
    expect(requests[0]).toMatchObject({
      path: `/order/myOrders/${paidOrder._id}/invoice`,
      token: 'jwt-7',
    });
    expect(file?.type).toBe('application/pdf');
    expect(await text()).toBe('%PDF-1.7');
    expect(saved).toEqual({ href: 'blob:document', download: 'INV-000042.pdf' });
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("uses the back office's route for admins", async () => {
    const requests = onApi('GET /order/allOrders/:id/invoice', invoicePdf);
    await downloadOrderDocument(paidOrder._id, paidOrder.invoice!, 'invoice', 'pdf', 'admin');
    expect(requests[0]!.path).toBe(`/order/allOrders/${paidOrder._id}/invoice`);
  });

  it('saves the signed XML of the invoice and of the credit note as .xml', async () => {
    const xml = () =>
      new HttpResponse('<Invoice/>', { headers: { 'content-type': 'application/xml' } });
    const invoices = onApi('GET /order/myOrders/:id/invoice.xml', xml);
    await downloadOrderDocument(paidOrder._id, paidOrder.invoice!, 'invoice', 'xml', 'owner');
    expect(invoices[0]!.path).toBe(`/order/myOrders/${paidOrder._id}/invoice.xml`);
    expect(file?.type).toBe('application/xml');
    expect(await text()).toBe('<Invoice/>');
    expect(saved?.download).toBe('INV-000042.xml');

    const notes = onApi('GET /order/allOrders/:id/credit-note.xml', xml);
    const note = refundedOrder.creditNote!;
    await downloadOrderDocument(refundedOrder._id, note, 'credit-note', 'xml', 'admin');
    expect(notes[0]!.path).toBe(`/order/allOrders/${refundedOrder._id}/credit-note.xml`);
    expect(saved?.download).toBe('CN-000007.xml');
  });

  it('saves the credit note PDF under its number', async () => {
    const requests = onApi('GET /order/myOrders/:id/credit-note', invoicePdf);
    const note = refundedOrder.creditNote!;
    await downloadOrderDocument(refundedOrder._id, note, 'credit-note', 'pdf', 'owner');
    expect(requests[0]!.path).toBe(`/order/myOrders/${refundedOrder._id}/credit-note`);
    expect(file?.type).toBe('application/pdf');
    expect(saved?.download).toBe('CN-000007.pdf');
  });

  it("offers a paid order's invoice and a refunded order's credit note only", () => {
    expect(issuedDocument(paidOrder, 'invoice')).toBe(paidOrder.invoice);
    expect(issuedDocument(pendingOrder, 'invoice')).toBeUndefined();
    expect(issuedDocument({ ...paidOrder, invoice: undefined }, 'invoice')).toBeUndefined();
    expect(issuedDocument(refundedOrder, 'invoice')).toBeUndefined();
    expect(issuedDocument(paidOrder, 'credit-note')).toBeUndefined();
    expect(issuedDocument(refundedOrder, 'credit-note')).toBe(refundedOrder.creditNote);
  });
});
