/**
 * A client of ZATCA's Fatoora platform (the e-invoicing APIs, version V2) for an EGS unit that
 * issues simplified documents: compliance CSID, compliance checks, production CSID, reporting.
 * `baseUrl` names the platform, e.g. https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation
 * (or /developer-portal, /core). Answers are typed as ZATCA documents them; an answer the client
 * cannot classify is a retry, never a success.
 */

/** One validation message of a Fatoora answer. */
export interface FatooraMessage {
  type: 'INFO' | 'WARNING' | 'ERROR';
  code: string;
  category: string;
  message: string;
  status: string;
}

export interface ValidationResults {
  infoMessages: FatooraMessage[];
  warningMessages: FatooraMessage[];
  errorMessages: FatooraMessage[];
  status: 'PASS' | 'WARNING' | 'ERROR';
}

/** The answer to a reporting call or a compliance check of a simplified document. */
export interface ReportingAnswer {
  validationResults: ValidationResults;
  reportingStatus: 'REPORTED' | 'NOT_REPORTED' | null;
}

/** What a reporting call (or compliance check) came to, and what the caller should do. */
export type ReportOutcome =
  /** 200 (no warning) or 202 (reported with warnings, which are in the answer). Done. */
  | { kind: 'reported'; httpStatus: 200 | 202; answer: ReportingAnswer }
  /** 409: a document with this hash was reported earlier: ZATCA has it. Done; do not resend. */
  | { kind: 'already-reported'; httpStatus: 409; answer: ReportingAnswer }
  /** 400: ZATCA refused the document (its errors in the answer). Resending it cannot help. */
  | { kind: 'rejected'; httpStatus: 400; answer: ReportingAnswer }
  /** 401: the CSID token or secret was refused. Retry once the credentials are fixed. */
  | { kind: 'unauthorized'; httpStatus: 401 }
  /** 5xx, 429, a timeout, a broken connection or an unreadable answer: retry later. */
  | { kind: 'retry'; httpStatus: number | null; reason: string };

/** A CSID: the certificate ZATCA issued, and the credentials of the API calls made with it. */
export interface Csid {
  requestId: string;
  /** `binarySecurityToken`: base64 of the certificate's base64 text; the Basic auth user name. */
  binarySecurityToken: string;
  /** The Basic auth password. */
  secret: string;
  /** The stamping certificate: base64 of its DER (the token, decoded once). */
  certificate: string;
}

/** What a CSID call answers: credentials, or why not. */
export type CsidOutcome =
  | { kind: 'issued'; csid: Csid }
  /** 400: refused (bad OTP, bad CSR, compliance steps missing…), with ZATCA's codes. */
  | { kind: 'refused'; httpStatus: number; errors: { code: string; message: string }[] }
  | { kind: 'unauthorized'; httpStatus: 401 }
  | { kind: 'retry'; httpStatus: number | null; reason: string };

/** The body of a reporting call or compliance check. */
export interface DocumentSubmission {
  invoiceHash: string;
  uuid: string;
  /** base64 of the signed XML's UTF-8 bytes. */
  invoice: string;
}

/** The submission of a stamped document. */
export function submissionOf(
  document: { xml: string; hash: string },
  uuid: string,
): DocumentSubmission {
  return {
    invoiceHash: document.hash,
    uuid,
    invoice: Buffer.from(document.xml, 'utf8').toString('base64'),
  };
}

export interface FatooraClientOptions {
  baseUrl: string;
  /** Per call; 30 s by default. */
  timeoutMs?: number;
}

type Answer = { status: number; body: unknown } | { status: null; reason: string };

export class FatooraClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: FatooraClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** Step 1: the compliance CSID, for a CSR (its `apiValue`) and the portal's OTP. */
  requestComplianceCsid(csr: string, otp: string): Promise<CsidOutcome> {
    return this.csidCall('/compliance', { OTP: otp }, { csr });
  }

  /** Step 2: a compliance check of one sample document, with the compliance CSID. */
  async checkCompliance(csid: Csid, submission: DocumentSubmission): Promise<ReportOutcome> {
    return this.reportingOutcome(
      await this.call('/compliance/invoices', authorization(csid), submission),
    );
  }

  /** Step 3: the production CSID, once the compliance checks passed. */
  requestProductionCsid(complianceCsid: Csid): Promise<CsidOutcome> {
    return this.csidCall('/production/csids', authorization(complianceCsid), {
      compliance_request_id: complianceCsid.requestId,
    });
  }

  /** Reports a simplified document with the production CSID. */
  async report(csid: Csid, submission: DocumentSubmission): Promise<ReportOutcome> {
    return this.reportingOutcome(
      await this.call('/invoices/reporting/single', authorization(csid), submission),
    );
  }

  private async csidCall(
    path: string,
    headers: Record<string, string>,
    body: unknown,
  ): Promise<CsidOutcome> {
    const answer = await this.call(path, headers, body);
    if (answer.status === null) return { kind: 'retry', httpStatus: null, reason: answer.reason };
    if (answer.status === 401) return { kind: 'unauthorized', httpStatus: 401 };
    const fields = (answer.body ?? {}) as Record<string, unknown>;
    if (
      answer.status === 200 &&
      typeof fields.binarySecurityToken === 'string' &&
      typeof fields.secret === 'string'
    ) {
      return {
        kind: 'issued',
        csid: {
          requestId: String(fields.requestID ?? ''),
          binarySecurityToken: fields.binarySecurityToken,
          secret: fields.secret,
          certificate: Buffer.from(fields.binarySecurityToken, 'base64').toString('utf8'),
        },
      };
    }
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
      return { kind: 'refused', httpStatus: answer.status, errors: errorsOf(fields) };
    }
    return { kind: 'retry', httpStatus: answer.status, reason: `HTTP ${answer.status}` };
  }

  private reportingOutcome(answer: Answer): ReportOutcome {
    if (answer.status === null) return { kind: 'retry', httpStatus: null, reason: answer.reason };
    if (answer.status === 401) return { kind: 'unauthorized', httpStatus: 401 };
    const body = answer.body as ReportingAnswer | undefined;
    const readable = body?.validationResults !== undefined;
    if (readable && (answer.status === 200 || answer.status === 202)) {
      return { kind: 'reported', httpStatus: answer.status, answer: body };
    }
    if (readable && answer.status === 409)
      return { kind: 'already-reported', httpStatus: 409, answer: body };
    if (readable && answer.status === 400)
      return { kind: 'rejected', httpStatus: 400, answer: body };
    return { kind: 'retry', httpStatus: answer.status, reason: `HTTP ${answer.status}` };
  }

  private async call(
    path: string,
    headers: Record<string, string>,
    body: unknown,
  ): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Accept-Language': 'en',
          'Accept-Version': 'V2',
          'Content-Type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { status: null, reason: cause ?? (error as Error).name ?? 'network error' };
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  }
}

function authorization(csid: Csid): Record<string, string> {
  const credentials = Buffer.from(`${csid.binarySecurityToken}:${csid.secret}`, 'utf8');
  return { Authorization: `Basic ${credentials.toString('base64')}` };
}

/** ZATCA answers CSID errors as { errors: [{ code, message }] } or as one { code, message }. */
function errorsOf(fields: Record<string, unknown>): { code: string; message: string }[] {
  const list = Array.isArray(fields.errors) ? fields.errors : [fields];
  return list
    .filter(
      (error): error is Record<string, unknown> => typeof error === 'object' && error !== null,
    )
    .map((error) => ({ code: String(error.code ?? ''), message: String(error.message ?? '') }))
    .filter((error) => error.code || error.message);
}
