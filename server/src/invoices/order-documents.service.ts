import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import { isDuplicateKey } from '../database/database-errors';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { OrderDocument } from './order-document.schema';

/** A kept document, as it is served. */
export type KeptDocument = Pick<OrderDocument, 'contentType' | 'content' | 'sha256'>;

const idOf = (orderId: string, kind: string) => `${orderId}:${kind}`;

/**
 * The documents made for orders, kept in MongoDB (collection `order_documents`) by order and
 * kind. A document never changes once made (a tax invoice is issued once), so it is made once,
 * by whichever process first needs it, and every later request is served the stored bytes. In
 * MongoDB rather than the object store: an invoice belongs with the order it documents — in the
 * same backups, on every instance, without another service to reach — and is small (tens of KB).
 */
@Injectable()
export class OrderDocuments {
  constructor(@InjectModel(OrderDocument.name) private readonly documents: Model<OrderDocument>) {}

  async find(orderId: string, kind: string): Promise<KeptDocument | null> {
    // Hydrated rather than lean: a lean read answers the bytes as BSON Binary, not a Buffer.
    const kept = await this.documents
      .findById(idOf(orderId, kind))
      .select('contentType content sha256');
    return kept && { contentType: kept.contentType, content: kept.content, sha256: kept.sha256 };
  }

  /**
   * Keeps a document just made, unless one of its kind was kept for the order meanwhile; answers
   * the one kept.
   */
  async keep(
    orderId: string,
    kind: string,
    contentType: string,
    content: Buffer,
  ): Promise<KeptDocument> {
    const document = {
      contentType,
      content,
      sha256: createHash('sha256').update(content).digest('base64url'),
    };
    try {
      await this.documents.create({
        _id: idOf(orderId, kind),
        orderId: new Types.ObjectId(orderId),
        kind,
        ...document,
      });
      return document;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return (await this.find(orderId, kind))!;
    }
  }

  /** Forgets the documents of `kind` kept for the orders, to be made again when next asked for. */
  async forget(orderIds: string[], kind: string): Promise<void> {
    await this.documents.deleteMany({
      _id: trusted({ $in: orderIds.map((id) => idOf(id, kind)) }),
    });
  }

  /** A deleted order's documents go with it. */
  @OnShopEvent('order.deleted')
  async onOrderDeleted({ orderId }: ShopEvents['order.deleted']): Promise<void> {
    await this.documents.deleteMany({ orderId });
  }
}
