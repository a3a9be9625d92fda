import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CART_MAX_QUANTITY,
  fromHalalas,
  packageStock,
  toHalalas,
  type CartLine,
  type CartPackage,
  type CartProduct,
  type ItemKind,
} from '@shop/shared';
import { Model, trusted, Types } from 'mongoose';
import { ShopError, shopError } from '../common/shop-error';
import { isDuplicateKey } from '../database/database-errors';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { InventoryService } from '../inventory/inventory.service';
import { PackagesService } from '../packages/packages.service';
import { ProductsService } from '../products/products.service';
import type { CartItemDto, CartView } from './dto/cart.dto';
import { Cart } from './cart.schema';

const lineKey = (kind: ItemKind, id: string) => `${kind}:${id}`;

/** A forgotten cart is mailed about at most once a week. */
const WEEK_MS = 7 * 24 * 3600_000;
const notMailedThisWeek = (now: Date) => ({
  $or: [
    { remindedAt: trusted({ $exists: false }) },
    { remindedAt: trusted({ $lte: new Date(now.getTime() - WEEK_MS) }) },
  ],
});

/** Which item a request names, and its key in the cart's lines. */
function itemOf(item: CartItemDto): { kind: ItemKind; id: string; key: string } {
  if (item.productId && item.packageId) throw shopError('CART_ONE_ITEM');
  const [kind, id] = item.productId
    ? (['product', item.productId] as const)
    : (['package', item.packageId!] as const);
  return { kind, id, key: lineKey(kind, id) };
}

/** Why a line cannot hold the quantity asked for: the cart's limit, or the stock left. */
function overLimit(stock: number | undefined): ShopError {
  if (stock === undefined) return shopError('CART_LINE_LIMIT', { max: CART_MAX_QUANTITY });
  return stock === 0
    ? shopError('ITEM_OUT_OF_STOCK')
    : shopError('ITEM_STOCK_LEFT', { count: stock });
}

/** The cart as an order is built from it: its lines, and the version they are. */
export interface CartSnapshot {
  view: CartView;
  version: number;
}

@Injectable()
export class CartsService {
  constructor(
    @InjectModel(Cart.name) private readonly carts: Model<Cart>,
    private readonly products: ProductsService,
    private readonly packages: PackagesService,
    private readonly inventory: InventoryService,
  ) {}

  /** A deleted user's cart goes with them. */
  @OnShopEvent('user.deleted')
  async onUserDeleted({ userId }: ShopEvents['user.deleted']): Promise<void> {
    await this.carts.deleteOne({ userId });
  }

  /** Deleted products leave every cart. */
  @OnShopEvent('products.deleted')
  async onProductsDeleted({ productIds }: ShopEvents['products.deleted']): Promise<void> {
    await this.dropLines('product', productIds);
  }

  /**
   * Adds to a line (creating the cart and the line as needed) with one conditional $inc: the
   * line never passes the cart's limit or the item's stock, however many adds run at once.
   */
  async add(userId: string, item: CartItemDto, quantity: number): Promise<void> {
    const { kind, id, key } = itemOf(item);
    const stock = await this.inventory.available(kind, id);
    const limit = Math.min(CART_MAX_QUANTITY, stock ?? CART_MAX_QUANTITY);
    if (quantity > limit) throw overLimit(stock);
    await this.ensureCart(userId);
    const line = `lines.${key}`;
    const result = await this.carts.updateOne(
      // A missing line matches too: $not $gt holds for it.
      { userId, [line]: trusted({ $not: { $gt: limit - quantity } }) },
      { $inc: { [line]: quantity, version: 1 } },
    );
    if (result.matchedCount === 0) {
      throw overLimit(stock !== undefined && stock < CART_MAX_QUANTITY ? stock : undefined);
    }
  }

  async setQuantity(userId: string, item: CartItemDto, quantity: number): Promise<void> {
    const { kind, id, key } = itemOf(item);
    const stock = await this.inventory.available(kind, id).catch((error: unknown) => {
      // An item deleted meanwhile is simply not in the cart any more.
      if (ShopError.is(error, 'PRODUCT_NOT_FOUND', 'PACKAGE_NOT_FOUND')) return undefined;
      throw error;
    });
    if (stock !== undefined && quantity > stock) throw overLimit(stock);
    const result = await this.carts.updateOne(
      { userId, [`lines.${key}`]: trusted({ $exists: true }) },
      { $set: { [`lines.${key}`]: quantity }, $inc: { version: 1 } },
    );
    if (result.matchedCount === 0) throw shopError('CART_ITEM_MISSING');
  }

  async remove(userId: string, item: CartItemDto): Promise<void> {
    const { key } = itemOf(item);
    const result = await this.carts.updateOne(
      { userId, [`lines.${key}`]: trusted({ $exists: true }) },
      { $unset: { [`lines.${key}`]: '' }, $inc: { version: 1 } },
    );
    if (result.matchedCount === 0) throw shopError('CART_ITEM_MISSING');
  }

  /** Takes these items out of the cart, whatever their quantities (an order was paid for them). */
  async removeLines(
    userId: string | Types.ObjectId,
    items: { kind: ItemKind; itemId: Types.ObjectId | string }[],
  ): Promise<void> {
    if (items.length === 0) return;
    const unset = Object.fromEntries(
      items.map((item) => [`lines.${lineKey(item.kind, item.itemId.toString())}`, '']),
    );
    await this.carts.updateOne({ userId }, { $unset: unset, $inc: { version: 1 } });
  }

  /** The cart at catalog prices, and the version it was read at. */
  async snapshot(userId: string | Types.ObjectId): Promise<CartSnapshot> {
    const cart = await this.carts.findOne({ userId }).select('lines version').lean();
    return { view: await this.price(cart?.lines ?? {}), version: cart?.version ?? 0 };
  }

  /**
   * The cart with the catalog's current prices (whatever a client once sent): line price is unit
   * price x quantity; each item with its stock, the most its line can hold; lines whose item
   * has been deleted are left out.
   */
  async view(userId: string | Types.ObjectId): Promise<CartView> {
    const cart = await this.carts.findOne({ userId }).select('lines').lean();
    return this.price(cart?.lines ?? {});
  }

  /** The lines at catalog prices. */
  private async price(stored: Record<string, number>): Promise<CartView> {
    const lines = Object.entries(stored).map(([key, quantity]) => {
      const [kind, id] = key.split(':') as [ItemKind, string];
      return { kind, id, quantity };
    });
    const idsOf = (kind: ItemKind) =>
      lines.filter((line) => line.kind === kind).map((line) => line.id);
    const [products, packages] = await Promise.all([
      idsOf('product').length
        ? this.products.find({ _id: trusted({ $in: idsOf('product') }) })
        : [],
      idsOf('package').length
        ? this.packages.find({ _id: trusted({ $in: idsOf('package') }) })
        : [],
    ]);
    const productsById = new Map<string, CartProduct>(
      products.map(({ _id, name, nameAr, price, image, stock }) => [
        _id,
        { _id, name, nameAr, price, image, stock },
      ]),
    );
    const packagesById = new Map<string, CartPackage>(
      packages.map(({ _id, name, nameAr, price, images, products: contents }) => [
        _id,
        { _id, name, nameAr, price, images, stock: packageStock(contents) },
      ]),
    );
    const items: CartLine[] = [];
    let total = 0;
    for (const line of lines) {
      const product = line.kind === 'product' ? productsById.get(line.id) : undefined;
      const pack = line.kind === 'package' ? packagesById.get(line.id) : undefined;
      const priced = (unitPrice: number) => {
        const lineHalalas = toHalalas(unitPrice) * line.quantity;
        total += lineHalalas;
        return { quantity: line.quantity, price: fromHalalas(lineHalalas) };
      };
      if (product) items.push({ productId: product, ...priced(product.price) });
      else if (pack) items.push({ packageId: pack, ...priced(pack.price) });
    }
    return { items, totalPrice: fromHalalas(total) };
  }

  /**
   * Carts with lines, left untouched between `changedFrom` and `changedBefore`, whose shopper was
   * not mailed about them in the week before `now` nor about this version of them.
   */
  async forgotten(
    changedFrom: Date,
    changedBefore: Date,
    now: Date,
    limit: number,
  ): Promise<{ userId: Types.ObjectId; version: number; updatedAt: Date }[]> {
    const found = await this.carts
      .find({
        updatedAt: trusted({ $gte: changedFrom, $lte: changedBefore }),
        ...notMailedThisWeek(now),
      })
      .select('userId version lines updatedAt remindedVersion')
      .sort({ updatedAt: 1 })
      .limit(limit)
      .lean<(Cart & { updatedAt: Date })[]>();
    return found
      .filter((cart) => cart.remindedVersion !== cart.version && Object.keys(cart.lines).length)
      .map(({ userId, version, updatedAt }) => ({ userId, version, updatedAt }));
  }

  /**
   * Claims the forgotten-cart mail of this version of the user's cart, if it is still untouched
   * since `changedBefore` and no such mail went out in the week before `now`: one conditional
   * update, so of several instances one mails it.
   */
  async claimForgottenMail(
    userId: Types.ObjectId,
    version: number,
    changedBefore: Date,
    now: Date,
  ): Promise<boolean> {
    const claimed = await this.carts.updateOne(
      {
        userId,
        version,
        updatedAt: trusted({ $lte: changedBefore }),
        remindedVersion: trusted({ $ne: version }),
        ...notMailedThisWeek(now),
      },
      { $set: { remindedAt: now, remindedVersion: version } },
      { timestamps: false },
    );
    return claimed.modifiedCount === 1;
  }

  /** The user's cart, created empty if there is none yet. */
  private async ensureCart(userId: string): Promise<void> {
    try {
      await this.carts.updateOne({ userId }, { $setOnInsert: { lines: {} } }, { upsert: true });
    } catch (error) {
      // Two first adds racing to create the cart (several processes): the other one made it.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  private async dropLines(kind: ItemKind, ids: Types.ObjectId[]): Promise<void> {
    const unset = Object.fromEntries(
      ids.map((id) => [`lines.${lineKey(kind, id.toString())}`, '']),
    );
    await this.carts.updateMany({}, { $unset: unset, $inc: { version: 1 } });
  }
}
