/**
 * Onboarding and reporting with the Fatoora client, against the local fake of ZATCA's platform
 * (test/support/fatoora-fake.ts, a real HTTP server on loopback): compliance CSID with the OTP,
 * the compliance checks with the shop's own sample documents, the production CSID, then
 * reporting and each answer the platform documents.
 */
import { X509Certificate } from 'node:crypto';
import { createServer } from 'node:net';
import { startFatooraFake, FatooraFake } from './support/fatoora-fake';
import { creditNoteInput, invoiceInput, TEST_VAT_NUMBER } from './support/zatca-documents';
import {
  createCsr,
  Csid,
  deliveryFeeLine,
  describeCertificate,
  DocumentInput,
  FatooraClient,
  generateSigningKey,
  issueDocument,
  NO_PREVIOUS_INVOICE_HASH,
  SigningIdentity,
  submissionOf,
} from '../src/zatca';

describe('Fatoora onboarding and reporting', () => {
  let fake: FatooraFake;
  let client: FatooraClient;
  const key = generateSigningKey();
  const csr = createCsr(
    {
      commonName: 'EGS1-shop-399999999900003',
      organizationName: 'شركة قطع غيار السيارات المحدودة',
      organizationUnit: 'Jeddah Branch',
      vatNumber: TEST_VAT_NUMBER,
      egs: { solution: 'Shop', model: '1.0', serial: 'e2e-0001' },
      registeredAddress: 'JEDA2322',
      businessCategory: 'Retail',
      environment: 'simulation',
    },
    key.privateKey,
  );
  let compliance: Csid;
  let production: Csid;
  let counter = 0;
  let previousHash = NO_PREVIOUS_INVOICE_HASH;

  /** The next document of the chain, stamped with `identity`. */
  const next = (input: DocumentInput, identity: SigningIdentity) => {
    counter += 1;
    const stamped = issueDocument({ ...input, counter, previousHash }, identity);
    previousHash = stamped.hash;
    return { stamped, submission: submissionOf(stamped, input.uuid) };
  };
  const identityOf = (csid: Csid): SigningIdentity => ({
    privateKey: key.privateKey,
    certificate: csid.certificate,
  });

  beforeAll(async () => {
    fake = await startFatooraFake();
    client = new FatooraClient({ baseUrl: fake.url });
  });
  afterAll(() => fake.close());

  it('refuses the compliance CSID with a wrong OTP, as ZATCA answers it', async () => {
    const outcome = await client.requestComplianceCsid(csr.apiValue, '000000');
    expect(outcome).toEqual({
      kind: 'refused',
      httpStatus: 400,
      errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }],
    });
    const garbled = await client.requestComplianceCsid(
      Buffer.from('not a CSR').toString('base64'),
      fake.otp,
    );
    expect(garbled).toMatchObject({ kind: 'refused', errors: [{ code: 'Invalid-CSR' }] });
  });

  it("issues the compliance CSID for the CSR's key with the OTP", async () => {
    const outcome = await client.requestComplianceCsid(csr.apiValue, fake.otp);
    if (outcome.kind !== 'issued') throw new Error(`not issued: ${JSON.stringify(outcome)}`);
    compliance = outcome.csid;
    const certificate = new X509Certificate(Buffer.from(compliance.certificate, 'base64'));
    expect(certificate.checkPrivateKey(key.privateKey)).toBe(true);
    expect(certificate.subjectAltName).toContain(TEST_VAT_NUMBER);
    expect(describeCertificate(compliance.certificate).issuerName).toBe(
      'CN=FATOORA-FAKE-SubCA-1, DC=extgazt, DC=gov, DC=local',
    );
  });

  it('withholds the production CSID until every compliance step has passed', async () => {
    const early = await client.requestProductionCsid(compliance);
    expect(early).toMatchObject({
      kind: 'refused',
      httpStatus: 400,
      errors: [{ code: 'Missing-ComplianceSteps' }],
    });
  });

  it('passes the compliance checks with an invoice, a credit note and a debit note', async () => {
    const samples = [
      invoiceInput(),
      creditNoteInput(),
      creditNoteInput({
        kind: 'debit-note',
        number: 'DN-2026-000001',
        lines: [deliveryFeeLine(1500)],
      }),
    ];
    for (const sample of samples) {
      const { submission } = next(sample, identityOf(compliance));
      const outcome = await client.checkCompliance(compliance, submission);
      expect(outcome).toMatchObject({
        kind: 'reported',
        httpStatus: 200,
        answer: {
          reportingStatus: 'REPORTED',
          validationResults: { status: 'PASS', errorMessages: [] },
        },
      });
    }
  });

  it('then issues the production CSID, for the same key', async () => {
    const outcome = await client.requestProductionCsid(compliance);
    if (outcome.kind !== 'issued') throw new Error(`not issued: ${JSON.stringify(outcome)}`);
    production = outcome.csid;
    expect(production.certificate).not.toBe(compliance.certificate);
    const certificate = new X509Certificate(Buffer.from(production.certificate, 'base64'));
    expect(certificate.checkPrivateKey(key.privateKey)).toBe(true);
  });

  it('reports a document once: 200, then 409 "already reported" for the same one', async () => {
    const { stamped, submission } = next(
      invoiceInput({ number: 'INV-2026-000010' }),
      identityOf(production),
    );
    expect(await client.report(production, submission)).toMatchObject({
      kind: 'reported',
      httpStatus: 200,
      answer: { validationResults: { status: 'PASS' }, reportingStatus: 'REPORTED' },
    });
    const again = await client.report(production, submission);
    expect(again).toMatchObject({
      kind: 'already-reported',
      httpStatus: 409,
      answer: { validationResults: { errorMessages: [{ category: 'Duplicate-Invoice' }] } },
    });
    expect(fake.reported.at(-1)).toMatchObject({ hash: stamped.hash, counter: String(counter) });
  });

  it('answers 202 with the warnings when the platform accepts with warnings', async () => {
    fake.warnNext(1);
    const { submission } = next(
      invoiceInput({ number: 'INV-2026-000011' }),
      identityOf(production),
    );
    const outcome = await client.report(production, submission);
    expect(outcome).toMatchObject({
      kind: 'reported',
      httpStatus: 202,
      answer: {
        validationResults: { status: 'WARNING', warningMessages: [{ code: 'BR-KSA-08' }] },
      },
    });
  });

  it('rejects with errors a hash that is not the document’s, a wrong key and a wrong certificate', async () => {
    const { submission } = next(
      invoiceInput({ number: 'INV-2026-000012' }),
      identityOf(production),
    );
    const wrongHash = await client.report(production, {
      ...submission,
      invoiceHash: NO_PREVIOUS_INVOICE_HASH,
    });
    expect(wrongHash).toMatchObject({
      kind: 'rejected',
      httpStatus: 400,
      answer: {
        reportingStatus: 'NOT_REPORTED',
        validationResults: { status: 'ERROR', errorMessages: [{ code: 'invalid-invoice-hash' }] },
      },
    });
    const otherKey = next(invoiceInput(), {
      ...identityOf(production),
      privateKey: generateSigningKey().privateKey,
    });
    const wrongKey = await client.report(production, otherKey.submission);
    expect(wrongKey).toMatchObject({
      kind: 'rejected',
      answer: { validationResults: { errorMessages: [{ category: 'SIGNATURE_ERRORS' }] } },
    });
    const complianceSigned = next(invoiceInput(), identityOf(compliance));
    const wrongCertificate = await client.report(production, complianceSigned.submission);
    expect(wrongCertificate).toMatchObject({
      kind: 'rejected',
      answer: { validationResults: { errorMessages: [{ code: 'invalid-signing-certificate' }] } },
    });
    const notXml = await client.report(production, {
      ...submission,
      invoice: Buffer.from('<Invoice').toString('base64'),
    });
    expect(notXml).toMatchObject({
      kind: 'rejected',
      answer: { validationResults: { errorMessages: [{ code: 'XSD_ZATCA_INVALID' }] } },
    });
  });

  it('answers 401 to wrong credentials and to the compliance CSID', async () => {
    const { submission } = next(invoiceInput(), identityOf(production));
    expect(await client.report({ ...production, secret: 'wrong' }, submission)).toEqual({
      kind: 'unauthorized',
      httpStatus: 401,
    });
    expect(await client.report(compliance, submission)).toEqual({
      kind: 'unauthorized',
      httpStatus: 401,
    });
  });

  it('says to retry on scripted 500 and 503 answers, then reports', async () => {
    fake.failNext(1, 500);
    fake.failNext(1, 503);
    const { submission } = next(
      invoiceInput({ number: 'INV-2026-000013' }),
      identityOf(production),
    );
    expect(await client.report(production, submission)).toEqual({
      kind: 'retry',
      httpStatus: 500,
      reason: 'HTTP 500',
    });
    expect(await client.report(production, submission)).toEqual({
      kind: 'retry',
      httpStatus: 503,
      reason: 'HTTP 503',
    });
    expect(await client.report(production, submission)).toMatchObject({
      kind: 'reported',
      httpStatus: 200,
    });
  });

  it('says to retry when the platform does not answer in time or cannot be reached', async () => {
    fake.stallNext(1);
    const impatient = new FatooraClient({ baseUrl: fake.url, timeoutMs: 300 });
    const { submission } = next(invoiceInput(), identityOf(production));
    expect(await impatient.report(production, submission)).toEqual({
      kind: 'retry',
      httpStatus: null,
      reason: 'TimeoutError',
    });
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const unreachable = new FatooraClient({
      baseUrl: `http://127.0.0.1:${closedPort}/e-invoicing/core`,
    });
    expect(await unreachable.report(production, submission)).toEqual({
      kind: 'retry',
      httpStatus: null,
      reason: 'ECONNREFUSED',
    });
  });

  it('has received every accepted document of the chain in order', () => {
    const reported = fake.reported.map((document) => Number(document.counter));
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
    expect(fake.reported.every((document) => document.kind === 'invoice')).toBe(true);
  });
});
