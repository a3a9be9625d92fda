import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  MAX_ADDRESSES_PER_USER,
  declaredError,
  type NationalAddress,
  type SavedAddress,
} from '@shop/shared';
import { Model, trusted, Types } from 'mongoose';
import { ShopError, shopError } from '../common/shop-error';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { cityNamed, findCity } from '../shipping/saudi-cities';
import { UserOwnedWrites } from '../users/user-owned-writes';
import type { AddressDto } from './dto/address.dto';
import { AddressBook, type BookAddress } from './schemas/address-book.schema';

/**
 * Each shopper's address book of Saudi National Addresses: at most MAX_ADDRESSES_PER_USER, one of
 * them the default. A shopper reaches only their own: every read and write names the book by the
 * caller's id, so another shopper's address answers 404 like one that does not exist.
 */
@Injectable()
export class AddressesService {
  constructor(
    @InjectModel(AddressBook.name) private readonly books: Model<AddressBook>,
    private readonly userWrites: UserOwnedWrites,
  ) {}

  /** The caller's addresses, the default first. */
  async list(userId: string): Promise<SavedAddress[]> {
    const book = await this.books.findById(userId).lean();
    if (!book) return [];
    const views = book.addresses.map((address) => viewOf(address, book.defaultId));
    return [...views.filter((view) => view.isDefault), ...views.filter((view) => !view.isDefault)];
  }

  /** One of the caller's addresses, as an order keeps it (404 for anyone else's). */
  async findMine(userId: string, id: string): Promise<SavedAddress> {
    const book = await this.books.findById(userId).lean();
    const address = book?.addresses.find((entry) => entry._id.equals(id));
    if (!book || !address) throw shopError('ADDRESS_NOT_FOUND');
    return viewOf(address, book.defaultId);
  }

  /**
   * Adds an address. The bound is one conditional update of the book (made empty first if the
   * shopper has none) on its count: it takes the address only while it has room, else 409
   * ADDRESS_BOOK_FULL.
   * The first address, or one sent with isDefault, becomes the default. A shopper deleted
   * meanwhile keeps no book (401).
   */
  async create(userId: string, request: AddressDto): Promise<SavedAddress> {
    const address = { ...addressOf(request), _id: new Types.ObjectId() };
    return this.userWrites.write(
      userId,
      () => this.add(userId, address, request.isDefault),
      () => this.forget(userId),
    );
  }

  private async add(
    userId: string,
    address: BookAddress,
    isDefault: boolean | undefined,
  ): Promise<SavedAddress> {
    await this.books.updateOne(
      { _id: userId },
      { $setOnInsert: { addresses: [], count: 0 } },
      { upsert: true, setDefaultsOnInsert: false },
    );
    const { matchedCount } = await this.books.updateOne(
      { _id: userId, count: trusted({ $lt: MAX_ADDRESSES_PER_USER }) },
      { $push: { addresses: address }, $inc: { count: 1 } },
    );
    if (matchedCount === 0) throw shopError('ADDRESS_BOOK_FULL', { max: MAX_ADDRESSES_PER_USER });
    if (isDefault) {
      await this.books.updateOne(
        { _id: userId, 'addresses._id': address._id },
        { defaultId: address._id },
      );
    }
    await this.settleDefault(userId);
    return this.findMine(userId, address._id.toString());
  }

  /** Replaces an address of the caller's; isDefault makes it the default. */
  async update(userId: string, id: string, request: AddressDto): Promise<SavedAddress> {
    const _id = new Types.ObjectId(id);
    const { matchedCount } = await this.books.updateOne(
      { _id: userId, 'addresses._id': _id },
      {
        $set: {
          'addresses.$': { ...addressOf(request), _id },
          ...(request.isDefault && { defaultId: _id }),
        },
      },
    );
    if (matchedCount === 0) throw shopError('ADDRESS_NOT_FOUND');
    return this.findMine(userId, id);
  }

  /** Deletes an address of the caller's; the default's place goes to the first one left. */
  async delete(userId: string, id: string): Promise<void> {
    const _id = new Types.ObjectId(id);
    const { matchedCount } = await this.books.updateOne(
      { _id: userId, 'addresses._id': _id },
      { $pull: { addresses: { _id } }, $inc: { count: -1 } },
    );
    if (matchedCount === 0) throw shopError('ADDRESS_NOT_FOUND');
    await this.settleDefault(userId);
  }

  /**
   * Gives the book a default again when it has none among its addresses (a new book, or its
   * default was deleted): the first address left. What another request does meanwhile is never
   * undone: each step is one conditional update of the book, taken only while the default is still
   * the one read and the address it promotes is still there (a concurrent delete may be pulling
   * the first address read); when it does not take, the book is read again. So it ends on a book
   * whose default is one of its addresses, or on an empty book without one. Every call that may
   * leave the book without a default (a delete, an add) ends with this, after its own change, so
   * the last of any concurrent calls leaves exactly one default. The default is one field, so
   * there are never two.
   */
  private async settleDefault(userId: string): Promise<void> {
    for (;;) {
      const book = await this.books
        .findById(userId, { 'addresses._id': 1, defaultId: 1 })
        .lean<Pick<AddressBook, 'addresses' | 'defaultId'>>();
      if (!book) return;
      const current = book.defaultId ?? null;
      if (current && book.addresses.some((address) => address._id.equals(current))) return;
      const first = book.addresses[0]?._id;
      if (!first && !current) return;
      const { matchedCount } = await this.books.updateOne(
        first
          ? { _id: userId, defaultId: current, 'addresses._id': first }
          : { _id: userId, defaultId: current, count: 0 },
        first ? { $set: { defaultId: first } } : { $unset: { defaultId: '' } },
      );
      if (matchedCount > 0) return;
    }
  }

  /** A deleted user's address book goes with them. */
  @OnShopEvent('user.deleted')
  async onUserDeleted({ userId }: ShopEvents['user.deleted']): Promise<void> {
    await this.forget(userId);
  }

  private async forget(userId: Types.ObjectId | string): Promise<void> {
    await this.books.deleteOne({ _id: userId });
  }
}

/** The address to keep: the city by its English name (400 CITY_UNKNOWN for another). */
function addressOf(request: AddressDto): NationalAddress {
  const city = findCity(request.city);
  if (!city) throw ShopError.onField('city', declaredError('CITY_UNKNOWN'));
  return {
    ...(request.label && { label: request.label }),
    recipient: request.recipient,
    phone: request.phone,
    buildingNumber: request.buildingNumber,
    street: request.street,
    district: request.district,
    city: city.name,
    postalCode: request.postalCode,
    additionalNumber: request.additionalNumber,
    ...(request.shortAddress && { shortAddress: request.shortAddress }),
  };
}

function viewOf(address: BookAddress, defaultId: Types.ObjectId | undefined): SavedAddress {
  const { _id, ...fields } = address;
  return {
    ...fields,
    _id: _id.toString(),
    cityAr: cityNamed(address.city)?.nameAr ?? address.city,
    isDefault: defaultId?.equals(_id) ?? false,
  };
}
