/**
 * The cryptographic stamp of a simplified document (Security Features Implementation Standard,
 * and what ZATCA's SDK writes and checks):
 *
 * - the invoice hash (hash.ts) is signed with ECDSA-SHA256 on secp256k1: SHA-256 over the 32 hash
 *   bytes, the signature DER-encoded and base64'd — not an XML-DSig signature of ds:SignedInfo;
 * - an enveloped XAdES signature in ext:UBLExtensions carries it, with the stamping certificate in
 *   ds:KeyInfo and xades:SignedProperties (signing time, certificate digest, issuer, serial);
 *   the SignedProperties digest is base64 of the hexadecimal SHA-256 of that element as ZATCA
 *   serialises it (xml.ts, serializeAsZatcaHashesIt), not canonicalised;
 * - the phase-2 QR (qr.ts) repeats the hash, the signature, the public key and the certificate's
 *   signature, and sits in the "QR" AdditionalDocumentReference.
 *
 * The block is laid out as in ZATCA's samples (four spaces a level, the block starting right after
 * the Invoice start tag), since its SignedProperties is hashed with its whitespace.
 */
import { createHash, KeyObject, sign } from 'node:crypto';
import { DocumentAmounts, formatAmount } from './amounts';
import { describeCertificate } from './certificate';
import { DocumentInput, documentAmounts, ksaDateTime, renderDocument } from './document';
import { computeInvoiceHash } from './hash';
import { encodeQr } from './qr';
import { escapeText, findElement, NS, parseXml, serializeAsZatcaHashesIt } from './xml';

/** The EGS unit's stamping key and its certificate (base64 DER or PEM). */
export interface SigningIdentity {
  privateKey: KeyObject;
  certificate: string;
}

export interface StampedDocument {
  /** The signed UBL document, UTF-8 XML: what is stored, served and reported (base64'd). */
  xml: string;
  /** Its invoice hash: the next document's PIH, and `invoiceHash` of the reporting call. */
  hash: string;
  /** The phase-2 QR text (base64 TLV) that the PDF shows as a QR code. */
  qr: string;
  /** The amounts the document states. */
  amounts: DocumentAmounts;
}

export interface SignedPropertiesValues {
  /** "yyyy-MM-ddTHH:mm:ss" in UTC, no zone letter, as ZATCA's SDK writes it. */
  signingTime: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
}

const C14N11 = 'http://www.w3.org/2006/12/xml-c14n11';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const XPATH = 'http://www.w3.org/TR/1999/REC-xpath-19991116';

/** SigningTime as ZATCA's SDK writes it (it rejects a trailing "Z"). */
export function signingTimeOf(at: Date): string {
  return at.toISOString().slice(0, 19);
}

/** The xades:SignedProperties element, indented as it sits in the block (8 levels deep). */
function signedPropertiesXml(values: SignedPropertiesValues): string {
  const pad = (level: number) => ' '.repeat(32 + 4 * level);
  return [
    '<xades:SignedProperties Id="xadesSignedProperties">',
    `${pad(1)}<xades:SignedSignatureProperties>`,
    `${pad(2)}<xades:SigningTime>${escapeText(values.signingTime)}</xades:SigningTime>`,
    `${pad(2)}<xades:SigningCertificate>`,
    `${pad(3)}<xades:Cert>`,
    `${pad(4)}<xades:CertDigest>`,
    `${pad(5)}<ds:DigestMethod Algorithm="${SHA256}"/>`,
    `${pad(5)}<ds:DigestValue>${escapeText(values.certificateDigest)}</ds:DigestValue>`,
    `${pad(4)}</xades:CertDigest>`,
    `${pad(4)}<xades:IssuerSerial>`,
    `${pad(5)}<ds:X509IssuerName>${escapeText(values.issuerName)}</ds:X509IssuerName>`,
    `${pad(5)}<ds:X509SerialNumber>${escapeText(values.serialNumber)}</ds:X509SerialNumber>`,
    `${pad(4)}</xades:IssuerSerial>`,
    `${pad(3)}</xades:Cert>`,
    `${pad(2)}</xades:SigningCertificate>`,
    `${pad(1)}</xades:SignedSignatureProperties>`,
    `${pad(0)}</xades:SignedProperties>`,
  ].join('\n');
}

/** base64 of the hexadecimal SHA-256 of text: ZATCA's digest form for XAdES values. */
export function hexDigestBase64(text: string): string {
  return Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');
}

/** The digest of a SignedProperties element, as ZATCA computes it from the document. */
export function signedPropertiesDigest(signedProperties: Element): string {
  return hexDigestBase64(serializeAsZatcaHashesIt(signedProperties));
}

interface StampValues {
  hash: string;
  signatureValue: string;
  certificate: string;
  signedProperties: SignedPropertiesValues;
}

/** The ext:UBLExtensions block; `signedPropertiesDigest` is left empty when not yet known. */
function ublExtensionsXml(values: StampValues, signedPropertiesDigestValue: string): string {
  const pad = (level: number) => ' '.repeat(4 * level);
  return [
    '<ext:UBLExtensions>',
    `${pad(1)}<ext:UBLExtension>`,
    `${pad(2)}<ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>`,
    `${pad(2)}<ext:ExtensionContent>`,
    `${pad(3)}<sig:UBLDocumentSignatures xmlns:sig="${NS.sig}" xmlns:sac="${NS.sac}" xmlns:sbc="${NS.sbc}">`,
    `${pad(4)}<sac:SignatureInformation>`,
    `${pad(5)}<cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>`,
    `${pad(5)}<sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>`,
    `${pad(5)}<ds:Signature xmlns:ds="${NS.ds}" Id="signature">`,
    `${pad(6)}<ds:SignedInfo>`,
    `${pad(7)}<ds:CanonicalizationMethod Algorithm="${C14N11}"/>`,
    `${pad(7)}<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>`,
    `${pad(7)}<ds:Reference Id="invoiceSignedData" URI="">`,
    `${pad(8)}<ds:Transforms>`,
    ...[
      'not(//ancestor-or-self::ext:UBLExtensions)',
      'not(//ancestor-or-self::cac:Signature)',
      "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
    ].flatMap((xpath) => [
      `${pad(9)}<ds:Transform Algorithm="${XPATH}">`,
      `${pad(10)}<ds:XPath>${escapeText(xpath)}</ds:XPath>`,
      `${pad(9)}</ds:Transform>`,
    ]),
    `${pad(9)}<ds:Transform Algorithm="${C14N11}"/>`,
    `${pad(8)}</ds:Transforms>`,
    `${pad(8)}<ds:DigestMethod Algorithm="${SHA256}"/>`,
    `${pad(8)}<ds:DigestValue>${values.hash}</ds:DigestValue>`,
    `${pad(7)}</ds:Reference>`,
    `${pad(7)}<ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">`,
    `${pad(8)}<ds:DigestMethod Algorithm="${SHA256}"/>`,
    `${pad(8)}<ds:DigestValue>${signedPropertiesDigestValue}</ds:DigestValue>`,
    `${pad(7)}</ds:Reference>`,
    `${pad(6)}</ds:SignedInfo>`,
    `${pad(6)}<ds:SignatureValue>${values.signatureValue}</ds:SignatureValue>`,
    `${pad(6)}<ds:KeyInfo>`,
    `${pad(7)}<ds:X509Data>`,
    `${pad(8)}<ds:X509Certificate>${values.certificate}</ds:X509Certificate>`,
    `${pad(7)}</ds:X509Data>`,
    `${pad(6)}</ds:KeyInfo>`,
    `${pad(6)}<ds:Object>`,
    `${pad(7)}<xades:QualifyingProperties xmlns:xades="${NS.xades}" Target="signature">`,
    `${pad(8)}${signedPropertiesXml(values.signedProperties)}`,
    `${pad(7)}</xades:QualifyingProperties>`,
    `${pad(6)}</ds:Object>`,
    `${pad(5)}</ds:Signature>`,
    `${pad(4)}</sac:SignatureInformation>`,
    `${pad(3)}</sig:UBLDocumentSignatures>`,
    `${pad(2)}</ext:ExtensionContent>`,
    `${pad(1)}</ext:UBLExtension>`,
    '</ext:UBLExtensions>',
  ].join('\n');
}

/** The path of xades:SignedProperties from the Invoice element. */
export const SIGNED_PROPERTIES_PATH = [
  [NS.ext, 'UBLExtensions'],
  [NS.ext, 'UBLExtension'],
  [NS.ext, 'ExtensionContent'],
  [NS.sig, 'UBLDocumentSignatures'],
  [NS.sac, 'SignatureInformation'],
  [NS.ds, 'Signature'],
  [NS.ds, 'Object'],
  [NS.xades, 'QualifyingProperties'],
  [NS.xades, 'SignedProperties'],
] as const;

/** Places the UBLExtensions block right after the root start tag. */
function withExtensions(xml: string, block: string): string {
  const rootStart = xml.indexOf('<Invoice ');
  const rootEnd = xml.indexOf('>', rootStart) + 1;
  return `${xml.slice(0, rootEnd)}${block}${xml.slice(rootEnd)}`;
}

/** ECDSA-SHA256 over the invoice hash's 32 bytes, DER, base64 (ds:SignatureValue, QR tag 7). */
export function signInvoiceHash(hash: string, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(hash, 'base64'), privateKey).toString('base64');
}

/**
 * Builds, hashes, signs and stamps a simplified document. `signedAt` is the signing time
 * (defaults to now). The caller owns the chain: `input.counter` and `input.previousHash` must be
 * the next counter and the previous document's `hash` (NO_PREVIOUS_INVOICE_HASH for the first).
 */
export function issueDocument(
  input: DocumentInput,
  identity: SigningIdentity,
  signedAt = new Date(),
): StampedDocument {
  const amounts = documentAmounts(input);
  const certificate = describeCertificate(identity.certificate);
  // The QR and the stamp are not part of the hash: hash the document with an empty QR.
  const hash = computeInvoiceHash(renderDocument(input, amounts, ''));
  const signatureValue = signInvoiceHash(hash, identity.privateKey);
  const { date, time } = ksaDateTime(input.issuedAt);
  const qr = encodeQr({
    sellerName: input.seller.name.replace(/\s+/g, ' ').trim(),
    vatNumber: input.seller.vatNumber,
    timestamp: `${date}T${time}`,
    totalWithVat: formatAmount(amounts.taxInclusive),
    vatTotal: formatAmount(amounts.vat),
    invoiceHash: hash,
    signature: signatureValue,
    publicKey: certificate.publicKeyDer,
    certificateSignature: certificate.signature,
  });
  const stamp: StampValues = {
    hash,
    signatureValue,
    certificate: certificate.base64,
    signedProperties: {
      signingTime: signingTimeOf(signedAt),
      certificateDigest: certificate.digest,
      issuerName: certificate.issuerName,
      serialNumber: certificate.serialNumber,
    },
  };
  const body = renderDocument(input, amounts, qr);
  const draft = withExtensions(body, ublExtensionsXml(stamp, ''));
  const signedProperties = findElement(parseXml(draft).documentElement, SIGNED_PROPERTIES_PATH);
  if (!signedProperties) throw new Error('The stamp has no SignedProperties.');
  const xml = withExtensions(
    body,
    ublExtensionsXml(stamp, signedPropertiesDigest(signedProperties)),
  );
  if (computeInvoiceHash(xml) !== hash) throw new Error('The stamp changed the invoice hash.');
  return { xml, hash, qr, amounts };
}
