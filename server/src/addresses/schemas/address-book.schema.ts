import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { NationalAddressRecord } from './national-address.schema';

/** A Saudi National Address of a shopper's address book, with its id. */
@Schema()
export class BookAddress extends NationalAddressRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) _id: Types.ObjectId;
}
const BookAddressSchema = SchemaFactory.createForClass(BookAddress);

/**
 * A shopper's addresses, in one document by their user id: the bound on how many they keep
 * (MAX_ADDRESSES_PER_USER, on `count`) and the one default are then single-document updates,
 * which hold however many requests race.
 */
@Schema({ collection: 'address_books' })
export class AddressBook {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) _id: Types.ObjectId;
  @Prop({ type: [BookAddressSchema], default: [] }) addresses: BookAddress[];
  /** How many addresses it holds: what the bound's conditional update compares. */
  @Prop({ required: true, default: 0 }) count: number;
  /** The address the payment screen offers first; always one of them while there are any. */
  @Prop({ type: MongooseSchema.Types.ObjectId }) defaultId?: Types.ObjectId;
}

export const AddressBookSchema = SchemaFactory.createForClass(AddressBook);
