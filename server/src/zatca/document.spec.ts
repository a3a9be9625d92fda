/**
 * The structure of the documents against the rules the library implements. Rules covered here
 * (the amounts' rules are in amounts.spec.ts, the stamp's in verify.spec.ts and, independently,
 * in test/zatca-verifier.e2e-spec.ts):
 *
 * | rule              | what                                                           |
 * | ----------------- | -------------------------------------------------------------- |
 * | BR-KSA-EN16931-01 | ProfileID reporting:1.0                                         |
 * | BR-KSA-03         | UUID of letters, digits and dashes                              |
 * | BR-KSA-05/06/31   | type code 388/381/383, transaction code 0200000                 |
 * | BR-KSA-68, -EN16931-02, BR-KSA-CL-02 | SAR document and tax currency, SAR amounts   |
 * | BR-KSA-33/34      | ICV present, digits only                                        |
 * | BR-KSA-61/26      | PIH present, base64, text/plain                                 |
 * | BR-KSA-27         | QR reference present, base64                                    |
 * | BR-KSA-28/29/30   | signature information and method identifiers                  |
 * | BR-KSA-08         | seller identification with one accepted scheme, alphanumeric    |
 * | BR-KSA-09/37/66   | seller National Address, 4-digit building number, 5-digit code  |
 * | BR-KSA-39/40      | seller VAT number, 15 digits starting and ending with 3         |
 * | BR-06             | seller name                                                     |
 * | BR-KSA-16         | payment means code from UNTDID 4461                             |
 * | BR-KSA-17, BR-KSA-56 | notes: reason (InstructionNote) and billing reference         |
 * | BR-KSA-70         | IssueTime hh:mm:ss (KSA time)                                   |
 * | BR-KSA-EN16931-08 | one TaxTotal with a subtotal, one without                       |
 * | BR-KSA-18, BR-KSA-DEC-02, BR-KSA-84 | VAT category S at 15.00                        |
 * | BR-KSA-51, BR-KSA-DEC-03/04 | line VAT and amount with VAT, two decimals            |
 * | BR-KSA-F-04       | all amounts and quantities positive                             |
 * | BR-KSA-EN16931-11 | line net amount = quantity × net price                          |
 */
import { issueDocument } from './stamp';
import { demoSigningIdentity } from './demo-identity';
import { childElements, findElement, NS, parseXml } from './xml';
import { deliveryFeeLine, DocumentInput, ksaDateTime } from './document';
import { creditNoteInput, invoiceInput, SELLER } from '../../test/support/zatca-documents';

const identity = demoSigningIdentity();

function read(input: DocumentInput) {
  const root = parseXml(issueDocument(input, identity).xml).documentElement;
  const at = (...path: [string, string][]) => findElement(root, path)?.textContent ?? undefined;
  const all = (namespace: string, name: string) => childElements(root, namespace, name);
  return { root, at, all };
}

const cbc = (name: string): [string, string] => [NS.cbc, name];
const cac = (name: string): [string, string] => [NS.cac, name];

describe('simplified tax invoice', () => {
  const input = invoiceInput({ number: 'INV-2026-000042', counter: 42 });
  const { root, at, all } = read(input);

  it('states what it is: profile, number, UUID, type and transaction code, currencies', () => {
    expect(at(cbc('ProfileID'))).toBe('reporting:1.0');
    expect(at(cbc('ID'))).toBe('INV-2026-000042');
    expect(at(cbc('UUID'))).toBe(input.uuid);
    const type = findElement(root, [cbc('InvoiceTypeCode')]);
    expect(type?.textContent).toBe('388');
    expect(type?.getAttribute('name')).toBe('0200000');
    expect(at(cbc('DocumentCurrencyCode'))).toBe('SAR');
    expect(at(cbc('TaxCurrencyCode'))).toBe('SAR');
    const currencies = new Set(
      Array.from(root.getElementsByTagName('*'))
        .filter((element) => element.hasAttribute('currencyID'))
        .map((element) => element.getAttribute('currencyID')),
    );
    expect([...currencies]).toEqual(['SAR']);
  });

  it('is issued at the Saudi date and time (UTC+3)', () => {
    expect(at(cbc('IssueDate'))).toBe('2026-07-01');
    expect(at(cbc('IssueTime'))).toBe('13:20:30');
    expect(ksaDateTime(new Date('2026-06-30T22:30:00Z'))).toEqual({
      date: '2026-07-01',
      time: '01:30:00',
    });
  });

  it('carries its counter, the previous hash and the QR as additional references', () => {
    const references = all(NS.cac, 'AdditionalDocumentReference').map(
      (element) => findElement(element, [cbc('ID')])?.textContent,
    );
    expect(references).toEqual(['ICV', 'PIH', 'QR']);
    expect(at(cac('AdditionalDocumentReference'), cbc('UUID'))).toBe('42');
    const pih = findElement(all(NS.cac, 'AdditionalDocumentReference')[1], [
      cac('Attachment'),
      cbc('EmbeddedDocumentBinaryObject'),
    ]);
    expect(pih?.textContent).toBe(input.previousHash);
    expect(pih?.getAttribute('mimeCode')).toBe('text/plain');
    expect(at(cac('Signature'), cbc('ID'))).toBe(
      'urn:oasis:names:specification:ubl:signature:Invoice',
    );
    expect(at(cac('Signature'), cbc('SignatureMethod'))).toBe(
      'urn:oasis:names:specification:ubl:dsig:enveloped:xades',
    );
  });

  it('names the seller with VAT number, CRN and National Address', () => {
    const party = [cac('AccountingSupplierParty'), cac('Party')];
    const id = findElement(root, [...party, cac('PartyIdentification'), cbc('ID')]);
    expect(id?.getAttribute('schemeID')).toBe('CRN');
    expect(id?.textContent).toBe('1010010000');
    const address = (name: string) => at(...party, cac('PostalAddress'), cbc(name));
    expect(address('StreetName')).toBe('طريق الأمير سلطان');
    expect(address('BuildingNumber')).toBe('2322');
    expect(address('PlotIdentification')).toBe('7788');
    expect(address('CitySubdivisionName')).toBe('المربع');
    expect(address('CityName')).toBe('جدة');
    expect(address('PostalZone')).toBe('23456');
    expect(at(...party, cac('PostalAddress'), cac('Country'), cbc('IdentificationCode'))).toBe(
      'SA',
    );
    expect(at(...party, cac('PartyTaxScheme'), cbc('CompanyID'))).toBe(SELLER.vatNumber);
    expect(at(...party, cac('PartyLegalEntity'), cbc('RegistrationName'))).toBe(SELLER.name);
  });

  it('has lines in Arabic with English beside, the delivery fee as a line, and exact amounts', () => {
    const lines = all(NS.cac, 'InvoiceLine');
    expect(lines.map((line) => findElement(line, [cac('Item'), cbc('Name')])?.textContent)).toEqual(
      [
        'فلتر زيت | Oil filter & "gasket" <OEM>',
        'شمعة احتراق | Spark plug',
        'رسوم التوصيل | Delivery fee',
      ],
    );
    const value = (line: Element, ...path: [string, string][]) =>
      findElement(line, path)?.textContent;
    expect(lines.map((line) => value(line, cbc('ID')))).toEqual(['1', '2', '3']);
    expect(value(lines[0], cbc('InvoicedQuantity'))).toBe('3.000000');
    expect(value(lines[0], cac('TaxTotal'), cbc('RoundingAmount'))).toBe('99.99');
    expect(value(lines[0], cbc('LineExtensionAmount'))).toBe('86.95');
    expect(value(lines[0], cac('TaxTotal'), cbc('TaxAmount'))).toBe('13.04');
    expect(value(lines[0], cac('Price'), cbc('PriceAmount'))).toBe('28.983');
    expect(value(lines[0], cac('Item'), cac('ClassifiedTaxCategory'), cbc('ID'))).toBe('S');
    expect(value(lines[0], cac('Item'), cac('ClassifiedTaxCategory'), cbc('Percent'))).toBe(
      '15.00',
    );
    expect(value(lines[2], cac('TaxTotal'), cbc('RoundingAmount'))).toBe('25.00');
  });

  it('states the discount as a document-level allowance and totals that add up', () => {
    const allowance = all(NS.cac, 'AllowanceCharge')[0];
    expect(findElement(allowance, [cbc('ChargeIndicator')])?.textContent).toBe('false');
    expect(findElement(allowance, [cbc('AllowanceChargeReason')])?.textContent).toBe(
      'خصم العرض الترويجي',
    );
    expect(findElement(allowance, [cbc('Amount')])?.textContent).toBe('8.71');
    const taxTotals = all(NS.cac, 'TaxTotal');
    expect(taxTotals).toHaveLength(2);
    expect(childElements(taxTotals[0], NS.cac, 'TaxSubtotal')).toHaveLength(0);
    expect(findElement(taxTotals[1], [cac('TaxSubtotal'), cbc('TaxableAmount')])?.textContent).toBe(
      '221.66',
    );
    expect(findElement(taxTotals[1], [cac('TaxSubtotal'), cbc('TaxAmount')])?.textContent).toBe(
      '33.25',
    );
    const total = (name: string) => at(cac('LegalMonetaryTotal'), cbc(name));
    expect(total('LineExtensionAmount')).toBe('230.37');
    expect(total('AllowanceTotalAmount')).toBe('8.71');
    expect(total('TaxExclusiveAmount')).toBe('221.66');
    expect(total('TaxInclusiveAmount')).toBe('254.91'); // 3 × 33.33 + 7 × 19.99 + 25.00 − 10.01
    expect(total('PayableAmount')).toBe('254.91');
    expect(at(cac('PaymentMeans'), cbc('PaymentMeansCode'))).toBe('48');
  });

  it('names a B2C buyer when one is given, and leaves the party empty otherwise', () => {
    const named = read(invoiceInput({ buyer: { name: 'محمد العتيبي' } }));
    expect(
      named.at(
        cac('AccountingCustomerParty'),
        cac('Party'),
        cac('PartyLegalEntity'),
        cbc('RegistrationName'),
      ),
    ).toBe('محمد العتيبي');
    expect(
      findElement(root, [cac('AccountingCustomerParty'), cac('Party')])?.childNodes,
    ).toHaveLength(0);
  });
});

describe('simplified credit note', () => {
  const { root, at } = read(creditNoteInput());

  it('is type 381, references the invoice it corrects and says why', () => {
    expect(at(cbc('InvoiceTypeCode'))).toBe('381');
    expect(findElement(root, [cbc('InvoiceTypeCode')])?.getAttribute('name')).toBe('0200000');
    expect(at(cac('BillingReference'), cac('InvoiceDocumentReference'), cbc('ID'))).toBe(
      'INV-2026-000001',
    );
    expect(at(cac('PaymentMeans'), cbc('InstructionNote'))).toBe(
      'إرجاع قطعة غير مطابقة - Returned: wrong part',
    );
    expect(at(cac('LegalMonetaryTotal'), cbc('TaxInclusiveAmount'))).toBe('33.33');
  });

  it('and a debit note is type 383 with the same references', () => {
    const debit = read(creditNoteInput({ kind: 'debit-note', lines: [deliveryFeeLine(1500)] }));
    expect(debit.at(cbc('InvoiceTypeCode'))).toBe('383');
    expect(debit.at(cac('BillingReference'), cac('InvoiceDocumentReference'), cbc('ID'))).toBe(
      'INV-2026-000001',
    );
  });
});

describe('input ZATCA would refuse', () => {
  const refused = (input: DocumentInput) => () => issueDocument(input, identity);
  const address = SELLER.address;

  it.each([
    [
      'a VAT number not 3…3 (BR-KSA-40)',
      invoiceInput({ seller: { ...SELLER, vatNumber: '123456789012345' } }),
    ],
    [
      'a 3-digit building number (BR-KSA-37)',
      invoiceInput({ seller: { ...SELLER, address: { ...address, buildingNumber: '232' } } }),
    ],
    [
      'a 4-digit postal code (BR-KSA-66)',
      invoiceInput({ seller: { ...SELLER, address: { ...address, postalCode: '2345' } } }),
    ],
    [
      'an empty district (BR-KSA-09)',
      invoiceInput({ seller: { ...SELLER, address: { ...address, district: ' \n ' } } }),
    ],
    [
      'a seller id with symbols (BR-KSA-08)',
      invoiceInput({ seller: { ...SELLER, id: { scheme: 'CRN', value: '10-10' } } }),
    ],
    ['a UUID with spaces (BR-KSA-03)', invoiceInput({ uuid: 'not a uuid' })],
    ['counter 0 (BR-KSA-34)', invoiceInput({ counter: 0 })],
    ['a PIH that is not base64 (BR-KSA-26)', invoiceInput({ previousHash: 'no hash!' })],
    ['no line (BR-16)', invoiceInput({ lines: [] })],
    [
      'a fractional quantity',
      invoiceInput({ lines: [{ nameAr: 'زيت', quantity: 1.5, unitPriceWithVat: 100 }] }),
    ],
    [
      'a negative price (BR-KSA-F-04)',
      invoiceInput({ lines: [{ nameAr: 'زيت', quantity: 1, unitPriceWithVat: -100 }] }),
    ],
    [
      'a discount above the lines',
      invoiceInput({ allowances: [{ reason: 'خصم', amountWithVat: 10_000_000 }] }),
    ],
    ['a credit note without a reason (BR-KSA-17)', creditNoteInput({ reason: undefined })],
    [
      'a credit note without its invoice (BR-KSA-56)',
      creditNoteInput({ billingReference: undefined }),
    ],
    [
      'an invoice with a billing reference',
      invoiceInput({ billingReference: 'INV-1', reason: 'x' }),
    ],
  ])('refuses %s', (_what, input) => {
    expect(refused(input)).toThrow(RangeError);
  });

  it('writes names as one line, so no line break or carriage return reaches the XML', () => {
    const { all } = read(
      invoiceInput({ lines: [{ nameAr: 'فلتر\r\n  زيت', quantity: 1, unitPriceWithVat: 10000 }] }),
    );
    const line = all(NS.cac, 'InvoiceLine')[0];
    expect(findElement(line, [cac('Item'), cbc('Name')])?.textContent).toBe('فلتر زيت');
  });

  it('leaves out characters XML cannot hold, so a stored name never stops an invoice', () => {
    const { at, all } = read(
      invoiceInput({
        buyer: { name: 'Sara\u0001 \u0008Ali\uFFFF' },
        lines: [{ nameAr: 'فلتر\u001b زيت\ud800', quantity: 1, unitPriceWithVat: 10000 }],
      }),
    );
    const buyer = at(
      cac('AccountingCustomerParty'),
      cac('Party'),
      cac('PartyLegalEntity'),
      cbc('RegistrationName'),
    );
    expect(buyer).toBe('Sara Ali');
    const line = all(NS.cac, 'InvoiceLine')[0];
    expect(findElement(line, [cac('Item'), cbc('Name')])?.textContent).toBe('فلتر زيت');
  });
});
