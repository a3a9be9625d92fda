import { issueDocument } from './stamp';
import { canonicalFormForHash, computeInvoiceHash, NO_PREVIOUS_INVOICE_HASH } from './hash';
import { demoSigningIdentity } from './demo-identity';
import { invoiceInput } from '../../test/support/zatca-documents';

describe('invoice hash', () => {
  const { xml, hash } = issueDocument(invoiceInput(), demoSigningIdentity());

  it('starts a chain from the value ZATCA ships for "no previous invoice" (Data/PIH/pih.txt)', () => {
    expect(NO_PREVIOUS_INVOICE_HASH).toBe(
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    );
  });

  it('leaves out the stamp, the Invoice signature and the QR reference', () => {
    const canonical = canonicalFormForHash(xml);
    expect(canonical).not.toContain('UBLExtensions');
    expect(canonical).not.toContain('<cac:Signature>');
    expect(canonical).not.toContain('<cbc:ID>QR</cbc:ID>');
    expect(canonical).toContain('<cbc:ID>PIH</cbc:ID>');
    expect(canonical.startsWith('<Invoice xmlns=')).toBe(true); // no XML declaration
    expect(canonical).toContain('<cac:Party></cac:Party>'); // C14N writes empty elements in full
    expect(computeInvoiceHash(xml)).toBe(hash);
  });

  it('does not change with what it leaves out, and changes with anything else', () => {
    const qr =
      /(<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>)[^<]+/;
    expect(computeInvoiceHash(xml.replace(qr, '$1AAAA'))).toBe(hash);
    expect(
      computeInvoiceHash(xml.replace(/<ds:SignatureValue>[^<]+/, '<ds:SignatureValue>AAAA')),
    ).toBe(hash);
    expect(
      computeInvoiceHash(
        xml.replace(
          'ubl:dsig:enveloped:xades</cbc:SignatureMethod>',
          'other</cbc:SignatureMethod>',
        ),
      ),
    ).toBe(hash);
    expect(
      computeInvoiceHash(xml.replace('<cbc:UUID>1</cbc:UUID>', '<cbc:UUID>2</cbc:UUID>')),
    ).not.toBe(hash);
    expect(computeInvoiceHash(xml.replace('>2322<', '>2323<'))).not.toBe(hash);
    expect(computeInvoiceHash(xml.replace('<cbc:ProfileID>', '\n<cbc:ProfileID>'))).not.toBe(hash);
  });

  it('is the same for the same input, whenever and however often it is signed', () => {
    const input = invoiceInput();
    const first = issueDocument(input, demoSigningIdentity(), new Date('2026-07-01T10:00:00Z'));
    const again = issueDocument(input, demoSigningIdentity(), new Date('2026-07-02T11:00:00Z'));
    expect(again.hash).toBe(first.hash);
    expect(again.xml).not.toBe(first.xml);
  });
});
