import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  decodeVin,
  fitsCar,
  type FitCheckAnswer,
  type ProductFacets,
  type ProductListQuery,
  type VehicleIdentity,
} from '@shop/shared';
import { type FilterQuery, Model, type mongo, trusted, Types } from 'mongoose';
import { CategoriesService } from '../categories/categories.service';
import { updateOf } from '../common/form-values';
import type { PageWindow } from '../common/list-queries';
import { shopError } from '../common/shop-error';
import { driverCollection, projectionOf } from '../database/driver-collection';
import { EventBus, OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { nameKey, partKey } from '../text/normalise';
import { startsWith } from '../text/regex-filters';
import { keywordPrefixes } from '../text/search-tokens';
import type { ImageUpload } from '../storage/image-upload';
import { type StoredImage, StorageService } from '../storage/storage.service';
import { fitmentView, type VehicleNames } from '../vehicles/vehicle-names';
import { VehicleNamesService } from '../vehicles/vehicle-names.service';
import type { AddProductDto, UpdateProductDto } from './dto/product.dto';
import type { ImageView, ProductView } from './dto/product-view.dto';
import {
  carDetailsFitment,
  carKeysOf,
  catalogFitments,
  type CarKeys,
  fitsCarKeys,
} from '../vehicles/fitments';
import type { StoredFitment } from '../vehicles/schemas/stored-fitment.schema';
import { NOT_UNIVERSAL, UNIVERSAL } from './fitment-filters';
import { Product } from './schemas/product.schema';

/** What product matching needs to know of a car in a garage. */
export interface CarToMatch {
  engineNumber?: string;
  vehicle?: VehicleIdentity;
}

/** What a package's fitments are made from, of one of its products. */
export interface ProductFitmentData {
  universal?: boolean;
  fitments: StoredFitment[];
}

/** An image as a record keeps it. */
type ImageRecord = StoredImage & { secure_url?: string };
/** A product as read, before its category is joined, its images get URLs and fitments names. */
type StoredProduct = Omit<ProductView, '_id' | 'category' | 'image' | 'fitments'> & {
  _id: Types.ObjectId;
  category: Types.ObjectId | null;
  image: ImageRecord[];
  fitments?: StoredFitment[];
};

/** Fields a product is answered with (its images as keys, answered as URLs). */
const VIEW_FIELDS =
  'name description nameAr descriptionAr price category image carEngine carDetails ' +
  'isForSpecificCar stock manufacturer partNumber oemNumbers universal fitments';
/** The same, as the driver takes it. */
const VIEW_PROJECTION = projectionOf(VIEW_FIELDS);
/** Newest first; products added in the same millisecond by id. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

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

/** A filter that finds nothing. */
const NOTHING: FilterQuery<Product> = { _id: trusted({ $in: [] }) };
/** Products a shopper can buy now: stock not tracked, or some left. */
const IN_STOCK: FilterQuery<Product> = {
  $or: trusted([{ stock: { $exists: false } }, { stock: { $gt: 0 } }]),
};

/** All of these conditions, as one filter. */
const allOf = (conditions: FilterQuery<Product>[]): FilterQuery<Product> =>
  conditions.length === 0
    ? {}
    : conditions.length === 1
      ? conditions[0]
      : { $and: trusted(conditions) };

/** A listing's answer: its products, their total with a page, the facets when asked. */
export interface ProductListing {
  products: ProductView[];
  total?: number;
  facets?: ProductFacets;
  /** The car the query names, in the keys fitments store (a search's packages must fit it). */
  car?: CarKeys;
}

@Injectable()
export class ProductsService {
  /** The products as the driver reads them, for the catalog's reads (database/driver-collection.ts). */
  private readonly collection;

  constructor(
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly categories: CategoriesService,
    private readonly storage: StorageService,
    private readonly events: EventBus,
    private readonly vehicleNames: VehicleNamesService,
  ) {
    this.collection = driverCollection<StoredProduct>(products);
  }

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
      .sort(NEWEST_FIRST)
      .lean<StoredProduct[]>();
    if (window) query.skip(window.skip).limit(window.limit);
    const [found, names] = await Promise.all([query, this.vehicleNames.names()]);
    return this.toViews(found, names, await this.categoryNames(found));
  }

  count(filter: FilterQuery<Product> = {}): Promise<number> {
    return this.products.countDocuments(filter);
  }

  /**
   * The search and the product list (docs/behaviour.md, "Fitment"): each criterion given narrows
   * it. A car (brand, model, year, engine, or a VIN and what it names) finds the parts that fit
   * it, genuine ones first when `warranty` is true, then the universal ones; without a car, every
   * product the other criteria find, newest first. With a page, its total; with `facets`, the
   * facets of everything the criteria find, before the maker, price and stock filters.
   */
  async list(query: ProductListQuery, window?: PageWindow): Promise<ProductListing> {
    const names = await this.vehicleNames.names();
    const criteria = this.criteria(query, names);
    const filters = this.listFilters(query);
    const carTiers = this.carTiers(query, names);
    const tiers = carTiers.length
      ? carTiers.map((tier) => allOf([...criteria, ...filters, tier]))
      : [allOf([...criteria, ...filters])];
    const [{ found, total }, facets] = await Promise.all([
      this.readTiers(tiers, window),
      query.facets ? this.facets(carTiers, criteria) : undefined,
    ]);
    const car = this.searchCar(query, names)?.keys;
    return {
      products: this.toViews(found, names, await this.categoryNames(found)),
      ...(window && { total }),
      ...(facets && { facets }),
      ...(car && Object.keys(car).length && { car }),
    };
  }

  /**
   * Reads the tiers (disjoint filters, in order) as one list, newest first within each: whole,
   * or the page `window` cuts from them, counting each tier first to know where it falls.
   */
  private async readTiers(
    tiers: FilterQuery<Product>[],
    window?: PageWindow,
  ): Promise<{ found: StoredProduct[]; total: number }> {
    // Through the driver: the filters are the catalog's own, built above with its operators.
    const read = (filter: FilterQuery<Product>, skip?: number, limit?: number) => {
      const cursor = this.collection()
        .find(filter as mongo.Filter<StoredProduct>, { projection: VIEW_PROJECTION })
        .sort(NEWEST_FIRST);
      if (skip !== undefined && limit !== undefined) cursor.skip(skip).limit(limit);
      return cursor.toArray();
    };
    const count = (filter: FilterQuery<Product>) =>
      this.collection().countDocuments(filter as mongo.Filter<StoredProduct>);
    if (!window) {
      const found = (await Promise.all(tiers.map((tier) => read(tier)))).flat();
      return { found, total: found.length };
    }
    if (tiers.length === 1) {
      const [found, total] = await Promise.all([
        read(tiers[0], window.skip, window.limit),
        count(tiers[0]),
      ]);
      return { found, total };
    }
    const counts = await Promise.all(tiers.map(count));
    const reads: Promise<StoredProduct[]>[] = [];
    let start = 0;
    for (const [index, count] of counts.entries()) {
      const from = Math.max(window.skip - start, 0);
      const to = Math.min(window.skip + window.limit - start, count);
      if (from < to) reads.push(read(tiers[index], from, to - from));
      start += count;
    }
    return { found: (await Promise.all(reads)).flat(), total: start };
  }

  /**
   * The car a query names (brand, model, year, engine; a VIN's maker and model year where the
   * query leaves them out), in the catalog's names and keys; undefined when it names none.
   */
  private searchCar(query: ProductListQuery, names: VehicleNames) {
    const vin = query.carEngine?.toUpperCase();
    if (!vin && !query.brand && !query.model && query.year === undefined && !query.engine) {
      return undefined;
    }
    const decoded = vin ? decodeVin(vin) : undefined;
    const named = names.resolve({
      make: query.brand ?? decoded?.manufacturer ?? undefined,
      model: query.model,
      engine: query.engine,
    });
    const keys: CarKeys = {
      ...(named.makeKey && { makeKey: named.makeKey }),
      ...(named.modelKey && { modelKey: named.modelKey }),
      ...((query.year ?? decoded?.modelYear ?? undefined) !== undefined && {
        year: query.year ?? decoded!.modelYear!,
      }),
      ...(named.engine && { engineKey: nameKey(named.engine) }),
    };
    return { named, keys, vin };
  }

  /**
   * A car search's tiers: the parts that fit the car (genuine ones first when the query asks
   * for warranty), then the universal ones. None without a car.
   */
  private carTiers(query: ProductListQuery, names: VehicleNames): FilterQuery<Product>[] {
    const car = this.searchCar(query, names);
    if (!car) return [];
    const byFitment = Object.keys(car.keys).length ? [fitsCarKeys<Product>(car.keys)] : [];
    const byVin = car.vin ? [{ carEngine: car.vin }] : [];
    const fits = [...byFitment, ...byVin];
    const own = allOf([fits.length === 1 ? fits[0] : { $or: trusted(fits) }, NOT_UNIVERSAL]);
    if (query.warranty && car.named.make) {
      const genuine = nameKey(`${car.named.make} Genuine`);
      return [
        allOf([own, { manufacturerKey: genuine }]),
        allOf([own, { manufacturerKey: trusted({ $ne: genuine }) }]),
        UNIVERSAL,
      ];
    }
    return [own, UNIVERSAL];
  }

  /** What the search's words and numbers ask, beside the car: keywords, part number, category. */
  private criteria(query: ProductListQuery, names: VehicleNames): FilterQuery<Product>[] {
    const conditions: FilterQuery<Product>[] = [];
    if (query.keywords) {
      // Each word must start one of the product's words, in English or Arabic, however spelled
      // (text/search-tokens.ts), or the keywords are a part number however typed.
      const prefixes = keywordPrefixes(query.keywords, names.spellings);
      const words = prefixes.length
        ? allOf(prefixes.map((prefix) => ({ searchTokens: startsWith(prefix) })))
        : NOTHING;
      const number = partKey(query.keywords);
      conditions.push(number ? { $or: trusted([words, { partKeys: number }]) } : words);
    }
    if (query.partNumber) {
      const number = partKey(query.partNumber);
      conditions.push(number ? { partKeys: number } : NOTHING);
    }
    if (query.category) conditions.push({ category: new Types.ObjectId(query.category) });
    return conditions;
  }

  /** The list's filters beside the search: maker, price range, in stock. */
  private listFilters(query: ProductListQuery): FilterQuery<Product>[] {
    const conditions: FilterQuery<Product>[] = [];
    if (query.manufacturer) conditions.push({ manufacturerKey: nameKey(query.manufacturer) });
    if (query.minPrice !== undefined || query.maxPrice !== undefined) {
      conditions.push({
        price: trusted({
          ...(query.minPrice !== undefined && { $gte: query.minPrice }),
          ...(query.maxPrice !== undefined && { $lte: query.maxPrice }),
        }),
      });
    }
    if (query.inStock) conditions.push(IN_STOCK);
    return conditions;
  }

  /**
   * The makers, stock and prices of everything the criteria find (all tiers), before the list's
   * own filters: what each filter would leave.
   */
  private async facets(
    tiers: FilterQuery<Product>[],
    criteria: FilterQuery<Product>[],
  ): Promise<ProductFacets> {
    const found = tiers.length ? { $or: trusted(tiers) } : {};
    const groups = await this.products.aggregate<{
      _id: string | null;
      name: string | null;
      count: number;
      inStock: number;
      min: number;
      max: number;
    }>([
      { $match: allOf([...criteria, found]) },
      {
        $group: {
          _id: '$manufacturerKey',
          name: { $first: '$manufacturer' },
          count: { $sum: 1 },
          inStock: { $sum: { $cond: [{ $gt: [{ $ifNull: ['$stock', 1] }, 0] }, 1, 0] } },
          min: { $min: '$price' },
          max: { $max: '$price' },
        },
      },
    ]);
    const manufacturers = groups
      .filter((group) => group._id && group.name)
      .map((group) => ({ name: group.name!, count: group.count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    return {
      manufacturers,
      inStock: groups.reduce((sum, group) => sum + group.inStock, 0),
      price: groups.length
        ? {
            min: Math.min(...groups.map((group) => group.min)),
            max: Math.max(...groups.map((group) => group.max)),
          }
        : null,
    };
  }

  /**
   * The products that fit any of these cars (by VIN, or by what the car is: make, model, year),
   * then the universal ones.
   */
  async forCars(cars: CarToMatch[]): Promise<ProductView[]> {
    const names = await this.vehicleNames.names();
    const fits = cars.flatMap((car): FilterQuery<Product>[] => [
      ...(car.engineNumber ? [{ carEngine: car.engineNumber.toUpperCase() }] : []),
      ...(car.vehicle?.model ? [fitsCarKeys<Product>(carKeysOf(car.vehicle, names))] : []),
    ]);
    if (fits.length === 0) return [];
    const { found } = await this.readTiers([
      allOf([{ $or: trusted(fits) }, NOT_UNIVERSAL]),
      UNIVERSAL,
    ]);
    return this.toViews(found, names, await this.categoryNames(found));
  }

  /**
   * Whether a product fits a car (the rule of @shop/shared fitment.ts, over the car in the
   * catalog's names), and its fitments of the car's make and model.
   */
  async fitCheck(id: string, car: VehicleIdentity & { vin?: string }): Promise<FitCheckAnswer> {
    const product = await this.products
      .findById(id)
      .select('universal fitments carEngine')
      .lean<Pick<StoredProduct, 'universal' | 'fitments' | 'carEngine'>>();
    if (!product) throw shopError('PRODUCT_NOT_FOUND');
    const names = await this.vehicleNames.names();
    const named = names.resolve(car);
    const canonical = {
      make: named.make ?? car.make,
      model: named.model,
      year: car.year,
      engine: named.engine,
      vin: car.vin,
    };
    const fitments = (product.fitments ?? []).filter(
      (fitment): fitment is StoredFitment & { model: string } => fitment.model !== undefined,
    );
    return {
      fits: fitsCar(
        { universal: product.universal, fitments, carEngine: product.carEngine },
        canonical,
      ),
      universal: product.universal === true,
      fitments: fitments
        .filter(
          (fitment) => fitment.makeKey === named.makeKey && fitment.modelKey === named.modelKey,
        )
        .map((fitment) => fitmentView(fitment, names)),
    };
  }

  async findOne(id: string): Promise<ProductView> {
    // Callers pass checked ids; anything else is answered as mongoose's cast would answer it.
    if (!/^[a-f0-9]{24}$/i.test(id)) throw shopError('VALUE_INVALID', { field: '_id' });
    // Through the driver: for a lookup by id, mongoose's machinery costs about as much CPU as the
    // lookup itself, and there is nothing here for it to cast or check.
    const [product, names] = await Promise.all([
      this.collection().findOne({ _id: new Types.ObjectId(id) }, { projection: VIEW_PROJECTION }),
      this.vehicleNames.names(),
    ]);
    if (!product) throw shopError('PRODUCT_NOT_FOUND');
    const [view] = this.toViews([product], names, await this.categoryNames([product]));
    return view;
  }

  /** The `{_id, name}` of each product's category, by id: what populate would join. */
  private categoryNames(products: StoredProduct[]) {
    const ids = new Map<string, Types.ObjectId>();
    for (const { category } of products) if (category) ids.set(category.toString(), category);
    return this.categories.shownNames(ids.values());
  }

  /**
   * Products as answered: `{_id, name}` of its category (or null, for a category gone) in place
   * of the id, images as URLs, and the part data each has (nameAr-style: only what is there),
   * its fitments with their Arabic names and without the one its carDetails make.
   */
  private toViews(
    products: StoredProduct[],
    names: VehicleNames,
    categories: Awaited<ReturnType<CategoriesService['shownNames']>> = new Map(),
  ): ProductView[] {
    return products.map(
      ({ _id, category: categoryId, image, fitments, universal, oemNumbers, ...rest }) => {
        const category = categoryId && categories.get(categoryId.toString());
        const own = (fitments ?? []).filter((fitment) => !fitment.fromCarDetails);
        return {
          ...rest,
          _id: _id.toString(),
          category: category ? { ...category, _id: category._id.toString() } : null,
          image: this.imageViews(image),
          ...(oemNumbers?.length ? { oemNumbers } : {}),
          ...(universal ? { universal } : {}),
          ...(own.length ? { fitments: own.map((fitment) => fitmentView(fitment, names)) } : {}),
        };
      },
    );
  }

  /**
   * Name, price and pictures of each of these products that exists, by id (as text), in one
   * query: what a package shows of its products.
   */
  async summariesByIds(ids: Iterable<Types.ObjectId>): Promise<Map<string, ProductSummary>> {
    const wanted = [...ids];
    if (wanted.length === 0) return new Map();
    // Through the driver, as findOne: ids need no casting.
    const found = await this.collection()
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

  /** What the fitments of packages are made from: each product's fitments and universal flag. */
  async fitmentData(ids: Iterable<Types.ObjectId>): Promise<Map<string, ProductFitmentData>> {
    const wanted = [...ids];
    if (wanted.length === 0) return new Map();
    const found = await this.collection()
      .find<{ _id: Types.ObjectId; universal?: boolean; fitments?: StoredFitment[] }>(
        { _id: { $in: wanted } },
        { projection: { universal: 1, fitments: 1 } },
      )
      .toArray();
    return new Map(
      found.map((product) => [
        product._id.toString(),
        { universal: product.universal, fitments: product.fitments ?? [] },
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

  async add(fields: AddProductDto, images: ImageUpload[]): Promise<ProductView> {
    if (images.length === 0) throw shopError('IMAGE_REQUIRED');
    if (!(await this.categories.exists(fields.category))) {
      throw shopError('CATEGORY_UNKNOWN');
    }
    const names = await this.vehicleNames.fresh();
    const { fitments = [], universal, ...rest } = fields;
    const stored = [
      ...catalogFitments(fitments, names),
      ...carDetailsFitment(fields.carDetails, names),
    ];
    const saved = await this.storage.saveImages('products', images, { renditions: true });
    try {
      const product = await this.products.create({
        ...rest,
        isForSpecificCar: fields.isForSpecificCar ?? false,
        ...(universal && { universal }),
        ...(stored.length && { fitments: stored }),
        image: saved,
      });
      return this.findOne(product._id.toString());
    } catch (error) {
      await this.storage.removeImages(saved);
      throw error;
    }
  }

  /**
   * Changes the fields sent; new images, if any, replace the old ones (removed after). Fitments
   * sent replace the product's own; its carDetails' fitment follows its carDetails. A refusal
   * leaves the product as it was.
   */
  async update(id: string, fields: UpdateProductDto, images: ImageUpload[]): Promise<ProductView> {
    const existing = await this.products.findById(id).select('image').lean();
    if (!existing) throw shopError('PRODUCT_NOT_FOUND');
    if (fields.category !== undefined && !(await this.categories.exists(fields.category))) {
      throw shopError('CATEGORY_UNKNOWN');
    }
    const names = await this.vehicleNames.fresh();
    const { productImage: _images, stock, fitments, universal, ...sent } = fields;
    const own = fitments && catalogFitments(fitments, names);
    const stored = images.length
      ? await this.storage.saveImages('products', images, { renditions: true })
      : [];
    try {
      const product = await this.products.findById(id);
      if (!product) throw shopError('PRODUCT_NOT_FOUND');
      const { $set, $unset } = updateOf(sent);
      product.set($set);
      // Sent empty (an Arabic text), null or an emptied form field (stock, a maker or number): gone.
      for (const field of Object.keys($unset)) product.set(field, undefined);
      for (const [field, value] of Object.entries({ stock, ...sent })) {
        if (value === null) product.set(field, undefined);
      }
      if (stock !== undefined && stock !== null) product.set('stock', stock);
      if (universal !== undefined) product.set('universal', universal || undefined);
      const kept = (product.fitments ?? []).filter((fitment) => !fitment.fromCarDetails);
      const all = [...(own ?? kept), ...carDetailsFitment(product.carDetails, names)];
      product.set('fitments', all.length ? all : undefined);
      if (stored.length) product.set('image', stored);
      await product.save();
    } catch (error) {
      await this.storage.removeImages(stored);
      throw error;
    }
    if (stored.length) await this.storage.removeImages(existing.image);
    await this.events.emit('products.changed', { productIds: [existing._id] });
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
