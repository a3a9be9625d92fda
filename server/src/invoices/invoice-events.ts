/** Announced once a paid order has its invoice number, so the confirmation mail can carry it. */
export const INVOICE_EVENTS = {
  issued: 'invoice.issued',
} as const;

export interface InvoiceIssuedEvent {
  orderId: string;
}
