import type {
  EInvoiceProblemsAnswer,
  EInvoiceView,
  EInvoicingStatus,
  EInvoicingStatusAnswer,
} from '@shop/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { cellTexts, columnTitles, descriptionItems, plain, rowOf } from '@/test/queries';
import { renderAt } from '@/test/render';
import { failure, heldReply, onApi, type Reply } from '@/test/server';
import { EInvoicingAdminPage } from './EInvoicingAdminPage';

const HASH =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

const demo: EInvoicingStatus = {
  mode: 'demo',
  platform: null,
  onboarding: { stage: 'not-started', compliancePassed: [] },
  certificate: {
    issuer: 'CN=Demo EGS',
    serialNumber: '1234',
    expiresAt: '2031-01-01T00:00:00.000Z',
  },
  chain: { counter: 12, lastHash: HASH },
  documents: { total: 12, reported: 0, waiting: 0, rejected: 0, overdue: 0, withWarnings: 0 },
};

const onboarded: EInvoicingStatus = {
  ...demo,
  mode: 'onboarded',
  platform: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  onboarding: {
    stage: 'production-csid',
    compliancePassed: ['invoice', 'credit-note', 'debit-note'],
  },
  documents: { total: 40, reported: 36, waiting: 2, rejected: 1, overdue: 1, withWarnings: 3 },
};

const rejected: EInvoiceView = {
  counter: 39,
  kind: 'credit-note',
  number: 'CN-000004',
  orderId: '6650f1c2a1b2c3d4e5f6c001',
  orderReference: 'E5F6C001',
  issuedAt: '2026-07-02T09:00:00.000Z',
  reporting: {
    status: 'rejected',
    attempts: 1,
    httpStatus: 400,
    warnings: [],
    errors: [
      {
        code: 'BR-KSA-56',
        category: 'INVOICE_ERRORS',
        message: 'The billing reference is missing.',
      },
    ],
  },
};
const overdue: EInvoiceView = {
  counter: 40,
  kind: 'invoice',
  number: 'INV-000037',
  orderId: '6650f1c2a1b2c3d4e5f6c002',
  orderReference: 'E5F6C002',
  issuedAt: '2026-07-01T09:00:00.000Z',
  reporting: {
    status: 'pending',
    attempts: 5,
    warnings: [],
    errors: [],
    lastError: 'ZATCA answered 503',
    overdueSince: '2026-07-02T09:00:00.000Z',
  },
};

const answerStatus = (...replies: Reply<EInvoicingStatusAnswer>[]) =>
  onApi('GET /einvoicing/status', ...replies);
const statusOf = (status: EInvoicingStatus): EInvoicingStatusAnswer => ({ message: 'OK', status });
const answerDocuments = (documents: EInvoiceView[]) =>
  onApi<EInvoiceProblemsAnswer>('GET /einvoicing/documents', {
    message: 'OK',
    documents,
    total: documents.length,
  });

const renderScreen = () => renderAt('/dashboard/e-invoicing', <EInvoicingAdminPage />);
/* eslint-disable testing-library/no-node-access -- Ant Design's statistic cards, skeletons and
   tables have no role or text of their own to find them by. */
/** Each count's card: its title and its value. */
const counts = () =>
  [...document.querySelectorAll('.ant-statistic')].map((figure) => plain(figure.textContent));
const skeleton = () => document.querySelector('.ant-skeleton');
const table = () => document.querySelector('.ant-table');
/* eslint-enable testing-library/no-node-access */

describe('the E-invoicing screen', () => {
  it('says in words that demo documents are not lawful, and what to run next', async () => {
    answerStatus(statusOf(demo));
    answerDocuments([]);
    renderScreen();
    expect(await screen.findByText('Demo mode: these invoices are not lawful')).toBeInTheDocument();
    expect(screen.getByText('npm run zatca:onboard -w server -- --otp <OTP>')).toBeInTheDocument();
    expect(plain(screen.getByRole('alert').textContent)).toContain('Go live with e-invoicing');
    expect(descriptionItems()).toEqual([
      ['Fatoora platform', 'None'],
      ['Onboarding', 'Not started'],
      ['Certificate', 'CN=Demo EGS, serial number 1234, valid until Jan 1, 2031, 3:00 AM'],
      ['Chain of documents', 'ICV 12, last hash NWZlY2ViNjZm…'],
    ]);
    // The whole hash is there for the admin who hovers it.
    expect(screen.getByTitle(HASH)).toBeInTheDocument();
    expect(
      await screen.findByText('Every document has been reported without a remark.'),
    ).toBeInTheDocument();
  });

  it('counts the documents by reporting status, and says nothing to do once onboarded', async () => {
    answerStatus(statusOf(onboarded));
    answerDocuments([]);
    renderScreen();
    expect(await screen.findByText('Live: the shop is onboarded with ZATCA')).toBeInTheDocument();
    expect(screen.queryByText(/zatca:onboard/)).not.toBeInTheDocument();
    expect(counts()).toEqual([
      'Documents40',
      'Reported36',
      'Waiting to be reported2',
      'Rejected1',
      'Not reported after 24 hours1',
      'Reported with warnings3',
    ]);
    expect(descriptionItems().slice(0, 2)).toEqual([
      ['Fatoora platform', 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation'],
      ['Onboarding', 'Production CSID obtained'],
    ]);
  });

  it('lists the documents to look at with ZATCA’s messages', async () => {
    answerStatus(statusOf(onboarded));
    answerDocuments([overdue, rejected]);
    renderScreen();
    await screen.findByText('CN-000004');
    expect(columnTitles()).toEqual([
      'Number',
      'Kind',
      'Order',
      'Issued',
      'Status',
      "ZATCA's messages",
    ]);
    expect(cellTexts(rowOf('CN-000004'))).toEqual([
      'CN-000004',
      'Credit note',
      '#E5F6C001',
      'Jul 2, 2026, 12:00 PM',
      'Rejected',
      'BR-KSA-56: The billing reference is missing.Attempts: 1',
    ]);
    expect(cellTexts(rowOf('INV-000037'))).toEqual([
      'INV-000037',
      'Invoice',
      '#E5F6C002',
      'Jul 1, 2026, 12:00 PM',
      'WaitingOverdue',
      'Last attempt: ZATCA answered 503Attempts: 5',
    ]);
  });

  it('shows each document as a card on a phone', async () => {
    const widthBefore = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    try {
      answerStatus(statusOf(onboarded));
      answerDocuments([rejected]);
      renderScreen();
      await screen.findByText('CN-000004');
      expect(table()).not.toBeInTheDocument();
      expect(
        screen
          .getAllByRole('term')
          .map((term) => `${term.textContent}: ${plain(term.nextElementSibling?.textContent)}`),
      ).toEqual([
        'Number: CN-000004',
        'Kind: Credit note',
        'Order: #E5F6C001',
        'Issued: Jul 2, 2026, 12:00 PM',
        'Status: Rejected',
        "ZATCA's messages: BR-KSA-56: The billing reference is missing.Attempts: 1",
      ]);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: widthBefore, configurable: true });
    }
  });

  it('shows a skeleton while the status loads', async () => {
    const held = heldReply<EInvoicingStatusAnswer>();
    answerStatus(held.reply);
    answerDocuments([]);
    renderScreen();
    expect(
      await screen.findByText('Every document has been reported without a remark.'),
    ).toBeInTheDocument();
    expect(skeleton()).toBeInTheDocument();
    held.answer(statusOf(demo));
    expect(await screen.findByText('Demo mode: these invoices are not lawful')).toBeInTheDocument();
    expect(skeleton()).not.toBeInTheDocument();
  });

  it('says when the status cannot be loaded, and tries again on request', async () => {
    answerStatus(failure(503), statusOf(demo));
    answerDocuments([]);
    renderScreen();
    expect(
      await screen.findByText('The e-invoicing status could not be loaded.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Demo mode: these invoices are not lawful')).toBeInTheDocument();
    expect(
      screen.queryByText('The e-invoicing status could not be loaded.'),
    ).not.toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    answerStatus(statusOf(demo));
    answerDocuments([rejected]);
    renderScreen();
    await screen.findByText('CN-000004');
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(screen.getByText('وضع تجريبي: هذه الفواتير غير نظامية')).toBeInTheDocument();
    expect(cellTexts(rowOf('CN-000004')).slice(1, 2)).toEqual(['إشعار دائن']);
    expect(screen.getByText('مستندات تحتاج إلى نظرك')).toBeInTheDocument();
  });
});
