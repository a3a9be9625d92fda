import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { NextService, VehicleIdentity } from '@shop/shared';
import { type FilterQuery, Model, type mongo, trusted, Types } from 'mongoose';
import { updateOf } from '../common/form-values';
import type { PageWindow } from '../common/list-queries';
import { shopError } from '../common/shop-error';
import { driverCollection, projectionOf } from '../database/driver-collection';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { ProductsService } from '../products/products.service';
import type { ImageUpload } from '../storage/image-upload';
import { type StoredImage, StorageService } from '../storage/storage.service';
import { type CarKeys, carKeysOf, catalogFitments, fitsCarKeys } from '../vehicles/fitments';
import { fitmentView } from '../vehicles/vehicle-names';
import type { StoredFitment } from '../vehicles/schemas/stored-fitment.schema';
import { VehicleNamesService } from '../vehicles/vehicle-names.service';
import type { PackageDto, UpdatePackageDto } from './dto/package.dto';
import type { PackageView } from './dto/package-view.dto';
import { derivedFitments } from './package-fitments';
import { ServicePackage } from './schemas/package.schema';

/** An image as a record keeps it. */
type ImageRecord = StoredImage & { url?: string };
/** A package as read: its products are ids until they are joined, its images keys. */
type StoredPackage = Omit<
  PackageView,
  '_id' | 'logo' | 'images' | 'products' | 'partsPrice' | 'fitments'
> & {
  _id: Types.ObjectId;
  images: ImageRecord[];
  products: Types.ObjectId[];
  fitments?: StoredFitment[];
};

const VIEW_FIELDS =
  'name description nameAr descriptionAr price mileage images products labourPrice fitments ' +
  'universal';
/** The same, as the driver takes it. */
const VIEW_PROJECTION = projectionOf(VIEW_FIELDS);
/** Highest mileage first, as the Packages screen lists them. */
const HIGHEST_MILEAGE_FIRST = { mileage: -1, _id: 1 } as const;
/** Lowest mileage first: the service due next, first. */
const NEXT_DUE_FIRST = { mileage: 1, _id: 1 } as const;
const IMAGE_KEYS = 'images.key images.thumbKey images.detailKey';

/** A package as a service reminder names it. */
export type DuePackage = NextService['package'];

/** Halalas in a riyal: sums of prices are added up whole (docs/decisions.md, "Data"). */
const HALALAS = 100;

@Injectable()
export class PackagesService {
  /** The packages as the driver reads them, for the lists (database/driver-collection.ts). */
  private readonly collection;

  constructor(
    @InjectModel(ServicePackage.name) private readonly packages: Model<ServicePackage>,
    private readonly products: ProductsService,
    private readonly storage: StorageService,
    private readonly vehicleNames: VehicleNamesService,
  ) {
    this.collection = driverCollection<StoredPackage>(packages);
  }

  /** Deleted products leave the packages that held them, which derive their fitments again. */
  @OnShopEvent('products.deleted')
  async onProductsDeleted({ productIds }: ShopEvents['products.deleted']): Promise<void> {
    const holding = await this.holding(productIds);
    await this.packages.updateMany(
      { products: trusted({ $in: productIds }) },
      { $pull: { products: { $in: productIds } } },
    );
    await this.deriveFitments(holding);
  }

  /** Packages derive their fitments again when their products change. */
  @OnShopEvent('products.changed')
  async onProductsChanged({ productIds }: ShopEvents['products.changed']): Promise<void> {
    await this.deriveFitments(await this.holding(productIds));
  }

  /** The ids of the packages that hold any of these products. */
  private async holding(productIds: Types.ObjectId[]): Promise<Types.ObjectId[]> {
    const found = await this.packages
      .find({ products: trusted({ $in: productIds }) })
      .select('_id')
      .lean();
    return found.map((pack) => pack._id);
  }

  /**
   * Sets the derived fitments of these packages (those without fitments of their own): the cars
   * all their car-specific parts fit.
   */
  private async deriveFitments(ids: Types.ObjectId[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await this.packages
      .find({ _id: trusted({ $in: ids }), ownFitments: trusted({ $ne: true }) })
      .select('products')
      .lean();
    for (const pack of found) {
      await this.packages.updateOne({ _id: pack._id }, await this.derivedFrom(pack.products));
    }
  }

  /** The update that gives a package the fitments derived from these products. */
  private async derivedFrom(productIds: Types.ObjectId[]) {
    const parts = await this.products.fitmentData(productIds);
    const derived = derivedFitments(productIds.flatMap((id) => parts.get(id.toString()) ?? []));
    return {
      $set: {
        ownFitments: false,
        ...(derived.universal && { universal: true }),
        ...(derived.fitments.length && { fitments: derived.fitments }),
      },
      $unset: {
        ...(!derived.universal && { universal: 1 }),
        ...(!derived.fitments.length && { fitments: 1 }),
      },
    };
  }

  /**
   * Packages matching `filter`, by mileage (highest first unless `order` says otherwise), with
   * their products. Through the driver (database/driver-collection.ts): its filters are built by
   * this service, with ids as ObjectIds, and mongoose's query machinery cost about a tenth of a
   * part-number search's CPU.
   */
  async find(
    filter: mongo.Filter<StoredPackage>,
    window?: PageWindow,
    order: mongo.Sort = HIGHEST_MILEAGE_FIRST,
  ): Promise<PackageView[]> {
    const cursor = this.collection().find(filter, { projection: VIEW_PROJECTION }).sort(order);
    if (window) cursor.skip(window.skip).limit(window.limit);
    return this.toViews(await cursor.toArray());
  }

  /** Those of these packages that exist (ids checked as ObjectIds, as a cart's are). */
  byIds(ids: string[]): Promise<PackageView[]> {
    return this.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } });
  }

  count(): Promise<number> {
    return this.packages.countDocuments();
  }

  /**
   * Packages that hold any of these products (ids as read from the database); with a car, those
   * of them that fit it.
   */
  containingAny(productIds: string[], car?: CarKeys): Promise<PackageView[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    const holding = { products: { $in: productIds.map((id) => new Types.ObjectId(id)) } };
    // For a car, only the packages for it: a universal oil is in every car's service.
    const filter = car ? { ...holding, $or: [{ universal: true }, fitsCarKeys(car)] } : holding;
    return this.find(filter as mongo.Filter<StoredPackage>);
  }

  /** The products of each of these packages that exists, as ids, by package id. */
  async productIdsOf(ids: string[]): Promise<Map<string, string[]>> {
    const found = await this.packages
      .find({ _id: trusted({ $in: ids }) })
      .select('products')
      .lean();
    return new Map(
      found.map((pack) => [pack._id.toString(), pack.products.map((id) => id.toString())]),
    );
  }

  /**
   * The services a car has ahead of it: the packages that fit it (universal ones, or by their
   * fitments) at or above its mileage, the next one due first.
   */
  async nextFor(car: { mileage: number; vehicle?: VehicleIdentity }): Promise<PackageView[]> {
    // firstFrom's filter: the driver ignores the marks trusted() leaves on it for mongoose.
    const fitting = await this.fittingFrom(car.mileage, car.vehicle);
    return this.find(fitting as mongo.Filter<StoredPackage>, undefined, NEXT_DUE_FIRST);
  }

  /** The first of those from `mileage` on (the service due next), as a reminder names it. */
  async firstFrom(mileage: number, vehicle?: VehicleIdentity): Promise<DuePackage | null> {
    const found = await this.packages
      .findOne(await this.fittingFrom(mileage, vehicle))
      .select('name nameAr price mileage')
      .sort(NEXT_DUE_FIRST)
      .lean();
    return found && { ...found, _id: found._id.toString() };
  }

  /** Whether a package exists and is a service of this car (universal, or fitting it). */
  async fits(id: string, vehicle?: VehicleIdentity): Promise<DuePackage | null> {
    const found = await this.packages
      .findOne({ _id: id, ...(await this.fittingFrom(0, vehicle)) })
      .select('name nameAr price mileage')
      .lean();
    return found && { ...found, _id: found._id.toString() };
  }

  /** Packages for this car (universal ones, or by their fitments) at or above `mileage`. */
  private async fittingFrom(
    mileage: number,
    vehicle?: VehicleIdentity,
  ): Promise<FilterQuery<ServicePackage>> {
    const fitting: FilterQuery<ServicePackage>[] = [{ universal: true }];
    if (vehicle?.model) {
      fitting.push(fitsCarKeys(carKeysOf(vehicle, await this.vehicleNames.names())));
    }
    return { mileage: trusted({ $gte: mileage }), $or: trusted(fitting) };
  }

  async findOne(id: string): Promise<PackageView> {
    const found = await this.packages.findById(id).select(VIEW_FIELDS).lean<StoredPackage>();
    if (!found) throw shopError('PACKAGE_NOT_FOUND');
    const [view] = await this.toViews([found]);
    return view;
  }

  /**
   * The answer's shape: each package with its products' names, prices and pictures, in the
   * package's own order and without products that no longer exist (read in one query, as
   * populate would), and its first image doubling as its logo.
   */
  private async toViews(found: StoredPackage[]): Promise<PackageView[]> {
    const ids = new Map<string, Types.ObjectId>();
    for (const pack of found) for (const id of pack.products) ids.set(id.toString(), id);
    const [products, names] = await Promise.all([
      this.products.summariesByIds(ids.values()),
      this.vehicleNames.names(),
    ]);
    return found.map(
      ({ _id, images: records = [], products: productIds, fitments, universal, ...rest }) => {
        const images = records.map((image) => ({
          url: this.storage.imageUrl(image, image.url),
          ...this.storage.renditionUrls(image),
        }));
        const parts = productIds.flatMap((id) => {
          const product = products.get(id.toString());
          return product ? [{ ...product, _id: product._id.toString() }] : [];
        });
        const partsHalalas = parts.reduce((sum, part) => sum + Math.round(part.price * HALALAS), 0);
        return {
          ...rest,
          _id: _id.toString(),
          products: parts,
          images,
          logo: images[0] ?? null,
          partsPrice: partsHalalas / HALALAS,
          ...(fitments?.length
            ? { fitments: fitments.map((fitment) => fitmentView(fitment, names)) }
            : {}),
          ...(universal ? { universal } : {}),
        };
      },
    );
  }

  async create(fields: PackageDto, images: ImageUpload[]): Promise<PackageView> {
    await this.assertProductsExist(fields.productIds);
    const { productIds, fitments, ...rest } = fields;
    const own = fitments?.length
      ? catalogFitments(fitments, await this.vehicleNames.fresh())
      : undefined;
    const products = productIds.map((id) => new Types.ObjectId(id));
    const fitted = own
      ? { fitments: own, ownFitments: true }
      : (await this.derivedFrom(products)).$set;
    const stored = await this.storage.saveImages('packages', images, { renditions: true });
    try {
      const created = await this.packages.create({
        ...rest,
        products,
        images: stored,
        ...fitted,
      });
      return this.findOne(created._id.toString());
    } catch (error) {
      await this.storage.removeImages(stored);
      throw error;
    }
  }

  /**
   * Changes the fields sent in one write: new images replace the old ones; fitments sent become
   * its own (an empty list gives them up, and they follow its parts again, as after a change of
   * its parts).
   */
  async update(id: string, fields: UpdatePackageDto, images: ImageUpload[]): Promise<PackageView> {
    const existing = await this.packages
      .findById(id)
      .select(`${IMAGE_KEYS} products ownFitments`)
      .lean();
    if (!existing) throw shopError('PACKAGE_NOT_FOUND');
    if (fields.productIds) await this.assertProductsExist(fields.productIds);
    const { productIds, fitments, labourPrice, ...rest } = fields;
    const products = productIds?.map((productId) => new Types.ObjectId(productId));
    const own = fitments?.length
      ? catalogFitments(fitments, await this.vehicleNames.fresh())
      : undefined;
    const derive = !own && (fitments !== undefined || (products && !existing.ownFitments));
    const derived = derive
      ? await this.derivedFrom(products ?? existing.products)
      : { $set: {}, $unset: {} };
    const stored = await this.storage.saveImages('packages', images, { renditions: true });
    const texts = updateOf(rest);
    const set: Partial<ServicePackage> = {
      ...texts.$set,
      ...derived.$set,
      ...(products && { products }),
      ...(stored.length && { images: stored }),
      ...(typeof labourPrice === 'number' && { labourPrice }),
      ...(own && { fitments: own, ownFitments: true }),
    };
    const unset = {
      ...texts.$unset,
      ...derived.$unset,
      ...(labourPrice === null && { labourPrice: 1 }),
      ...(own && { universal: 1 }),
    };
    try {
      await this.packages.updateOne(
        { _id: id },
        { $set: set, ...(Object.keys(unset).length && { $unset: unset }) },
      );
    } catch (error) {
      await this.storage.removeImages(stored);
      throw error;
    }
    // New images replace the old ones only once the record points at them.
    if (stored.length) await this.storage.removeImages(existing.images);
    return this.findOne(id);
  }

  async delete(id: string): Promise<void> {
    const existing = await this.packages.findById(id).select(IMAGE_KEYS).lean();
    if (!existing) throw shopError('PACKAGE_NOT_FOUND');
    await this.packages.deleteOne({ _id: id });
    await this.storage.removeImages(existing.images);
  }

  private async assertProductsExist(productIds: string[]): Promise<void> {
    const missing = await this.products.missingIds([...new Set(productIds)]);
    if (missing.length) throw shopError('PRODUCTS_UNKNOWN', { ids: missing.join(', ') });
  }
}
