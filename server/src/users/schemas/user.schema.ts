import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, ROLES, type Language, type Role } from '@shop/shared';
import { HydratedDocument } from 'mongoose';

/** A pending password reset: the code is kept only as an HMAC, and dies after use or 5 misses. */
@Schema({ _id: false })
export class PasswordReset {
  @Prop({ required: true }) codeHash: string;
  @Prop({ required: true }) expiresAt: Date;
  @Prop({ default: 0 }) failedAttempts: number;
}
const PasswordResetSchema = SchemaFactory.createForClass(PasswordReset);

@Schema({ timestamps: true })
export class User {
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ required: true, unique: true, lowercase: true, trim: true }) email: string;
  @Prop({ required: true, unique: true, trim: true }) mobile: string;
  /** bcrypt; never selected unless asked for, never answered. */
  @Prop({ required: true, select: false }) passwordHash: string;
  @Prop({ required: true, enum: ROLES, default: 'user', index: true }) role: Role;
  @Prop({ type: PasswordResetSchema, select: false }) passwordReset?: PasswordReset;
  /** The language of the mails the shop sends the user (the UI's, at register or login). */
  @Prop({ type: String, enum: LANGUAGE_CODES, default: DEFAULT_LANGUAGE }) language: Language;
  /** Set while the user's deletion is under way (UsersService.delete, user-owned-writes.ts). */
  @Prop() deletingSince?: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
// The admin's user list, newest first.
UserSchema.index({ createdAt: -1, _id: -1 });
