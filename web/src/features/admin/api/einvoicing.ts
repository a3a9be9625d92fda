import type {
  EInvoiceProblemsAnswer,
  EInvoiceView,
  EInvoicingStatus,
  EInvoicingStatusAnswer,
} from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { getPage } from '@/lib/paging';
import type { AdminPageLoader } from './admin-page';

/** Where ZATCA e-invoicing stands: the stamping mode, onboarding, certificate, chain, counts. */
export async function getEInvoicingStatus(signal?: AbortSignal): Promise<EInvoicingStatus> {
  const { data } = await apiClient.get<EInvoicingStatusAnswer>('/einvoicing/status', { signal });
  return data.status;
}

/** A document of the chain as a table row: its place in the chain (ICV) is its key. */
export type EInvoiceRow = EInvoiceView & { _id: string };

/** A page of the documents not reported, rejected, or reported with warnings, newest first. */
export const getEInvoiceProblems: AdminPageLoader<EInvoiceRow> = (query, signal) =>
  getPage(
    '/einvoicing/documents',
    (answer: EInvoiceProblemsAnswer) =>
      answer.documents.map((document) => ({ ...document, _id: String(document.counter) })),
    query,
    signal,
  );
