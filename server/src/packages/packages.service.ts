import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type FilterQuery, Model, trusted, Types } from 'mongoose';
import type { PageWindow } from '../common/list-queries';
import { shopError } from '../common/shop-error';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { ProductsService } from '../products/products.service';
import type { ImageUpload } from '../storage/image-upload';
import { type StoredImage, StorageService } from '../storage/storage.service';
import type { PackageDto, UpdatePackageDto } from './dto/package.dto';
import type { PackageView } from './dto/package-view.dto';
import { ServicePackage } from './schemas/package.schema';

/** An image as a record keeps it. */
type ImageRecord = StoredImage & { url?: string };
/** A package as read: its products are ids until they are joined, its images keys. */
type StoredPackage = Omit<PackageView, '_id' | 'logo' | 'images' | 'products'> & {
  _id: Types.ObjectId;
  images: ImageRecord[];
  products: Types.ObjectId[];
};

const VIEW_FIELDS = 'name description nameAr descriptionAr price mileage images products';
const IMAGE_KEYS = 'images.key images.thumbKey images.detailKey';

@Injectable()
export class PackagesService {
  constructor(
    @InjectModel(ServicePackage.name) private readonly packages: Model<ServicePackage>,
    private readonly products: ProductsService,
    private readonly storage: StorageService,
  ) {}

  /** Deleted products leave the packages that held them. */
  @OnShopEvent('products.deleted')
  async onProductsDeleted({ productIds }: ShopEvents['products.deleted']): Promise<void> {
    await this.packages.updateMany(
      { products: trusted({ $in: productIds }) },
      { $pull: { products: { $in: productIds } } },
    );
  }

  /** Packages matching `filter`, by mileage (highest first), with their products. */
  async find(filter: FilterQuery<ServicePackage>, window?: PageWindow): Promise<PackageView[]> {
    const query = this.packages
      .find(filter)
      .select(VIEW_FIELDS)
      .sort({ mileage: -1, _id: 1 })
      .lean<StoredPackage[]>();
    if (window) query.skip(window.skip).limit(window.limit);
    return this.toViews(await query);
  }

  count(): Promise<number> {
    return this.packages.countDocuments();
  }

  /** Packages that hold any of these products. */
  containingAny(productIds: Types.ObjectId[] | string[]): Promise<PackageView[]> {
    return productIds.length
      ? this.find({ products: trusted({ $in: productIds }) })
      : Promise.resolve([]);
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

  /** The services due by this mileage: packages at or below it, largest first. */
  dueBy(mileage: number): Promise<PackageView[]> {
    return this.find({ mileage: trusted({ $lte: mileage }) });
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
    const products = await this.products.summariesByIds(ids.values());
    return found.map(({ _id, images: records = [], products: productIds, ...rest }) => {
      const images = records.map((image) => ({
        url: this.storage.imageUrl(image, image.url),
        ...this.storage.renditionUrls(image),
      }));
      return {
        ...rest,
        _id: _id.toString(),
        products: productIds.flatMap((id) => {
          const product = products.get(id.toString());
          return product ? [{ ...product, _id: product._id.toString() }] : [];
        }),
        images,
        logo: images[0] ?? null,
      };
    });
  }

  async create(fields: PackageDto, images: ImageUpload[]): Promise<PackageView> {
    await this.assertProductsExist(fields.productIds);
    const stored = await this.storage.saveImages('packages', images, { renditions: true });
    try {
      const { productIds, ...rest } = fields;
      const created = await this.packages.create({ ...rest, products: productIds, images: stored });
      return this.findOne(created._id.toString());
    } catch (error) {
      await this.storage.removeImages(stored);
      throw error;
    }
  }

  async update(id: string, fields: UpdatePackageDto, images: ImageUpload[]): Promise<PackageView> {
    const existing = await this.packages.findById(id).select(IMAGE_KEYS).lean();
    if (!existing) throw shopError('PACKAGE_NOT_FOUND');
    if (fields.productIds) await this.assertProductsExist(fields.productIds);
    const stored = await this.storage.saveImages('packages', images, { renditions: true });
    const { productIds, ...rest } = fields;
    const changes: Partial<ServicePackage> = { ...rest };
    if (productIds) changes.products = productIds.map((productId) => new Types.ObjectId(productId));
    if (stored.length) changes.images = stored;
    try {
      await this.packages.updateOne({ _id: id }, changes);
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
