/**
 * X.509 pieces of the stamp: reading a stamping certificate the way ZATCA's SDK writes it into a
 * document (issuer name, serial, digest), and writing certificates and names (the demo
 * certificate, and the CSIDs of the local Fatoora fake). ASN.1 by @peculiar/asn1-x509 (typed
 * schemas, no crypto of their own); signing and key handling by node:crypto, which, unlike
 * WebCrypto, has secp256k1.
 */
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Extension,
  Extensions,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import { createHash, createPublicKey, KeyObject, sign, X509Certificate } from 'node:crypto';

/** ecdsa-with-SHA256: the signature algorithm of ZATCA's certificates, CSRs and stamps. */
export const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2';

/** Attribute types used in ZATCA's names, with the keywords Java writes them with. */
export const NAME_ATTRIBUTES = {
  CN: '2.5.4.3',
  SURNAME: '2.5.4.4',
  C: '2.5.4.6',
  L: '2.5.4.7',
  ST: '2.5.4.8',
  STREET: '2.5.4.9',
  O: '2.5.4.10',
  OU: '2.5.4.11',
  T: '2.5.4.12',
  BUSINESS_CATEGORY: '2.5.4.15',
  REGISTERED_ADDRESS: '2.5.4.26',
  UID: '0.9.2342.19200300.100.1.1',
  DC: '0.9.2342.19200300.100.1.25',
} as const;

/** One attribute of a name; `printable` writes a PrintableString (countries), else UTF8String. */
export type NamePart = readonly [oid: string, value: string, kind?: 'printable'];

/** A distinguished name from its parts, most general first (C, O, OU, CN). */
export function buildName(parts: readonly NamePart[]): Name {
  return new Name(
    parts.map(
      ([type, value, kind]) =>
        new RelativeDistinguishedName([
          new AttributeTypeAndValue({
            type,
            value: new AttributeValue(
              kind === 'printable' ? { printableString: value } : { utf8String: value },
            ),
          }),
        ]),
    ),
  );
}

/** The SubjectPublicKeyInfo of a key (of a private key: its public half), as ASN.1. */
export function publicKeyInfo(key: KeyObject): SubjectPublicKeyInfo {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return AsnConvert.parse(der, SubjectPublicKeyInfo);
}

/** An extension with its value DER-encoded from an ASN.1 object. */
export function extension(extnID: string, value: unknown, critical = false): Extension {
  return new Extension({
    extnID,
    critical,
    extnValue: new OctetString(AsnConvert.serialize(value)),
  });
}

/** A Buffer's bytes as the ArrayBuffer the ASN.1 schemas take. */
export function arrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

/** ECDSA-SHA256 signature of DER bytes, DER-encoded (what X.509 and the stamp carry). */
export function signDer(der: ArrayBuffer | Uint8Array, privateKey: KeyObject): Buffer {
  return sign('sha256', Buffer.from(der as ArrayBuffer), privateKey);
}

export interface CertificateRequest {
  subject: Name;
  issuer: Name;
  subjectKey: KeyObject;
  /** The issuer's private key (the subject's own for a self-signed certificate). */
  issuerKey: KeyObject;
  serialNumber: bigint;
  notBefore: Date;
  notAfter: Date;
  extensions?: Extension[];
}

/** A certificate, signed with ECDSA-SHA256: base64 of its DER. */
export function issueCertificate(request: CertificateRequest): string {
  const algorithm = new AlgorithmIdentifier({ algorithm: ECDSA_WITH_SHA256 });
  const serial = request.serialNumber.toString(16);
  const serialBytes = Buffer.from(serial.length % 2 ? `0${serial}` : serial, 'hex');
  const tbsCertificate = new TBSCertificate({
    version: Version.v3,
    // DER integers are signed: a leading 0 byte keeps a high first bit positive.
    serialNumber: arrayBuffer(
      serialBytes[0] & 0x80 ? Buffer.concat([Buffer.from([0]), serialBytes]) : serialBytes,
    ),
    signature: algorithm,
    issuer: request.issuer,
    validity: new Validity({ notBefore: request.notBefore, notAfter: request.notAfter }),
    subject: request.subject,
    subjectPublicKeyInfo: publicKeyInfo(request.subjectKey),
    extensions: request.extensions?.length ? new Extensions(request.extensions) : undefined,
  });
  const signatureValue = signDer(AsnConvert.serialize(tbsCertificate), request.issuerKey);
  const certificate = new Certificate({
    tbsCertificate,
    signatureAlgorithm: algorithm,
    signatureValue: arrayBuffer(signatureValue),
  });
  return Buffer.from(AsnConvert.serialize(certificate)).toString('base64');
}

/** What a stamped document states about its stamping certificate. */
export interface CertificateDetails {
  /** The certificate as the document carries it: base64 of its DER, one line. */
  base64: string;
  /** Issuer as Java's X500Name writes it, most specific first: "CN=…, DC=gov, DC=local". */
  issuerName: string;
  /** Serial number in decimal. */
  serialNumber: string;
  /**
   * The xades:CertDigest value as ZATCA computes it: base64 of the hexadecimal SHA-256 of the
   * certificate's base64 text (not of its DER bytes).
   */
  digest: string;
  /** DER SubjectPublicKeyInfo of its key (QR tag 8). */
  publicKeyDer: Buffer;
  /** The certificate's own signature, DER (QR tag 9). */
  signature: Buffer;
  publicKey: KeyObject;
  notAfter: Date;
}

const KEYWORDS = new Map<string, string>(
  Object.entries(NAME_ATTRIBUTES)
    .filter(([keyword]) => !['BUSINESS_CATEGORY', 'REGISTERED_ADDRESS'].includes(keyword))
    .map(([keyword, oid]) => [oid, keyword]),
);

/** A name as Java's X500Name.getName() writes it (RFC 1779 style, reversed, ", "-separated). */
export function javaNameString(name: Name): string {
  return [...name]
    .reverse()
    .map((rdn) =>
      [...rdn]
        .map((attribute) => {
          const keyword = KEYWORDS.get(attribute.type) ?? `OID.${attribute.type}`;
          const value = attribute.value.toString();
          const quoted = /[,+=<>#;"\\\n]|^\s|\s$/.test(value)
            ? `"${value.replace(/(["\\])/g, '\\$1')}"`
            : value;
          return `${keyword}=${quoted}`;
        })
        .join(' + '),
    )
    .join(', ');
}

/** Reads a certificate (base64 DER, or PEM) into what a stamp needs from it. */
export function describeCertificate(certificate: string): CertificateDetails {
  const base64 = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const der = Buffer.from(base64, 'base64');
  const x509 = new X509Certificate(der);
  const parsed = AsnConvert.parse(der, Certificate);
  return {
    base64,
    issuerName: javaNameString(parsed.tbsCertificate.issuer),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    digest: Buffer.from(createHash('sha256').update(base64, 'utf8').digest('hex')).toString(
      'base64',
    ),
    publicKeyDer: x509.publicKey.export({ type: 'spki', format: 'der' }),
    signature: Buffer.from(parsed.signatureValue),
    publicKey: x509.publicKey,
    notAfter: new Date(x509.validTo),
  };
}
