/**
 * A local fake of ZATCA's Fatoora platform (e-invoicing APIs V2, as documented and as its
 * answers are published on ZATCA's developer forum), a real HTTP server on loopback:
 *
 *   POST /compliance                 OTP header + { csr } -> a compliance CSID
 *   POST /compliance/invoices        compliance CSID (Basic) + { invoiceHash, uuid, invoice }
 *   POST /production/csids           compliance CSID (Basic) + { compliance_request_id }
 *   POST /invoices/reporting/single  production CSID (Basic) + { invoiceHash, uuid, invoice }
 *
 * It issues certificates from a CA of its own for the CSR's key, checks what it receives as
 * ZATCA does (the invoice hash recomputed and compared with the body's, the stamp's signature and
 * digests, the QR, the signing certificate against the caller's CSID, its VAT number), answers
 * 200 / 202 (warnings) / 400 (errors) / 401 / 409 (already reported) with ZATCA's bodies, and lets
 * a test script failures (`failNext`, `stallNext`, `warnNext`).
 */
import { AsnConvert } from '@peculiar/asn1-schema';
import { CertificationRequest } from '@peculiar/asn1-csr';
import {
  Certificate,
  Extension,
  Extensions,
  Name,
  SubjectAlternativeName,
} from '@peculiar/asn1-x509';
import { createPublicKey, randomBytes, randomInt, verify } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import {
  buildName,
  checkStampedDocument,
  DocumentKind,
  FatooraMessage,
  generateSigningKey,
  issueCertificate,
  NAME_ATTRIBUTES,
  XmlError,
} from '../../src/zatca';

interface IssuedCsid {
  requestId: string;
  token: string;
  secret: string;
  certificate: string;
  vatNumber: string;
  production: boolean;
  /** Compliance CSIDs: the kinds of document that passed their check. */
  passed: Set<DocumentKind>;
}

export interface ReportedDocument {
  uuid: string;
  hash: string;
  counter?: string;
  previousHash?: string;
  kind?: DocumentKind;
  status: 200 | 202;
}

type Scripted = { status: number } | { stall: true } | { warn: true };

export interface FatooraFake {
  /** Base URL, as ZATCA_API_URL would name the platform. */
  url: string;
  /** The OTP the fake's "portal" handed out. */
  otp: string;
  /** Documents reported and accepted, in order. */
  reported: ReportedDocument[];
  /** Reporting calls received (whatever their answer). */
  reportCalls: number;
  /** The next `count` reporting calls answer `status` (500, 503, 429…) without looking. */
  failNext(count: number, status: number): void;
  /** The next `count` reporting calls never answer (for the client's timeout). */
  stallNext(count: number): void;
  /** The next `count` accepted reports answer 202 with a warning. */
  warnNext(count: number): void;
  close(): Promise<void>;
}

const message = (
  type: FatooraMessage['type'],
  code: string,
  category: string,
  text: string,
): FatooraMessage => ({
  type,
  code,
  category,
  message: text,
  status: type === 'INFO' ? 'PASS' : type,
});

const XSD_VALID = message(
  'INFO',
  'XSD_ZATCA_VALID',
  'XSD validation',
  'Complied with UBL 2.1 standards in line with ZATCA specifications',
);

const SERVER_ERROR = {
  category: 'HTTP-Errors',
  code: '500',
  message: 'Something went wrong and caused an Internal Server Error.',
};

/** The platform's path, as in https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation. */
const BASE_PATH = '/e-invoicing/simulation';

/** What ZATCA's compliance steps need for an EGS unit that issues simplified documents. */
const COMPLIANCE_STEPS: DocumentKind[] = ['invoice', 'credit-note', 'debit-note'];

export async function startFatooraFake(): Promise<FatooraFake> {
  const ca = generateSigningKey();
  const caName = buildName([
    [NAME_ATTRIBUTES.DC, 'local'],
    [NAME_ATTRIBUTES.DC, 'gov'],
    [NAME_ATTRIBUTES.DC, 'extgazt'],
    [NAME_ATTRIBUTES.CN, 'FATOORA-FAKE-SubCA-1'],
  ]);
  const csids = new Map<string, IssuedCsid>();
  const reportedHashes = new Set<string>();
  const script: Scripted[] = [];
  const stalled: ServerResponse[] = [];
  const otp = String(randomInt(100000, 1000000));

  const issue = (
    subject: Name,
    key: Buffer,
    extensions: Extension[],
    vatNumber: string,
    production: boolean,
  ) => {
    const certificate = issueCertificate({
      subject,
      issuer: caName,
      subjectKey: createPublicKey({ key, format: 'der', type: 'spki' }),
      issuerKey: ca.privateKey,
      serialNumber: BigInt(`0x${randomBytes(16).toString('hex')}`),
      notBefore: new Date(Date.now() - 60_000),
      notAfter: new Date(Date.now() + 365 * 24 * 3600_000),
      extensions,
    });
    const csid: IssuedCsid = {
      requestId: String(randomInt(1_000_000_000, 9_999_999_999)) + String(randomInt(100, 999)),
      token: Buffer.from(certificate, 'utf8').toString('base64'),
      secret: randomBytes(32).toString('base64'),
      certificate,
      vatNumber,
      production,
      passed: new Set(),
    };
    csids.set(csid.token, csid);
    return csid;
  };

  const csidAnswer = (csid: IssuedCsid) => ({
    requestID: Number(csid.requestId),
    tokenType:
      'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
    dispositionMessage: 'ISSUED',
    binarySecurityToken: csid.token,
    secret: csid.secret,
    errors: null,
  });

  const authenticated = (request: IncomingMessage): IssuedCsid | undefined => {
    const match = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    const [token, secret] = Buffer.from(match?.[1] ?? '', 'base64')
      .toString('utf8')
      .split(':');
    const csid = csids.get(token ?? '');
    return csid && csid.secret === secret ? csid : undefined;
  };

  /** The compliance CSID call: the CSR's signature and ZATCA fields checked, then a certificate. */
  const compliance = (
    request: IncomingMessage,
    body: Record<string, unknown>,
  ): [number, unknown] => {
    if (request.headers.otp !== otp) {
      return [400, { errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] }];
    }
    const invalidCsr: [number, unknown] = [
      400,
      { errors: [{ code: 'Invalid-CSR', message: 'The provided CSR is invalid' }] },
    ];
    try {
      const pem = Buffer.from(String(body.csr ?? ''), 'base64').toString('utf8');
      const der = Buffer.from(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64');
      const csr = AsnConvert.parse(der, CertificationRequest);
      const info = csr.certificationRequestInfo;
      const key = Buffer.from(AsnConvert.serialize(info.subjectPKInfo));
      const signed = verify(
        'sha256',
        Buffer.from(csr.certificationRequestInfoRaw ?? AsnConvert.serialize(info)),
        createPublicKey({ key, format: 'der', type: 'spki' }),
        Buffer.from(csr.signature),
      );
      const extensions = info.attributes
        .filter((attribute) => attribute.type === '1.2.840.113549.1.9.14')
        .flatMap((attribute) => [...AsnConvert.parse(attribute.values[0], Extensions)]);
      const san = extensions.find((extension) => extension.extnID === '2.5.29.17');
      const egs = new Map(
        [...AsnConvert.parse(san?.extnValue.buffer ?? new ArrayBuffer(0), SubjectAlternativeName)]
          .flatMap((name) => [...(name.directoryName ?? [])])
          .flatMap((rdn) => [...rdn])
          .map((attribute) => [attribute.type, attribute.value.toString()]),
      );
      const vatNumber = egs.get(NAME_ATTRIBUTES.UID) ?? '';
      const template = extensions.some((extension) => extension.extnID === '1.3.6.1.4.1.311.20.2');
      const serial = egs.get(NAME_ATTRIBUTES.SURNAME) ?? '';
      if (
        !signed ||
        !/^3\d{13}3$/.test(vatNumber) ||
        !template ||
        !/^1-[^|]+\|2-[^|]+\|3-./.test(serial)
      ) {
        return invalidCsr;
      }
      const kept = san ? [san] : [];
      return [200, csidAnswer(issue(info.subject, key, kept, vatNumber, false))];
    } catch {
      return invalidCsr;
    }
  };

  /** Checks a submitted document as ZATCA does; answers its messages and what it read. */
  const examine = (body: Record<string, unknown>, csid: IssuedCsid) => {
    const errors: FatooraMessage[] = [];
    let xml = '';
    try {
      xml = Buffer.from(String(body.invoice ?? ''), 'base64').toString('utf8');
      const check = checkStampedDocument(xml);
      if (check.hash !== body.invoiceHash) {
        errors.push(
          message(
            'ERROR',
            'invalid-invoice-hash',
            'INVOICE_HASHING_ERRORS',
            'The invoice hash API body does not match the (calculated) Hash of the XML',
          ),
        );
      }
      if (check.uuid !== body.uuid) {
        errors.push(
          message(
            'ERROR',
            'invalid-uuid',
            'UUID',
            'The UUID in the API body does not match the XML',
          ),
        );
      }
      for (const problem of check.problems) {
        errors.push(message('ERROR', 'signature', 'SIGNATURE_ERRORS', problem));
      }
      if (check.certificate && check.certificate !== csid.certificate) {
        errors.push(
          message(
            'ERROR',
            'invalid-signing-certificate',
            'CERTIFICATE_ERRORS',
            'X509Certificate (CCSID / PCSID) used for signing is not valid certificate (CCSID / PCSID) for this VAT Registration Number.',
          ),
        );
      }
      if (!xml.includes(`<cbc:CompanyID>${csid.vatNumber}</cbc:CompanyID>`)) {
        errors.push(
          message(
            'ERROR',
            'certificate-permissions',
            'CERTIFICATE_ERRORS',
            'User only allowed to use the vat number that exists in the authentication certificate',
          ),
        );
      }
      return { errors, check };
    } catch (error) {
      const reason =
        error instanceof XmlError ? error.message : 'The invoice is not an XML document';
      errors.push(message('ERROR', 'XSD_ZATCA_INVALID', 'XSD validation', reason));
      return { errors, check: undefined };
    }
  };

  const validationAnswer = (errors: FatooraMessage[], warnings: FatooraMessage[]) => ({
    validationResults: {
      infoMessages: errors.some((error) => error.code === 'XSD_ZATCA_INVALID') ? [] : [XSD_VALID],
      warningMessages: warnings,
      errorMessages: errors,
      status: errors.length ? 'ERROR' : warnings.length ? 'WARNING' : 'PASS',
    },
    reportingStatus: errors.length ? 'NOT_REPORTED' : 'REPORTED',
    clearanceStatus: null,
    qrSellertStatus: null,
    qrBuyertStatus: null,
  });

  const complianceCheck = (csid: IssuedCsid, body: Record<string, unknown>): [number, unknown] => {
    const { errors, check } = examine(body, csid);
    if (!errors.length && check?.kind) csid.passed.add(check.kind);
    return [errors.length ? 400 : 200, validationAnswer(errors, [])];
  };

  const production = (csid: IssuedCsid, body: Record<string, unknown>): [number, unknown] => {
    if (String(body.compliance_request_id) !== csid.requestId) {
      return [
        400,
        {
          errors: [{ code: 'Invalid-Request-ID', message: 'The compliance request ID is invalid' }],
        },
      ];
    }
    const missing = COMPLIANCE_STEPS.filter((kind) => !csid.passed.has(kind));
    if (missing.length) {
      return [
        400,
        {
          errors: [
            {
              code: 'Missing-ComplianceSteps',
              message: `The compliance certificate is not done with the following compliance steps yet [${missing.join(', ')}]`,
            },
          ],
        },
      ];
    }
    const compliance = AsnConvert.parse(Buffer.from(csid.certificate, 'base64'), Certificate);
    const certificate = compliance.tbsCertificate;
    const issued = issue(
      certificate.subject,
      Buffer.from(AsnConvert.serialize(certificate.subjectPublicKeyInfo)),
      [...(certificate.extensions ?? [])],
      csid.vatNumber,
      true,
    );
    return [200, csidAnswer(issued)];
  };

  const report = (csid: IssuedCsid, body: Record<string, unknown>): [number, unknown] => {
    const { errors, check } = examine(body, csid);
    if (!errors.length && check && reportedHashes.has(check.hash)) {
      const duplicate = message(
        'ERROR',
        'Invoice-Errors',
        'Duplicate-Invoice',
        'Invoice was already Reported successfully earlier.',
      );
      return [409, { ...validationAnswer([duplicate], []), reportingStatus: 'NOT_REPORTED' }];
    }
    if (errors.length || !check) return [400, validationAnswer(errors, [])];
    const next = script[0];
    const warnings =
      next && 'warn' in next
        ? (script.shift(),
          [
            message(
              'WARNING',
              'BR-KSA-08',
              'KSA',
              '[BR-KSA-08]-The seller identification (BT-29) should be checked.',
            ),
          ])
        : [];
    const status = warnings.length ? 202 : 200;
    reportedHashes.add(check.hash);
    fake.reported.push({
      uuid: String(body.uuid),
      hash: check.hash,
      counter: check.counter,
      previousHash: check.previousHash,
      kind: check.kind,
      status,
    });
    return [status, validationAnswer([], warnings)];
  };

  const route = (
    request: IncomingMessage,
    body: Record<string, unknown>,
  ): [number, unknown] | 'stall' => {
    if (!request.url?.startsWith(BASE_PATH)) return [404, { message: 'Not Found' }];
    const path = request.url.slice(BASE_PATH.length);
    if (request.method !== 'POST') return [405, { message: 'Method Not Allowed' }];
    if (request.headers['accept-version'] !== 'V2') {
      return [400, { code: 'Invalid-Version', message: 'The Accept-Version header must be V2' }];
    }
    if (path === '/compliance') return compliance(request, body);
    const csid = authenticated(request);
    if (path === '/invoices/reporting/single') {
      fake.reportCalls += 1;
      const scripted = script[0];
      if (scripted && !('warn' in scripted)) {
        script.shift();
        if ('stall' in scripted) return 'stall';
        return [
          scripted.status,
          scripted.status >= 500 ? SERVER_ERROR : { message: 'Too Many Requests' },
        ];
      }
      return csid?.production ? report(csid, body) : [401, undefined];
    }
    if (!csid || csid.production) return [401, undefined];
    if (path === '/compliance/invoices') return complianceCheck(csid, body);
    if (path === '/production/csids') return production(csid, body);
    return [404, { message: 'Not Found' }];
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 5 * 1024 * 1024) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        body = {};
      }
      const answer = route(request, body);
      if (answer === 'stall') {
        stalled.push(response);
        return;
      }
      const [status, payload] = answer;
      response.writeHead(
        status,
        payload === undefined ? {} : { 'Content-Type': 'application/json' },
      );
      response.end(payload === undefined ? '' : JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FatooraFake = {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    otp,
    reported: [],
    reportCalls: 0,
    failNext: (count, status) => script.push(...Array.from({ length: count }, () => ({ status }))),
    stallNext: (count) =>
      script.push(...Array.from({ length: count }, () => ({ stall: true as const }))),
    warnNext: (count) =>
      script.push(...Array.from({ length: count }, () => ({ warn: true as const }))),
    close: async () => {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
