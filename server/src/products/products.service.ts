import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type FilterQuery, Model, trusted, Types } from 'mongoose';
import { CategoriesService } from '../categories/categories.service';
import type { PageWindow } from '../common/pagination';
import type { ImageUpload } from '../storage/image-upload';
import { StorageService } from '../storage/storage.service';
import type { AddProductDto, ProductSearchQuery } from './dto/product.dto';
import type { ProductView } from './dto/product-view.dto';
import { Product } from './schemas/product.schema';

export type ProductsDeletedHook = (productIds: Types.ObjectId[]) => Promise<unknown>;

/** What product matching needs to know of a car in a garage. */
export interface CarToMatch {
  engineNumber?: string;
  carDetails?: { agency: string; model: string; year: number; warranty: boolean };
}

/** Fields a product is answered with; image keys stay inside. */
const VIEW_FIELDS =
  'name description price category image.secure_url carEngine carDetails isForSpecificCar';

/** Text matched whole and case-insensitively, with any regex characters taken literally. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sameText = (text: string) => trusted({ $regex: `^${escapeRegex(text)}$`, $options: 'i' });
const containsText = (text: string) => trusted({ $regex: escapeRegex(text), $options: 'i' });

@Injectable()
export class ProductsService {
  private readonly deletedHooks: ProductsDeletedHook[] = [];

  constructor(
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly categories: CategoriesService,
    private readonly storage: StorageService,
  ) {
    categories.onCategoryDeleted((categoryId) => this.deleteWhere({ category: categoryId }));
  }

  /** Lets packages and carts drop deleted products. */
  onProductsDeleted(hook: ProductsDeletedHook): void {
    this.deletedHooks.push(hook);
  }

  /** Products matching `filter`, newest first, with their category's name. */
  find(filter: FilterQuery<Product>, window?: PageWindow): Promise<ProductView[]> {
    const query = this.products
      .find(filter)
      .select(VIEW_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .populate('category', 'name')
      .lean<ProductView[]>();
    if (window) query.skip(window.skip).limit(window.limit);
    return query;
  }

  count(filter: FilterQuery<Product> = {}): Promise<number> {
    return this.products.countDocuments(filter);
  }

  async findOne(id: string): Promise<ProductView> {
    const product = await this.products
      .findById(id)
      .select(VIEW_FIELDS)
      .populate('category', 'name')
      .lean<ProductView>();
    if (!product) throw new NotFoundException('Product not found.');
    return product;
  }

  /** Which of these ids are not products: used to check a package's product list. */
  async missingIds(ids: string[]): Promise<string[]> {
    const found = await this.products
      .find({ _id: trusted({ $in: ids }) })
      .select('_id')
      .lean();
    const known = new Set(found.map((product) => product._id.toString()));
    return ids.filter((id) => !known.has(id));
  }

  /** The filter for a search: each criterion given narrows it (design.md section 4). */
  searchFilter(query: ProductSearchQuery): FilterQuery<Product> {
    const filter: FilterQuery<Product> = {};
    if (query.brand) filter['carDetails.agency'] = sameText(query.brand);
    if (query.model) filter['carDetails.model'] = sameText(query.model);
    if (query.year !== undefined) filter['carDetails.year'] = query.year;
    if (query.warranty !== undefined) filter['carDetails.warranty'] = query.warranty;
    if (query.carEngine) filter.carEngine = query.carEngine.toUpperCase();
    if (query.keywords) {
      filter.$or = trusted([
        { name: containsText(query.keywords) },
        { description: containsText(query.keywords) },
      ]);
    }
    return filter;
  }

  /**
   * Products that fit any of these cars: a car known by VIN fits products made for that VIN; a
   * car known by its details fits products with the same agency, model, year and warranty.
   */
  forCars(cars: CarToMatch[]): Promise<ProductView[]> {
    const conditions = cars.flatMap((car): FilterQuery<Product>[] => {
      if (car.engineNumber) return [{ carEngine: car.engineNumber.toUpperCase() }];
      if (!car.carDetails) return [];
      const { agency, model, year, warranty } = car.carDetails;
      return [
        {
          'carDetails.agency': sameText(agency),
          'carDetails.model': sameText(model),
          'carDetails.year': year,
          'carDetails.warranty': warranty,
        },
      ];
    });
    return conditions.length ? this.find({ $or: trusted(conditions) }) : Promise.resolve([]);
  }

  async add(fields: AddProductDto, images: ImageUpload[]): Promise<ProductView> {
    if (images.length === 0) throw new BadRequestException('Add at least one image.');
    if (!(await this.categories.exists(fields.category))) {
      throw new BadRequestException('The category does not exist.');
    }
    const stored = await this.storage.saveImages('products', images);
    try {
      const product = await this.products.create({
        ...fields,
        isForSpecificCar: fields.isForSpecificCar ?? false,
        image: stored.map((file) => ({ secure_url: file.url, key: file.key })),
      });
      return this.findOne(product._id.toString());
    } catch (error) {
      await this.storage.remove(stored.map((file) => file.key));
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    const deleted = await this.deleteWhere({ _id: id });
    if (deleted === 0) throw new NotFoundException('Product not found.');
  }

  /** Deletes products with their images, after the modules that refer to them let go. */
  private async deleteWhere(filter: FilterQuery<Product>): Promise<number> {
    const doomed = await this.products.find(filter).select('_id image.key').lean();
    if (doomed.length === 0) return 0;
    const ids = doomed.map((product) => product._id);
    for (const hook of this.deletedHooks) await hook(ids);
    await this.products.deleteMany({ _id: trusted({ $in: ids }) });
    await this.storage.remove(doomed.flatMap((product) => product.image.map((image) => image.key)));
    return doomed.length;
  }
}
