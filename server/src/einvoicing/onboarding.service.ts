import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { SHOP_NAME } from '@shop/shared';
import { Model, trusted } from 'mongoose';
import { sellerConfig, zatcaConfig } from '../config';
import { isDuplicateKey } from '../database/database-errors';
import {
  createCsr,
  type Csid,
  type CsidOutcome,
  decryptCsidSecret,
  decryptPrivateKey,
  type DocumentKind,
  encryptCsidSecret,
  encryptPrivateKey,
  FatooraClient,
  generateSigningKey,
  issueDocument,
  NO_PREVIOUS_INVOICE_HASH,
  PAYMENT_MEANS,
  type SigningIdentity,
  submissionOf,
} from '../zatca';
import { documentSeller } from './document-seller';
import { Onboarding, type StoredCsid } from './schemas/onboarding.schema';

/** What an onboarding step could not do: said to the admin as it is. */
export class OnboardingError extends Error {}

/** The kinds of sample document ZATCA's compliance checks ask of a simplified-only EGS unit. */
const COMPLIANCE_SAMPLES: DocumentKind[] = ['invoice', 'credit-note', 'debit-note'];
/** Longer than a run takes (four calls to ZATCA, each within 30 s). */
const RUN_LEASE_MS = 5 * 60_000;

export interface OnboardingOptions {
  /** The OTP the Fatoora portal gave (needed for the compliance CSID only). */
  otp?: string;
  /** The CSR's OU: the branch (a VAT group member's 10-digit TIN); the seller's city by default. */
  branch?: string;
  /** The CSR's business category; "Auto parts retail" by default. */
  category?: string;
  /** Told each step as it is done. */
  say?: (line: string) => void;
}

/** Where a run of onboarding left it. */
export interface OnboardingOutcome {
  stage: Onboarding['stage'];
  /** The next step needs the portal's OTP. */
  needsOtp: boolean;
}

/**
 * Onboards the shop as an EGS unit with the Fatoora platform ZATCA_API_URL names, step by step
 * (docs/e-invoicing.md): the key pair and the CSR, the compliance CSID (with the portal's OTP),
 * the compliance checks with sample documents of its own, the production CSID. Each step is kept
 * in MongoDB as soon as it is done, so a run that stops resumes there, and a run after the last
 * step does nothing. The key and the secrets are kept encrypted with ZATCA_KEY_ENCRYPTION_KEY and
 * never logged or answered.
 */
@Injectable()
export class OnboardingService {
  constructor(
    @InjectModel(Onboarding.name) private readonly onboardings: Model<Onboarding>,
    @Inject(zatcaConfig.KEY) private readonly config: ConfigType<typeof zatcaConfig>,
    @Inject(sellerConfig.KEY) private readonly seller: ConfigType<typeof sellerConfig>,
  ) {}

  /** The onboarding with the configured platform, as far as it went (null: not started). */
  state(): Promise<Onboarding | null> {
    if (this.config.mode !== 'onboarding') return Promise.resolve(null);
    return this.onboardings.findById(this.config.apiUrl).select('-lockedUntil').lean<Onboarding>();
  }

  /** The production CSID and its key, once onboarding is done; else null. */
  async productionIdentity(): Promise<{ identity: SigningIdentity; csid: Csid } | null> {
    const state = await this.state();
    if (state?.stage !== 'production-csid' || !state.production) return null;
    const csid = this.csidOf(state.production);
    return { identity: this.identityOf(state, csid), csid };
  }

  /** Runs the steps not done yet, in order, as far as they go. */
  async run(options: OnboardingOptions = {}): Promise<OnboardingOutcome> {
    if (this.config.mode !== 'onboarding') {
      throw new OnboardingError(
        this.config.mode === 'configured'
          ? 'A production CSID is configured (ZATCA_CSID_TOKEN): there is nothing to onboard.'
          : 'Set ZATCA_API_URL and ZATCA_KEY_ENCRYPTION_KEY first (docs/e-invoicing.md).',
      );
    }
    const say = options.say ?? (() => undefined);
    const lease = await this.claim();
    try {
      let state = lease;
      if (state.stage === 'not-started') state = await this.makeKey(options, say);
      if (state.stage === 'key-generated') {
        if (!options.otp) return { stage: state.stage, needsOtp: true };
        state = await this.obtainComplianceCsid(state, options.otp, say);
      }
      if (state.stage === 'compliance-csid') state = await this.passComplianceChecks(state, say);
      if (state.stage === 'compliance-checked') state = await this.obtainProductionCsid(state, say);
      if (state.stage === 'production-csid')
        say('Onboarded: documents are stamped and reported with the production CSID.');
      return { stage: state.stage, needsOtp: false };
    } finally {
      await this.onboardings.updateOne({ _id: this.config.apiUrl }, { $unset: { lockedUntil: 1 } });
    }
  }

  /** Takes the run's lease (creating the onboarding if new); refuses while another run holds it. */
  private async claim(): Promise<Onboarding> {
    const now = new Date();
    try {
      const state = await this.onboardings
        .findOneAndUpdate(
          { _id: this.config.apiUrl, lockedUntil: trusted({ $not: { $gt: now } }) },
          {
            $set: { lockedUntil: new Date(now.getTime() + RUN_LEASE_MS) },
            $setOnInsert: { stage: 'not-started', compliancePassed: [] },
          },
          { upsert: true, new: true },
        )
        .lean<Onboarding>();
      return state!;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      throw new OnboardingError('Another onboarding run is under way; try again in a few minutes.');
    }
  }

  private async advance(changes: Partial<Onboarding>): Promise<Onboarding> {
    const state = await this.onboardings
      .findByIdAndUpdate(this.config.apiUrl, { $set: changes }, { new: true })
      .lean<Onboarding>();
    return state!;
  }

  private get secret(): string {
    return this.config.keyEncryptionKey!;
  }

  /** Step 1: the key pair and the CSR, with the fields ZATCA's CSR configuration asks for. */
  private async makeKey(options: OnboardingOptions, say: (line: string) => void) {
    const { privateKey } = generateSigningKey();
    const egsSerial = randomUUID();
    const address = this.seller.nationalAddress;
    const csr = createCsr(
      {
        commonName: `EGS1-${this.seller.vatNumber}`,
        organizationName: this.seller.nameEn ?? this.seller.name,
        organizationUnit: options.branch ?? address.city,
        vatNumber: this.seller.vatNumber,
        egs: { solution: SHOP_NAME.replace(/\s+/g, ''), model: 'shop', serial: egsSerial },
        registeredAddress: `${address.buildingNumber} ${address.street}, ${address.district}, ${address.city} ${address.postalCode}`,
        businessCategory: options.category ?? 'Auto parts retail',
        environment: this.config.environment!,
      },
      privateKey,
    );
    const state = await this.advance({
      stage: 'key-generated',
      encryptedPrivateKey: encryptPrivateKey(privateKey, this.secret),
      csr: csr.apiValue,
      egsSerial,
    });
    say(`Key pair and CSR made for EGS unit ${egsSerial} (the key is kept encrypted).`);
    return state;
  }

  /** Step 2: the compliance CSID, for the CSR and the portal's OTP. */
  private async obtainComplianceCsid(state: Onboarding, otp: string, say: (line: string) => void) {
    const outcome = await this.client().requestComplianceCsid(state.csr!, otp);
    const compliance = this.stored(outcome, 'The compliance CSID');
    say(`Compliance CSID issued (request ${compliance.requestId}).`);
    return this.advance({ stage: 'compliance-csid', compliance });
  }

  /** Step 3: one sample of each kind, stamped with the compliance CSID, checked by ZATCA. */
  private async passComplianceChecks(state: Onboarding, say: (line: string) => void) {
    const csid = this.csidOf(state.compliance!);
    const identity = this.identityOf(state, csid);
    let previousHash = NO_PREVIOUS_INVOICE_HASH;
    for (const [index, kind] of COMPLIANCE_SAMPLES.entries()) {
      const uuid = randomUUID();
      const sample = issueDocument(
        {
          kind,
          number: `SAMPLE-${index + 1}`,
          uuid,
          issuedAt: new Date(),
          counter: index + 1,
          previousHash,
          seller: documentSeller(this.seller),
          lines: [
            { nameAr: 'فلتر زيت', nameEn: 'Oil filter', quantity: 1, unitPriceWithVat: 11_500 },
          ],
          paymentMeans: PAYMENT_MEANS.bankCard,
          ...(kind !== 'invoice' && {
            billingReference: 'SAMPLE-1',
            reason: 'عينة لفحص المطابقة | Compliance check sample',
          }),
        },
        identity,
      );
      previousHash = sample.hash;
      if (state.compliancePassed.includes(kind)) continue;
      const outcome = await this.client().checkCompliance(csid, submissionOf(sample, uuid));
      if (outcome.kind !== 'reported' && outcome.kind !== 'already-reported') {
        const errors =
          outcome.kind === 'rejected'
            ? outcome.answer.validationResults.errorMessages
                .map((error) => `${error.code}: ${error.message}`)
                .join('; ')
            : outcome.kind === 'retry'
              ? `no answer (${outcome.reason})`
              : 'the compliance CSID was refused (401)';
        throw new OnboardingError(`The compliance check of the sample ${kind} failed: ${errors}`);
      }
      state = (await this.onboardings
        .findByIdAndUpdate(
          this.config.apiUrl,
          { $addToSet: { compliancePassed: kind } },
          { new: true },
        )
        .lean<Onboarding>())!;
      say(`Compliance check passed: sample ${kind}.`);
    }
    return this.advance({ stage: 'compliance-checked' });
  }

  /** Step 4: the production CSID, now that every check passed. */
  private async obtainProductionCsid(state: Onboarding, say: (line: string) => void) {
    const outcome = await this.client().requestProductionCsid(this.csidOf(state.compliance!));
    const production = this.stored(outcome, 'The production CSID');
    say(`Production CSID issued (request ${production.requestId}).`);
    return this.advance({ stage: 'production-csid', production });
  }

  /** A CSID as it is kept (its secret encrypted), or why ZATCA did not issue it. */
  private stored(outcome: CsidOutcome, what: string): StoredCsid {
    if (outcome.kind === 'issued') {
      const { requestId, binarySecurityToken, secret, certificate } = outcome.csid;
      return {
        requestId,
        binarySecurityToken,
        encryptedSecret: encryptCsidSecret(secret, this.secret),
        certificate,
      };
    }
    if (outcome.kind === 'refused') {
      const errors = outcome.errors.map((error) => `${error.code}: ${error.message}`).join('; ');
      throw new OnboardingError(`${what} was refused: ${errors || `HTTP ${outcome.httpStatus}`}`);
    }
    throw new OnboardingError(
      outcome.kind === 'unauthorized'
        ? `${what} was refused: the credentials were not accepted (401).`
        : `${what} could not be obtained now (${outcome.reason}); run the command again later.`,
    );
  }

  private csidOf(stored: StoredCsid): Csid {
    return {
      requestId: stored.requestId,
      binarySecurityToken: stored.binarySecurityToken,
      secret: decryptCsidSecret(stored.encryptedSecret, this.secret),
      certificate: stored.certificate,
    };
  }

  private identityOf(state: Onboarding, csid: Csid): SigningIdentity {
    return {
      privateKey: decryptPrivateKey(state.encryptedPrivateKey!, this.secret),
      certificate: csid.certificate,
    };
  }

  private client(): FatooraClient {
    return new FatooraClient({ baseUrl: this.config.apiUrl! });
  }
}
