import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import { Product } from './schemas/product.schema';

/** A product as a low-stock list shows it. */
export interface StockLevel {
  _id: Types.ObjectId;
  name: string;
  nameAr?: string;
  stock: number;
}

/**
 * Products' `stock` field, for the inventory module (server/src/inventory), which decides when
 * units are taken and given back: the products module keeps the number, and this is all of it
 * that another module reads or writes. Each write is one atomic update of one product.
 */
@Injectable()
export class ProductStock {
  constructor(@InjectModel(Product.name) private readonly products: Model<Product>) {}

  /** The stock of each of these products that exists, by id (undefined: not tracked). */
  async levels(ids: string[]): Promise<Map<string, number | undefined>> {
    const found = await this.products
      .find({ _id: trusted({ $in: ids }) })
      .select('stock')
      .lean();
    return new Map(found.map((product) => [product._id.toString(), product.stock]));
  }

  /** Of these products, those that track their stock. */
  async tracking(ids: string[]): Promise<Types.ObjectId[]> {
    const tracked = await this.products
      .find({ _id: trusted({ $in: ids }), stock: trusted({ $exists: true }) })
      .select('_id')
      .lean();
    return tracked.map((product) => product._id);
  }

  /**
   * Takes `quantity` units with one conditional decrement: false, and nothing taken, when fewer
   * are left. Of two shoppers racing for the last unit, one gets it.
   */
  async take(productId: Types.ObjectId, quantity: number): Promise<boolean> {
    const taken = await this.products.updateOne(
      { _id: productId, stock: trusted({ $gte: quantity }) },
      { $inc: { stock: -quantity } },
    );
    return taken.modifiedCount === 1;
  }

  /** Puts units back, if the product still tracks its stock. */
  async putBack(productId: Types.ObjectId, quantity: number): Promise<void> {
    await this.products.updateOne(
      { _id: productId, stock: trusted({ $exists: true }) },
      { $inc: { stock: quantity } },
    );
  }

  /** A product's name and stock as they are now, to say why units could not be taken. */
  nameAndStock(productId: Types.ObjectId): Promise<{ name: string; stock?: number } | null> {
    return this.products.findById(productId).select('name stock').lean();
  }

  /** Products with stock at or below `threshold`, the fewest first (at most 100). */
  atOrBelow(threshold: number): Promise<StockLevel[]> {
    return this.products
      .find({ stock: trusted({ $lte: threshold }) })
      .select('name nameAr stock')
      .sort({ stock: 1, name: 1 })
      .limit(100)
      .lean<StockLevel[]>();
  }
}
