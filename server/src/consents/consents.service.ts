import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CONSENTS,
  type Consent,
  type ConsentChange,
  type Preferences,
  type UpdatePreferencesRequest,
} from '@shop/shared';
import { Model, trusted, Types } from 'mongoose';
import { isDuplicateKey } from '../database/database-errors';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { UserOwnedWrites } from '../users/user-owned-writes';
import { Consents } from './consents.schema';

/**
 * How many changes of a user's consents are kept: far more than anyone makes by hand, and a bound
 * on the document however often a script flips them.
 */
export const CONSENT_CHANGES_KEPT = 1000;

const NONE_GIVEN: Preferences = { serviceReminders: false, offers: false };

/** The consents of each user to mails beyond their orders (the shop's only record of them). */
@Injectable()
export class ConsentsService {
  constructor(
    @InjectModel(Consents.name) private readonly consents: Model<Consents>,
    private readonly userWrites: UserOwnedWrites,
  ) {}

  async preferencesOf(userId: Types.ObjectId | string): Promise<Preferences> {
    const kept = await this.consents.findById(userId).select(CONSENTS.join(' ')).lean();
    return kept ? { serviceReminders: kept.serviceReminders, offers: kept.offers } : NONE_GIVEN;
  }

  /** The user's consents and every change of them, oldest first. */
  async recordOf(
    userId: Types.ObjectId | string,
  ): Promise<{ current: Preferences; changes: ConsentChange<Date>[] }> {
    const kept = await this.consents.findById(userId).lean();
    if (!kept) return { current: NONE_GIVEN, changes: [] };
    return {
      current: { serviceReminders: kept.serviceReminders, offers: kept.offers },
      changes: kept.changes.map(({ consent, given, at }) => ({ consent, given, at })),
    };
  }

  /**
   * Sets the consents sent. Each one that changes is set and recorded in one conditional update
   * (set only from the other value), so a consent sent as it already is records nothing, and
   * two requests racing record each change once. A user deleted meanwhile keeps no record (401).
   */
  async set(
    userId: Types.ObjectId | string,
    wanted: UpdatePreferencesRequest,
  ): Promise<Preferences> {
    await this.userWrites.write(
      userId,
      async () => {
        await this.ensureRecord(userId);
        const at = new Date();
        for (const consent of CONSENTS) {
          const given = wanted[consent];
          if (given === undefined) continue;
          await this.consents.updateOne(
            { _id: userId, [consent]: trusted({ $ne: given }) },
            {
              $set: { [consent]: given },
              $push: {
                changes: { $each: [{ consent, given, at }], $slice: -CONSENT_CHANGES_KEPT },
              },
            },
          );
        }
      },
      () => this.forget(userId),
    );
    return this.preferencesOf(userId);
  }

  /** Of these users, those who gave `consent` (as ids). */
  async consenting(consent: Consent, userIds: Types.ObjectId[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const given = await this.consents
      .find({ _id: trusted({ $in: userIds }), [consent]: true })
      .select('_id')
      .lean();
    return new Set(given.map((record) => record._id.toString()));
  }

  /** The next `limit` users (by id, after `after`) who gave `consent`: a sweep's page. */
  async pageOfConsenting(
    consent: Consent,
    after: Types.ObjectId | undefined,
    limit: number,
  ): Promise<Types.ObjectId[]> {
    const given = await this.consents
      .find({ [consent]: true, ...(after && { _id: trusted({ $gt: after }) }) })
      .select('_id')
      .sort({ _id: 1 })
      .limit(limit)
      .lean();
    return given.map((record) => record._id);
  }

  /** A deleted user's consents and their record go with them. */
  @OnShopEvent('user.deleted')
  async onUserDeleted({ userId }: ShopEvents['user.deleted']): Promise<void> {
    await this.forget(userId);
  }

  private async forget(userId: Types.ObjectId | string): Promise<void> {
    await this.consents.deleteOne({ _id: userId });
  }

  private async ensureRecord(userId: Types.ObjectId | string): Promise<void> {
    try {
      await this.consents.updateOne(
        { _id: userId },
        { $setOnInsert: { ...NONE_GIVEN, changes: [] } },
        { upsert: true },
      );
    } catch (error) {
      // Two first changes racing: the other one made the record.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
