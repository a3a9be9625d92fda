import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted } from 'mongoose';
import { QueueWorker } from '../common/queue-worker';
import { zatcaConfig } from '../config';
import { FatooraClient, type FatooraMessage, type ReportOutcome, submissionOf } from '../zatca';
import { StampingIdentity } from './stamping-identity.service';
import { type DocumentReporting, ZatcaDocument } from './schemas/zatca-document.schema';

/** How long a process may take to report one document before another takes it over. */
const REPORTING_LEASE_MS = 2 * 60_000;
/** Retries back off from ZATCA_REPORT_RETRY_MS, doubling up to this. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** ZATCA's deadline for reporting a simplified document after it is issued. */
export const REPORTING_DEADLINE_MS = 24 * 3600_000;

const messages = (list: FatooraMessage[] | undefined) =>
  (list ?? []).map(({ code, category, message }) => ({ code, category, message }));

/**
 * Reports every stamped document to ZATCA (`POST /invoices/reporting/single`) right after it is
 * issued, through a queue kept on the documents themselves (zatca_documents.reporting), as the
 * mail outbox does: a process claims one due document at a time with an atomic update, so any
 * number of instances share the queue; no answer, a 5xx or refused credentials are retried with a
 * growing delay, never given up; ZATCA's answer (status, warnings, errors) is kept. A document
 * ZATCA accepted is never claimed again. The one case that sends a document twice — a process
 * dies after ZATCA accepted it and before it is marked — is answered 409 "already reported" the
 * second time, which counts as done. A document not reported 24 hours after it was issued is
 * flagged (overdueSince) and logged, and keeps being retried.
 */
@Injectable()
export class ReportingService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EInvoicing');
  private readonly client?: FatooraClient;
  private readonly worker = new QueueWorker('Reporting queue', this.logger, {
    prepare: () => this.flagOverdue(),
    next: () => this.reportNext(),
  });

  constructor(
    @InjectModel(ZatcaDocument.name) private readonly documents: Model<ZatcaDocument>,
    @Inject(zatcaConfig.KEY) private readonly config: ConfigType<typeof zatcaConfig>,
    private readonly stamping: StampingIdentity,
  ) {
    if (config.apiUrl) this.client = new FatooraClient({ baseUrl: config.apiUrl });
  }

  onApplicationBootstrap(): void {
    if (this.client) this.worker.start(this.config.reportPollMs);
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker.stop();
  }

  /** A document was just stored: report it once the current request is answered. */
  kick(): void {
    if (this.client) this.worker.kick();
  }

  /** Reports every due document, one after another, and flags the overdue ones (QueueWorker). */
  drain(): Promise<void> {
    return this.client ? this.worker.drain() : Promise.resolve();
  }

  /**
   * Flags the documents still not reported 24 hours after they were issued, once each, and says
   * so in the log; answers how many it flagged.
   */
  async flagOverdue(now = new Date()): Promise<number> {
    const overdue = {
      'reporting.status': trusted({ $in: ['pending', 'reporting', 'rejected'] }),
      'reporting.overdueSince': null,
      issuedAt: trusted({ $lt: new Date(now.getTime() - REPORTING_DEADLINE_MS) }),
    };
    const found = await this.documents.find(overdue).select('number').limit(500).lean();
    if (!found.length) return 0;
    const { modifiedCount } = await this.documents.updateMany(
      { ...overdue, _id: trusted({ $in: found.map((document) => document._id) }) },
      { $set: { 'reporting.overdueSince': now } },
    );
    this.logger.error(
      `Not reported to ZATCA within 24 hours: ${found.map((document) => document.number).join(', ')} (see the back office, e-invoicing).`,
    );
    return modifiedCount;
  }

  /** Claims one due document and reports it; answers false when none is due. */
  private async reportNext(): Promise<boolean> {
    const stamper = await this.stamping.current();
    if (!stamper?.csid) return false;
    const now = new Date();
    const lease = new Date(now.getTime() + REPORTING_LEASE_MS);
    const document = await this.documents
      .findOneAndUpdate(
        {
          $or: [
            { 'reporting.status': 'pending', 'reporting.nextAttemptAt': trusted({ $lte: now }) },
            { 'reporting.status': 'reporting', 'reporting.lockedUntil': trusted({ $lte: now }) },
          ],
        },
        {
          $set: { 'reporting.status': 'reporting', 'reporting.lockedUntil': lease },
          $inc: { 'reporting.attempts': 1 },
        },
        { sort: { 'reporting.nextAttemptAt': 1 }, new: true },
      )
      .select('number uuid hash xml reporting.attempts')
      .lean();
    if (!document) return false;
    const outcome = await this.client!.report(stamper.csid, submissionOf(document, document.uuid));
    await this.record(document, outcome);
    return true;
  }

  /** Keeps what ZATCA answered, and what becomes of the document. */
  private async record(
    document: Pick<ZatcaDocument, '_id' | 'number'> & { reporting: { attempts: number } },
    outcome: ReportOutcome,
  ): Promise<void> {
    const set = (changes: Partial<DocumentReporting>) =>
      Object.fromEntries(
        Object.entries(changes).map(([key, value]) => [`reporting.${key}`, value]),
      );
    if (
      outcome.kind === 'reported' ||
      outcome.kind === 'already-reported' ||
      outcome.kind === 'rejected'
    ) {
      const results = outcome.answer.validationResults;
      const rejected = outcome.kind === 'rejected';
      if (rejected) {
        this.logger.error(
          `ZATCA rejected ${document.number}: ${results.errorMessages.map((error) => error.code).join(', ')}`,
        );
      }
      // The 409 of a document reported before (by a process that stopped before marking it)
      // says nothing of the document's own validation: the first answer's are not known.
      const already = outcome.kind === 'already-reported';
      await this.documents.updateOne(
        { _id: document._id },
        {
          $set: set({
            status: rejected ? 'rejected' : 'reported',
            httpStatus: outcome.httpStatus,
            warnings: already ? [] : messages(results.warningMessages),
            errors: already ? [] : messages(results.errorMessages),
            ...(!rejected && { reportedAt: new Date() }),
          }),
          $unset: {
            'reporting.lockedUntil': 1,
            'reporting.nextAttemptAt': 1,
            'reporting.lastError': 1,
          },
        },
      );
      return;
    }
    const delay = Math.min(
      this.config.reportRetryMs * 2 ** Math.min(document.reporting.attempts - 1, 20),
      MAX_RETRY_DELAY_MS,
    );
    const reason =
      outcome.kind === 'unauthorized'
        ? 'ZATCA refused the CSID credentials (401)'
        : `no answer from ZATCA (${outcome.reason})`;
    this.logger.warn(
      `${document.number} not reported (attempt ${document.reporting.attempts}, retried in ${Math.round(delay / 1000)} s): ${reason}`,
    );
    await this.documents.updateOne(
      { _id: document._id, 'reporting.status': 'reporting' },
      {
        $set: set({
          status: 'pending',
          nextAttemptAt: new Date(Date.now() + delay),
          lastError: reason,
          ...(outcome.httpStatus !== null && { httpStatus: outcome.httpStatus }),
        }),
        $unset: { 'reporting.lockedUntil': 1 },
      },
    );
  }
}
