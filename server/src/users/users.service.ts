import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ADMIN_ROLE,
  DEFAULT_LANGUAGE,
  type Language,
  type MyAccount,
  type PublicUser,
  type Role,
  type UpdateMyAccountRequest,
} from '@shop/shared';
import { type FilterQuery, Model, trusted, Types } from 'mongoose';
import type { PageWindow } from '../common/list-queries';
import { shopError } from '../common/shop-error';
import { isDuplicateKey } from '../database/database-errors';
import { releaseLease, takeLease } from '../database/lease';
import { EventBus } from '../events/event-bus';
import { AdminDeletion } from './schemas/admin-deletion.schema';
import { User, UserDocument } from './schemas/user.schema';
import { userListFilter } from './user-list-query';
import { notBeingDeleted } from './user-owned-writes';

const PUBLIC_FIELDS = '_id name email mobile role';

/** The lease of admin deletions (one for all), far longer than counting admins and marking one. */
const ADMIN_DELETION = 'admin-deletion';
const ADMIN_DELETION_LEASE_MS = 10_000;
/** How often a deletion waiting for that lease tries it again. */
const ADMIN_DELETION_WAIT_MS = 20;

export function toPublicUser(
  user: Pick<UserDocument, '_id' | 'name' | 'email' | 'mobile' | 'role'>,
): PublicUser {
  return {
    _id: user._id.toString(),
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    role: user.role,
  };
}

@Injectable()
export class UsersService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(AdminDeletion.name) private readonly adminDeletions: Model<AdminDeletion>,
    private readonly events: EventBus,
  ) {}

  findById(id: Types.ObjectId | string) {
    return this.users.findById(id).select(PUBLIC_FIELDS).lean();
  }

  /** The user's own account; 404 once deleted. */
  async account(id: Types.ObjectId | string): Promise<MyAccount> {
    const { createdAt: _since, ...account } = await this.profile(id);
    return account;
  }

  /** The user's own account and since when they have it (their data export); 404 once deleted. */
  async profile(id: Types.ObjectId | string): Promise<MyAccount & { createdAt: Date }> {
    const user = await this.users
      .findById(id)
      .select(`${PUBLIC_FIELDS} language createdAt`)
      .lean<User & { _id: Types.ObjectId; createdAt: Date }>();
    if (!user) throw shopError('USER_NOT_FOUND');
    return {
      ...toPublicUser(user),
      language: user.language ?? DEFAULT_LANGUAGE,
      createdAt: user.createdAt,
    };
  }

  /**
   * Changes the fields sent of the user's name, mobile and language; a mobile of another account
   * is refused (409), also when two changes race to it (the unique index).
   */
  async updateAccount(
    id: Types.ObjectId | string,
    { name, mobile, language }: UpdateMyAccountRequest,
  ): Promise<MyAccount> {
    const fields = {
      ...(name !== undefined && { name }),
      ...(mobile !== undefined && { mobile }),
      ...(language !== undefined && { language }),
    };
    const mobileTaken = () =>
      this.users.exists({ mobile: fields.mobile, _id: trusted({ $ne: id }) });
    if (fields.mobile !== undefined && (await mobileTaken())) throw shopError('MOBILE_TAKEN');
    try {
      await this.users.updateOne({ _id: id }, { $set: fields });
    } catch (error) {
      if (isDuplicateKey(error)) throw shopError('MOBILE_TAKEN');
      throw error;
    }
    return this.account(id);
  }

  /** The user's password hash, for the auth module's checks only; null once deleted. */
  async passwordHashOf(id: Types.ObjectId | string): Promise<string | null> {
    const user = await this.users.findById(id).select('+passwordHash').lean();
    return user?.passwordHash ?? null;
  }

  /** With the password hash and reset state, for the auth module's checks only. */
  findByEmailWithSecrets(email: string) {
    return this.users
      .findOne({ email: email.toLowerCase() })
      .select('+passwordHash +passwordReset');
  }

  /** Newest first, as the back office's other lists: new customers are the ones looked for. */
  async list(filter: FilterQuery<User> = {}, window?: PageWindow): Promise<PublicUser[]> {
    const query = this.users
      .find(filter)
      .select(PUBLIC_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .lean();
    if (window) query.skip(window.skip).limit(window.limit);
    return (await query).map(toPublicUser);
  }

  count(filter: FilterQuery<User> = {}): Promise<number> {
    return this.users.countDocuments(filter);
  }

  /** The ids of at most `max` users matching `search` (see user-list-query), newest first. */
  async idsMatching(search: string, max: number): Promise<Types.ObjectId[]> {
    const users = await this.users
      .find(userListFilter(search))
      .select('_id')
      .sort({ createdAt: -1, _id: -1 })
      .limit(max)
      .lean();
    return users.map((user) => user._id);
  }

  async create(fields: {
    name: string;
    email: string;
    mobile: string;
    passwordHash: string;
    role?: Role;
    language?: Language;
  }) {
    await this.assertAvailable(fields.email, fields.mobile);
    try {
      return await this.users.create(fields);
    } catch (error) {
      // Two registrations racing past the check above meet the unique index here.
      if (isDuplicateKey(error)) await this.assertAvailable(fields.email, fields.mobile);
      throw error;
    }
  }

  /** 409 when the email or the mobile number belongs to an account already. */
  async assertAvailable(email: string, mobile: string): Promise<void> {
    if (await this.users.exists({ email: email.toLowerCase() })) {
      throw shopError('EMAIL_TAKEN');
    }
    if (await this.users.exists({ mobile })) {
      throw shopError('MOBILE_TAKEN');
    }
  }

  async setPasswordReset(id: Types.ObjectId, codeHash: string, expiresAt: Date): Promise<void> {
    await this.users.updateOne(
      { _id: id },
      { passwordReset: { codeHash, expiresAt, failedAttempts: 0 } },
    );
  }

  /**
   * Uses up one try of the user's pending code before it is compared, in one atomic update: of any
   * number of simultaneous guesses, only `maxTries` ever see the code. Answers the code's hash,
   * or null when there is no live code with tries left.
   */
  async takeResetTry(id: Types.ObjectId, maxTries: number): Promise<string | null> {
    const user = await this.users
      .findOneAndUpdate(
        {
          _id: id,
          'passwordReset.expiresAt': trusted({ $gt: new Date() }),
          'passwordReset.failedAttempts': trusted({ $lt: maxTries }),
        },
        { $inc: { 'passwordReset.failedAttempts': 1 } },
        { new: true },
      )
      .select('+passwordReset')
      .lean();
    return user?.passwordReset?.codeHash ?? null;
  }

  /** Voids the pending code once all its tries are used. */
  async voidSpentResetCode(id: Types.ObjectId, maxTries: number): Promise<void> {
    await this.users.updateOne(
      { _id: id, 'passwordReset.failedAttempts': trusted({ $gte: maxTries }) },
      { $unset: { passwordReset: 1 } },
    );
  }

  /**
   * Sets a new password and uses up any pending reset code, only while what the caller proved
   * themselves with still holds — the password hash their current password was checked against,
   * or the reset code's hash they matched — and no deletion of the user is under way: one
   * compare-and-set, so of two changes made with the same proof one wins. Answers whether it did.
   */
  async setPassword(
    id: Types.ObjectId,
    passwordHash: string,
    proof: { passwordHash: string } | { resetCodeHash: string },
  ): Promise<boolean> {
    const { matchedCount } = await this.users.updateOne(
      {
        _id: id,
        ...('passwordHash' in proof
          ? { passwordHash: proof.passwordHash }
          : { 'passwordReset.codeHash': proof.resetCodeHash }),
        ...notBeingDeleted(),
      },
      { passwordHash, $unset: { passwordReset: 1 } },
    );
    return matchedCount === 1;
  }

  async setLanguage(id: Types.ObjectId | string, language: Language): Promise<void> {
    await this.users.updateOne({ _id: id }, { language });
  }

  /** Whom to write to, and in which language; null once the user was deleted. */
  async contactOf(
    id: Types.ObjectId | string,
  ): Promise<{ name: string; email: string; language: Language } | null> {
    const user = await this.users.findById(id).select('name email language').lean();
    return user ? { ...user, language: user.language ?? DEFAULT_LANGUAGE } : null;
  }

  async setRole(id: Types.ObjectId, role: Role): Promise<void> {
    await this.users.updateOne({ _id: id }, { role });
  }

  /**
   * Deletes a user. The user is marked first (`deletingSince`): from then on a write that may
   * create a document of theirs, by a request still in flight, takes itself back
   * (user-owned-writes.ts). Then the owners' data goes (user.deleted), `beforeRecordGoes` runs (the
   * confirmation mail of a shopper deleting themselves), and the user's record goes last: a
   * failure at any step takes the mark back and leaves a user who can still log in and be deleted
   * again, and each step done before is done again harmlessly.
   *
   * A user deleting themselves gives the password hash their password was checked against
   * (`whilePasswordHash`): the mark is set only while it is still theirs, so a password changed
   * meanwhile stops the deletion, which then answers false, and one changed after the mark is
   * refused (setPassword).
   */
  async delete(
    id: string,
    {
      whilePasswordHash,
      beforeRecordGoes,
    }: { whilePasswordHash?: string; beforeRecordGoes?: () => Promise<void> } = {},
  ): Promise<boolean> {
    const user = await this.users.findById(id).select('role email').lean();
    if (!user) throw shopError('USER_NOT_FOUND');
    const mark = { deletingSince: new Date() };
    const target = { _id: user._id, ...(whilePasswordHash && { passwordHash: whilePasswordHash }) };
    const marked =
      user.role === ADMIN_ROLE
        ? await this.markAdmin(target, mark)
        : await this.users.updateOne(target, { $set: mark });
    if (marked.matchedCount === 0) {
      if (await this.users.exists({ _id: user._id })) return false;
      throw shopError('USER_NOT_FOUND');
    }
    try {
      await this.events.emit('user.deleted', { userId: user._id, email: user.email });
      await beforeRecordGoes?.();
      await this.users.deleteOne({ _id: user._id });
    } catch (error) {
      // Only this deletion's mark: another one under way keeps its own.
      await this.users
        .updateOne({ _id: user._id, ...mark }, { $unset: { deletingSince: 1 } })
        .catch(() => undefined);
      throw error;
    }
    return true;
  }

  /**
   * Marks an admin for deletion, unless no other admin would be left (409 LAST_ADMIN). The rule
   * spans documents, so counting and marking run one admin deletion at a time, under a lease taken
   * by one atomic upsert (database/lease.ts; a deletion waits for the one before). Two admins
   * deleting each other at once each counted the other and both went, leaving none. Deleting
   * first and putting the record back when no admin was left would not do: both racing deletions
   * could see none left and both undo, and a record missing for a moment ends its requests.
   */
  private async markAdmin(
    target: { _id: Types.ObjectId; passwordHash?: string },
    mark: { deletingSince: Date },
  ) {
    const since = await this.takeAdminDeletionLease();
    try {
      const othersLeft = await this.users.countDocuments({
        role: ADMIN_ROLE,
        _id: trusted({ $ne: target._id }),
        ...notBeingDeleted(),
      });
      if (othersLeft === 0) throw shopError('LAST_ADMIN');
      return await this.users.updateOne(target, { $set: mark });
    } finally {
      await releaseLease(this.adminDeletions, ADMIN_DELETION, since);
    }
  }

  /** The admin deletions' lease, once the deletion holding it lets go (or its lease runs out). */
  private async takeAdminDeletionLease(): Promise<Date> {
    for (;;) {
      const since = await takeLease(this.adminDeletions, ADMIN_DELETION, ADMIN_DELETION_LEASE_MS);
      if (since) return since;
      await new Promise((resolve) => setTimeout(resolve, ADMIN_DELETION_WAIT_MS));
    }
  }
}
