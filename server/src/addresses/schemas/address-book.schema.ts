import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** A Saudi National Address of a shopper's address book (numbers in ASCII digits). */
@Schema()
export class BookAddress {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) _id: Types.ObjectId;
  @Prop() label?: string;
  @Prop({ required: true }) recipient: string;
  @Prop({ required: true }) phone: string;
  @Prop({ required: true }) buildingNumber: string;
  @Prop({ required: true }) street: string;
  @Prop({ required: true }) district: string;
  /** The city's English name (shipping/saudi-cities.data.ts). */
  @Prop({ required: true }) city: string;
  @Prop({ required: true }) postalCode: string;
  @Prop({ required: true }) additionalNumber: string;
  @Prop() shortAddress?: string;
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
