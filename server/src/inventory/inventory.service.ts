import { Injectable } from '@nestjs/common';
import type { ItemKind } from '@shop/shared';
import type { Types } from 'mongoose';
import { shopError } from '../common/shop-error';
import { EventBus, OnShopEvent } from '../events/event-bus';
import type { ReservedUnits, ShopEvents } from '../events/shop-events';
import { PackagesService } from '../packages/packages.service';
import { ProductStock, type StockLevel } from '../products/product-stock';

/** A line of a cart or an order as stock counts it: an item and how many of it. */
export interface StockLine {
  kind: ItemKind;
  itemId: Types.ObjectId | string;
  quantity: number;
}

/**
 * The shop's stock: what an item has left, the units an order takes and gives back, and which
 * products run low. A package has no stock of its own: it takes units of each of its products.
 * Products keep the numbers (ProductStock); only this service changes them.
 */
@Injectable()
export class InventoryService {
  constructor(
    private readonly stock: ProductStock,
    private readonly packages: PackagesService,
    private readonly events: EventBus,
  ) {}

  /**
   * The units of an item in stock (404 for an unknown one): a product's own, a package's the
   * fewest of its products' (none when it has no product left); undefined when none of them
   * tracks its stock.
   */
  async available(kind: StockLine['kind'], id: string): Promise<number | undefined> {
    let productIds = [id];
    if (kind === 'package') {
      const contents = (await this.packages.productIdsOf([id])).get(id);
      if (!contents) throw shopError('PACKAGE_NOT_FOUND');
      // Every part of it deleted (products.deleted): nothing to sell until it has parts again.
      if (contents.length === 0) return 0;
      productIds = contents;
    }
    const levels = await this.stock.levels(productIds);
    if (kind === 'product' && !levels.has(id)) throw shopError('PRODUCT_NOT_FOUND');
    const tracked = [...levels.values()].filter((stock): stock is number => stock !== undefined);
    return tracked.length ? Math.min(...tracked) : undefined;
  }

  /**
   * The units of each product (by id) that these lines take: a product line its quantity, a
   * package line its quantity of each of the package's products. A package left without any
   * product is out of stock (409).
   */
  private async unitsOf(lines: StockLine[]): Promise<Map<string, number>> {
    const packageIds = lines
      .filter((line) => line.kind === 'package')
      .map((line) => line.itemId.toString());
    const contents = packageIds.length
      ? await this.packages.productIdsOf(packageIds)
      : new Map<string, string[]>();
    const units = new Map<string, number>();
    for (const { kind, itemId, quantity } of lines) {
      const productIds = kind === 'product' ? [itemId.toString()] : contents.get(itemId.toString());
      if (productIds?.length === 0) {
        const { name } = await this.packages.findOne(itemId.toString());
        throw shopError('ORDER_ITEM_OUT_OF_STOCK', { name });
      }
      for (const productId of productIds ?? []) {
        units.set(productId, (units.get(productId) ?? 0) + quantity);
      }
    }
    return units;
  }

  /**
   * Takes the units these lines need from the products that track their stock, each with one
   * conditional decrement: of two shoppers racing for the last unit, one gets it. On a shortfall
   * the units already taken go back and the answer is 409, naming the item.
   */
  async reserve(lines: StockLine[]): Promise<ReservedUnits[]> {
    const units = await this.unitsOf(lines);
    if (units.size === 0) return [];
    const reserved: ReservedUnits[] = [];
    for (const productId of await this.stock.tracking([...units.keys()])) {
      const quantity = units.get(productId.toString())!;
      if (await this.stock.take(productId, quantity)) {
        reserved.push({ productId, quantity });
        continue;
      }
      await this.release(reserved);
      const short = await this.stock.nameAndStock(productId);
      const name = short?.name ?? 'An item';
      throw short?.stock
        ? shopError('ORDER_ITEM_STOCK_SHORT', { name, count: short.stock })
        : shopError('ORDER_ITEM_OUT_OF_STOCK', { name });
    }
    return reserved;
  }

  /** A failed order's units go back on sale. */
  @OnShopEvent('order.failed')
  async onOrderFailed({ stockHeld }: ShopEvents['order.failed']): Promise<void> {
    await this.release(stockHeld);
  }

  /** So do those of an order whose payment was abandoned. */
  @OnShopEvent('order.abandoned')
  async onOrderAbandoned({ stockHeld }: ShopEvents['order.abandoned']): Promise<void> {
    await this.release(stockHeld);
  }

  /** So do a refunded order's, unless it gave them back when it failed. */
  @OnShopEvent('order.refunded')
  async onOrderRefunded({ stockHeld }: ShopEvents['order.refunded']): Promise<void> {
    await this.release(stockHeld);
  }

  /** Puts reserved units back into stock (of the products still tracking it), and says so. */
  async release(reserved: ReservedUnits[]): Promise<void> {
    if (reserved.length === 0) return;
    for (const { productId, quantity } of reserved) await this.stock.putBack(productId, quantity);
    await this.events.emit('stock.returned', {
      productIds: reserved.map((units) => units.productId),
    });
  }

  /** Products with stock at or below `threshold`, the fewest first. */
  lowStock(threshold: number): Promise<StockLevel[]> {
    return this.stock.atOrBelow(threshold);
  }
}
