import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../database/database-errors';
import { type DocumentInput, issueDocument, NO_PREVIOUS_INVOICE_HASH } from '../zatca';
import { ReportingService } from './reporting.service';
import { StampingIdentity } from './stamping-identity.service';
import { ChainHead } from './schemas/chain-head.schema';
import { ZatcaDocument } from './schemas/zatca-document.schema';

/** The one chain of the shop's EGS unit. */
const HEAD_ID = 'egs';
/** Each failed try means another issuer stored a document: far more than instances race. */
const MAX_TRIES = 100;

/** Documents cannot be stamped yet: ZATCA is configured, onboarding has not ended. */
export class StampingNotReady extends Error {
  constructor() {
    super('E-invoicing is not onboarded yet: run npm run zatca:onboard -w server.');
  }
}

/** A document's content: all but its place in the chain, which the chain gives it. */
export type DocumentContent = Omit<DocumentInput, 'counter' | 'previousHash'>;

/** A document of the chain, as its order keeps it. */
export interface IssuedDocument {
  counter: number;
  number: string;
  issuedAt: Date;
  uuid: string;
  hash: string;
  qr: string;
}

const ISSUED_FIELDS = 'number issuedAt uuid hash qr';
const issued = (document: Pick<ZatcaDocument, '_id' | keyof Omit<IssuedDocument, 'counter'>>) => ({
  counter: document._id,
  number: document.number,
  issuedAt: document.issuedAt,
  uuid: document.uuid,
  hash: document.hash,
  qr: document.qr,
});

/**
 * Issues the shop's ZATCA documents — invoices and credit notes alike — in one unbroken chain,
 * whatever the number of instances (docs/e-invoicing.md, "The chain"):
 *
 * 1. read the head (counter c and hash h of the last document; 0 and ZATCA's "no previous
 *    invoice" hash before the first);
 * 2. if document c + 1 is stored already, its issuer stopped before advancing the head: advance
 *    it (compare and swap from c) and start again;
 * 3. stamp the document with counter c + 1 and previous hash h, and store it under _id c + 1 —
 *    the unique _id makes one issuer win that place; a loser starts again from 1;
 * 4. advance the head from c to c + 1 (compare and swap; a failure means another issuer already
 *    did it, in step 2).
 *
 * So a counter is taken only by storing its document: a process that stops before step 3 leaves
 * nothing (the next issuer stamps c + 1 itself, with the same previous hash), one that stops
 * between 3 and 4 leaves a head that the next issuer advances. Counters rise by exactly one, each
 * previous hash is the hash of the document before, and an order has one document of each kind
 * (`key`, unique). Within a process issues run one at a time, so only instances race.
 */
@Injectable()
export class ChainService {
  /** The issue under way in this process; the next one waits for it. */
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectModel(ZatcaDocument.name) private readonly documents: Model<ZatcaDocument>,
    @InjectModel(ChainHead.name) private readonly heads: Model<ChainHead>,
    private readonly stamping: StampingIdentity,
    private readonly reporting: ReportingService,
  ) {}

  /** The document stored under `key` (`<orderId>:<kind>`), if any. */
  async find(key: string): Promise<IssuedDocument | null> {
    const document = await this.documents.findOne({ key }).select(ISSUED_FIELDS).lean();
    return document && issued(document);
  }

  /** The signed XML of the document stored under `key`, if any. */
  async xml(key: string): Promise<string | null> {
    return (await this.documents.findOne({ key }).select('xml').lean())?.xml ?? null;
  }

  /** The last document of the chain: its counter (0 before the first) and hash. */
  async head(): Promise<{ counter: number; hash: string }> {
    const head = await this.heads.findById(HEAD_ID).lean();
    return head ?? { counter: 0, hash: NO_PREVIOUS_INVOICE_HASH };
  }

  /**
   * Issues the document `key` of an order: stamps it as the chain's next document and stores it,
   * or answers the one stored under `key` already (the order's documents are issued once).
   * `build` makes its content (number and all but its place in the chain), once it is sure to be
   * issued. Throws StampingNotReady while onboarding has not ended.
   */
  issue(
    key: string,
    orderId: string,
    build: () => Promise<DocumentContent>,
  ): Promise<IssuedDocument> {
    const run = this.tail.then(() => this.issueNow(key, orderId, build));
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async issueNow(
    key: string,
    orderId: string,
    build: () => Promise<DocumentContent>,
  ): Promise<IssuedDocument> {
    const stamper = await this.stamping.current();
    if (!stamper) throw new StampingNotReady();
    const existing = await this.find(key);
    if (existing) return existing;
    const input = await build();
    for (let tries = 0; tries < MAX_TRIES; tries += 1) {
      const head = await this.head();
      const counter = head.counter + 1;
      const stored = await this.documents.findById(counter).select('hash').lean();
      if (stored) {
        await this.advance(head.counter, counter, stored.hash);
        continue;
      }
      const stamped = issueDocument(
        { ...input, counter, previousHash: head.hash },
        stamper.identity,
      );
      const document = {
        _id: counter,
        key,
        orderId: new Types.ObjectId(orderId),
        kind: input.kind as ZatcaDocument['kind'],
        number: input.number,
        uuid: input.uuid,
        issuedAt: input.issuedAt,
        hash: stamped.hash,
        previousHash: head.hash,
        qr: stamped.qr,
        xml: stamped.xml,
        demo: !stamper.csid,
        reporting: stamper.csid
          ? { status: 'pending' as const, attempts: 0, nextAttemptAt: new Date() }
          : { status: 'not-required' as const, attempts: 0 },
      };
      try {
        await this.documents.create(document);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Another issuer took this place, or issued this very document: start again, or take it.
        const theirs = await this.find(key);
        if (theirs) return theirs;
        continue;
      }
      await this.advance(head.counter, counter, stamped.hash);
      this.reporting.kick();
      return issued(document);
    }
    throw new Error(`The chain moved on ${MAX_TRIES} times while ${key} was being issued.`);
  }

  /** Moves the head from `from` to the document just stored, unless another issuer did. */
  private async advance(from: number, counter: number, hash: string): Promise<void> {
    try {
      await this.heads.updateOne(
        { _id: HEAD_ID, counter: from },
        { $set: { counter, hash } },
        // Before the first document there is no head yet: the first issuer makes it.
        { upsert: from === 0 },
      );
    } catch (error) {
      // The head exists already (a first document raced): another issuer moved it on.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
