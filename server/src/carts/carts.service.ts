import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { fromHalalas, toHalalas } from '@shop/shared';
import { Model, trusted, Types } from 'mongoose';
import { KeyedLock } from '../common/keyed-lock';
import { PackagesService } from '../packages/packages.service';
import { ProductsService } from '../products/products.service';
import { UsersService } from '../users/users.service';
import type { CartItemDto, CartLineView, CartView } from './dto/cart.dto';
import { Cart } from './cart.schema';

export type ItemKind = 'product' | 'package';
const lineKey = (kind: ItemKind, id: string) => `${kind}:${id}`;

/** Which item a request names, and its key in the cart's lines. */
function itemOf(item: CartItemDto): { kind: ItemKind; id: string; key: string } {
  if (item.productId && item.packageId)
    throw new BadRequestException('Send either productId or packageId.');
  const [kind, id] = item.productId
    ? (['product', item.productId] as const)
    : (['package', item.packageId!] as const);
  return { kind, id, key: lineKey(kind, id) };
}

@Injectable()
export class CartsService {
  /** Each user's cart changes one at a time (see KeyedLock for why). */
  private readonly lock = new KeyedLock();

  constructor(
    @InjectModel(Cart.name) private readonly carts: Model<Cart>,
    private readonly products: ProductsService,
    private readonly packages: PackagesService,
    users: UsersService,
  ) {
    users.onUserDeleted((userId) => this.carts.deleteOne({ userId }));
    products.onProductsDeleted((ids) => this.dropLines('product', ids));
  }

  /** Adds to a line (creating the cart and the line as needed) in one atomic update. */
  async add(userId: string, item: CartItemDto, quantity: number): Promise<void> {
    const { kind, id, key } = itemOf(item);
    await this.assertExists(kind, id);
    const increment = { $inc: { [`lines.${key}`]: quantity } };
    await this.lock.run(userId, async () => {
      try {
        await this.carts.updateOne({ userId }, increment, { upsert: true });
      } catch (error) {
        // Two first adds racing to create the cart (other processes): the loser adds to it.
        if ((error as { code?: number }).code !== 11000) throw error;
        await this.carts.updateOne({ userId }, increment);
      }
    });
  }

  async setQuantity(userId: string, item: CartItemDto, quantity: number): Promise<void> {
    const { key } = itemOf(item);
    const result = await this.lock.run(userId, () =>
      this.carts.updateOne(
        { userId, [`lines.${key}`]: trusted({ $exists: true }) },
        { $set: { [`lines.${key}`]: quantity } },
      ),
    );
    if (result.matchedCount === 0) throw new NotFoundException('This item is not in your cart.');
  }

  async remove(userId: string, item: CartItemDto): Promise<void> {
    const { key } = itemOf(item);
    const result = await this.lock.run(userId, () =>
      this.carts.updateOne(
        { userId, [`lines.${key}`]: trusted({ $exists: true }) },
        { $unset: { [`lines.${key}`]: '' } },
      ),
    );
    if (result.matchedCount === 0) throw new NotFoundException('This item is not in your cart.');
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
    await this.lock.run(userId.toString(), () =>
      this.carts.updateOne({ userId }, { $unset: unset }),
    );
  }

  /**
   * The cart with the catalog's current prices (whatever a client once sent): line price is unit
   * price x quantity; lines whose item has been deleted are left out.
   */
  async view(userId: string | Types.ObjectId): Promise<CartView> {
    const cart = await this.carts.findOne({ userId }).select('lines').lean();
    const lines = Object.entries(cart?.lines ?? {}).map(([key, quantity]) => {
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
    const found = new Map<string, { _id: unknown; name: string; nameAr?: string; price: number }>([
      ...products.map(
        (p) =>
          [
            lineKey('product', String(p._id)),
            { _id: p._id, name: p.name, nameAr: p.nameAr, price: p.price, image: p.image },
          ] as const,
      ),
      ...packages.map(
        (p) =>
          [
            lineKey('package', String(p._id)),
            { _id: p._id, name: p.name, nameAr: p.nameAr, price: p.price, images: p.images },
          ] as const,
      ),
    ]);
    const items: CartLineView[] = [];
    let total = 0;
    for (const line of lines) {
      const item = found.get(lineKey(line.kind, line.id));
      if (!item) continue;
      const lineHalalas = toHalalas(item.price) * line.quantity;
      total += lineHalalas;
      items.push({
        [line.kind === 'product' ? 'productId' : 'packageId']: item,
        quantity: line.quantity,
        price: fromHalalas(lineHalalas),
      } as CartLineView);
    }
    return { items, totalPrice: fromHalalas(total) };
  }

  private async assertExists(kind: ItemKind, id: string): Promise<void> {
    if (kind === 'product') await this.products.findOne(id);
    else await this.packages.findOne(id);
  }

  private async dropLines(kind: ItemKind, ids: Types.ObjectId[]): Promise<void> {
    const unset = Object.fromEntries(
      ids.map((id) => [`lines.${lineKey(kind, id.toString())}`, '']),
    );
    await this.carts.updateMany({}, { $unset: unset });
  }
}
