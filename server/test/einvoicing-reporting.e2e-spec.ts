/**
 * The shop onboarded with ZATCA and reporting its documents, against the local fake of the
 * Fatoora platform (test/support/fatoora-fake.ts, a real HTTP server on loopback that checks what
 * it receives as ZATCA documents it): documents wait until onboarding is done; onboarding goes
 * from the CSR to the production CSID with the portal's OTP, its secrets kept encrypted; every
 * document is then reported once, retried when the platform fails, its warnings and errors kept
 * and shown to the admin, and flagged when 24 hours pass unreported.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_ENV } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { startFatooraFake, type FatooraFake } from './support/fatoora-fake';
import { paidOrder, REGISTERED_SELLER } from './support/invoices';
import { myOrder } from './support/orders';
import { InvoicesService } from '../src/invoices/invoices.service';
import { OnboardingError, OnboardingService } from '../src/einvoicing/onboarding.service';
import { ReportingService } from '../src/einvoicing/reporting.service';
import { decryptCsidSecret, decryptPrivateKey } from '../src/zatca';

jest.setTimeout(120_000);

const SELLER = REGISTERED_SELLER;
const KEY_ENCRYPTION_KEY = 'k3Gv9yq0X8m2pZ4tR7wB1nC6dF5hJ0sLqW-test';

interface Reporting {
  status: string;
  attempts: number;
  httpStatus?: number;
  warnings: { code: string }[];
  errors: { code: string }[];
  lastError?: string;
  overdueSince?: Date;
}

describe('e-invoicing with ZATCA (the Fatoora fake)', () => {
  let fake: FatooraFake;
  let shop: TestApp;
  let admin: string;
  let productId: string;
  let waitingOrder: { token: string; orderId: string };

  beforeAll(async () => {
    fake = await startFatooraFake();
    shop = await startTestApp({
      ...ADMIN_ENV,
      ...SELLER,
      ZATCA_API_URL: fake.url,
      ZATCA_KEY_ENCRYPTION_KEY: KEY_ENCRYPTION_KEY,
      // A failed report is retried after 1 s, then 2 s, …
      ZATCA_REPORT_RETRY_MS: '1000',
    });
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Batteries'))._id;
    productId = (await addProduct(shop, admin, { category, name: 'Battery', price: '459.99' }))._id;
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  const status = async () =>
    (await shop.api.get('/api/einvoicing/status').set('token', admin).expect(200)).body.status;
  const reportingOf = async (orderId: string, kind = 'invoice') =>
    (await shop.connection.collection('zatca_documents').findOne({ key: `${orderId}:${kind}` }))!
      .reporting as Reporting;
  /** Reports what is due, as the queue's worker does, until nothing is left to retry. */
  const drain = async () => {
    const reporting = shop.app.get(ReportingService);
    for (let round = 0; round < 100; round += 1) {
      await reporting.drain();
      const due = await shop.connection
        .collection('zatca_documents')
        .countDocuments({ 'reporting.status': { $in: ['pending', 'reporting'] } });
      if (due === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const later = () => new Date(Date.now() + 2 * 60_000);

  it('lets a paid order wait for its invoice until onboarding is done', async () => {
    expect(await status()).toMatchObject({
      mode: 'waiting',
      platform: fake.url,
      onboarding: { stage: 'not-started', compliancePassed: [] },
      chain: { counter: 0 },
    });
    const { user, orderId } = await paidOrder(shop, productId);
    const order = await myOrder(shop, user.token, orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order).not.toHaveProperty('invoice');
    expect(await shop.app.get(InvoicesService).issueMissing(later())).toBe(0);
    waitingOrder = { token: user.token, orderId };
  });

  it('onboards step by step: key and CSR, compliance CSID with the OTP, checks, production CSID', async () => {
    const onboarding = shop.app.get(OnboardingService);
    const said: string[] = [];
    const say = (line: string) => said.push(line);
    // Without the OTP it goes as far as the CSR and says what it needs.
    expect(await onboarding.run({ say })).toEqual({ stage: 'key-generated', needsOtp: true });
    // A wrong OTP is refused by ZATCA, and said as ZATCA says it.
    await expect(onboarding.run({ otp: '000000', say })).rejects.toThrow(
      new OnboardingError(
        'The compliance CSID was refused: Invalid-OTP: The provided OTP is invalid',
      ),
    );
    expect(await onboarding.run({ otp: fake.otp, say })).toEqual({
      stage: 'production-csid',
      needsOtp: false,
    });
    expect(said).toEqual([
      expect.stringMatching(/^Key pair and CSR made for EGS unit [0-9a-f-]{36}/),
      expect.stringMatching(/^Compliance CSID issued/),
      'Compliance check passed: sample invoice.',
      'Compliance check passed: sample credit-note.',
      'Compliance check passed: sample debit-note.',
      expect.stringMatching(/^Production CSID issued/),
      'Onboarded: documents are stamped and reported with the production CSID.',
    ]);
    // Done once: running again changes nothing.
    expect(await onboarding.run({})).toEqual({ stage: 'production-csid', needsOtp: false });

    // Nothing secret is kept in clear.
    const stored = await shop.connection.collection('zatca_onboarding').findOne({});
    expect(stored!.encryptedPrivateKey).toMatch(/^zatca-key:v1:/);
    expect(stored!.production.encryptedSecret).toMatch(/^zatca-secret:v1:/);
    expect(stored!.compliance.encryptedSecret).toMatch(/^zatca-secret:v1:/);
    expect(JSON.stringify(stored)).not.toMatch(/PRIVATE KEY|"secret"/);

    const now = await status();
    expect(now).toMatchObject({
      mode: 'onboarded',
      onboarding: {
        stage: 'production-csid',
        compliancePassed: ['invoice', 'credit-note', 'debit-note'],
      },
      certificate: { issuer: expect.stringContaining('FATOORA-FAKE-SubCA-1') },
    });
  });

  it('issues the waiting invoice, then reports every document once', async () => {
    expect(await shop.app.get(InvoicesService).issueMissing(later())).toBe(1);
    const { orderId, token } = waitingOrder;
    expect(
      ((await myOrder(shop, token, orderId)) as unknown as { invoice?: { number: string } }).invoice
        ?.number,
    ).toMatch(/^INV-/);
    await drain();
    expect(await reportingOf(orderId)).toMatchObject({
      status: 'reported',
      attempts: 1,
      httpStatus: 200,
      errors: [],
    });
    const document = await shop.connection
      .collection('zatca_documents')
      .findOne({ key: `${orderId}:invoice` });
    expect(fake.reported.map((reported) => reported.uuid)).toContain(document!.uuid);

    // Reported documents are never claimed again.
    const calls = fake.reportCalls;
    await drain();
    expect(fake.reportCalls).toBe(calls);
  });

  it("reports a refund's credit note, the chain's next document", async () => {
    const { orderId } = waitingOrder;
    await shop.api.post(`/api/order/refundOrder/${orderId}`).set('token', admin).expect(200);
    await drain();
    expect(await reportingOf(orderId, 'credit-note')).toMatchObject({
      status: 'reported',
      httpStatus: 200,
    });
    const [invoice, note] = fake.reported.slice(-2);
    expect(note).toMatchObject({
      kind: 'credit-note',
      counter: String(Number(invoice.counter) + 1),
      previousHash: invoice.hash,
    });
  });

  it('retries with back-off while the platform fails, and keeps its warnings', async () => {
    fake.failNext(2, 503);
    fake.warnNext(1);
    const { orderId } = await paidOrder(shop, productId);
    await drain();
    const reporting = await reportingOf(orderId);
    expect(reporting).toMatchObject({ status: 'reported', attempts: 3, httpStatus: 202 });
    expect(reporting.warnings.length).toBeGreaterThan(0);
    expect(reporting).not.toHaveProperty('lastError');

    const problems = await shop.api
      .get('/api/einvoicing/documents')
      .set('token', admin)
      .expect(200);
    expect(
      problems.body.documents.find((listed: { orderId: string }) => listed.orderId === orderId),
    ).toMatchObject({ kind: 'invoice', reporting: { status: 'reported', attempts: 3 } });
  });

  it("keeps ZATCA's errors of a rejected document, shows it to the admin, and flags it overdue", async () => {
    // The platform is away when it is issued; meanwhile the stored XML is altered.
    fake.failNext(1, 500);
    const { orderId } = await paidOrder(shop, productId);
    await shop.app.get(ReportingService).drain();
    const documents = shop.connection.collection('zatca_documents');
    const stored = (await documents.findOne({ key: `${orderId}:invoice` }))!;
    expect(stored.reporting).toMatchObject({ status: 'pending', attempts: 1, httpStatus: 500 });
    await documents.updateOne(
      { _id: stored._id },
      { $set: { xml: stored.xml.replace('459.99', '359.99') } },
    );
    await drain();
    const rejected = await reportingOf(orderId);
    expect(rejected).toMatchObject({ status: 'rejected', httpStatus: 400 });
    expect(rejected.errors.length).toBeGreaterThan(0);

    // 24 hours after it was issued, it is flagged.
    await documents.updateOne(
      { _id: stored._id },
      { $set: { issuedAt: new Date(Date.now() - 25 * 3600_000) } },
    );
    expect(await shop.app.get(ReportingService).flagOverdue()).toBe(1);
    expect(await shop.app.get(ReportingService).flagOverdue()).toBe(0);
    expect((await status()).documents).toMatchObject({ rejected: 1, overdue: 1 });
    const listed = (
      await shop.api.get('/api/einvoicing/documents').set('token', admin).expect(200)
    ).body.documents.find((document: { orderId: string }) => document.orderId === orderId);
    expect(listed.reporting).toMatchObject({
      status: 'rejected',
      errors: expect.arrayContaining([expect.objectContaining({ code: expect.any(String) })]),
      overdueSince: expect.any(String),
    });
    // Admins only.
    await shop.api.get('/api/einvoicing/documents').expect(401);
  });

  it('stamps and reports with a production CSID given in the environment instead', async () => {
    // The CSID onboarding obtained, handed over as a merchant who obtained it elsewhere would.
    const stored = (await shop.connection.collection('zatca_onboarding').findOne({}))!;
    const folder = mkdtempSync(join(tmpdir(), 'zatca-key-'));
    const keyFile = join(folder, 'stamping-key.pem');
    const key = decryptPrivateKey(stored.encryptedPrivateKey, KEY_ENCRYPTION_KEY);
    writeFileSync(keyFile, key.export({ type: 'sec1', format: 'pem' }));
    const configured = await startTestApp({
      ...ADMIN_ENV,
      ...SELLER,
      ZATCA_API_URL: fake.url,
      ZATCA_CSID_TOKEN: stored.production.binarySecurityToken,
      ZATCA_CSID_SECRET: decryptCsidSecret(stored.production.encryptedSecret, KEY_ENCRYPTION_KEY),
      ZATCA_PRIVATE_KEY_FILE: keyFile,
    });
    try {
      const answer = await configured.api
        .get('/api/einvoicing/status')
        .set('token', admin)
        .expect(200);
      expect(answer.body.status).toMatchObject({ mode: 'configured', platform: fake.url });
      const { orderId } = await paidOrder(configured, productId);
      await configured.app.get(ReportingService).drain();
      expect(await reportingOf(orderId)).toMatchObject({ status: 'reported', httpStatus: 200 });
    } finally {
      await configured.app.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
