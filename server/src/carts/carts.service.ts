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
import { RateLimiter } from '../common/rate-limiter';
import { ShopError, shopError } from '../common/shop-error';
import { isDuplicateKey } from '../database/database-errors';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { InventoryService } from '../inventory/inventory.service';
import { PackagesService } from '../packages/packages.service';
import { ProductsService } from '../products/products.service';
import { appliedDiscounts, type DiscountLine, type Discounts } from '../promotions/discounts';
import { PromotionsService, type PromotionCart } from '../promotions/promotions.service';
import { UserOwnedWrites } from '../users/user-owned-writes';
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

/** A line of an order placed from the cart. */
export interface OrderedLine {
  kind: ItemKind;
  itemId: Types.ObjectId | string;
  quantity: number;
}

/** The cart as an order is built from it: its lines, and the version they are. */
export interface CartSnapshot {
  view: CartView;
  version: number;
  /** The cart as promotions read it, to work out the order's discounts with its delivery. */
  promotions: PromotionCart;
}

/** Codes a shopper may try in a window: enough for typos, too few to guess codes. */
const COUPON_ATTEMPTS_PER_USER = 20;
const COUPON_ATTEMPT_WINDOW_MS = 10 * 60_000;

/** The cart's lines at catalog prices, before any discount. */
interface PricedLines {
  items: CartLine[];
  subtotalHalalas: number;
  lines: DiscountLine[];
}

@Injectable()
export class CartsService {
  private readonly couponAttempts = new RateLimiter(
    COUPON_ATTEMPTS_PER_USER,
    COUPON_ATTEMPT_WINDOW_MS,
    'coupon-attempts',
  );

  constructor(
    @InjectModel(Cart.name) private readonly carts: Model<Cart>,
    private readonly products: ProductsService,
    private readonly packages: PackagesService,
    private readonly inventory: InventoryService,
    private readonly promotions: PromotionsService,
    private readonly userWrites: UserOwnedWrites,
  ) {}

  /** A deleted user's cart goes with them. */
  @OnShopEvent('user.deleted')
  async onUserDeleted({ userId }: ShopEvents['user.deleted']): Promise<void> {
    await this.forget(userId);
  }

  private async forget(userId: Types.ObjectId | string): Promise<void> {
    await this.carts.deleteOne({ userId });
  }

  /** Deleted products leave every cart. */
  @OnShopEvent('products.deleted')
  async onProductsDeleted({ productIds }: ShopEvents['products.deleted']): Promise<void> {
    await this.dropLines('product', productIds);
  }

  /**
   * Adds to a line (creating the cart and the line as needed) with one conditional $inc: the
   * line never passes the cart's limit or the item's stock, however many adds run at once. A
   * shopper deleted meanwhile keeps no cart (401).
   */
  async add(userId: string, item: CartItemDto, quantity: number): Promise<void> {
    const { kind, id, key } = itemOf(item);
    const stock = await this.inventory.available(kind, id);
    const limit = Math.min(CART_MAX_QUANTITY, stock ?? CART_MAX_QUANTITY);
    if (quantity > limit) throw overLimit(stock);
    await this.writeCart(userId, async () => {
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
    });
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

  /**
   * Takes what a paid order held out of the cart: each of its lines loses the order's quantity
   * (units the shopper added since stay), and the coupon goes if it was the order's (one coupon
   * per order). Per line, two conditional updates, each atomic: a line holding more loses the
   * units, one holding no more goes; a change between them is simply seen by the next try.
   */
  async removeOrdered(
    userId: string | Types.ObjectId,
    { lines, couponCode }: { lines: OrderedLine[]; couponCode?: string },
  ): Promise<void> {
    for (const { kind, itemId, quantity } of lines) {
      const line = `lines.${lineKey(kind, itemId.toString())}`;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const fewer = await this.carts.updateOne(
          { userId, [line]: trusted({ $gt: quantity }) },
          { $inc: { [line]: -quantity, version: 1 } },
        );
        if (fewer.matchedCount) break;
        const gone = await this.carts.updateOne(
          { userId, [line]: trusted({ $lte: quantity }) },
          { $unset: { [line]: '' }, $inc: { version: 1 } },
        );
        if (gone.matchedCount) break;
      }
    }
    if (couponCode)
      await this.carts.updateOne({ userId, coupon: couponCode }, { $unset: { coupon: '' } });
  }

  /**
   * Applies a coupon code to the cart, once it gives this cart a discount: otherwise 400 or 409
   * on `code`, saying why (unknown, expired, below the minimum, used up...). At most
   * COUPON_ATTEMPTS_PER_USER tries in a window (429), so codes cannot be guessed.
   */
  async applyCoupon(userId: string, code: string): Promise<CartView> {
    await this.couponAttempts.consume(userId);
    const { promotions, priced } = await this.read(userId);
    const discounts = await this.promotions.discountsOf(promotions, undefined, code);
    if (discounts.couponRefusal) throw ShopError.onField('code', discounts.couponRefusal);
    await this.writeCart(userId, async () => {
      await this.ensureCart(userId);
      await this.carts.updateOne({ userId }, { $set: { coupon: discounts.coupon!.coupon.code } });
    });
    return viewOf(priced, discounts, discounts.coupon!.coupon.code);
  }

  async removeCoupon(userId: string): Promise<CartView> {
    await this.carts.updateOne({ userId }, { $unset: { coupon: '' } });
    return this.view(userId);
  }

  /** The cart at catalog prices with its discounts, and the version it was read at. */
  async snapshot(userId: string | Types.ObjectId): Promise<CartSnapshot> {
    const { promotions, priced } = await this.read(userId);
    const discounts = await this.promotions.discountsOf(promotions);
    return {
      view: viewOf(priced, discounts, promotions.couponCode),
      version: promotions.version,
      promotions,
    };
  }

  /**
   * The cart with the catalog's current prices (whatever a client once sent): line price is unit
   * price x quantity; each item with its stock, the most its line can hold; lines whose item
   * has been deleted are left out. Then the discounts: `totalPrice` is what the items cost after
   * them.
   */
  async view(userId: string | Types.ObjectId): Promise<CartView> {
    return (await this.snapshot(userId)).view;
  }

  private async read(userId: string | Types.ObjectId) {
    const cart = await this.carts.findOne({ userId }).select('lines version coupon').lean();
    const priced = await this.price(cart?.lines ?? {});
    const promotions: PromotionCart = {
      userId: userId.toString(),
      lines: priced.lines,
      subtotalHalalas: priced.subtotalHalalas,
      version: cart?.version ?? 0,
      ...(cart?.coupon && { couponCode: cart.coupon }),
    };
    return { priced, promotions };
  }

  /** The lines at catalog prices. */
  private async price(stored: Record<string, number>): Promise<PricedLines> {
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
      idsOf('package').length ? this.packages.byIds(idsOf('package')) : [],
    ]);
    const productsById = new Map<string, CartProduct>(
      products.map(({ _id, name, nameAr, price, image, stock }) => [
        _id,
        { _id, name, nameAr, price, image, stock },
      ]),
    );
    const productFacts = new Map(
      products.map(({ _id, category, manufacturer }) => [
        _id,
        { categoryId: category?._id.toString(), manufacturer },
      ]),
    );
    const packagesById = new Map<string, CartPackage>(
      packages.map(({ _id, name, nameAr, price, images, products: contents }) => [
        _id,
        { _id, name, nameAr, price, images, stock: packageStock(contents) },
      ]),
    );
    const items: CartLine[] = [];
    const discountLines: DiscountLine[] = [];
    let total = 0;
    for (const line of lines) {
      const product = line.kind === 'product' ? productsById.get(line.id) : undefined;
      const pack = line.kind === 'package' ? packagesById.get(line.id) : undefined;
      const priced = (unitPrice: number) => {
        const unitHalalas = toHalalas(unitPrice);
        const lineHalalas = unitHalalas * line.quantity;
        total += lineHalalas;
        discountLines.push({
          kind: line.kind,
          itemId: line.id,
          ...productFacts.get(line.id),
          unitHalalas,
          quantity: line.quantity,
        });
        return { quantity: line.quantity, price: fromHalalas(lineHalalas) };
      };
      if (product) items.push({ productId: product, ...priced(product.price) });
      else if (pack) items.push({ packageId: pack, ...priced(pack.price) });
    }
    return { items, subtotalHalalas: total, lines: discountLines };
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
    const carts = this.carts
      .find({
        updatedAt: trusted({ $gte: changedFrom, $lte: changedBefore }),
        ...notMailedThisWeek(now),
      })
      .select('userId version lines updatedAt remindedVersion')
      .sort({ updatedAt: 1 })
      .lean<Cart & { updatedAt: Date }>()
      .cursor();
    // Empty carts and versions already mailed are passed over in the reading, not counted in
    // `limit` (a query cannot compare two fields of a cart on every database the shop runs on).
    const due: { userId: Types.ObjectId; version: number; updatedAt: Date }[] = [];
    for await (const cart of carts) {
      if (cart.remindedVersion === cart.version || !Object.keys(cart.lines).length) continue;
      due.push({ userId: cart.userId, version: cart.version, updatedAt: cart.updatedAt });
      if (due.length === limit) break;
    }
    await carts.close();
    return due;
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

  /** A write that may create the user's cart: none is left of a user deleted meanwhile. */
  private writeCart(userId: string, write: () => Promise<void>): Promise<void> {
    return this.userWrites.write(userId, write, () => this.forget(userId));
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
    if (!ids.length) return;
    const unset = Object.fromEntries(
      ids.map((id) => [`lines.${lineKey(kind, id.toString())}`, '']),
    );
    // Only the carts that hold them change: another cart's version (which an order being paid
    // was built from) and its date (which the forgotten-cart mail reads) stay as they are.
    const holding = Object.keys(unset).map((line) => ({ [line]: trusted({ $exists: true }) }));
    await this.carts.updateMany({ $or: holding }, { $unset: unset, $inc: { version: 1 } });
  }
}

/** The cart as answered: its items, subtotal, discounts, and what is paid for the items. */
function viewOf(priced: PricedLines, found: Discounts, code?: string): CartView {
  const off = found.discounts.reduce((sum, discount) => sum + discount.halalas, 0);
  const refusal = found.couponRefusal;
  return {
    items: priced.items,
    subtotal: fromHalalas(priced.subtotalHalalas),
    discounts: appliedDiscounts(found.discounts),
    totalPrice: fromHalalas(priced.subtotalHalalas - off),
    ...(code && {
      coupon: {
        code,
        ...(refusal && {
          refusal: {
            code: refusal.code,
            message: refusal.message,
            ...(refusal.params && { params: refusal.params }),
          },
        }),
      },
    }),
    ...(found.freeDelivery && { freeDelivery: found.freeDelivery }),
  };
}
