import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CarDetails, ProductSearchQuery } from '@shop/shared';
import { type FilterQuery, Model, trusted, Types } from 'mongoose';
import { CategoriesService } from '../categories/categories.service';
import type { PageWindow } from '../common/list-queries';
import { shopError } from '../common/shop-error';
import { EventBus, OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { startsWith } from '../text/regex-filters';
import type { ImageUpload } from '../storage/image-upload';
import { type StoredImage, StorageService } from '../storage/storage.service';
import type { AddProductDto, UpdateProductDto } from './dto/product.dto';
import type { ImageView, ProductView } from './dto/product-view.dto';
import { carNameKey } from '../text/car-names';
import { matchKeyOf, Product } from './schemas/product.schema';
import { keywordPrefixes } from '../text/search-tokens';

/** What product matching needs to know of a car in a garage. */
export interface CarToMatch {
  engineNumber?: string;
  carDetails?: CarDetails;
}

/** An image as a record keeps it. */
type ImageRecord = StoredImage & { secure_url?: string };
/** A product as read, before its category is joined and its images get URLs. */
type StoredProduct = Omit<ProductView, '_id' | 'category' | 'image'> & {
  _id: Types.ObjectId;
  category: Types.ObjectId | null;
  image: ImageRecord[];
};

/** A mongoose field list ('name price') as the driver's projection ({ name: 1, price: 1 }). */
const projectionOf = (fields: string) =>
  Object.fromEntries(fields.split(' ').map((field) => [field, 1 as const]));

/** Fields a product is answered with (its images as keys, answered as URLs). */
const VIEW_FIELDS =
  'name description nameAr descriptionAr price category image carEngine carDetails ' +
  'isForSpecificCar stock';
/** The same, as the driver takes it. */
const VIEW_PROJECTION = projectionOf(VIEW_FIELDS);

/** What a package shows of each of its products. */
const SUMMARY_PROJECTION = projectionOf('name nameAr price image stock');
export interface ProductSummary {
  _id: Types.ObjectId;
  name: string;
  nameAr?: string;
  price: number;
  image: ImageView[];
  stock?: number;
}

@Injectable()
export class ProductsService {
  constructor(
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly categories: CategoriesService,
    private readonly storage: StorageService,
    private readonly events: EventBus,
  ) {}

  /** A deleted category's products go with it. */
  @OnShopEvent('category.deleted')
  async onCategoryDeleted({ categoryId }: ShopEvents['category.deleted']): Promise<void> {
    await this.deleteWhere({ category: categoryId });
  }

  /** Products matching `filter`, newest first, with their category's name. */
  async find(filter: FilterQuery<Product>, window?: PageWindow): Promise<ProductView[]> {
    const query = this.products
      .find(filter)
      .select(VIEW_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .lean<StoredProduct[]>();
    if (window) query.skip(window.skip).limit(window.limit);
    return this.withCategories(await query);
  }

  count(filter: FilterQuery<Product> = {}): Promise<number> {
    return this.products.countDocuments(filter);
  }

  async findOne(id: string): Promise<ProductView> {
    // Callers pass checked ids; anything else is answered as mongoose's cast would answer it.
    if (!/^[a-f0-9]{24}$/i.test(id)) throw shopError('VALUE_INVALID', { field: '_id' });
    // Through the driver: for a lookup by id, mongoose's query machinery costs about as much CPU
    // as the lookup itself, and there is nothing here for it to cast or check.
    const product = await this.products.collection.findOne<StoredProduct>(
      { _id: new Types.ObjectId(id) },
      { projection: VIEW_PROJECTION },
    );
    if (!product) throw shopError('PRODUCT_NOT_FOUND');
    const [view] = await this.withCategories([product]);
    return view;
  }

  /**
   * Puts `{_id, name}` of its category (or null, for a category gone) in place of each product's
   * category id: what populate would do, in one query without its per-document bookkeeping.
   */
  private async withCategories(products: StoredProduct[]): Promise<ProductView[]> {
    const ids = new Map<string, Types.ObjectId>();
    for (const { category } of products) if (category) ids.set(category.toString(), category);
    const names = await this.categories.namesByIds(ids.values());
    return products.map(({ _id, category: categoryId, image, ...rest }) => {
      const category = categoryId && names.get(categoryId.toString());
      return {
        ...rest,
        _id: _id.toString(),
        category: category ? { ...category, _id: category._id.toString() } : null,
        image: this.imageViews(image),
      };
    });
  }

  /**
   * Name, price and pictures of each of these products that exists, by id (as text), in one
   * query: what a package shows of its products.
   */
  async summariesByIds(ids: Iterable<Types.ObjectId>): Promise<Map<string, ProductSummary>> {
    const wanted = [...ids];
    if (wanted.length === 0) return new Map();
    // Through the driver, as findOne: ids need no casting.
    const found = await this.products.collection
      .find<Omit<ProductSummary, 'image'> & { image: ImageRecord[] }>(
        { _id: { $in: wanted } },
        { projection: SUMMARY_PROJECTION },
      )
      .toArray();
    return new Map(
      found.map((product) => [
        product._id.toString(),
        { ...product, image: this.imageViews(product.image) },
      ]),
    );
  }

  /** A product's images as answered: the original's URL first, then its renditions'. */
  private imageViews(images: ImageRecord[] = []): ImageView[] {
    return images.map((image) => ({
      secure_url: this.storage.imageUrl(image, image.secure_url),
      ...this.storage.renditionUrls(image),
    }));
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

  /** The filter for a search: each criterion given narrows it (docs/decisions.md, "Data"). */
  searchFilter(query: ProductSearchQuery): FilterQuery<Product> {
    const filter: FilterQuery<Product> = {};
    // A brand or model typed in Arabic ("تويوتا") finds the catalog's English one.
    if (query.brand) filter.agencyKey = carNameKey(query.brand, 'brand');
    if (query.model) filter.modelKey = carNameKey(query.model, 'model');
    if (query.year !== undefined) filter['carDetails.year'] = query.year;
    if (query.warranty !== undefined) filter['carDetails.warranty'] = query.warranty;
    if (query.carEngine) filter.carEngine = query.carEngine.toUpperCase();
    if (query.keywords) {
      // Each word must start one of the product's words, in English or Arabic, however spelled
      // (see text/search-tokens.ts): anchored prefixes over an indexed array. No word at all finds nothing.
      const prefixes = keywordPrefixes(query.keywords);
      filter.$and = trusted(
        prefixes.length
          ? prefixes.map((prefix) => ({ searchTokens: startsWith(prefix) }))
          : [{ _id: trusted({ $in: [] }) }],
      );
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
          agencyKey: matchKeyOf(agency),
          modelKey: matchKeyOf(model),
          'carDetails.year': year,
          'carDetails.warranty': warranty,
        },
      ];
    });
    return conditions.length ? this.find({ $or: trusted(conditions) }) : Promise.resolve([]);
  }

  async add(fields: AddProductDto, images: ImageUpload[]): Promise<ProductView> {
    if (images.length === 0) throw shopError('IMAGE_REQUIRED');
    if (!(await this.categories.exists(fields.category))) {
      throw shopError('CATEGORY_UNKNOWN');
    }
    const stored = await this.storage.saveImages('products', images, { renditions: true });
    try {
      const product = await this.products.create({
        ...fields,
        isForSpecificCar: fields.isForSpecificCar ?? false,
        image: stored,
      });
      return this.findOne(product._id.toString());
    } catch (error) {
      await this.storage.removeImages(stored);
      throw error;
    }
  }

  /** Changes the fields sent; new images, if any, replace the old ones (removed after). */
  async update(id: string, fields: UpdateProductDto, images: ImageUpload[]): Promise<ProductView> {
    const existing = await this.products.findById(id).select('image').lean();
    if (!existing) throw shopError('PRODUCT_NOT_FOUND');
    if (fields.category !== undefined && !(await this.categories.exists(fields.category))) {
      throw shopError('CATEGORY_UNKNOWN');
    }
    const stored = images.length
      ? await this.storage.saveImages('products', images, { renditions: true })
      : [];
    try {
      const product = await this.products.findById(id);
      if (!product) throw shopError('PRODUCT_NOT_FOUND');
      const { productImage: _images, stock, ...sent } = fields;
      product.set(Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)));
      // null stops tracking the stock: the field goes, as for a product added without it.
      if (stock !== undefined) product.set('stock', stock ?? undefined);
      if (stored.length) product.set('image', stored);
      await product.save();
    } catch (error) {
      await this.storage.removeImages(stored);
      throw error;
    }
    if (stored.length) await this.storage.removeImages(existing.image);
    return this.findOne(id);
  }

  async delete(id: string): Promise<void> {
    const deleted = await this.deleteWhere({ _id: id });
    if (deleted === 0) throw shopError('PRODUCT_NOT_FOUND');
  }

  /** Deletes products with their images, after the modules that refer to them let go. */
  private async deleteWhere(filter: FilterQuery<Product>): Promise<number> {
    const doomed = await this.products
      .find(filter)
      .select('_id image.key image.thumbKey image.detailKey')
      .lean();
    if (doomed.length === 0) return 0;
    const ids = doomed.map((product) => product._id);
    await this.events.emit('products.deleted', {
      productIds: ids,
    });
    await this.products.deleteMany({ _id: trusted({ $in: ids }) });
    await this.storage.removeImages(doomed.flatMap((product) => product.image));
    return doomed.length;
  }
}
