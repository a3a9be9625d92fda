import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { UserOwnedWrites } from '../users/user-owned-writes';
import { Session } from './schemas/session.schema';

@Injectable()
export class SessionsService {
  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    private readonly userWrites: UserOwnedWrites,
  ) {}

  /** A new session of the user's; none is left of a user deleted meanwhile (401). */
  async open(userId: Types.ObjectId, expiresAt: Date): Promise<Types.ObjectId> {
    // sanitizeFilter neutralises operators unless the server marks them as its own.
    await this.sessions.deleteMany({ expiresAt: trusted({ $lt: new Date() }) });
    return this.userWrites.write(
      userId,
      async () => (await this.sessions.create({ userId, expiresAt }))._id,
      () => this.closeAllOf(userId),
    );
  }

  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const session = await this.sessions.exists({
      _id: sessionId,
      userId,
      expiresAt: trusted({ $gt: new Date() }),
    });
    return session !== null;
  }

  async close(sessionId: string): Promise<void> {
    await this.sessions.deleteOne({ _id: sessionId });
  }

  /** A deleted user is signed out everywhere. */
  @OnShopEvent('user.deleted')
  async onUserDeleted({ userId }: ShopEvents['user.deleted']): Promise<void> {
    await this.closeAllOf(userId);
  }

  async closeAllOf(userId: Types.ObjectId): Promise<void> {
    await this.sessions.deleteMany({ userId });
  }

  /** Every session of the user but `keptSessionId` ends (a password changed from it). */
  async closeOthersOf(userId: Types.ObjectId | string, keptSessionId: string): Promise<void> {
    await this.sessions.deleteMany({ userId, _id: trusted({ $ne: keptSessionId }) });
  }
}
