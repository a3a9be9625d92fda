import { execFileSync } from 'node:child_process';
import { createCsr, generateSigningKey } from './csr';

/** The CSR as OpenSSL reads it: another implementation than the one that wrote it. */
function openssl(pem: string, ...args: string[]): string {
  return execFileSync('openssl', ['req', '-noout', '-nameopt', 'utf8,sep_comma_plus', ...args], {
    input: pem,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

describe('CSR for the compliance CSID', () => {
  const { privateKey, publicKey } = generateSigningKey();
  const fields = {
    commonName: 'EGS1-886431145-399999999900003',
    organizationName: 'شركة قطع غيار السيارات المحدودة',
    organizationUnit: 'Jeddah Branch',
    vatNumber: '399999999900003',
    egs: { solution: 'Shop', model: '1.4', serial: 'c0ffee00-1111-4222-8333-444455556666' },
    registeredAddress: 'RRRD2929',
    businessCategory: 'Retail',
    environment: 'simulation' as const,
  };
  const csr = createCsr(fields, privateKey);

  it('is a valid CSR signed with the EGS key on secp256k1', () => {
    const text = openssl(csr.pem, '-text', '-verify');
    expect(text).toContain('ASN1 OID: secp256k1');
    expect(text).toContain('Signature Algorithm: ecdsa-with-SHA256');
    const key = openssl(csr.pem, '-pubkey');
    expect(key.trim()).toBe(publicKey.export({ type: 'spki', format: 'pem' }).toString().trim());
    expect(Buffer.from(csr.apiValue, 'base64').toString('utf8')).toBe(csr.pem);
  });

  it('has the subject and the EGS fields ZATCA requires', () => {
    const text = openssl(csr.pem, '-text');
    expect(text).toContain(
      'Subject: C=SA,O=شركة قطع غيار السيارات المحدودة,OU=Jeddah Branch,CN=EGS1-886431145-399999999900003',
    );
    expect(text).toContain(
      'DirName:/SN=1-Shop|2-1.4|3-c0ffee00-1111-4222-8333-444455556666/UID=399999999900003/title=0100/registeredAddress=RRRD2929/businessCategory=Retail',
    );
    // The certificate template name, a PrintableString: 0x13, its length, the name.
    expect(text).toMatch(/1\.3\.6\.1\.4\.1\.311\.20\.2:\s*\n\s*\.\.PREZATCA-Code-Signing/);
  });

  it('names the production and sandbox templates, and asks for both invoice types when told', () => {
    const production = openssl(
      createCsr({ ...fields, environment: 'production', invoiceType: '1100' }, privateKey).pem,
      '-text',
    );
    expect(production).toMatch(/\.\.ZATCA-Code-Signing/);
    expect(production).toContain('title=1100');
    expect(
      openssl(createCsr({ ...fields, environment: 'sandbox' }, privateKey).pem, '-text'),
    ).toMatch(/\.\.TSTZATCA-Code-Signing/);
  });

  it('refuses a VAT number or invoice type ZATCA would not accept', () => {
    expect(() => createCsr({ ...fields, vatNumber: '399999999900004' }, privateKey)).toThrow(
      RangeError,
    );
    expect(() => createCsr({ ...fields, invoiceType: '0010' }, privateKey)).toThrow(RangeError);
  });
});
