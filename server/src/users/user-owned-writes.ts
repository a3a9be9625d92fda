import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, type Types } from 'mongoose';
import { shopError } from '../common/shop-error';
import { User } from './schemas/user.schema';

/**
 * How long a deletion's mark on a user (`deletingSince`, UsersService.delete) stands: far longer
 * than a deletion takes. An older mark was left by a process that stopped midway, and no longer
 * counts: the account is as before, to log in to and delete again.
 */
export const DELETION_MARK_MS = 5 * 60_000;

/** The users no deletion is under way for. */
export function notBeingDeleted(now = new Date()) {
  return {
    $or: [
      { deletingSince: trusted({ $exists: false }) },
      { deletingSince: trusted({ $lt: new Date(now.getTime() - DELETION_MARK_MS) }) },
    ],
  };
}

/**
 * The one way a module writes what may create a document of a user's (an upsert or an insert: an
 * address book, a cart, a car, consents, a back-in-stock alert, a session, an order), so that a
 * request that passed the login check just before the user was deleted cannot leave data behind.
 * There are no transactions: a deletion marks the user first, then each module deletes its data
 * of theirs (user.deleted), then the record goes. Such a write, once done, checks that the user is
 * still there and unmarked; otherwise it takes back what it left and answers 401 SESSION_ENDED,
 * as the deleted account's token does. Either the check came before the mark, so the write came
 * before the modules' deletions, which take it away; or the write undoes itself. Whichever comes
 * first, nothing of the user stays.
 */
@Injectable()
export class UserOwnedWrites {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /**
   * Runs `write` for the user, then makes sure the user stays: if not, `undo` (the module's own
   * deletion of the user's data) runs and the call is refused with 401. A write that failed is
   * checked too, since the deletion may have taken away what it was writing to midway (an address
   * book gone before the address went in): it is refused alike rather than answer why it failed.
   */
  async write<T>(
    userId: Types.ObjectId | string,
    write: () => Promise<T>,
    undo: () => Promise<unknown>,
  ): Promise<T> {
    let written: T;
    try {
      written = await write();
    } catch (error) {
      await this.undoUnlessStaying(userId, undo);
      throw error;
    }
    await this.undoUnlessStaying(userId, undo);
    return written;
  }

  private async undoUnlessStaying(
    userId: Types.ObjectId | string,
    undo: () => Promise<unknown>,
  ): Promise<void> {
    if (await this.users.exists({ _id: userId, ...notBeingDeleted() })) return;
    await undo();
    throw shopError('SESSION_ENDED');
  }
}
