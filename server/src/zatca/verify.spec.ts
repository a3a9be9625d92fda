import { X509Certificate } from 'node:crypto';
import { creditNoteInput, invoiceInput } from '../../test/support/zatca-documents';
import { decodeQr } from './qr';
import { demoPrivateKey, demoSigningIdentity, isDemoCertificate } from './demo-identity';
import { describeCertificate } from './certificate';
import { generateSigningKey } from './csr';
import { issueDocument } from './stamp';
import { checkStampedDocument } from './verify';
import { NO_PREVIOUS_INVOICE_HASH } from './hash';

describe('the stamp', () => {
  const identity = demoSigningIdentity();
  const stamped = issueDocument(invoiceInput(), identity);

  it('checks out: hash, signature, XAdES digests and QR', () => {
    const check = checkStampedDocument(stamped.xml);
    expect(check.problems).toEqual([]);
    expect(check.hash).toBe(stamped.hash);
    expect(check).toMatchObject({
      kind: 'invoice',
      counter: '1',
      previousHash: NO_PREVIOUS_INVOICE_HASH,
    });
  });

  it('has a QR with the document totals, its hash, signature, key and certificate signature', () => {
    const qr = decodeQr(stamped.qr);
    const certificate = describeCertificate(identity.certificate);
    expect(qr).toMatchObject({
      sellerName: 'شركة قطع غيار السيارات المحدودة',
      vatNumber: '399999999900003',
      timestamp: '2026-07-01T13:20:30',
      totalWithVat: '254.91',
      vatTotal: '33.25',
      invoiceHash: stamped.hash,
    });
    expect(Buffer.from(qr.publicKey!)).toEqual(certificate.publicKeyDer);
    expect(Buffer.from(qr.certificateSignature!)).toEqual(certificate.signature);
    expect(stamped.xml).toContain(`<ds:SignatureValue>${qr.signature}</ds:SignatureValue>`);
    expect(stamped.xml).toContain(stamped.qr);
  });

  it('notices any tampering', () => {
    const changed = (from: string, to: string) => {
      expect(stamped.xml).toContain(from);
      return checkStampedDocument(stamped.xml.replace(from, to)).problems;
    };
    expect(
      changed(
        '<cbc:PayableAmount currencyID="SAR">254.91',
        '<cbc:PayableAmount currencyID="SAR">254.90',
      ),
    ).toContain('The signed-data digest is not the invoice hash.');
    expect(changed('<xades:SigningTime>', '<xades:SigningTime>1')).toContain(
      'The SignedProperties digest does not match.',
    );
    const other = issueDocument(invoiceInput(), {
      privateKey: generateSigningKey().privateKey,
      certificate: identity.certificate,
    });
    expect(checkStampedDocument(other.xml).problems).toContain(
      "The signature does not verify with the certificate's key.",
    );
    expect(
      changed(
        '<cbc:TaxInclusiveAmount currencyID="SAR">254.91',
        '<cbc:TaxInclusiveAmount currencyID="SAR">254.92',
      ),
    ).toContain("The QR's total does not match the document.");
  });

  it('chains: each PIH is the previous hash, across invoices and credit notes', () => {
    const first = issueDocument(invoiceInput({ counter: 1 }), identity);
    const second = issueDocument(
      creditNoteInput({ counter: 2, previousHash: first.hash }),
      identity,
    );
    const third = issueDocument(
      invoiceInput({ counter: 3, previousHash: second.hash, number: 'INV-2026-000002' }),
      identity,
    );
    expect(checkStampedDocument(second.xml)).toMatchObject({
      counter: '2',
      previousHash: first.hash,
      kind: 'credit-note',
    });
    expect(checkStampedDocument(third.xml)).toMatchObject({
      counter: '3',
      previousHash: second.hash,
      problems: [],
    });
  });
});

describe('demo identity', () => {
  it('is the same key in every process, with a self-signed certificate that says what it is', () => {
    const identity = demoSigningIdentity();
    const jwk = demoPrivateKey().export({ format: 'jwk' });
    expect(jwk.crv).toBe('secp256k1');
    expect(jwk.d).toBe(identity.privateKey.export({ format: 'jwk' }).d);
    const certificate = new X509Certificate(Buffer.from(identity.certificate, 'base64'));
    expect(certificate.subject).toContain('CN=DEMO EGS - self-signed - not issued by ZATCA');
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.checkPrivateKey(identity.privateKey)).toBe(true);
    expect(isDemoCertificate(identity.certificate)).toBe(true);
  });
});
