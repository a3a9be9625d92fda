import type { Types } from 'mongoose';

/**
 * What happens to a user account, announced through @nestjs/event-emitter so that the modules
 * holding a user's data (sessions, garage, cart) remove it themselves. Emitted with `emitAsync`
 * and awaited, before the user record goes: listeners (declared with AWAITED_LISTENER)
 * finish first, and a listener's error fails the deletion instead of being logged and dropped.
 */
export const USER_EVENTS = {
  /** A user is being deleted: their data elsewhere goes first. */
  deleted: 'user.deleted',
} as const;

export interface UserDeletedEvent {
  userId: Types.ObjectId;
}
