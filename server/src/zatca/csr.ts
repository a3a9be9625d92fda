/**
 * Onboarding an EGS unit: its secp256k1 key pair and the certificate signing request ZATCA's
 * compliance CSID API takes, with the fields of ZATCA's SDK CSR configuration
 * (Data/Input/csr-config-template.properties) and its certificate template extension.
 */
import { AsnConvert } from '@peculiar/asn1-schema';
import { CertificationRequest, CertificationRequestInfo, Attributes } from '@peculiar/asn1-csr';
import {
  AlgorithmIdentifier,
  Attribute,
  DirectoryString,
  Extensions,
  GeneralName,
  SubjectAlternativeName,
  id_ce_subjectAltName,
} from '@peculiar/asn1-x509';
import { generateKeyPairSync, KeyObject } from 'node:crypto';
import {
  arrayBuffer,
  buildName,
  ECDSA_WITH_SHA256,
  extension,
  NAME_ATTRIBUTES,
  publicKeyInfo,
  signDer,
} from './certificate';

/** A new stamping key pair on secp256k1, the curve ZATCA requires. */
export function generateSigningKey(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
}

/** Which Fatoora platform a CSR is for: it names the certificate template ZATCA issues from. */
export type FatooraEnvironment = 'production' | 'simulation' | 'sandbox';

/** Microsoft's certificateTemplateName extension, which ZATCA reads. */
export const CERTIFICATE_TEMPLATE_NAME_OID = '1.3.6.1.4.1.311.20.2';
export const CERTIFICATE_TEMPLATES: Record<FatooraEnvironment, string> = {
  production: 'ZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  sandbox: 'TSTZATCA-Code-Signing',
};

/** The PKCS#9 extensionRequest attribute that carries a CSR's extensions. */
const EXTENSION_REQUEST = '1.2.840.113549.1.9.14';

/** Invoice types an EGS unit issues (CSR "title", TSCZ): "0100" is simplified documents only. */
export const SIMPLIFIED_ONLY = '0100';

export interface CsrFields {
  /** CN: the EGS unit's name, free text (e.g. "EGS1-886431145-399999999900003"). */
  commonName: string;
  /** O: the taxpayer's name. */
  organizationName: string;
  /** OU: the branch (a VAT group member's 10-digit TIN). */
  organizationUnit: string;
  /** UID: the VAT registration number, 15 digits starting and ending with 3. */
  vatNumber: string;
  /** SN: the EGS serial, written "1-<solution>|2-<model or version>|3-<serial>". */
  egs: { solution: string; model: string; serial: string };
  /** title: invoice types, "0100" for simplified only (the default). */
  invoiceType?: string;
  /** registeredAddress: the branch's address (short address or National Address). */
  registeredAddress: string;
  /** businessCategory: the industry. */
  businessCategory: string;
  environment: FatooraEnvironment;
}

export function egsSerialNumber(egs: CsrFields['egs']): string {
  return `1-${egs.solution}|2-${egs.model}|3-${egs.serial}`;
}

/** A CSR signed with the EGS key: its PEM, and the base64 of that PEM the API's `csr` takes. */
export function createCsr(
  fields: CsrFields,
  privateKey: KeyObject,
): { pem: string; apiValue: string } {
  if (!/^3\d{13}3$/.test(fields.vatNumber)) {
    throw new RangeError('The VAT number must be 15 digits starting and ending with 3.');
  }
  const invoiceType = fields.invoiceType ?? SIMPLIFIED_ONLY;
  if (!/^[01]{2}00$/.test(invoiceType) || invoiceType === '0000') {
    throw new RangeError('The invoice type must be 1000, 0100 or 1100.');
  }
  const subject = buildName([
    [NAME_ATTRIBUTES.C, 'SA', 'printable'],
    [NAME_ATTRIBUTES.O, fields.organizationName],
    [NAME_ATTRIBUTES.OU, fields.organizationUnit],
    [NAME_ATTRIBUTES.CN, fields.commonName],
  ]);
  const egsName = buildName([
    [NAME_ATTRIBUTES.SURNAME, egsSerialNumber(fields.egs)],
    [NAME_ATTRIBUTES.UID, fields.vatNumber],
    [NAME_ATTRIBUTES.T, invoiceType],
    [NAME_ATTRIBUTES.REGISTERED_ADDRESS, fields.registeredAddress],
    [NAME_ATTRIBUTES.BUSINESS_CATEGORY, fields.businessCategory],
  ]);
  const extensions = new Extensions([
    extension(
      CERTIFICATE_TEMPLATE_NAME_OID,
      new DirectoryString({ printableString: CERTIFICATE_TEMPLATES[fields.environment] }),
    ),
    extension(
      id_ce_subjectAltName,
      new SubjectAlternativeName([new GeneralName({ directoryName: egsName })]),
    ),
  ]);
  const info = new CertificationRequestInfo({
    version: 0,
    subject,
    subjectPKInfo: publicKeyInfo(privateKey),
    attributes: new Attributes([
      new Attribute({ type: EXTENSION_REQUEST, values: [AsnConvert.serialize(extensions)] }),
    ]),
  });
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: ECDSA_WITH_SHA256 }),
    signature: arrayBuffer(signDer(AsnConvert.serialize(info), privateKey)),
  });
  const der = Buffer.from(AsnConvert.serialize(request));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  const pem = `-----BEGIN CERTIFICATE REQUEST-----\n${lines.join('\n')}\n-----END CERTIFICATE REQUEST-----\n`;
  return { pem, apiValue: Buffer.from(pem, 'utf8').toString('base64') };
}
