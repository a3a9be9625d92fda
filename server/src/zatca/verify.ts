/**
 * Reads a stamped document back and checks its stamp the way ZATCA checks one it receives: the
 * hash recomputed, the signature verified with the certificate the document carries, the XAdES
 * digests, and the QR against the document. Used by the local Fatoora fake; a caller may also
 * check a document before storing it. (The tests check the stamp independently as well, with
 * scripts/zatca-verifier.)
 */
import { verify as verifySignature } from 'node:crypto';
import { describeCertificate } from './certificate';
import { INVOICE_TYPE_CODES, DocumentKind } from './document';
import { computeInvoiceHash } from './hash';
import { decodeQr } from './qr';
import { hexDigestBase64, SIGNED_PROPERTIES_PATH, signedPropertiesDigest } from './stamp';
import { childElements, findElement, NS, parseXml, XmlError } from './xml';

export interface StampCheck {
  /** The hash recomputed from the document. */
  hash: string;
  uuid?: string;
  counter?: string;
  previousHash?: string;
  kind?: DocumentKind;
  /** The stamping certificate, base64 DER, when the document has one. */
  certificate?: string;
  /** Empty when the stamp is sound. */
  problems: string[];
}

const text = (from: Node, path: ReadonlyArray<readonly [string, string]>) =>
  findElement(from, path)?.textContent?.trim();

function reference(root: Element, id: string): Element | undefined {
  return childElements(root, NS.cac, 'AdditionalDocumentReference').find(
    (element) => text(element, [[NS.cbc, 'ID']]) === id,
  );
}

/** Checks a stamped document; throws XmlError when it is not well-formed XML. */
export function checkStampedDocument(xml: string): StampCheck {
  const root = parseXml(xml).documentElement;
  if (root.namespaceURI !== NS.invoice || root.localName !== 'Invoice') {
    throw new XmlError('The document is not a UBL Invoice.');
  }
  const hash = computeInvoiceHash(xml);
  const problems: string[] = [];
  const typeCode = text(root, [[NS.cbc, 'InvoiceTypeCode']]);
  const check: StampCheck = {
    hash,
    uuid: text(root, [[NS.cbc, 'UUID']]),
    counter: reference(root, 'ICV') && text(reference(root, 'ICV')!, [[NS.cbc, 'UUID']]),
    previousHash:
      reference(root, 'PIH') &&
      text(reference(root, 'PIH')!, [
        [NS.cac, 'Attachment'],
        [NS.cbc, 'EmbeddedDocumentBinaryObject'],
      ]),
    kind: (Object.keys(INVOICE_TYPE_CODES) as DocumentKind[]).find(
      (kind) => INVOICE_TYPE_CODES[kind] === typeCode,
    ),
    problems,
  };
  const signature = findElement(root, SIGNED_PROPERTIES_PATH.slice(0, 6));
  if (!signature) {
    problems.push('The document has no cryptographic stamp.');
    return check;
  }
  const signedInfo = findElement(signature, [[NS.ds, 'SignedInfo']]);
  const references = signedInfo ? childElements(signedInfo, NS.ds, 'Reference') : [];
  const digestOf = (attribute: string, value: string) =>
    text(references.find((ref) => ref.getAttribute(attribute) === value) ?? root, [
      [NS.ds, 'DigestValue'],
    ]);
  if (digestOf('Id', 'invoiceSignedData') !== hash) {
    problems.push('The signed-data digest is not the invoice hash.');
  }
  const certificateText = text(signature, [
    [NS.ds, 'KeyInfo'],
    [NS.ds, 'X509Data'],
    [NS.ds, 'X509Certificate'],
  ]);
  const signatureValue = text(signature, [[NS.ds, 'SignatureValue']]) ?? '';
  if (!certificateText) {
    problems.push('The stamp has no certificate.');
    return check;
  }
  check.certificate = certificateText;
  let certificate: ReturnType<typeof describeCertificate>;
  try {
    certificate = describeCertificate(certificateText);
  } catch {
    problems.push("The stamp's certificate cannot be read.");
    return check;
  }
  if (
    !verifySignature(
      'sha256',
      Buffer.from(hash, 'base64'),
      certificate.publicKey,
      Buffer.from(signatureValue, 'base64'),
    )
  ) {
    problems.push("The signature does not verify with the certificate's key.");
  }
  const signedProperties = findElement(root, SIGNED_PROPERTIES_PATH);
  if (
    !signedProperties ||
    digestOf('URI', '#xadesSignedProperties') !== signedPropertiesDigest(signedProperties)
  ) {
    problems.push('The SignedProperties digest does not match.');
  } else {
    const cert = findElement(signedProperties, [
      [NS.xades, 'SignedSignatureProperties'],
      [NS.xades, 'SigningCertificate'],
      [NS.xades, 'Cert'],
    ]);
    const issuerSerial = (name: string) =>
      text(cert ?? root, [
        [NS.xades, 'IssuerSerial'],
        [NS.ds, name],
      ]);
    if (
      text(cert ?? root, [
        [NS.xades, 'CertDigest'],
        [NS.ds, 'DigestValue'],
      ]) !== hexDigestBase64(certificateText)
    ) {
      problems.push('The certificate digest does not match the certificate.');
    }
    if (
      issuerSerial('X509IssuerName') !== certificate.issuerName ||
      issuerSerial('X509SerialNumber') !== certificate.serialNumber
    ) {
      problems.push('The issuer and serial do not match the certificate.');
    }
  }
  const qrText =
    reference(root, 'QR') &&
    text(reference(root, 'QR')!, [
      [NS.cac, 'Attachment'],
      [NS.cbc, 'EmbeddedDocumentBinaryObject'],
    ]);
  let qr: ReturnType<typeof decodeQr>;
  try {
    qr = decodeQr(qrText ?? '');
  } catch {
    problems.push('The QR is not TLV data.');
    return check;
  }
  const party = [
    [NS.cac, 'AccountingSupplierParty'],
    [NS.cac, 'Party'],
  ] as const;
  const expected: Record<string, [unknown, unknown]> = {
    'seller name': [
      qr.sellerName,
      text(root, [...party, [NS.cac, 'PartyLegalEntity'], [NS.cbc, 'RegistrationName']]),
    ],
    'VAT number': [
      qr.vatNumber,
      text(root, [...party, [NS.cac, 'PartyTaxScheme'], [NS.cbc, 'CompanyID']]),
    ],
    timestamp: [
      qr.timestamp,
      `${text(root, [[NS.cbc, 'IssueDate']])}T${text(root, [[NS.cbc, 'IssueTime']])}`,
    ],
    total: [
      qr.totalWithVat,
      text(root, [
        [NS.cac, 'LegalMonetaryTotal'],
        [NS.cbc, 'TaxInclusiveAmount'],
      ]),
    ],
    'VAT total': [
      qr.vatTotal,
      text(root, [
        [NS.cac, 'TaxTotal'],
        [NS.cbc, 'TaxAmount'],
      ]),
    ],
    hash: [qr.invoiceHash, hash],
    signature: [qr.signature, signatureValue],
    'public key': [
      Buffer.from(qr.publicKey ?? []).toString('hex'),
      certificate.publicKeyDer.toString('hex'),
    ],
    'certificate signature': [
      Buffer.from(qr.certificateSignature ?? []).toString('hex'),
      certificate.signature.toString('hex'),
    ],
  };
  for (const [field, [inQr, inDocument]] of Object.entries(expected)) {
    if (inQr !== inDocument) problems.push(`The QR's ${field} does not match the document.`);
  }
  return check;
}
