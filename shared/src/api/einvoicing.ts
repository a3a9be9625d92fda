/**
 * The back office's view of e-invoicing (docs/e-invoicing.md): where the shop's onboarding with
 * ZATCA stands, its chain of documents, and the documents not reported or reported with problems.
 */

/** What stamps the shop's documents now. */
export const STAMPING_MODES = [
  /** No ZATCA setting, outside production: a demo key and self-signed certificate. */
  'demo',
  /** A production CSID given in the environment (ZATCA_CSID_TOKEN, …). */
  'configured',
  /** The production CSID that `npm run zatca:onboard` obtained. */
  'onboarded',
  /** ZATCA is configured but onboarding has not ended: documents wait. */
  'waiting',
] as const;
export type StampingMode = (typeof STAMPING_MODES)[number];

/** The steps of onboarding an EGS unit, in order; each is kept once done. */
export const ONBOARDING_STAGES = [
  'not-started',
  /** The key pair and the CSR exist (the key encrypted). */
  'key-generated',
  /** ZATCA issued the compliance CSID for the CSR (with the portal's OTP). */
  'compliance-csid',
  /** The compliance checks of a sample invoice, credit note and debit note passed. */
  'compliance-checked',
  /** ZATCA issued the production CSID: documents are stamped and reported with it. */
  'production-csid',
] as const;
export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

/** Where a document stands with ZATCA's reporting API. */
export const REPORTING_STATUSES = [
  /** Waiting for its (next) attempt. */
  'pending',
  /** Being reported now by one of the shop's processes. */
  'reporting',
  /** ZATCA accepted it (possibly with warnings). */
  'reported',
  /** ZATCA refused it (its errors kept): resending cannot help. */
  'rejected',
  /** Stamped with the demo identity: nothing to report it to. */
  'not-required',
] as const;
export type ReportingStatus = (typeof REPORTING_STATUSES)[number];

/** One of ZATCA's validation messages about a document. */
export interface ReportingMessage {
  code: string;
  category: string;
  message: string;
}

/** A document of the chain as the back office lists it. */
export interface EInvoiceView<When = string> {
  /** Its invoice counter value (ICV): its place in the chain. */
  counter: number;
  kind: 'invoice' | 'credit-note';
  number: string;
  orderId: string;
  /** The order's number as the shop shows it (without its '#'). */
  orderReference: string;
  issuedAt: When;
  reporting: {
    status: ReportingStatus;
    attempts: number;
    /** The HTTP status of ZATCA's last answer, if it answered. */
    httpStatus?: number;
    warnings: ReportingMessage[];
    errors: ReportingMessage[];
    /** Why the last attempt did not end it (a timeout, a 5xx, refused credentials). */
    lastError?: string;
    nextAttemptAt?: When;
    reportedAt?: When;
    /** When it was found still unreported 24 hours after it was issued. */
    overdueSince?: When;
  };
}

/** `GET /api/einvoicing/status` (admin). */
export interface EInvoicingStatus<When = string> {
  mode: StampingMode;
  /** The Fatoora platform (ZATCA_API_URL), or null without one. */
  platform: string | null;
  onboarding: {
    stage: OnboardingStage;
    /** The kinds of sample document whose compliance check passed. */
    compliancePassed: string[];
    updatedAt?: When;
  };
  /** The stamping certificate in use, if there is one. */
  certificate?: { issuer: string; serialNumber: string; expiresAt: When };
  /** The last document of the chain: its counter (0 before the first) and hash. */
  chain: { counter: number; lastHash: string };
  documents: {
    total: number;
    reported: number;
    /** Pending or being reported. */
    waiting: number;
    rejected: number;
    /** Not reported 24 hours after they were issued. */
    overdue: number;
    /** Reported, with ZATCA's warnings. */
    withWarnings: number;
  };
}

export interface EInvoicingStatusAnswer<When = string> {
  message: string;
  status: EInvoicingStatus<When>;
}

/**
 * `GET /api/einvoicing/documents` (admin): the documents not reported, rejected, or reported with
 * warnings, newest first, a page at a time (`?page=&limit=`, 20 by default).
 */
export interface EInvoiceProblemsAnswer<When = string> {
  message: string;
  documents: EInvoiceView<When>[];
  total: number;
}
