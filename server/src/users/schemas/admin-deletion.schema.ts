import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The lease of the admin deletion under way: one at a time (UsersService.delete), so that the
 * admins left are counted and the one going is marked before another deletion counts. A lease
 * older than its length was left by a process that stopped: the next deletion takes over.
 */
@Schema({ collection: 'admin_deletions' })
export class AdminDeletion {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) since: Date;
}

export const AdminDeletionSchema = SchemaFactory.createForClass(AdminDeletion);
